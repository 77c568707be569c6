/**
 * Buying a pay-per-view post: the fan's wallet is debited, the creator's pending earnings and the
 * platform fee credited, and the entitlement granted, all in one transaction with the idempotency
 * key. The originals unlock at once because every read path checks entitlements live.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TPurchaseResult, ZPurchaseRequest } from '@fanlane/contracts/money';
import type { AppDeps } from '../../deps.ts';
import { entitlements, purchases } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../../http/auth-guards.ts';
import { applyCharge, planCharge } from '../../ledger/charge.ts';
import { idempotent, type IdempotencyKey } from '../../ledger/idempotency.ts';
import { findReachablePost } from '../posts/read-posts.ts';

export async function purchasePost(deps: AppDeps, caller: Caller, key: IdempotencyKey, body: z.output<typeof ZPurchaseRequest>): Promise<TPurchaseResult> {
  const buyerId = caller.user.id;
  const post = await findReachablePost(deps, caller.user, body.postId);
  if (post.creatorId === buyerId) throw appError('OWN_CONTENT');
  if (post.visibility !== 'ppv' || post.priceCents === null || post.status !== 'published') throw appError('NOT_FOR_SALE');
  const plan = await planCharge(deps, { fanId: buyerId, creatorId: post.creatorId, usdCents: post.priceCents, currency: body.currency });

  const purchaseId = randomUUID();
  const transactionId = randomUUID();
  const answer: TPurchaseResult = {
    purchaseId,
    postId: post.id,
    currency: body.currency,
    amount: plan.amount.toString(),
    usdCents: plan.usdCents.toString(),
    transactionId,
  };
  return idempotent(
    deps.db,
    key,
    'purchase',
    body,
    async (tx) => {
      // The entitlement first: a concurrent purchase of the same post (another key) waits on it, then finds it.
      const granted = await tx
        .insert(entitlements)
        .values({ userId: buyerId, postId: post.id, source: 'purchase', ref: purchaseId })
        .onConflictDoNothing()
        .returning({ postId: entitlements.postId });
      if (granted.length === 0) throw appError('ALREADY_PURCHASED');
      await applyCharge(tx, deps, plan, { entryId: transactionId, kind: 'purchase', refType: 'purchase', refId: purchaseId, source: 'purchase', postId: post.id });
      await tx.insert(purchases).values({
        id: purchaseId,
        buyerId,
        postId: post.id,
        creatorId: post.creatorId,
        priceCents: plan.usdCents,
        currency: plan.currency,
        amount: plan.amount,
        entryId: transactionId,
      });
    },
    answer,
  );
}
