/**
 * Loads, in one round trip, what one viewer holds towards a set of posts: blocks, follows,
 * subscriptions and entitlements (and whether they liked each post, which every post view shows).
 * canView turns the rights into a decision.
 */
import { sql } from 'drizzle-orm';
import { RENEWAL_GRACE_DAYS } from '@fanlane/contracts/subscription';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { blocks, entitlements, follows, postLikes, subscriptions, tiers } from '../../db/schema/index.ts';
import { NO_RIGHTS, type ViewerRights } from './can-view.ts';

export type RightsPost = { id: string; creatorId: string; minTierId: string | null };
export type ViewerPostFlags = { rights: ViewerRights; liked: boolean };

const NO_FLAGS: ViewerPostFlags = { rights: NO_RIGHTS, liked: false };

/**
 * A live subscription to the post's creator that meets the post's minimum tier (by tier position;
 * no minimum: any tier). Live means not expired and still inside its period, or, while it is
 * renewing (auto-renew on, past due included), inside the grace after it: access never outlasts
 * what the renewal sweep will decide, even when the sweep runs late.
 */
const subscribedSql = (viewerId: ReturnType<typeof sql.placeholder>) => sql<boolean>`exists (
  select 1 from ${subscriptions} s join ${tiers} st on st.id = s.tier_id
  where s.fan_id = ${viewerId} and s.creator_id = p.creator_id and s.status <> 'expired'
    and (s.current_period_end > now()
      or (s.auto_renew and s.current_period_end > now() - make_interval(days => ${sql.raw(String(RENEWAL_GRACE_DAYS))})))
    and (p.min_tier_id is null
      or st.position >= (select mt.position from ${tiers} mt where mt.id = p.min_tier_id and mt.creator_id = p.creator_id)))`;

// One row per (post, creator) pair with every flag, each an index probe: read on every post view.
const flagsQuery = preparedPerDatabase((db) => {
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      postId: sql<string>`p.post_id`,
      blocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = p.creator_id and ${blocks.blockedId} = ${viewerId})`,
      following: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.creatorId} = p.creator_id)`,
      subscribed: subscribedSql(viewerId),
      entitled: sql<boolean>`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${viewerId} and ${entitlements.postId} = p.post_id)`,
      liked: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = p.post_id and ${postLikes.userId} = ${viewerId})`,
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
