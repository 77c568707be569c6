import { expect, test } from '../support/test.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { finishOnboarding, shot, signUpThroughForm } from '../support/auth.ts';

test('a new fan signs up with an e-mailed code, stays signed in across a reload, and logs out', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/signup');
  await expect(page.getByTestId('startup-overlay')).toBeHidden();
  await shot(page, 'signup-desktop', { fullPage: true });

  await signUpThroughForm(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await shot(page, 'welcome-desktop');
  await finishOnboarding(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await shot(page, 'home-desktop', { fullPage: true });

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('welcome-dialog')).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await page.goto('/home');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/home');
});

test('a wrong password is shown inline without a global alert', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill('fan@demo.fanlane.local');
  await page.getByTestId('login-password').fill('not-the-password-1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByTestId('alert-dialog')).toHaveCount(0);
});
