/** Who the user follows, and who follows them, for their data download (docs/account-deletion.md). */
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { follows } from '../../db/schema/index.ts';

export function followsForExport(db: Database, userId: string) {
  return db
    .select({ followerId: follows.followerId, creatorId: follows.creatorId, createdAt: follows.createdAt })
    .from(follows)
    .where(or(eq(follows.followerId, userId), eq(follows.creatorId, userId)));
}
