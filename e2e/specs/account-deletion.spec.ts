import { expect, test } from '../support/test.ts';
import { shot, signInWithPassword, signUpThroughApi, startSignedIn } from '../support/auth.ts';

test('a user deletes their account, is signed out, and signing in during the grace period cancels it', async ({
  page,
}) => {
  const { account, login } = await signUpThroughApi(page.request, 'leaver');
  await startSignedIn(page, login);
  await page.goto('/settings/account/deleteAccount');
  await expect(page.getByTestId('delete-account-form')).toBeVisible();
  await expect(page.getByTestId('settings-delete-account')).toContainText('You have no balance left.');
  await shot(page, 'delete-account-desktop');
  await page.getByTestId('delete-password').fill(account.password);
  await page.getByTestId('delete-sure').check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByTestId('delete-scheduled')).toContainText('Sign in before then to cancel');
  await shot(page, 'delete-account-scheduled-desktop');

  // Signed out (every session is revoked; the page lets go of this one a moment later).
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  await signInWithPassword(page, account.email, account.password);
  await expect(page.getByTestId('alert-message')).toContainText("Signing in cancelled your account's deletion");
  // The sign-out cleared sessionStorage, where startSignedIn marks the tab: mark it again, or the
  // reload would put the first (revoked) tokens back.
  await page.evaluate(() => sessionStorage.setItem('e2e-signed-in', '1'));
  await page.goto('/settings/account/deleteAccount');
  await expect(page.getByTestId('delete-account-form')).toBeVisible();
});

test('the data download reaches ready and its link downloads a zip', async ({ page }) => {
  const { login } = await signUpThroughApi(page.request, 'exporter');
  await startSignedIn(page, login);
  await page.goto('/settings/security/download');
  await page.getByRole('button', { name: 'Ask for my data' }).click();
  await expect(page.getByTestId('download-link')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'data-download-ready-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'data-download-ready-phone');
  const href = await page.getByTestId('download-link').getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/zip');
  const body = await res.body();
  expect(body.subarray(0, 2).toString()).toBe('PK');
});
