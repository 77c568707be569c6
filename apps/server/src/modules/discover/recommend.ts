import type { z } from 'zod';
import type { TRecommendation, ZRecommendRequest } from '@fanlane/contracts/discover';
import type { AppDeps } from '../../deps.ts';
import { presentPosts, type Viewer } from '../posts/present-posts.ts';
import { creatorCards } from './creator-cards.ts';
import { mostFollowedCreatorIds, postsByIds, recommendedCreatorIds, recommendedPostIds } from './discover-repo.ts';

export const RECOMMEND_LIMIT_DEFAULT = 10;

/**
 * Creators and posts ranked by recent engagement (docs/feeds.md has the formula). Creators are
 * topped up with the most followed when few posted lately. Posts of any visibility may show;
 * presentPosts keeps locked ones locked.
 */
export async function recommend(
  deps: AppDeps,
  viewer: Viewer,
  input: z.output<typeof ZRecommendRequest>,
): Promise<TRecommendation> {
  const limit = input.limit ?? RECOMMEND_LIMIT_DEFAULT;
  const viewerId = viewer?.id ?? null;
  const [active, postIds] = await Promise.all([
    recommendedCreatorIds(deps.db, viewerId, limit),
    recommendedPostIds(deps.db, viewerId, limit),
  ]);
  const creatorIds =
    active.length < limit
      ? [...active, ...(await mostFollowedCreatorIds(deps.db, viewerId, active, limit - active.length))]
      : active;
  const [creators, posts] = await Promise.all([
    creatorCards(deps, creatorIds, viewerId),
    postsByIds(deps.db, postIds).then((rows) => presentPosts(deps, viewer, rows)),
  ]);
  return { creators, posts };
}
