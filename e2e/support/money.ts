/** Money for end-to-end tests: a wallet funded through the sandbox gateway, as a card top-up would. */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TBalance } from '@fanlane/contracts/money';
import { SANDBOX_CARDS, type TTopUp } from '@fanlane/contracts/top-up';
import { apiPost } from './auth.ts';

/** Tops the user's USD wallet up by `cents` with the sandbox's paying test card; waits for the credit. */
export async function fundThroughSandbox(request: APIRequestContext, token: string, cents: number) {
  const before = BigInt((await apiPost<TBalance>(request, PATHS.balance, {}, token)).balances.USD);
  const created = await request.post(PATHS.topUpCreate, {
    data: { amountCents: String(cents) },
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(200);
  const topUp = ((await created.json()) as { data: TTopUp }).data;
  await apiPost(request, PATHS.sandboxPay, {
    sessionId: new URL(topUp.checkoutUrl ?? '').pathname.split('/').pop(),
    cardNumber: SANDBOX_CARDS.success,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
    saveCard: false,
  });
  await expect
    .poll(async () => BigInt((await apiPost<TBalance>(request, PATHS.balance, {}, token)).balances.USD), {
      timeout: 20_000,
    })
    .toBe(before + BigInt(cents));
}
