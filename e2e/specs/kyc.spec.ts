/**
 * Identity verification end to end (issue 16 §1): a user applies to become a creator and verifies
 * their identity on /kyc; an admin approves the application and, separately, the identity; the
 * creator's payout is refused (KYC_REQUIRED) before and accepted after.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import type { APIRequestContext } from '@playwright/test';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TBalance } from '@fanlane/contracts/money';
import { apiPost, shot, signUpThroughApi, startSignedIn } from '../support/auth.ts';
import { approveAsAdmin, completeApplication, submitApplication } from '../support/creator.ts';
import { approveKycAsAdmin, sendKycThroughPage } from '../support/kyc.ts';
import { fundThroughSandbox } from '../support/money.ts';
import { EARNINGS_HOLD_MS } from '../playwright.config.ts';

const payout = (request: APIRequestContext, token: string, domain: string, body: unknown) =>
  request.post(PATHS.creatorWithdraw, {
    data: body,
    headers: {
      authorization: `Bearer ${token}`,
      'user-type': 'SELLER',
      'shop-domain': domain,
      'idempotency-key': randomUUID(),
    },
  });

test('a user applies to become a creator with KYC, an admin approves both, and payouts open only after', async ({
  browser,
}) => {
  const domain = `kyc${Date.now().toString(36)}`;
  const applicant = await browser.newPage();
  const { login } = await signUpThroughApi(applicant.request, 'kyc');
  await startSignedIn(applicant, login);

  // The application, with where the identity check stands (not started).
  await applicant.goto('/becomeCreatorApply');
  await applicant.getByTestId('apply-domain').fill(domain);
  await expect(applicant.getByTestId('apply-domain-status')).toHaveAttribute('data-state', 'available');
  await expect(applicant.getByTestId('kyc-status-card')).toHaveAttribute('data-state', 'none');
  await completeApplication(applicant, 'Verified Studio');
  await submitApplication(applicant);
  await expect(applicant.getByTestId('kyc-status-card')).toHaveAttribute('data-state', 'none');
  await shot(applicant, 'kyc-become-creator', { fullPage: true });

  // Two decisions: the application first (the identity comes after).
  await approveAsAdmin(browser, domain);
  const token = login.token;

  // A fan tips $50 (the earnings hold runs while the identity waits for review).
  const fan = await browser.newPage();
  const { login: fanLogin } = await signUpThroughApi(fan.request, 'tipper');
  await fundThroughSandbox(fan.request, fanLogin.token, 5_000);
  const tip = await fan.request.post(PATHS.tip, {
    data: { addressOrDomain: domain, usdCents: '5000' },
    headers: { authorization: `Bearer ${fanLogin.token}`, 'idempotency-key': randomUUID() },
  });
  expect(tip.status(), await tip.text()).toBe(200);
  await fan.close();

  // A login redirect to /kyc keeps the whole target.
  const anonymous = await browser.newPage();
  await anonymous.goto('/kyc?from=becomeCreator');
  await expect(anonymous).toHaveURL(/\/login\?redirect=(\/|%2F)kyc%3Ffrom%3DbecomeCreator$/);
  await anonymous.close();

  // The identity check, step by step, from the card's link, on a phone-sized screen.
  await applicant.setViewportSize({ width: 390, height: 844 });
  await applicant.getByTestId('kyc-status-link').click();
  await expect(applicant).toHaveURL(/\/kyc$/);
  await sendKycThroughPage(applicant, 'Verified Studio Owner', true);
  await shot(applicant, 'kyc-submitted');

  const bank = await applicant.request.post(PATHS.payoutMethodSave, {
    data: {
      kind: 'bank',
      holderName: 'Verified Studio',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Bank',
    },
    headers: { authorization: `Bearer ${token}`, 'user-type': 'SELLER', 'shop-domain': domain },
  });
  expect(bank.status(), await bank.text()).toBe(200);
  const bankId = ((await bank.json()) as { data: { id: string } }).data.id;
  const refused = await payout(applicant.request, token, domain, { payoutMethodId: bankId, amountCents: '3000' });
  expect(((await refused.json()) as { code: number }).code).toBe(1012336);

  await approveKycAsAdmin(browser, domain, true);
  await applicant.goto('/kyc');
  await expect(applicant.getByTestId('kyc-state-approved')).toBeVisible();
  await shot(applicant, 'kyc-approved');
  await applicant.setViewportSize({ width: 1280, height: 800 });
  await applicant.goto('/becomeCreator');
  await expect(applicant.getByTestId('kyc-status-card')).toHaveAttribute('data-state', 'approved');
  await shot(applicant, 'kyc-become-creator-approved', { fullPage: true });

  await expect
    .poll(async () => (await apiPost<TBalance>(applicant.request, PATHS.balance, {}, token)).earnings?.available, {
      timeout: EARNINGS_HOLD_MS + 20_000,
    })
    .toBe('4000');
  const accepted = await payout(applicant.request, token, domain, { payoutMethodId: bankId, amountCents: '3000' });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await applicant.close();
});
