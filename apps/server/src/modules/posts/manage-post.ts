/** Deleting, pinning and flagging sensitive: the owner's calls on a post they hold. */
import type { TPost } from '@fanlane/contracts/post';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { cancelJob } from '../../jobs/jobs.ts';
import { presentPosts } from './present-posts.ts';
import { ownPostForUpdate, PUBLISH_JOB } from './write-post.ts';
import { markPostDeleted, updatePostFields } from './posts-repo.ts';

/** Soft delete: the post disappears everywhere at once; buyers' entitlements stay on record. */
export async function deletePost(deps: AppDeps, caller: Caller, id: string): Promise<{ deleted: true }> {
  await deps.events.transaction(async (tx, emit) => {
    const post = await ownPostForUpdate(tx, caller, id);
    await markPostDeleted(tx, post.id);
    await cancelJob(tx, PUBLISH_JOB, post.id);
    emit({ type: 'post.deleted', data: { postId: post.id, creatorId: post.creatorId } });
  });
  return { deleted: true };
}

export async function pinPost(deps: AppDeps, caller: Caller, id: string, pinned: boolean): Promise<TPost> {
  const row = await deps.events.transaction(async (tx, emit) => {
    const post = await ownPostForUpdate(tx, caller, id);
    emit({ type: 'post.pinned', data: { postId: post.id, creatorId: post.creatorId, pinned } });
    const updated = await updatePostFields(tx, post.id, { pinnedAt: pinned ? (post.pinnedAt ?? new Date()) : null });
    return updated!;
  });
  const [post] = await presentPosts(deps, caller.user, [row]);
  return post!;
}

/** Flags the post sensitive (or not) without an edit of the rest: no "edited" mark, the caches refresh. */
export async function setPostSensitive(deps: AppDeps, caller: Caller, id: string, sensitive: boolean): Promise<TPost> {
  const row = await deps.events.transaction(async (tx, emit) => {
    const post = await ownPostForUpdate(tx, caller, id);
    const updated = await updatePostFields(tx, post.id, { sensitive });
    emit({ type: 'post.edited', data: { postId: post.id, creatorId: post.creatorId } });
    return updated!;
  });
  const [post] = await presentPosts(deps, caller.user, [row]);
  return post!;
}
