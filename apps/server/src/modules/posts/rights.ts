/**
 * Loads, in a few bulk queries, what one viewer holds towards a set of posts: blocks, follows,
 * subscriptions and entitlements. canView turns it into a decision.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { blocks, entitlements, follows } from '../../db/schema/index.ts';
import { NO_RIGHTS, type ViewerRights } from './can-view.ts';

type Db = Database | Tx;
export type RightsPost = { id: string; creatorId: string; minTierId: string | null };

/**
 * Creators the viewer holds an active subscription with, satisfying `minTierId` per post.
 * Subscriptions arrive with the wallet issue (issue 4); until a subscriptions table exists nobody
 * holds one, so this answers the empty set.
 */
function subscribedPostIds(_db: Db, _viewerId: string, _posts: RightsPost[]): Promise<Set<string>> {
  return Promise.resolve(new Set());
}

export async function loadRights(db: Db, viewerId: string | null, posts: RightsPost[]): Promise<Map<string, ViewerRights>> {
  const out = new Map<string, ViewerRights>();
  if (!viewerId || posts.length === 0) {
    for (const p of posts) out.set(p.id, NO_RIGHTS);
    return out;
  }
  const creatorIds = [...new Set(posts.map((p) => p.creatorId))];
  const postIds = posts.map((p) => p.id);
  const [blockRows, followRows, entitledRows, subscribed] = await Promise.all([
    db.select({ id: blocks.blockerId }).from(blocks).where(and(eq(blocks.blockedId, viewerId), inArray(blocks.blockerId, creatorIds))),
    db.select({ id: follows.creatorId }).from(follows).where(and(eq(follows.followerId, viewerId), inArray(follows.creatorId, creatorIds))),
    db.select({ id: entitlements.postId }).from(entitlements).where(and(eq(entitlements.userId, viewerId), inArray(entitlements.postId, postIds))),
    subscribedPostIds(db, viewerId, posts),
  ]);
  const blockedBy = new Set(blockRows.map((r) => r.id));
  const followed = new Set(followRows.map((r) => r.id));
  const entitled = new Set(entitledRows.map((r) => r.id));
  for (const p of posts) {
    out.set(p.id, {
      blocked: blockedBy.has(p.creatorId),
      following: followed.has(p.creatorId),
      subscribed: subscribed.has(p.id),
      entitled: entitled.has(p.id),
    });
  }
  return out;
}
