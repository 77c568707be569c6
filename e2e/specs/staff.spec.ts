import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { PHONE } from '../support/phone.ts';
import {
  dismissLoginDialogs,
  shot,
  signInThroughApi,
  signInWithPassword,
  signUpThroughApi,
  startSignedIn,
} from '../support/auth.ts';
import { DEMO_ADMIN } from '../support/creator.ts';
import { totp } from '../support/two-factor.ts';

const DEMO_MODERATOR = { email: 'moderator@demo.fanlane.local', password: 'demo-pass-2026' };
const STEP_MS = 30_000;

test('a user turns on two-factor authentication in settings, signs out, and signs in with a code', async ({ page }) => {
  const { account, login } = await signUpThroughApi(page.request, 'totp');
  await startSignedIn(page, login);
  await page.goto('/settings/security');
  await page.getByTestId('security-two-factor').click();
  await expect(page).toHaveURL(/\/settings\/security\/twoFactor$/);
  await page.getByTestId('two-factor-start').click();
  await expect(page.getByTestId('two-factor-qr')).toBeVisible();
  await expect(page.getByTestId('two-factor-qr')).toHaveAttribute('data-value', /^otpauth:\/\/totp\//);
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  await shot(page, 'two-factor-setup-desktop');
  await page.getByTestId('two-factor-code').fill('000000');
  await page.getByTestId('two-factor-confirm').click();
  await expect(page.getByTestId('two-factor-setup')).toContainText(/not right/);
  await page.getByTestId('two-factor-code').fill(totp(secret));
  await page.getByTestId('two-factor-confirm').click();
  await expect(page.getByTestId('two-factor-recovery-code')).toHaveCount(10);
  await shot(page, 'two-factor-recovery-desktop');
  await page.getByTestId('two-factor-recovery-done').click();
  await expect(page.getByTestId('two-factor-enabled')).toBeVisible();
  await expect(page.getByTestId('two-factor-codes-left')).toContainText('10');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await page.goto('/login');
  await signInWithPassword(page, account.email, account.password);
  const dialog = page.getByTestId('second-factor-dialog');
  await expect(dialog).toBeVisible();
  await shot(page, 'two-factor-sign-in-desktop');
  // The code that turned it on is spent; the next step's is within the window.
  await page.getByTestId('second-factor-code').fill(totp(secret, Date.now() + STEP_MS));
  await page.getByTestId('second-factor-submit').click();
  await expect(dialog).toBeHidden();
  await dismissLoginDialogs(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

async function openAdmin(page: Page, account: { email: string; password: string }, path: string) {
  await signInThroughApi(page, account);
  await page.goto(path);
  await expect(page.getByTestId('admin-area')).toBeVisible();
}

test('each staff role sees its own sections; an admin sets a rate and the audit log shows it', async ({ browser }) => {
  const admin = await browser.newPage();
  await openAdmin(admin, DEMO_ADMIN, '/admin/rates');
  const rate = `${3000 + Math.floor(Math.random() * 900)}`;
  await admin.getByTestId('admin-rate-input-ETH').fill(rate);
  await admin.getByTestId('admin-rate-save-ETH').click();
  await expect(admin.getByTestId('admin-rate-ETH')).toContainText(/Saved/);
  await shot(admin, 'admin-rates-desktop');
  await admin.getByTestId('admin-nav-audit').click();
  const entry = admin.getByTestId('admin-audit-row').filter({ hasText: rate }).first();
  await expect(entry).toContainText('fx_rate.set');
  await expect(entry).toContainText('Demo Admin');
  await admin.getByTestId('audit-action').fill('fx_rate.');
  await admin.getByTestId('audit-apply').click();
  await expect(admin.getByTestId('admin-audit-row').first()).toHaveAttribute('data-action', 'fx_rate.set');
  await shot(admin, 'admin-audit-desktop');
  await admin.close();

  // A moderator: applications (and moderation), never money, support or the audit log.
  const moderator = await browser.newPage({ ...PHONE });
  await openAdmin(moderator, DEMO_MODERATOR, '/admin');
  await expect(moderator).toHaveURL(/\/admin\/creators$/);
  await expect(moderator.getByTestId('admin-area')).toHaveAttribute('data-role', 'moderator');
  await expect(moderator.getByTestId('admin-nav-creators')).toBeVisible();
  for (const hidden of ['withdrawals', 'disputes', 'support', 'contact', 'rates', 'audit'])
    await expect(moderator.getByTestId(`admin-nav-${hidden}`)).toHaveCount(0);
  await shot(moderator, 'admin-moderator-phone');
  // A section the role may not use sends it back to its own.
  await moderator.goto('/admin/audit');
  await expect(moderator).toHaveURL(/\/admin\/creators$/);
  await moderator.close();
});
