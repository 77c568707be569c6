import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import { collectionKeys, fetchCollectionDetail } from './collection-api';

export function collectionDetailOptions(id: string) {
  return queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: ({ signal }) => fetchCollectionDetail(id, undefined, { signal, silent: true }),
    staleTime: 30_000,
  });
}

/**
 * One collection for its page: the header's query, and the pages of its posts for a post list. The
 * first page of posts comes with the header's answer, so opening a collection is one call.
 */
export function useCollectionPosts(id: string) {
  const queryClient = useQueryClient();
  const detail = useQuery(collectionDetailOptions(id));
  const fetchPage = useCallback(
    async (cursor?: string): Promise<TPage<TPost>> => {
      if (!cursor) return (await queryClient.fetchQuery(collectionDetailOptions(id))).posts;
      return (await fetchCollectionDetail(id, cursor, { silent: true })).posts;
    },
    [id, queryClient],
  );
  return { detail, fetchPage };
}
