/** Query options of posts, shared by the details page and the post-view modal. */
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { TPost } from '@fanlane/contracts/post';
import { fetchPost, postKeys } from './post-api';
import { findCachedPost } from '../lib/post-cache';

export function postDetailQueryOptions(id: string, queryClient: QueryClient) {
  return queryOptions<TPost>({
    queryKey: postKeys.detail(id),
    // The page shows its own not-found and error states.
    queryFn: ({ signal }) => fetchPost(id, { signal, silent: true }),
    // A list usually holds the post already: show it at once, then refresh it.
    placeholderData: (): TPost | undefined => findCachedPost(queryClient, id),
  });
}
