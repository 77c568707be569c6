/** What the top-up tests share: starting a top-up, paying on the hosted page, running the gateway's jobs, reading the wallet. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import {
  SANDBOX_CARDS,
  type TSandboxPayResult,
  type TTopUp,
  type TTopUpCreateRequest,
} from '@fanlane/contracts/top-up';
import { runDueJobs } from '../src/jobs/jobs.ts';
import { jobHandlers } from '../src/job-handlers.ts';
import { platformFees, railClearing, wallet } from '../src/ledger/accounts.ts';
import type { TestApp } from './helpers.ts';
import { balanceOf, keyed } from './money-fixtures.ts';

export type Auth = Record<string, string>;

export const startTopUp = (t: TestApp, auth: Auth, body: TTopUpCreateRequest, key: string = randomUUID()) =>
  t.post<TTopUp>(PATHS.topUpCreate, body, keyed(auth, key));

/** Starts a top-up that must open a hosted checkout; answers it with its session id. */
export async function openCheckout(
  t: TestApp,
  auth: Auth,
  amountCents = '1000',
  extra: Partial<TTopUpCreateRequest> = {},
) {
  const res = await startTopUp(t, auth, { amountCents, ...extra });
  expect(res.status, res.body.msg).toBe(200);
  const topUp = res.body.data;
  const sessionId = new URL(topUp.checkoutUrl ?? '').pathname.split('/').pop() ?? '';
  return { topUp, sessionId };
}

export const nextYear = () => new Date().getUTCFullYear() + 1;

export const payOnPage = (
  t: TestApp,
  sessionId: string,
  cardNumber: string = SANDBOX_CARDS.success,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  t.post<TSandboxPayResult>(
    PATHS.sandboxPay,
    {
      sessionId,
      cardNumber,
      expMonth: 12,
      expYear: nextYear(),
      cvc: '123',
      holderName: 'Ann Fan',
      ...extra,
    },
    headers,
  );

/** Runs the due jobs (webhook deliveries, expiries) until none is left. */
export async function runJobs(t: TestApp): Promise<number> {
  const handlers = jobHandlers(t.deps, t.app.log);
  let total = 0;
  for (let ran = await runDueJobs(t.deps.db, handlers); ran > 0; ran = await runDueJobs(t.deps.db, handlers))
    total += ran;
  return total;
}

export const topUpOf = async (t: TestApp, auth: Auth, id: string) =>
  (await t.post<TTopUp>(PATHS.topUpDetail, { id }, auth)).body.data;

export const usdWallet = (t: TestApp, userId: string) => balanceOf(t, wallet(userId, 'USD'));
export const sandboxClearing = (t: TestApp) => balanceOf(t, railClearing('sandbox'));
export const feesCollected = (t: TestApp) => balanceOf(t, platformFees('USD'));
