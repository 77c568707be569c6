/** The durable job that takes a queued post live at its time (also after a restart). */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { posts, type JobRow } from '../../db/schema/index.ts';

/** Idempotent: a post already live, deleted, or moved later is left as it is. */
export async function publishScheduledPost(deps: AppDeps, job: JobRow): Promise<void> {
  const postId = typeof job.payload.postId === 'string' ? job.payload.postId : '';
  await deps.events.transaction(async (tx, emit) => {
    const [published] = await tx
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
      .returning({ id: posts.id, creatorId: posts.creatorId });
    if (published) emit({ type: 'post.published', data: { postId: published.id, creatorId: published.creatorId } });
  });
}
