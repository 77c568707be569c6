import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import {
  DEMO_FAN,
  finishOnboarding,
  fullPageShot,
  shot,
  signInThroughApi,
  signUpThroughForm,
} from '../support/auth.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { PHONE } from '../support/phone.ts';

/** Issue 12, item 2: a new user finds a creator from the landing page, the empty feed and the navigation. */

async function settled(page: Page) {
  await expect(page.getByTestId('startup-overlay')).toBeHidden();
}

test('a signed-out visitor finds the demo creator from the landing page, by category and by name', async ({ page }) => {
  await page.goto('/');
  await settled(page);
  await shot(page, 'landing-discover-desktop');
  await page.getByTestId('landing-discover').click();
  await expect(page).toHaveURL(/\/discover$/);
  await settled(page);
  // Recommendations first: creators (with the demo creator among them) and posts.
  await expect(page.getByTestId('discover-creator-democreator')).toBeVisible();
  await expect(page.getByTestId('discover-posts').getByTestId('post-card').first()).toBeVisible();
  await fullPageShot(page, 'discover-desktop');
  await shot(page, 'discover-desktop-top');

  await page.getByTestId('discover-category-photography').click();
  await expect(page).toHaveURL(/\/discover\?category=photography$/);
  const results = page.getByTestId('discover-results');
  await expect(results.getByTestId('discover-creator-democreator')).toBeVisible();
  // Luna paints: not a photographer.
  await expect(results.getByTestId('discover-creator-lunavale')).toHaveCount(0);
  await fullPageShot(page, 'discover-category-desktop');

  await page.getByTestId('discover-category-art').click();
  await expect(results.getByTestId('discover-creator-lunavale')).toBeVisible();
  await expect(results.getByTestId('discover-creator-democreator')).toHaveCount(0);

  await page.getByTestId('discover-category-all').click();
  await page.getByTestId('discover-search').fill('demo');
  await expect(page).toHaveURL(/\/discover\?q=demo$/);
  const card = results.getByTestId('discover-creator-democreator');
  await expect(card).toContainText('Demo Creator');
  await card.getByTestId('discover-creator-open').click();
  await expect(page).toHaveURL(/\/democreator$/);
  await expect(page.getByTestId('creator-name')).toContainText('Demo Creator');
});

test('a signed-out visitor who follows from a card is asked to sign in', async ({ page }) => {
  await page.goto('/discover?category=photography');
  const card = page.getByTestId('discover-creator-democreator');
  await card.getByTestId('creator-follow').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a new fan goes from the empty feed to discover, follows the demo creator and sees their posts at home', async ({
  page,
}) => {
  await page.goto('/signup');
  await signUpThroughForm(page, uniqueEmail('newfan'));
  await finishOnboarding(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('feed-empty').getByTestId('feed-discover').click();
  await expect(page).toHaveURL(/\/discover$/);
  const card = page.getByTestId('discover-recommended-creators').getByTestId('discover-creator-democreator');
  const follow = card.getByTestId('creator-follow');
  await expect(follow).toHaveAttribute('data-following', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('data-following', 'true');
  await page.getByTestId('nav-home').click();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByTestId('feed-empty')).toHaveCount(0);
});

test('a fan reaches the discover page from the side navigation', async ({ page }) => {
  await signInThroughApi(page, DEMO_FAN);
  await page.goto('/home');
  await page.getByTestId('nav-discover').click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByTestId('nav-discover')).toHaveAttribute('aria-current', 'page');
  // The demo fan follows every demo creator: none is recommended again, but search still finds them.
  await page.getByTestId('discover-search').fill('luna');
  const luna = page.getByTestId('discover-results').getByTestId('discover-creator-lunavale');
  await expect(luna.getByTestId('creator-follow')).toHaveAttribute('data-following', 'true');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the landing page and the tab bar lead to discover, and a category finds the demo creator', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('landing-discover').click();
    await expect(page).toHaveURL(/\/discover$/);
    await settled(page);
    await expect(page.getByTestId('tab-nav-discover')).toBeVisible();
    await expect(page.getByTestId('discover-creator-democreator')).toBeVisible();
    await fullPageShot(page, 'discover-mobile');
    await shot(page, 'discover-mobile-top');
    await page.getByTestId('discover-category-photography').click();
    const card = page.getByTestId('discover-results').getByTestId('discover-creator-democreator');
    await expect(card).toBeVisible();
    await fullPageShot(page, 'discover-category-mobile');
    await page.goto('/');
    await settled(page);
    await expect(page.getByTestId('landing-discover')).toBeVisible();
    await shot(page, 'landing-discover-mobile');
    await page.goto('/discover?category=photography');
    await page
      .getByTestId('discover-results')
      .getByTestId('discover-creator-democreator')
      .getByTestId('discover-creator-open')
      .click();
    await expect(page).toHaveURL(/\/democreator$/);
  });
});
