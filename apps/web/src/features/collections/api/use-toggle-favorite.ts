import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCollection, TCollectionDetail } from '@fanlane/contracts/social';
import { useUserStore } from '../../../shared/stores/user-store';
import { collectionKeys, setFavorite } from './collection-api';
import type { TCollectionList } from '@fanlane/contracts/social';

/** Save or unsave a collection; every cached copy of it shows the new state at once. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const viewer = useUserStore((s) => s.address);
  return useMutation({
    mutationFn: (collection: TCollection) => setFavorite(collection.id, !collection.favorite, { silent: true }),
    onSuccess: async ({ favorite }, collection) => {
      const patch = (item: TCollection) => (item.id === collection.id ? { ...item, favorite } : item);
      queryClient.setQueriesData<TCollectionList>(
        { queryKey: ['collections', 'list'] },
        (data) => data && { items: data.items.map(patch) },
      );
      queryClient.setQueryData<TCollectionDetail>(
        collectionKeys.detail(collection.id),
        (data) => data && { ...data, collection: patch(data.collection) },
      );
      await queryClient.invalidateQueries({ queryKey: collectionKeys.favorites(viewer) });
    },
  });
}
