/** Likes and comments. Liking needs the post's page to be open to you; commenting needs the post itself. */
import type { z } from 'zod';
import type { TComment, TPostAuthor, ZCommentListRequest } from '@fanlane/contracts/post';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { PostCommentRow, PostRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { canView, NO_RIGHTS } from './can-view.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { findReachablePost } from './read-posts.ts';
import type { Viewer } from './present-posts.ts';
import type { ViewerPlace } from '../geo-blocks/viewer-place.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { loadRights } from './rights.ts';
import {
  adjustLikeCount,
  commentsPage,
  deleteLike,
  insertComment,
  insertLike,
  lockLiveComment,
  markCommentDeleted,
} from './engage-repo.ts';

/** A reachable post the viewer may also open (canView), for comments. */
async function openablePost(deps: AppDeps, viewer: Viewer, postId: string, place?: ViewerPlace): Promise<PostRow> {
  const row = await findReachablePost(deps, viewer, postId, place);
  const rights = (await loadRights(deps.db, viewer?.id ?? null, [row])).get(row.id) ?? NO_RIGHTS;
  if (!canView(viewer?.id ?? null, row, rights).canView) throw appError('CONTENT_LOCKED');
  return row;
}

export async function setLike(deps: AppDeps, caller: Caller, postId: string, like: boolean) {
  const post = await findReachablePost(deps, caller.user, postId);
  const likes = await deps.events.transaction(async (tx, emit) => {
    const changed = like
      ? await insertLike(tx, post.id, caller.user.id)
      : await deleteLike(tx, post.id, caller.user.id);
    const delta = !changed ? 0 : like ? 1 : -1;
    if (delta !== 0) {
      emit({
        type: 'post.liked',
        data: { postId: post.id, creatorId: post.creatorId, userId: caller.user.id, liked: like },
      });
    }
    return adjustLikeCount(tx, post.id, delta);
  });
  return { liked: like, likes };
}

export async function listComments(
  deps: AppDeps,
  viewer: Viewer,
  query: z.output<typeof ZCommentListRequest>,
  place: ViewerPlace,
): Promise<TPage<TComment>> {
  const post = await openablePost(deps, viewer, query.postId, place);
  const cursor = decodeCursor(query.cursor);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  // Oldest first, like a conversation.
  const rows = await commentsPage(deps.db, post.id, cursor, limit);
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.createdAt, id: r.id }),
    async (kept) => {
      const authors = await authorsByIds(
        deps,
        kept.map((r) => r.authorId),
      );
      return kept.map((r) =>
        toComment(r, authors, viewer !== null && (viewer.id === r.authorId || viewer.id === post.creatorId)),
      );
    },
  );
}

const toComment = (row: PostCommentRow, authors: Map<string, TPostAuthor>, canDelete: boolean): TComment => ({
  id: row.id,
  postId: row.postId,
  author: authors.get(row.authorId)!,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  canDelete,
});

export async function addComment(deps: AppDeps, caller: Caller, postId: string, text: string): Promise<TComment> {
  const post = await openablePost(deps, caller.user, postId);
  const row = await deps.events.transaction(async (tx, emit) => {
    // Millisecond times keep the (createdAt, id) cursor exact.
    const created = await insertComment(tx, { postId: post.id, authorId: caller.user.id, text, createdAt: new Date() });
    emit({
      type: 'comment.added',
      data: { commentId: created!.id, postId: post.id, creatorId: post.creatorId, userId: caller.user.id },
    });
    return created!;
  });
  return toComment(row, await authorsByIds(deps, [row.authorId]), true);
}

/** The comment's author or the post's creator may delete it. */
export async function deleteComment(deps: AppDeps, caller: Caller, id: string): Promise<{ deleted: true }> {
  await deps.events.transaction(async (tx, emit) => {
    const row = await lockLiveComment(tx, id);
    if (!row) throw appError('NOT_FOUND');
    if (caller.user.id !== row.comment.authorId && caller.user.id !== row.creatorId) throw appError('FORBIDDEN');
    await markCommentDeleted(tx, id, row.comment.postId);
    emit({
      type: 'comment.deleted',
      data: { commentId: id, postId: row.comment.postId, creatorId: row.creatorId, userId: caller.user.id },
    });
  });
  return { deleted: true };
}
