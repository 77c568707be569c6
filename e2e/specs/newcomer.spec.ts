import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { DEMO_FAN, finishOnboarding, shot, signInThroughApi, signUpThroughForm } from '../support/auth.ts';
import { uniqueEmail } from '../support/outbox.ts';

/** Issue 12, items 6–8: what a newcomer meets first (items 9's phone check is in mobile.spec.ts). */
const DEMO_KAI = { email: 'kai@demo.fanlane.local', password: DEMO_FAN.password };

/** A look at the state under test once the start-up overlay has faded. */
async function settledShot(page: Page, name: string) {
  await expect(page.getByTestId('startup-overlay')).toBeHidden();
  await shot(page, `newcomer-${name}`, { fullPage: true });
}

test('a visitor opening a locked post sees its comments locked, not a failure to retry', async ({ page }) => {
  await page.goto('/democreator');
  const locked = page
    .getByTestId('post-card')
    .filter({ has: page.getByTestId('media-locked-thumb') })
    .first();
  await expect(locked).toBeVisible();
  await locked.locator('time').click();
  await expect(page).toHaveURL(/\/democreator\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('comments-locked')).toBeVisible();
  await expect(page.getByText('The comments could not be loaded.')).toHaveCount(0);
  await settledShot(page, 'locked-comments');
  await shot(page, 'locked-post-comments', { fullPage: true });
});

test('a top-up cancelled on the sandbox checkout is cancelled in the history and on its own page', async ({ page }) => {
  await page.goto('/signup');
  await signUpThroughForm(page, uniqueEmail('quitter'));
  await finishOnboarding(page);
  await page.goto('/topUp/kodo?amount=1500');
  await expect(page.getByTestId('fee-total')).toContainText('$15.50');
  await page.getByTestId('top-up-pay').click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await page.getByRole('link', { name: /Cancel and return/ }).click();

  await expect(page).toHaveURL(/\/pay\/cancel\?topUpId=/);
  await expect(page.getByTestId('top-up-cancelled')).toContainText('Payment cancelled');
  await expect(page.getByTestId('top-up-cancelled')).toContainText('Nothing was charged.');
  await settledShot(page, 'pay-cancelled');

  await page.goto('/topUp/transactions');
  const row = page.getByTestId('top-up-list').locator('a[data-testid^="top-up-"]').first();
  await expect(row).toContainText('$15.00');
  await expect(row.getByTestId('top-up-status')).toHaveAttribute('data-status', 'cancelled');
  await expect(row.getByTestId('top-up-status')).toHaveText('Cancelled');
  await settledShot(page, 'top-up-history');

  await row.click();
  await expect(page.getByTestId('top-up-detail').getByTestId('top-up-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('balance-chip').first()).toContainText('$0.00');
});

test('a creator edits an existing tier and collection: the forms open with their values and save the change', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO_KAI);

  // The side list holds no blank editors, and it is as tall as its entries (nothing hidden in a scroll box).
  await page.goto('/settings/subscription');
  const list = page.getByTestId('settings-list');
  await expect(list.getByRole('link', { name: 'Edit tier' })).toHaveCount(0);
  await expect(list.getByRole('link', { name: 'Edit collection' })).toHaveCount(0);
  const box = await list.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(box.scroll).toBeLessThanOrEqual(box.client);
  await settledShot(page, 'settings-list');

  const supporter = page.locator('[data-testid^="tier-"]').filter({ hasText: 'Supporter' }).first();
  await supporter.locator('[data-testid^="tier-edit-"]').click();
  await expect(page).toHaveURL(/\/settings\/subscription\/tier\?id=/);
  await expect(page.getByTestId('tier-editor').getByRole('heading', { level: 1 })).toHaveText('Edit tier');
  await expect(page.getByTestId('tier-name')).toHaveValue('Supporter');
  await expect(page.getByTestId('tier-price-input')).toHaveValue('4.99');
  await settledShot(page, 'edit-tier');
  await page.getByTestId('tier-name').fill('Supporter club');
  await page.getByTestId('tier-save').click();
  await expect(page).toHaveURL(/\/settings\/subscription$/);
  await expect(page.getByTestId('tiers-active')).toContainText('Supporter club');

  await page.goto('/settings/collection');
  await page.locator('[data-testid^="collection-edit-"]').first().click();
  await expect(page).toHaveURL(/\/settings\/collection\/edit\?id=/);
  await expect(page.getByTestId('collection-editor').getByRole('heading', { level: 1 })).toHaveText('Edit collection');
  await expect(page.getByTestId('collection-title')).toHaveValue('Highlights');
  await expect(page.getByTestId('collection-description')).toHaveValue('The best of my page, in one place.');
  await settledShot(page, 'edit-collection');
  await page.getByTestId('collection-title').fill('Highlights of the year');
  await page.getByTestId('collection-save').click();
  await expect(page).toHaveURL(/\/settings\/collection$/);
  await expect(page.getByTestId('settings-collections')).toContainText('Highlights of the year');

  // An edit address without a collection goes back to the list rather than opening a blank form.
  await page.goto('/settings/collection/edit');
  await expect(page).toHaveURL(/\/settings\/collection$/);
});

test('a fan sees no creator tools in the settings list', async ({ page }) => {
  await signInThroughApi(page, DEMO_FAN);
  await page.goto('/settings/profile');
  await expect(page.getByTestId('settings-group-account')).toBeVisible();
  await expect(page.getByTestId('settings-group-creator')).toHaveCount(0);
  await expect(page.getByTestId('settings-list')).not.toContainText('Creator tools');
  await settledShot(page, 'fan-settings');
});
