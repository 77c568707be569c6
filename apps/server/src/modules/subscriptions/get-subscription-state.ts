/** The viewer's live subscription to a creator, for the creator page's Subscribe button; null for guests. */
import type { z } from 'zod';
import type { ZSubscriptionState } from '@fanlane/contracts/subscription';
import type { AppDeps } from '../../deps.ts';
import { findCreator } from '../users/find-creator.ts';
import { presentSubscriptions } from './present-subscriptions.ts';
import { liveSubscriptionOf } from './subscriptions-repo.ts';

export async function getSubscriptionState(
  deps: AppDeps,
  viewerId: string | null,
  addressOrDomain: string,
): Promise<z.infer<typeof ZSubscriptionState>> {
  const creator = await findCreator(deps.db, addressOrDomain);
  const row = viewerId ? await liveSubscriptionOf(deps.db, viewerId, creator.id) : undefined;
  if (!row) return { subscription: null };
  const [subscription] = await presentSubscriptions(deps, [row]);
  return { subscription: subscription! };
}
