/**
 * New notifications to their users' open sockets (the chat socket, docs/chat.md), each with the
 * user's unread count: one publish for a whole batch. Users no socket can reach are skipped.
 */
import type { TNotificationFrame } from '@fanlane/contracts/notifications';
import type { AppDeps } from '../../deps.ts';
import type { NotificationRow } from '../../db/schema/index.ts';
import { countUnreadOfMany } from './notifications-repo.ts';
import { presentNotifications } from './present-notifications.ts';

export async function publishLive(deps: AppDeps, rows: readonly NotificationRow[]): Promise<void> {
  const reachable = rows.filter((row) => deps.realtime.mayReach(row.userId));
  if (reachable.length === 0) return;
  const [counts, shown] = await Promise.all([
    countUnreadOfMany(
      deps.db,
      reachable.map((r) => r.userId),
    ),
    presentNotifications(deps, reachable),
  ]);
  deps.realtime.publishMany(
    reachable.map((row, i) => {
      const frame: TNotificationFrame = {
        type: 'notification',
        notification: shown[i]!,
        unread: counts.get(row.userId) ?? 0,
      };
      return { to: [row.userId], frame };
    }),
  );
}
