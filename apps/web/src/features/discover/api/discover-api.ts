/** Finding creators by name or domain, and a creator's posts by their text. */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCreatorCard } from '@fanlane/contracts/discover';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

/** Shorter queries match too much to be useful while typing. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** How many creators the top bar's dropdown shows. */
export const CREATOR_SUGGESTIONS = 6;

export const discoverKeys = {
  creators: (query: string) => ['discover', 'creators', query.toLowerCase()] as const,
};

export function searchCreators(query: string, opts?: RequestOptions & { cursor?: string; limit?: number }) {
  const { cursor, limit, ...rest } = opts ?? {};
  return api.post<TPage<TCreatorCard>>(PATHS.creatorSearch, { query, cursor, limit }, rest);
}

export function searchPosts(addressOrDomain: string, query: string, cursor?: string, opts?: RequestOptions) {
  return api.post<TPage<TPost>>(PATHS.postSearch, { addressOrDomain, query, cursor }, opts);
}
