/**
 * The comments under a post: the pages of the list, and adding or deleting one. Each change lands in
 * the list's cache at once, and the post's comment count follows in every cached copy.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { TComment } from '@fanlane/contracts/post';
import type { TPage } from '@fanlane/contracts/page';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { updatePostInCaches } from '../lib/post-cache';
import { addComment, deleteComment, fetchComments } from './comment-api';
import { postKeys } from './post-api';

type CommentPages = InfiniteData<TPage<TComment>>;

export function useComments(postId: string) {
  return useCursorPages({
    queryKey: postKeys.comments(postId),
    fetchPage: (cursor, signal) => fetchComments(postId, cursor, { signal, silent: true }),
  });
}

function useCountComments(postId: string) {
  const queryClient = useQueryClient();
  return (delta: number) =>
    updatePostInCaches(queryClient, postId, (p) => ({ ...p, comments: Math.max(0, p.comments + delta) }));
}

/** Adds a comment at the top of the first page; `onAdded` runs after. */
export function useAddComment(postId: string, onAdded: () => void) {
  const queryClient = useQueryClient();
  const countBy = useCountComments(postId);
  return useMutation({
    mutationFn: (body: string) => addComment(postId, body, { silent: true }),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentPages>(postKeys.comments(postId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, items: [comment, ...first!.items] }, ...rest] };
      });
      countBy(1);
      onAdded();
    },
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  const countBy = useCountComments(postId);
  return useMutation({
    mutationFn: (id: string) => deleteComment(id, { silent: true }),
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<CommentPages>(postKeys.comments(postId), (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== id) })) }
          : data,
      );
      countBy(-1);
    },
  });
}
