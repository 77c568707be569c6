/** The users' saved preference items (notification_preferences); no row is the item's default. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TNotificationChannel } from '@fanlane/contracts/notifications';
import { pgArray, type Database, type Tx } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';
import { choiceOf, type Choices, type ItemChoice } from './preferences.ts';

type Db = Database | Tx;

/** One user's saved choices, by item. */
export async function choicesOf(db: Db, userId: string): Promise<Choices> {
  return (await choicesOfMany(db, [userId])).get(userId) ?? new Map();
}

/** Several users' saved choices for the items named (a fan-out batch reads one statement's worth). */
export async function choicesOfMany(
  db: Db,
  userIds: readonly string[],
  items?: readonly number[],
): Promise<Map<string, Choices>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: notificationPreferences.userId,
      item: notificationPreferences.item,
      open: notificationPreferences.open,
      channels: notificationPreferences.channels,
    })
    .from(notificationPreferences)
    .where(
      and(
        sql`${notificationPreferences.userId} = any(${pgArray(userIds)}::uuid[])`,
        items ? inArray(notificationPreferences.item, [...items]) : undefined,
      ),
    );
  const out = new Map<string, Map<number, ItemChoice>>();
  for (const row of rows) {
    const mine = out.get(row.userId) ?? new Map<number, ItemChoice>();
    mine.set(row.item, { open: row.open, channels: row.channels });
    out.set(row.userId, mine);
  }
  return out;
}

export async function saveChoice(db: Db, userId: string, item: number, choice: ItemChoice): Promise<void> {
  const now = new Date();
  await db
    .insert(notificationPreferences)
    .values({ userId, item, open: choice.open, channels: [...choice.channels], updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.item],
      set: { open: choice.open, channels: [...choice.channels], updatedAt: now },
    });
}

/** Takes one channel off an item, whatever else the user chose for it (an e-mail's unsubscribe link). */
export async function dropChannel(tx: Tx, userId: string, item: number, channel: TNotificationChannel): Promise<void> {
  const [row] = await tx
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.item, item)))
    .for('update');
  const choice = row ?? choiceOf(new Map(), item);
  await saveChoice(tx, userId, item, { open: choice.open, channels: choice.channels.filter((c) => c !== channel) });
}
