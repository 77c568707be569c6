/** Finding creators by name, domain or category, recommendations, and a creator's posts by their text. */
import { queryOptions } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCreatorCategory } from '@fanlane/contracts/creator';
import type { TCreatorCard, TRecommendation } from '@fanlane/contracts/discover';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

/** Shorter queries match too much to be useful while typing. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** How many creators the top bar's dropdown shows. */
export const CREATOR_SUGGESTIONS = 6;

/** How many creators and posts the discover page recommends. */
export const RECOMMEND_LIMIT = 12;

export const discoverKeys = {
  creators: (query: string) => ['discover', 'creators', query.toLowerCase()] as const,
  browse: (query: string, category: TCreatorCategory | null) =>
    ['discover', 'browse', query.toLowerCase(), category] as const,
  recommend: () => ['discover', 'recommend'] as const,
};

export function searchCreators(query: string, opts?: RequestOptions & { cursor?: string; limit?: number }) {
  const { cursor, limit, ...rest } = opts ?? {};
  return api.post<TPage<TCreatorCard>>(PATHS.creatorSearch, { query, cursor, limit }, rest);
}

/** Creators by name or domain, in a category, or both (the server needs one of the two). */
export function browseCreators(
  filter: { query: string; category: TCreatorCategory | null },
  cursor: string | undefined,
  opts?: RequestOptions,
) {
  return api.post<TPage<TCreatorCard>>(
    PATHS.creatorSearch,
    { query: filter.query || undefined, category: filter.category ?? undefined, cursor },
    opts,
  );
}

/** Creators and posts ranked by recent engagement; a visitor signed out gets them too. */
export function fetchRecommendations(opts?: RequestOptions) {
  return api.post<TRecommendation>(PATHS.blogRecommendV1, { limit: RECOMMEND_LIMIT }, opts);
}

/**
 * One answer holds both halves of the page (creators and posts): the posts list reads it through
 * `queryClient.fetchQuery(recommendationOptions())`, which shares the request the creators made.
 */
export function recommendationOptions() {
  return queryOptions({
    queryKey: discoverKeys.recommend(),
    queryFn: ({ signal }) => fetchRecommendations({ signal, silent: true }),
    // Rankings move slowly; coming back to the page shortly after should not reshuffle it.
    staleTime: 60_000,
  });
}

export function searchPosts(addressOrDomain: string, query: string, cursor?: string, opts?: RequestOptions) {
  return api.post<TPage<TPost>>(PATHS.postSearch, { addressOrDomain, query, cursor }, opts);
}
