import type { z } from 'zod';
import type { TBlogSearchResult, ZBlogSearchRequest } from '@fanlane/contracts/discover';
import type { AppDeps } from '../../deps.ts';
import { presentPosts, type Viewer } from '../posts/present-posts.ts';
import type { ViewerPlace } from '../geo-blocks/viewer-place.ts';
import { creatorCards } from './creator-cards.ts';
import { searchAllPosts, searchCreatorIds } from './discover-repo.ts';

export const BLOG_SEARCH_LIMIT_DEFAULT = 10;

/** The search box: the first creators by name or domain, and the newest posts holding the words. */
export async function blogSearch(
  deps: AppDeps,
  viewer: Viewer,
  input: z.output<typeof ZBlogSearchRequest>,
  place: ViewerPlace,
): Promise<TBlogSearchResult> {
  const limit = input.limit ?? BLOG_SEARCH_LIMIT_DEFAULT;
  const viewerId = viewer?.id ?? null;
  const [creatorRows, postRows] = await Promise.all([
    searchCreatorIds(deps.db, place, { query: input.query }, null, limit),
    searchAllPosts(deps.db, place, input.query, limit),
  ]);
  const [creators, posts] = await Promise.all([
    creatorCards(
      deps,
      creatorRows.map((r) => r.id),
      viewerId,
    ),
    presentPosts(deps, viewer, postRows),
  ]);
  return { creators, posts };
}
