import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TBalance } from '@fanlane/contracts/money';
import { SANDBOX_CARDS, type TTopUp } from '@fanlane/contracts/top-up';
import { apiPost, loginThroughApi, shot, signUpThroughApi, startSignedIn } from '../support/auth.ts';
import { DEMO_ADMIN } from '../support/creator.ts';

/** Calls a money call with its Idempotency-Key; fails the test unless it succeeds. */
async function moneyPost<T>(request: APIRequestContext, path: string, body: unknown, token: string): Promise<T> {
  const res = await request.post(path, {
    data: body,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
  });
  const text = await res.text();
  expect(res.status(), `${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

const usdBalance = async (request: APIRequestContext, token: string) =>
  (await apiPost<TBalance>(request, PATHS.balance, {}, token)).balances.USD;

/** The demo admin, signed in on a page of their own. */
async function adminPage(page: Page) {
  const admin = await page.context().browser()!.newPage();
  await startSignedIn(admin, await loginThroughApi(admin.request, DEMO_ADMIN));
  return admin;
}

test('a card chargeback shows on /dispute/:id; the admin sends the evidence and the card network decides it', async ({
  page,
}) => {
  const { login } = await signUpThroughApi(page.request, 'chargeback');
  await startSignedIn(page, login);

  // $20 through the sandbox's hosted checkout with the test card whose holder disputes the charge.
  await page.goto('/topUp/kodo?amount=2000');
  await page.getByTestId('top-up-pay').click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await page.locator('input[name="cardNumber"]').fill(SANDBOX_CARDS.dispute);
  await page.locator('input[name="expMonth"]').fill('12');
  await page.locator('input[name="expYear"]').fill(String((new Date().getFullYear() + 2) % 100));
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="holderName"]').fill('Chris Chargeback');
  await page.locator('#pay-form button[type="submit"]').click();
  await expect(page.getByTestId('top-up-succeeded')).toBeVisible({ timeout: 30_000 });

  // The bank takes it back a moment later: the wallet's $20 is held, the case is on /payments.
  await expect.poll(() => usdBalance(page.request, login.token), { timeout: 20_000 }).toBe('0');
  await page.goto('/payments');
  const row = page.getByTestId('dispute-row');
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(/\/dispute\/[0-9a-f-]{36}$/);
  const disputeUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('dispute-status')).toHaveText('Open');
  await expect(page.getByTestId('dispute-amount')).toContainText('$20.50');
  await expect(page.getByTestId('dispute-note-form')).toHaveCount(0);
  await shot(page, 'dispute-chargeback-fan', { fullPage: true });

  // The admin adds a note and sends it to the card provider; the sandbox decides for us.
  const admin = await adminPage(page);
  await admin.goto('/admin/disputes');
  await admin.getByTestId('admin-dispute-row').filter({ hasText: '$20.50' }).first().click();
  await expect(admin).toHaveURL(disputeUrl);
  await admin.getByTestId('dispute-submit').click();
  await expect(admin.getByTestId('dispute-submit-error')).toBeVisible();
  await admin
    .getByTestId('dispute-note-input')
    .fill('The card holder signed in from their usual device and opened the content.');
  await admin.getByTestId('dispute-note-submit').click();
  await expect(admin.getByTestId('dispute-evidence')).toHaveCount(1);
  await admin.getByTestId('dispute-submit').click();
  await expect(admin.getByTestId('dispute-status')).toHaveText('Under review');
  await shot(admin, 'dispute-chargeback-admin', { fullPage: true });
  await admin.close();

  // The page asks again while the provider decides (every 10 s under review): no more reloads.
  await page.reload();
  await expect(page.getByTestId('dispute-status')).toHaveText('Payment kept', { timeout: 30_000 });
  expect(await usdBalance(page.request, login.token)).toBe('2000');
  await expect(page.getByTestId('balance-chip').first()).toContainText('$20.00');
  await expect(page.getByTestId('dispute-outcome')).toBeVisible();
  await shot(page, 'dispute-chargeback-won', { fullPage: true });
});

test('a fan reports a problem with a tip from /transaction/:id; the admin refunds it', async ({ page }) => {
  const { login } = await signUpThroughApi(page.request, 'reporter');
  // $10 in through the sandbox gateway's calls, then a $5 tip to the demo creator.
  const topUp = await moneyPost<TTopUp>(page.request, PATHS.topUpCreate, { amountCents: '1000' }, login.token);
  const sessionId = new URL(topUp.checkoutUrl ?? '').pathname.split('/').pop() ?? '';
  await apiPost(page.request, PATHS.sandboxPay, {
    sessionId,
    cardNumber: SANDBOX_CARDS.success,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
    saveCard: false,
  });
  await expect.poll(() => usdBalance(page.request, login.token), { timeout: 20_000 }).toBe('1000');
  const tip = await moneyPost<{ transactionId: string }>(
    page.request,
    PATHS.tip,
    { addressOrDomain: 'democreator', usdCents: '500' },
    login.token,
  );

  await startSignedIn(page, login);
  await page.goto(`/transaction/${tip.transactionId}`);
  await page.getByTestId('transaction-report').click();
  const dialog = page.getByTestId('open-dispute-dialog');
  await dialog.getByTestId('dispute-reason-not_received').click();
  await dialog.getByTestId('dispute-message').fill('The thank-you video the tip promised never came.');
  await shot(page, 'dispute-report-dialog');
  await dialog.getByTestId('dispute-open-submit').click();
  await expect(page).toHaveURL(/\/dispute\/[0-9a-f-]{36}$/);
  const disputeUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('dispute-status')).toHaveText('Open');
  await expect(page.getByTestId('dispute-fan-message')).toContainText('never came');
  await shot(page, 'dispute-fan-open', { fullPage: true });

  // The transaction now links to its dispute instead of offering a new one.
  await page.goto(`/transaction/${tip.transactionId}`);
  await expect(page.getByTestId('transaction-dispute-link')).toBeVisible();
  await expect(page.getByTestId('transaction-report')).toHaveCount(0);

  const admin = await adminPage(page);
  await admin.goto(disputeUrl);
  await admin.getByTestId('dispute-decide-lost').click();
  await admin.getByTestId('dispute-decide-note').fill('No video was sent; refunded.');
  await admin.getByTestId('dispute-decide-confirm').click();
  await expect(admin.getByTestId('dispute-status')).toHaveText('Refunded');
  await admin.close();

  await page.goto(disputeUrl);
  await expect(page.getByTestId('dispute-outcome')).toBeVisible();
  await expect(page.getByTestId('dispute-outcome-note')).toContainText('refunded');
  expect(await usdBalance(page.request, login.token)).toBe('1000');
  await shot(page, 'dispute-fan-refunded', { fullPage: true });
});
