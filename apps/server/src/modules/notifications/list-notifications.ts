import {
  NOTIFICATION_FILTERS,
  type TNotificationFilter,
  type TNotificationPage,
} from '@fanlane/contracts/notifications';
import { PAGE_SIZE_DEFAULT } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { countUnread, notificationsPage } from './notifications-repo.ts';
import { presentNotifications } from './present-notifications.ts';

/** The caller's notifications, newest first, of one filter's kinds, with their unread count. */
export async function listNotifications(
  deps: AppDeps,
  me: Pick<UserRow, 'id'>,
  query: { cursor?: string | undefined; limit?: number | undefined; filter?: TNotificationFilter | undefined },
): Promise<TNotificationPage> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const cursor = decodeCursor(query.cursor);
  // `all` is every kind there are rows of (a new message is never one): no filter at all.
  const kinds = query.filter && query.filter !== 'all' ? NOTIFICATION_FILTERS[query.filter] : null;
  const [rows, unread] = await Promise.all([
    notificationsPage(deps.db, me.id, kinds, cursor, limit + 1),
    countUnread(deps.db, me.id),
  ]);
  const page = await pageOf(
    rows,
    limit,
    (r) => ({ at: r.createdAt, id: r.id }),
    (kept) => presentNotifications(deps, kept),
  );
  return { ...page, unread };
}
