/** The tips table: one row per tip, beside its ledger entry. */
import { inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { tips } from '../../db/schema/index.ts';

type Db = Database | Tx;

export async function insertTip(db: Db, fields: typeof tips.$inferInsert): Promise<void> {
  await db.insert(tips).values(fields);
}

/** The tips behind these ledger entries (payment history). */
export async function tipsByEntries(db: Db, entryIds: string[]) {
  return db.select().from(tips).where(inArray(tips.entryId, entryIds));
}
