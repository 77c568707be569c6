/** `/subscriptions`: the fan's live subscriptions (trialing, active, past due) or the expired ones, newest first. */
import type { z } from 'zod';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { TSubscription, ZSubscriptionListRequest } from '@fanlane/contracts/subscription';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { presentSubscriptions } from './present-subscriptions.ts';
import { subscriptionsOfFan } from './subscriptions-repo.ts';

export async function listSubscriptions(
  deps: AppDeps,
  caller: Caller,
  query: z.output<typeof ZSubscriptionListRequest>,
): Promise<TPage<TSubscription>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await subscriptionsOfFan(
    deps.db,
    caller.user.id,
    query.status === 'expired',
    decodeCursor(query.cursor),
    limit + 1,
  );
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.createdAt, id: r.id }),
    (kept) => presentSubscriptions(deps, kept),
  );
}
