import { expect, test } from '@playwright/test';
import { DEMO_FAN, screenshotPath, signInWithPassword } from '../support/auth.ts';

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
