/**
 * The reads behind discovery: creator search and ranking, full-text post search, recommendations.
 * Each is one query composed here from its owners' pieces: users (creator-lists-repo.ts), posts
 * (post-search-repo.ts, and what "live" means), follows, blocks and creator applications (categories).
 */
import { desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import type { PostRow } from '../../db/schema/index.ts';
import { blockersOf } from '../blocks/blocks-repo.ts';
import { geoBlockersOf } from '../geo-blocks/geo-blocks-repo.ts';
import type { ViewerPlace } from '../geo-blocks/viewer-place.ts';
import { approvedInCategory } from '../creators/submissions-repo.ts';
import {
  creatorsFollowedBy,
  followerCountOf,
  recentFollowsWeight,
  viewerFollowsCreator,
} from '../follows/follows-repo.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { newestLivePosts, postsByIds, searchLivePosts, SEARCH_WINDOW } from '../posts/post-search-repo.ts';
import { livePostCountOf } from '../posts/posts-repo.ts';
import {
  creatorCardRows as creatorRows,
  creatorIdsByFollowers,
  creatorIdsByScore,
  searchCreatorIds as searchCreators,
  type RankCursor,
} from '../users/creator-lists-repo.ts';

export { postsByIds, SEARCH_WINDOW, type RankCursor };

type Db = Database | Tx;

/** `query` as an ILIKE "contains" pattern, its own % and _ taken literally. */
const containsPattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The viewer's blockers and the creators who block the viewer's place (docs/geo-blocks.md), left
 * out of every list: subqueries of user ids.
 */
const hiddenFrom = (db: Db, viewer: ViewerPlace): SQLWrapper[] => [
  ...(viewer.viewerId ? [blockersOf(db, viewer.viewerId)] : []),
  ...(viewer.ip || viewer.country ? [geoBlockersOf(db, viewer)] : []),
];

/** Those subqueries as one, for a single `not in`. */
const unionOf = (subqueries: SQLWrapper[]): SQLWrapper | undefined =>
  subqueries.length <= 1 ? subqueries[0] : sql`(${sql.join(subqueries, sql` union all `)})`;

/** Creators the viewer does not follow yet (recommendations are for finding new ones). */
const followedBy = (db: Db, viewerId: string | null): SQLWrapper[] =>
  viewerId ? [creatorsFollowedBy(db, viewerId)] : [];

/**
 * Creators whose display name or domain contains `query` (any case) and whose approved application
 * names `category`, each when given; most followed first, then by domain; keyset on (followers,
 * lower(domain)), which is unique.
 */
export async function searchCreatorIds(
  db: Db,
  viewer: ViewerPlace,
  filter: { query?: string; category?: string },
  cursor: RankCursor | null,
  limit: number,
) {
  return searchCreators(db, {
    pattern: filter.query === undefined ? null : containsPattern(filter.query),
    in: filter.category === undefined ? undefined : approvedInCategory(db, filter.category),
    followers: followerCountOf,
    notIn: hiddenFrom(db, viewer),
    cursor,
    limit,
  });
}

/** What a creator card shows, for the given creators (in no particular order). */
export async function creatorCardRows(db: Db, ids: string[], viewerId: string | null) {
  return creatorRows(db, ids, {
    followers: followerCountOf,
    posts: livePostCountOf,
    following: viewerId ? (creatorId) => viewerFollowsCreator(sql`${viewerId}`, creatorId) : null,
  });
}

/** One creator's live posts holding all the words of `query`, newest first. */
export async function searchCreatorPosts(
  db: Db,
  creatorId: string,
  query: string,
  cursor: TimeCursor | null,
  limit: number,
): Promise<PostRow[]> {
  return searchLivePosts(db, { creatorId }, query, cursor, limit);
}

/** Live posts of any creator (but those hidden from the viewer) holding all the words of `query`, newest first. */
export async function searchAllPosts(db: Db, viewer: ViewerPlace, query: string, limit: number): Promise<PostRow[]> {
  return searchLivePosts(db, { notCreatorsIn: unionOf(hiddenFrom(db, viewer)) }, query, null, limit);
}

/** Ranking constants; docs/feeds.md explains the formula. */
export const RANKING = {
  /** Only the newest live posts are scored: a bounded walk down posts_live_idx. */
  candidatePosts: 1000,
  halfLifeSeconds: 48 * 3600,
  likeWeight: 1,
  commentWeight: 3,
  followWeight: 5,
  followWindow: '7 days',
} as const;

const decay = (at: SQL) =>
  sql`power(0.5, extract(epoch from (now() - ${at})) / ${sql.raw(String(RANKING.halfLifeSeconds))})`;

/** The newest live posts, with their engagement score; those hidden from the viewer and their own left out. */
function scoredCandidates(db: Db, viewer: ViewerPlace) {
  const newest = newestLivePosts(
    db,
    { notCreatorId: viewer.viewerId ?? undefined, notCreatorsIn: unionOf(hiddenFrom(db, viewer)) },
    RANKING.candidatePosts,
  );
  const score = sql<number>`(${sql.raw(String(RANKING.likeWeight))} * ${newest.likeCount} + ${sql.raw(String(RANKING.commentWeight))} * ${newest.commentCount}) * ${decay(sql`${newest.publishAt}`)}`;
  return db
    .select({
      id: newest.id,
      creatorId: newest.creatorId,
      publishAt: newest.publishAt,
      score: score.mapWith(Number).as('score'),
    })
    .from(newest)
    .as('scored');
}

/** Post ids by score, then newest first. */
export async function recommendedPostIds(db: Db, viewer: ViewerPlace, limit: number): Promise<string[]> {
  const scored = scoredCandidates(db, viewer);
  const rows = await db
    .select({ id: scored.id })
    .from(scored)
    .orderBy(desc(scored.score), desc(scored.publishAt), desc(scored.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Creators with a candidate post, by the sum of their posts' scores plus weighted, decayed new
 * followers of the last week; the viewer, creators they follow and their blockers left out.
 */
export async function recommendedCreatorIds(db: Db, viewer: ViewerPlace, limit: number): Promise<string[]> {
  const scored = scoredCandidates(db, viewer);
  const activity = db
    .select({ creatorId: scored.creatorId, content: sql<number>`sum(${scored.score})`.as('content') })
    .from(scored)
    .groupBy(scored.creatorId)
    .as('activity');
  return creatorIdsByScore(db, {
    activity,
    creatorId: activity.creatorId,
    score: (userId) =>
      sql`${activity.content} + ${sql.raw(String(RANKING.followWeight))} * ${recentFollowsWeight(userId, decay, RANKING.followWindow)}`,
    followers: followerCountOf,
    notIn: [...hiddenFrom(db, viewer), ...followedBy(db, viewer.viewerId)],
    limit,
  });
}

/** The most followed creators not in `exclude`: fills the list when few creators posted lately. */
export async function mostFollowedCreatorIds(
  db: Db,
  viewer: ViewerPlace,
  exclude: string[],
  limit: number,
): Promise<string[]> {
  const { viewerId } = viewer;
  return creatorIdsByFollowers(db, {
    followers: followerCountOf,
    notIn: [...hiddenFrom(db, viewer), ...followedBy(db, viewerId)],
    notIds: viewerId ? [viewerId, ...exclude] : exclude,
    limit,
  });
}
