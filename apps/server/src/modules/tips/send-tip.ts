/**
 * A tip to a creator, from their page or one of their posts (chat tips come with chat). Same entry
 * shape as a purchase: fan wallet → creator pending earnings + platform fee.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { TIP_MAX_CENTS, TIP_MIN_CENTS, type TTipResult, type ZTipRequest } from '@fanlane/contracts/money';
import { formatMinor } from '@fanlane/contracts/money-math';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { applyCharge, planCharge } from '../../ledger/charge.ts';
import { idempotent, type IdempotencyKey } from '../../ledger/idempotency.ts';
import { assertMaySpend } from '../../ledger/may-spend.ts';
import { assertNotBlockedBy } from '../blocks/blocks-repo.ts';
import { findReachablePost } from '../posts/read-posts.ts';
import { findCreator } from '../users/find-creator.ts';
import { presentTip } from './present-tip.ts';
import { insertTip } from './tips-repo.ts';

export async function sendTip(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: z.output<typeof ZTipRequest>,
): Promise<TTipResult> {
  assertMaySpend(caller.user);
  const fanId = caller.user.id;
  const usdCents = BigInt(body.usdCents);
  if (usdCents < BigInt(TIP_MIN_CENTS) || usdCents > BigInt(TIP_MAX_CENTS)) {
    throw appError('AMOUNT_INVALID', {
      params: {
        min: `$${formatMinor(BigInt(TIP_MIN_CENTS), 'USD')}`,
        max: `$${formatMinor(BigInt(TIP_MAX_CENTS), 'USD')}`,
      },
    });
  }
  const creator = await findCreator(deps.db, body.addressOrDomain);
  if (creator.id === fanId) throw appError('OWN_CONTENT');
  await assertNotBlockedBy(deps.db, creator.id, fanId);
  if (body.postId) {
    const post = await findReachablePost(deps, caller.user, body.postId);
    if (post.creatorId !== creator.id) throw appError('NOT_FOUND');
  }
  const plan = await planCharge(deps, { fanId, creatorId: creator.id, usdCents, currency: body.currency });

  return idempotent(deps.events, key, 'tip', body, async (tx, emit) => {
    const tipId = randomUUID();
    const transactionId = await applyCharge(tx, deps, plan, {
      kind: 'tip',
      refType: 'tip',
      refId: tipId,
      source: 'tip',
      postId: body.postId ?? null,
      memo: body.message ?? null,
    });
    await insertTip(tx, {
      id: tipId,
      fanId,
      creatorId: creator.id,
      postId: body.postId ?? null,
      usdCents,
      currency: plan.currency,
      amount: plan.amount,
      message: body.message || null,
      entryId: transactionId,
    });
    emit({
      type: 'tip.sent',
      data: { tipId, creatorId: creator.id, fanId, amountCents: usdCents.toString() },
    });
    return presentTip({
      tipId,
      entryId: transactionId,
      currency: body.currency,
      amount: plan.amount,
      usdCents,
    });
  });
}
