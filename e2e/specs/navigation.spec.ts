import { expect, test } from '@playwright/test';
import { DEMO_FAN, screenshotPath, signInWithPassword } from '../support/auth.ts';

test('a login-needing route sends an anonymous visitor through sign-in and back', async ({ page }) => {
  await page.goto('/settings/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/settings/profile');
  await page.screenshot({ path: screenshotPath('login-desktop'), fullPage: true });
  await signInWithPassword(page, DEMO_FAN.email, DEMO_FAN.password);
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByTestId('profile-display-name')).toHaveValue('Demo Fan');
});

test('the auth button on a creator page opens the login modal, and signing in there stays on the page', async ({ page }) => {
  await page.goto('/democreator');
  await expect(page.getByText('Demo Creator').first()).toBeVisible();
  await page.getByTestId('topbar-sign-in').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await page.screenshot({ path: screenshotPath('login-modal-desktop') });
  await signInWithPassword(page, DEMO_FAN.email, DEMO_FAN.password);
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/democreator$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('every route of the spec survives a hard refresh', async ({ page }) => {
  for (const path of ['/faq', '/about', '/becomeCreatorIntro', '/settings/emailChange', '/404', '/no-such-creator-xyz']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
});
