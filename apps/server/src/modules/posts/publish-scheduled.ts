/** The durable job that takes a queued post live at its time (also after a restart). */
import type { AppDeps } from '../../deps.ts';
import type { JobRow } from '../../db/schema/index.ts';
import { publishIfDue } from './posts-repo.ts';

/** Idempotent: a post already live, deleted, or moved later is left as it is. */
export async function publishScheduledPost(deps: AppDeps, job: JobRow): Promise<void> {
  const postId = typeof job.payload.postId === 'string' ? job.payload.postId : '';
  await deps.events.transaction(async (tx, emit) => {
    const published = await publishIfDue(tx, postId);
    if (published) {
      emit({ type: 'post.published', data: { postId: published.id, creatorId: published.creatorId, scheduled: true } });
    }
  });
}
