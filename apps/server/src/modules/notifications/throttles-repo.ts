/** Throttled channels (notification_throttles): at most one send per user and topic in a window. */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { notificationThrottles } from '../../db/schema/index.ts';

/**
 * Takes the user's turn on the topic: true, and the time recorded, when nothing was sent on it in
 * the last `windowMs`; false otherwise. One statement, so two senders at once never both get it.
 */
export async function takeTurn(db: Database, userId: string, topic: string, windowMs: number, now = new Date()) {
  const since = new Date(now.getTime() - windowMs);
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`insert into ${notificationThrottles} (user_id, topic, sent_at) values (${userId}, ${topic}, ${now})
      on conflict (user_id, topic) do update set sent_at = excluded.sent_at
        where ${notificationThrottles.sentAt} <= ${since}
      returning user_id`,
  );
  return rows.length > 0;
}
