/**
 * Staff taking a post or comment down, and putting it back when an appeal lifts the removal
 * (docs/moderation.md). The moderation module calls these inside its own transaction; the posts
 * tables stay this module's. A removed post or comment is deleted for every read path (deleted_at)
 * and keeps its reason (removed_at, removed_reason) for its author and staff.
 */
import { can } from '@fanlane/contracts/staff';
import type { Tx } from '../../db/client.ts';
import type { Emit } from '../../events/event-bus.ts';
import { cancelJob } from '../../jobs/jobs.ts';
import { markCommentRemoved, unmarkCommentRemoved } from './engage-repo.ts';
import { markPostRemoved, unmarkPostRemoved } from './posts-repo.ts';
import type { Viewer } from './present-posts.ts';
import { PUBLISH_JOB } from './write-post.ts';

/** Staff who work reports, take content down or decide appeals see taken-down posts. */
export function seesTakenDown(viewer: Viewer): boolean {
  const role = viewer?.role;
  return can(role, 'content.remove') || can(role, 'reports.work') || can(role, 'appeals.decide');
}

export type TakenDown = { id: string; authorId: string; text: string };

export async function takeDownPost(tx: Tx, emit: Emit, id: string, reason: string): Promise<TakenDown | undefined> {
  const row = await markPostRemoved(tx, id, reason);
  if (!row) return undefined;
  await cancelJob(tx, PUBLISH_JOB, row.id);
  emit({ type: 'post.deleted', data: { postId: row.id, creatorId: row.creatorId } });
  return { id: row.id, authorId: row.creatorId, text: row.text };
}

export async function restorePost(tx: Tx, emit: Emit, id: string): Promise<TakenDown | undefined> {
  const row = await unmarkPostRemoved(tx, id);
  if (!row) return undefined;
  // An edit for every cache (no "new post" notice to the followers again).
  emit({ type: 'post.edited', data: { postId: row.id, creatorId: row.creatorId } });
  return { id: row.id, authorId: row.creatorId, text: row.text };
}

export async function takeDownComment(tx: Tx, emit: Emit, id: string, reason: string): Promise<TakenDown | undefined> {
  const row = await markCommentRemoved(tx, id, reason);
  if (!row) return undefined;
  const { comment } = row;
  emit({
    type: 'comment.deleted',
    data: { commentId: comment.id, postId: comment.postId, creatorId: row.creatorId, userId: comment.authorId },
  });
  return { id: comment.id, authorId: comment.authorId, text: comment.text };
}

export async function restoreComment(tx: Tx, emit: Emit, id: string): Promise<TakenDown | undefined> {
  const row = await unmarkCommentRemoved(tx, id);
  if (!row) return undefined;
  const { comment } = row;
  // The post's count changed: an edit for every cache (no "new comment" notice again).
  emit({ type: 'post.edited', data: { postId: comment.postId, creatorId: row.creatorId } });
  return { id: comment.id, authorId: comment.authorId, text: comment.text };
}
