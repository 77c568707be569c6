import type { z } from 'zod';
import type { TRecommendation, ZRecommendRequest } from '@fanlane/contracts/discover';
import type { AppDeps } from '../../deps.ts';
import { presentPosts, type Viewer } from '../posts/present-posts.ts';
import type { ViewerPlace } from '../geo-blocks/viewer-place.ts';
import { creatorCards } from './creator-cards.ts';
import { findUserByCreatorDomain } from '../users/users-repo.ts';
import { mostFollowedCreatorIds, postsByIds, recommendedCreatorIds, recommendedPostIds } from './discover-repo.ts';

export const RECOMMEND_LIMIT_DEFAULT = 10;

/** The support and AI bot accounts' ids, once both exist (they never change after). */
let platformIds: { db: unknown; ids: string[] } | undefined;
async function platformAccountIds(deps: AppDeps): Promise<string[]> {
  if (platformIds?.db === deps.db) return platformIds.ids;
  const found = await Promise.all(
    [deps.config.supportDomain, deps.config.ai.botDomain].map((d) => findUserByCreatorDomain(deps.db, d)),
  );
  const ids = found.flatMap((u) => (u ? [u.id] : []));
  if (ids.length === 2) platformIds = { db: deps.db, ids };
  return ids;
}

/**
 * Creators and posts ranked by recent engagement (docs/feeds.md has the formula). Creators are
 * topped up with the most followed when few posted lately. Posts of any visibility may show;
 * presentPosts keeps locked ones locked.
 */
export async function recommend(
  deps: AppDeps,
  viewer: Viewer,
  input: z.output<typeof ZRecommendRequest>,
  place: ViewerPlace,
): Promise<TRecommendation> {
  const limit = input.limit ?? RECOMMEND_LIMIT_DEFAULT;
  const viewerId = viewer?.id ?? null;
  const [active, postIds] = await Promise.all([
    recommendedCreatorIds(deps.db, place, limit),
    recommendedPostIds(deps.db, place, limit),
  ]);
  // The platform's own accounts (support, the AI bot) are creators by domain, not to recommend.
  const skip = [...active, ...(await platformAccountIds(deps))];
  const creatorIds =
    active.length < limit
      ? [...active, ...(await mostFollowedCreatorIds(deps.db, place, skip, limit - active.length))]
      : active;
  const [creators, posts] = await Promise.all([
    creatorCards(deps, creatorIds, viewerId),
    postsByIds(deps.db, postIds).then((rows) => presentPosts(deps, viewer, rows)),
  ]);
  return { creators, posts };
}
