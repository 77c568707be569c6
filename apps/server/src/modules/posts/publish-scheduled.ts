/** The durable job that takes a queued post live at its time (also after a restart). */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { posts, users, type JobRow } from '../../db/schema/index.ts';
import { forgetProfile } from '../profile/get-profile.ts';

/** Idempotent: a post already live, deleted, or moved later is left as it is. */
export async function publishScheduledPost(deps: AppDeps, job: JobRow): Promise<void> {
  const postId = typeof job.payload.postId === 'string' ? job.payload.postId : '';
  const [published] = await deps.db
    .update(posts)
    .set({ status: 'published' })
    .where(
      and(
        eq(posts.id, postId),
        eq(posts.status, 'scheduled'),
        isNull(posts.deletedAt),
        lte(posts.publishAt, new Date()),
      ),
    )
    .returning({ creatorId: posts.creatorId });
  if (!published) return;
  const [creator] = await deps.db.select().from(users).where(eq(users.id, published.creatorId)).limit(1);
  if (creator) forgetProfile(deps, creator);
}
