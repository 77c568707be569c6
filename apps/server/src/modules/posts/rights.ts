/**
 * Loads, in one round trip, what one viewer holds towards a set of posts: blocks, follows,
 * subscriptions and entitlements (and whether they liked each post, which every post view shows).
 * canView turns the rights into a decision.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { blockedBySql } from '../blocks/blocks-repo.ts';
import { viewerFollowsCreator } from '../follows/follows-repo.ts';
import { liveSubscriptionSql } from '../subscriptions/subscriptions-repo.ts';
import type { ViewerPostFlags } from '../../lib/feed-cache.ts';
import { NO_RIGHTS, type ViewerRights } from './can-view.ts';
import { likedSql } from './engage-repo.ts';
import { entitledSql } from './posts-repo.ts';

export type RightsPost = { id: string; creatorId: string; minTierId: string | null };
export type { ViewerPostFlags };

/** What a post's flags depend on besides the viewer: the post, and its minimum tier (an edit may change it). */
export const flagsKey = (post: RightsPost) => `${post.id}:${post.minTierId ?? ''}`;

const NO_FLAGS: ViewerPostFlags = { rights: NO_RIGHTS, liked: false };

/**
 * One row per (post, creator) pair with every flag, each an index probe: read on every post view.
 * Each flag is its owner's `exists` condition (blocks, follows, subscriptions, posts), composed here
 * so the whole read stays one prepared statement.
 */
const flagsQuery = preparedPerDatabase((db) => {
  const viewerId = sql.placeholder('viewerId');
  const [postId, creatorId, minTierId] = [sql`p.post_id`, sql`p.creator_id`, sql`p.min_tier_id`];
  return db
    .select({
      postId: sql<string>`p.post_id`,
      blocked: blockedBySql(creatorId, viewerId),
      following: viewerFollowsCreator(viewerId, creatorId),
      subscribed: liveSubscriptionSql(viewerId, creatorId, minTierId),
      entitled: entitledSql(viewerId, postId),
      liked: likedSql(postId, viewerId),
    })
    .from(
      sql`unnest(${sql.placeholder('postIds')}::uuid[], ${sql.placeholder('creatorIds')}::uuid[], ${sql.placeholder('minTierIds')}::uuid[])
        as p (post_id, creator_id, min_tier_id)`,
    )
    .prepare('viewer_post_flags');
});

/** The viewer's rights towards each post and whether they liked it; nothing for a guest. */
export async function loadViewerFlags(
  db: Database,
  viewerId: string | null,
  posts: RightsPost[],
): Promise<Map<string, ViewerPostFlags>> {
  const out = new Map<string, ViewerPostFlags>();
  if (!viewerId || posts.length === 0) {
    for (const p of posts) out.set(p.id, NO_FLAGS);
    return out;
  }
  const rows = await flagsQuery(db).execute({
    viewerId,
    postIds: posts.map((p) => p.id),
    creatorIds: posts.map((p) => p.creatorId),
    minTierIds: posts.map((p) => p.minTierId),
  });
  for (const r of rows) {
    out.set(r.postId, {
      rights: { blocked: r.blocked, following: r.following, subscribed: r.subscribed, entitled: r.entitled },
      liked: r.liked,
    });
  }
  return out;
}

export async function loadRights(
  db: Database,
  viewerId: string | null,
  posts: RightsPost[],
): Promise<Map<string, ViewerRights>> {
  const flags = await loadViewerFlags(db, viewerId, posts);
  return new Map([...flags].map(([id, f]) => [id, f.rights]));
}
