/** The tracking_events and login_events tables: what clients report, stored as it came. */
import type { Database, Tx } from '../../db/client.ts';
import { loginEvents, trackingEvents } from '../../db/schema/index.ts';

type Db = Database | Tx;

export async function insertTrackingEvent(db: Db, fields: typeof trackingEvents.$inferInsert): Promise<void> {
  await db.insert(trackingEvents).values(fields);
}

export async function insertLoginEvent(db: Db, fields: typeof loginEvents.$inferInsert): Promise<void> {
  await db.insert(loginEvents).values(fields);
}
