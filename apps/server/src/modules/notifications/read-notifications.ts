import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { countUnread, markRead } from './notifications-repo.ts';

/** Marks the caller's notifications read: the ids named (anyone else's match nothing), or all; answers what is left unread. */
export async function readNotifications(
  deps: AppDeps,
  me: Pick<UserRow, 'id'>,
  body: { ids?: string[] | undefined },
): Promise<{ unread: number }> {
  await markRead(deps.db, me.id, body.ids ?? null);
  return { unread: await countUnread(deps.db, me.id) };
}
