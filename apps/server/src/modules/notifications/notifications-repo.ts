/**
 * The notifications list (notifications): one row per notification per user, written once (the
 * dedupe key), read newest first through notifications_user_list_idx, counted unread through
 * notifications_user_unread_idx.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TNotificationKind, TNotificationTarget } from '@fanlane/contracts/notifications';
import { pgArray, queryRows, type Database, type Tx } from '../../db/client.ts';
import { notifications, type NotificationRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';

type Db = Database | Tx;

/** What a notification says, whoever it goes to. */
export type NotificationContent = {
  kind: TNotificationKind;
  actorId: string | null;
  target: TNotificationTarget;
  amountCents: bigint | null;
  text: string | null;
  dedupeKey: string;
};

/**
 * Stores the notification for the user unless they have it already; answers the new row, or
 * undefined for a repeat. Times are whole milliseconds, so the list's cursor is exact.
 */
export async function insertNotification(
  db: Db,
  userId: string,
  content: NotificationContent,
  at = new Date(),
): Promise<NotificationRow | undefined> {
  const { kind, actorId, target, amountCents, text, dedupeKey } = content;
  const [row] = await db
    .insert(notifications)
    .values({ userId, kind, actorId, target, amountCents, text, dedupeKey, createdAt: at })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  return row;
}

/** The same notification for many users in one statement; answers the rows that were new. */
export async function insertForMany(
  tx: Tx,
  userIds: readonly string[],
  content: NotificationContent,
  now: Date,
): Promise<NotificationRow[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<{ id: string; user_id: string }>(
    tx,
    sql`insert into ${notifications} (user_id, kind, actor_id, target, amount_cents, text, dedupe_key, created_at)
      select r.id, ${content.kind}, ${content.actorId}::uuid, ${JSON.stringify(content.target)}::jsonb,
        ${content.amountCents}::bigint, ${content.text}, ${content.dedupeKey}, ${now}
      from unnest(${pgArray(userIds)}::uuid[]) as r(id)
      on conflict (user_id, dedupe_key) do nothing
      returning id, user_id`,
  );
  return rows.map((r) => ({ id: r.id, userId: r.user_id, ...content, createdAt: now, readAt: null }));
}

/** A page of the user's notifications, newest first, of the kinds named (all when null). */
export async function notificationsPage(
  db: Db,
  userId: string,
  kinds: readonly TNotificationKind[] | null,
  cursor: TimeCursor | null,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        kinds ? sql`${notifications.kind} = any(${pgArray(kinds)}::text[])` : undefined,
        cursor
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor.at}, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${notifications} where user_id = ${userId} and read_at is null`,
  );
  return row?.n ?? 0;
}

/** Unread counts of several users (those a fan-out batch reached live); users with none are left out. */
export async function countUnreadOfMany(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ user_id: string; n: number }>(
    db,
    sql`select user_id, count(*)::int as n from ${notifications}
      where user_id = any(${pgArray(userIds)}::uuid[]) and read_at is null group by user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

/** Marks the user's own notifications read: those named (others' ids match nothing), or all. */
export async function markRead(db: Db, userId: string, ids: readonly string[] | null): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? sql`${notifications.id} = any(${pgArray(ids)}::uuid[])` : undefined,
      ),
    );
}
