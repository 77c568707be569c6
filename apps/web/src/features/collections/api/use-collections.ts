/**
 * Collections from the web app: one creator's (newest first), the ones a fan saved, the editor's copy
 * of one with all its posts and the creator's posts to pick from, and deleting one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCollectionList } from '@fanlane/contracts/social';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useUserStore } from '../../../shared/stores/user-store';
import {
  collectionKeys,
  deleteCollection,
  fetchCollections,
  fetchFavoriteCollections,
  fetchOwnPosts,
  fetchWholeCollection,
} from './collection-api';

export function useCreatorCollections(domain: string) {
  return useQuery({
    queryKey: collectionKeys.list(domain),
    queryFn: ({ signal }) => fetchCollections(domain, { signal, silent: true }),
  });
}

/** The collections the signed-in fan saved, page by page; nothing is asked for an anonymous visitor. */
export function useFavoriteCollections() {
  const viewer = useUserStore((s) => s.address);
  return useCursorPages({
    queryKey: collectionKeys.favorites(viewer),
    fetchPage: (cursor, signal) => fetchFavoriteCollections(cursor, { signal, silent: true }),
    enabled: viewer !== null,
  });
}

/** The creator's own posts, newest first, page by page, to pick from in the editor. */
export function useOwnPosts(creatorDomain: string) {
  return useCursorPages({
    queryKey: collectionKeys.ownPosts(creatorDomain),
    fetchPage: (cursor, signal) => fetchOwnPosts(creatorDomain, cursor, { signal, silent: true }),
  });
}

/** Nothing is asked while `enabled` is false (a new collection, or a fan). */
export function useCollectionForEdit(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: collectionKeys.editing(id ?? ''),
    queryFn: ({ signal }) => fetchWholeCollection(id ?? '', { signal, silent: true }),
    enabled: id !== null && enabled,
    // The form starts from what is saved now, not from an older copy.
    gcTime: 0,
  });
}

/** Deletes a collection of `creatorDomain`; it leaves the list at once, `onDeleted` runs before the rest is read again. */
export function useDeleteCollection(creatorDomain: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCollection(id, creatorDomain, { silent: true }),
    onSuccess: async (_result, id) => {
      queryClient.setQueryData<TCollectionList>(
        collectionKeys.list(creatorDomain),
        (data) => data && { items: data.items.filter((item) => item.id !== id) },
      );
      queryClient.removeQueries({ queryKey: collectionKeys.detail(id) });
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}
