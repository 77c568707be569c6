/**
 * The reads behind discovery: creator search and ranking, full-text post search, recommendations.
 * They read users, follows and posts; posts-repo.ts stays the owner of what "live" means.
 */
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { follows, posts, users, type PostRow } from '../../db/schema/index.ts';
import { blockersOf } from '../blocks/blocks-repo.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { before, livePost, newestFirst } from '../posts/posts-repo.ts';

type Db = Database | Tx;

/**
 * The outer row's id inside a correlated subquery. Drizzle leaves columns unqualified in
 * single-table selects, where a bare "id" would bind to the subquery's own table.
 */
const outerUserId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

/** Followers of the creator in the current `users` row, counted through follows_creator_idx. */
const followersCount =
  sql<number>`(select count(*) from ${follows} where ${follows.creatorId} = ${outerUserId})`.mapWith(Number);
/** Published, not deleted posts of the creator in the current `users` row (posts_creator_live_idx). */
const livePostsCount =
  sql<number>`(select count(*) from ${posts} where ${posts.creatorId} = ${outerUserId} and ${livePost})`.mapWith(
    Number,
  );

/** Holds every word of `query`; on posts.text, the match the GIN index posts_text_search_idx serves. */
const wordsMatch = (text: SQL | typeof posts.text, query: string) =>
  sql`to_tsvector('simple', ${text}) @@ plainto_tsquery('simple', ${query})`;

/** `query` as an ILIKE "contains" pattern, its own % and _ taken literally. */
const containsPattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Creators, not the viewer's blockers (nobody is left out for an anonymous visitor). */
const creatorsFor = (db: Db, viewerId: string | null) =>
  and(isNotNull(users.creatorDomain), viewerId ? notInArray(users.id, blockersOf(db, viewerId)) : undefined);

/** Creators the viewer does not follow yet (recommendations are for finding new ones). */
const notFollowedBy = (db: Db, viewerId: string | null) =>
  viewerId
    ? notInArray(users.id, db.select({ id: follows.creatorId }).from(follows).where(eq(follows.followerId, viewerId)))
    : undefined;

export type RankCursor = { followers: number; domain: string };

/**
 * Creators whose display name or domain contains `query` (any case), most followed first, then by
 * domain; keyset on (followers, lower(domain)), which is unique.
 */
export async function searchCreatorIds(
  db: Db,
  viewerId: string | null,
  query: string,
  cursor: RankCursor | null,
  limit: number,
) {
  const pattern = containsPattern(query);
  const matches = db
    .select({
      id: users.id,
      followers: followersCount.as('followers'),
      domain: sql<string>`lower(${users.creatorDomain})`.as('domain'),
    })
    .from(users)
    .where(and(creatorsFor(db, viewerId), or(ilike(users.creatorDomain, pattern), ilike(users.displayName, pattern))))
    .as('matches');
  const after = cursor
    ? or(
        lt(matches.followers, cursor.followers),
        and(eq(matches.followers, cursor.followers), gt(matches.domain, cursor.domain)),
      )
    : undefined;
  return db.select().from(matches).where(after).orderBy(desc(matches.followers), asc(matches.domain)).limit(limit);
}

/** What a creator card shows, for the given creators (in no particular order). */
export async function creatorCardRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      address: users.address,
      creatorDomain: users.creatorDomain,
      displayName: users.displayName,
      avatarUrl: users.avatarUrl,
      coverUrl: users.coverUrl,
      bio: users.bio,
      followers: followersCount,
      posts: livePostsCount,
    })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.creatorDomain)));
}

export async function postsByIds(db: Db, ids: string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(posts).where(inArray(posts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many of the newest posts in scope the first, cheap pass of a post search reads. */
export const SEARCH_WINDOW = 2000;

/**
 * Live posts in `scope` holding every word of `query`, newest first, after `cursor`. Two passes,
 * because no single plan suits both kinds of words: a common word is found at once by walking the
 * newest posts (posts_live_idx), while a rare one would make that walk read every post. So the
 * first pass walks only the newest SEARCH_WINDOW posts in scope, stopping once the page is full;
 * if it fills the page, those are the newest matches. Otherwise matches are sparse, and the second
 * pass takes them from the GIN index (posts_text_search_idx) and sorts them; ordering by
 * `publish_at + 0 s` keeps the planner from choosing the walk again.
 */
async function searchLivePosts(
  db: Db,
  scope: SQL | undefined,
  query: string,
  cursor: TimeCursor | null,
  limit: number,
): Promise<PostRow[]> {
  const inScope = and(livePost, scope, before(cursor));
  const newest = db
    .select({ id: posts.id, publishAt: posts.publishAt, text: posts.text })
    .from(posts)
    .where(inScope)
    .orderBy(...newestFirst)
    .limit(SEARCH_WINDOW)
    .as('newest');
  const inWindow = await db
    .select({ id: newest.id })
    .from(newest)
    .where(wordsMatch(sql`${newest.text}`, query))
    .orderBy(desc(newest.publishAt), desc(newest.id))
    .limit(limit);
  if (inWindow.length === limit)
    return postsByIds(
      db,
      inWindow.map((r) => r.id),
    );
  return db
    .select()
    .from(posts)
    .where(and(inScope, wordsMatch(posts.text, query)))
    .orderBy(desc(sql`${posts.publishAt} + interval '0 s'`), desc(posts.id))
    .limit(limit);
}

/** One creator's live posts holding all the words of `query`, newest first. */
export async function searchCreatorPosts(
  db: Db,
  creatorId: string,
  query: string,
  cursor: TimeCursor | null,
  limit: number,
): Promise<PostRow[]> {
  return searchLivePosts(db, eq(posts.creatorId, creatorId), query, cursor, limit);
}

/** Live posts of any creator (but the viewer's blockers) holding all the words of `query`, newest first. */
export async function searchAllPosts(
  db: Db,
  viewerId: string | null,
  query: string,
  limit: number,
): Promise<PostRow[]> {
  return searchLivePosts(
    db,
    viewerId ? notInArray(posts.creatorId, blockersOf(db, viewerId)) : undefined,
    query,
    null,
    limit,
  );
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

const decay = (at: SQL | typeof posts.publishAt) =>
  sql`power(0.5, extract(epoch from (now() - ${at})) / ${sql.raw(String(RANKING.halfLifeSeconds))})`;

/** The newest live posts, with their engagement score; the viewer's blockers and own posts left out. */
function scoredCandidates(db: Db, viewerId: string | null) {
  const newest = db
    .select({
      id: posts.id,
      creatorId: posts.creatorId,
      publishAt: posts.publishAt,
      likeCount: posts.likeCount,
      commentCount: posts.commentCount,
    })
    .from(posts)
    .where(
      and(
        livePost,
        viewerId
          ? and(sql`${posts.creatorId} <> ${viewerId}`, notInArray(posts.creatorId, blockersOf(db, viewerId)))
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(RANKING.candidatePosts)
    .as('newest');
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
export async function recommendedPostIds(db: Db, viewerId: string | null, limit: number): Promise<string[]> {
  const scored = scoredCandidates(db, viewerId);
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
export async function recommendedCreatorIds(db: Db, viewerId: string | null, limit: number): Promise<string[]> {
  const scored = scoredCandidates(db, viewerId);
  const activity = db
    .select({ creatorId: scored.creatorId, content: sql<number>`sum(${scored.score})`.as('content') })
    .from(scored)
    .groupBy(scored.creatorId)
    .as('activity');
  const newFollowers = sql`(select coalesce(sum(${decay(sql`${follows.createdAt}`)}), 0) from ${follows}
    where ${follows.creatorId} = ${outerUserId} and ${follows.createdAt} > now() - interval ${sql.raw(`'${RANKING.followWindow}'`)})`;
  const score = sql`${activity.content} + ${sql.raw(String(RANKING.followWeight))} * ${newFollowers}`;
  const rows = await db
    .select({ id: users.id })
    .from(activity)
    .innerJoin(users, eq(users.id, activity.creatorId))
    .where(and(creatorsFor(db, viewerId), notFollowedBy(db, viewerId)))
    .orderBy(desc(score), desc(followersCount), asc(sql`lower(${users.creatorDomain})`))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The most followed creators not in `exclude`: fills the list when few creators posted lately. */
export async function mostFollowedCreatorIds(
  db: Db,
  viewerId: string | null,
  exclude: string[],
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        creatorsFor(db, viewerId),
        notFollowedBy(db, viewerId),
        viewerId ? sql`${users.id} <> ${viewerId}` : undefined,
        exclude.length ? notInArray(users.id, exclude) : undefined,
      ),
    )
    .orderBy(desc(followersCount), asc(sql`lower(${users.creatorDomain})`))
    .limit(limit);
  return rows.map((r) => r.id);
}
