import type { TPushQuery } from '@fanlane/contracts/notifications';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { subscriptionsOf } from './push-subscriptions-repo.ts';

/** What the browser subscribes with (the server's VAPID key), and the caller's own bound browsers. */
export async function queryPush(deps: Pick<AppDeps, 'db' | 'webPush'>, me: Pick<UserRow, 'id'>): Promise<TPushQuery> {
  const rows = await subscriptionsOf(deps.db, me.id);
  return {
    vapidPublicKey: deps.webPush.vapid?.publicKey ?? null,
    devices: rows.map((row) => ({ userAgentKey: row.userAgentKey, boundAt: row.boundAt.toISOString() })),
  };
}
