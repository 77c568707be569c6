/** Notification rows as the API and the socket show them, each with its actor's card. */
import type { TNotification } from '@fanlane/contracts/notifications';
import type { AppDeps } from '../../deps.ts';
import type { NotificationRow } from '../../db/schema/index.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { chatUserOf } from '../chat/present-chat.ts';

type Shown = Pick<
  NotificationRow,
  'id' | 'kind' | 'actorId' | 'target' | 'amountCents' | 'text' | 'createdAt' | 'readAt'
>;

export async function presentNotifications(deps: AppDeps, rows: readonly Shown[]): Promise<TNotification[]> {
  const actorIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
  const actors = await authorsByIds(deps, actorIds);
  return rows.map((row) => {
    const actor = row.actorId ? actors.get(row.actorId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      actor: actor ? chatUserOf(actor, deps.config) : null,
      target: row.target,
      amountCents: row.amountCents?.toString() ?? null,
      text: row.text,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
