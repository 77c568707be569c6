/**
 * Buying a pay-per-view post: the fan's wallet is debited, the creator's pending earnings and the
 * platform fee credited, and the entitlement granted, all with the idempotency key in one
 * statement (ledger/purchase-charge.ts): one round trip, one implicit transaction. The originals
 * unlock at once because every read path checks entitlements live.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TPurchaseResult, ZPurchaseRequest } from '@fanlane/contracts/money';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { planCharge } from '../../ledger/charge.ts';
import type { IdempotencyKey } from '../../ledger/idempotency.ts';
import { assertMaySpend } from '../../ledger/may-spend.ts';
import { applyPurchaseCharge, isPostChanged } from '../../ledger/purchase-charge.ts';
import { postForSale } from './posts-for-sale.ts';
import { presentPurchase } from './present-purchase.ts';

type PurchaseRequest = z.output<typeof ZPurchaseRequest>;

export async function purchasePost(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: PurchaseRequest,
): Promise<TPurchaseResult> {
  assertMaySpend(caller.user);
  try {
    return await attemptPurchase(deps, caller, key, body, false);
  } catch (err) {
    // The post changed since it was read (or remembered): once more with what it is now.
    if (!isPostChanged(err)) throw err;
    return attemptPurchase(deps, caller, key, body, true).catch((again: unknown) => {
      throw isPostChanged(again) ? appError('NOT_FOR_SALE') : again;
    });
  }
}

async function attemptPurchase(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: PurchaseRequest,
  fresh: boolean,
): Promise<TPurchaseResult> {
  const buyerId = caller.user.id;
  const post = await postForSale(deps.db, body.postId, fresh);
  if (!post || (post.status !== 'published' && post.creatorId !== buyerId)) throw appError('NOT_FOUND');
  if (post.creatorId === buyerId) throw appError('OWN_CONTENT');
  if (post.visibility !== 'ppv' || post.priceCents === null || post.status !== 'published')
    throw appError('NOT_FOR_SALE');
  const plan = await planCharge(deps, {
    fanId: buyerId,
    creatorId: post.creatorId,
    usdCents: post.priceCents,
    currency: body.currency,
  });
  const purchase = { purchaseId: randomUUID(), postId: post.id, entryId: randomUUID() };
  const { answer } = await applyPurchaseCharge(deps, {
    key,
    body,
    plan,
    ...purchase,
    answer: presentPurchase({ ...purchase, currency: body.currency, amount: plan.amount, usdCents: plan.usdCents }),
  });
  return answer;
}
