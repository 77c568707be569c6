/** Who the user blocked, for their data download (docs/account-deletion.md). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocks } from '../../db/schema/index.ts';

export function blocksForExport(db: Database, userId: string) {
  return db
    .select({ blockedId: blocks.blockedId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, userId));
}
