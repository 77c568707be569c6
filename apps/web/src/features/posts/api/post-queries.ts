/** Query options of posts, shared by the details page and the post-view modal. */
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { TPost } from '@fanlane/contracts/post';
import { fetchPost, postKeys } from './post-api';
import { findCachedPost, updatePostInCaches } from '../lib/post-cache';

export function postDetailQueryOptions(id: string, queryClient: QueryClient) {
  return queryOptions<TPost>({
    queryKey: postKeys.detail(id),
    // The page shows its own not-found and error states.
    queryFn: ({ signal }) => fetchPost(id, { signal, silent: true }),
    // A list usually holds the post already: show it at once, then refresh it.
    placeholderData: (): TPost | undefined => findCachedPost(queryClient, id),
  });
}

/**
 * After the viewer's rights to a post changed (bought, subscribed): the post as the server now
 * shows it replaces every cached copy at once (unblurred), then every post query is read again.
 * Never throws: when the post cannot be read now, the lists' own refresh still brings it.
 */
export async function refreshPost(queryClient: QueryClient, id: string): Promise<void> {
  try {
    const fresh = await fetchPost(id, { silent: true });
    updatePostInCaches(queryClient, id, () => fresh);
  } catch {
    // The invalidation below reads it again with everything else.
  }
  await queryClient.invalidateQueries({ queryKey: postKeys.all });
}
