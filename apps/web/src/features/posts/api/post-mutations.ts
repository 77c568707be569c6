/** The mutations a post card offers: like (optimistic), pin, sensitive and delete, kept in step in every cache. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPost } from '@fanlane/contracts/post';
import { deletePost, likePost, pinPost, postKeys, setPostSensitive } from './post-api';
import { restoreCaches, updatePostInCaches } from '../lib/post-cache';
import type { CacheSnapshot } from '../lib/post-cache';

/** Likes show at once and roll back when the server refuses. */
export function useLikePost(post: TPost) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => likePost(post.id, like),
    onMutate: (like): CacheSnapshot =>
      updatePostInCaches(queryClient, post.id, (p) => ({
        ...p,
        liked: like,
        likes: Math.max(0, p.likes + (like === p.liked ? 0 : like ? 1 : -1)),
      })),
    onError: (_error, _like, snapshot) => {
      if (snapshot) restoreCaches(queryClient, snapshot);
    },
    onSuccess: (state) => {
      updatePostInCaches(queryClient, post.id, (p) => ({ ...p, liked: state.liked, likes: state.likes }));
    },
  });
}

export function usePinPost(post: TPost) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pinned: boolean) => pinPost(post.id, pinned),
    onSuccess: async (_data, pinned) => {
      updatePostInCaches(queryClient, post.id, (p) => ({ ...p, pinned }));
      // Pinned posts lead the creator's page, so its order changes.
      await queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}

export function useSensitivePost(post: TPost) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sensitive: boolean) => setPostSensitive(post.id, sensitive),
    onSuccess: (updated) => {
      updatePostInCaches(queryClient, post.id, (p) => ({ ...p, sensitive: updated.sensitive, media: updated.media }));
    },
  });
}

export function useDeletePost(post: TPost) {
  const queryClient = useQueryClient();
  return useMutation({
    // The confirmation dialog shows the failure itself.
    mutationFn: () => deletePost(post.id, { silent: true }),
    onSuccess: () => {
      updatePostInCaches(queryClient, post.id, () => null);
      // A details page still showing it leaves on its own; it must not refetch into a 404 first.
      queryClient.removeQueries({ queryKey: postKeys.detail(post.id), type: 'inactive' });
      // The vault counts where each file is used.
      void queryClient.invalidateQueries({ queryKey: postKeys.vaultAll });
    },
  });
}
