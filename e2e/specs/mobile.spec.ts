import { devices, expect, test } from '@playwright/test';
import { DEMO_FAN, fullPageShot, screenshotPath, signInWithPassword } from '../support/auth.ts';

test('on a phone the app signs in and shows the bottom tab bar', async ({ page }) => {
  await page.goto('/login');
  await page.screenshot({ path: screenshotPath('login-mobile'), fullPage: true });
  await signInWithPassword(page, DEMO_FAN.email, DEMO_FAN.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('tab-nav-home')).toBeVisible();
  await page.screenshot({ path: screenshotPath('home-mobile'), fullPage: true });
  await page.goto('/settings/profile');
  await expect(page.getByTestId('profile-display-name')).toHaveValue('Demo Fan');
  await expect(page.getByTestId('startup-overlay')).toBeHidden();
  await page.screenshot({ path: screenshotPath('settings-profile-mobile'), fullPage: true });
});

test('on a phone a fan reads the feed and a creator page, and a creator writes a post', async ({ page, browser }) => {
  await page.goto('/login');
  await signInWithPassword(page, DEMO_FAN.email, DEMO_FAN.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await fullPageShot(page, 'feed-mobile');
  await page.goto('/lunavale');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await fullPageShot(page, 'creator-page-mobile');

  const creator = await browser.newPage({ ...devices['Pixel 7'] });
  await creator.goto('/login');
  await signInWithPassword(creator, 'creator@demo.fanlane.local', DEMO_FAN.password);
  await expect(creator).toHaveURL(/\/home$/);
  await creator.goto('/createPost');
  await creator.getByTestId('composer-text').fill('Sunrise tomorrow at 6, who is coming?');
  await creator.getByTestId('visibility-followers').click();
  await expect(creator.getByTestId('composer-submit')).toBeEnabled();
  await creator.screenshot({ path: screenshotPath('composer-mobile'), fullPage: true });
});
