/** Comments under a post (spec: /post/v1/comment/*). */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TComment } from '@fanlane/contracts/post';
import type { TOk } from '@fanlane/contracts/envelope';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export function fetchComments(postId: string, cursor: string | undefined, opts?: RequestOptions) {
  return api.post<TPage<TComment>>(PATHS.commentList, { postId, cursor }, opts);
}

export function addComment(postId: string, text: string, opts?: RequestOptions) {
  return api.post<TComment>(PATHS.commentAdd, { postId, text }, opts);
}

export function deleteComment(id: string, opts?: RequestOptions) {
  return api.post<TOk>(PATHS.commentDelete, { id }, opts);
}
