/**
 * The users side of discovery's creator lists (search, cards, rankings). What other modules own
 * (follower and post counts, blockers, follows) comes in as SQL, correlated to the current users
 * row through its id, so each list stays one query.
 */
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper, Subquery } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { authorCardColumns } from './author-cards.ts';

type Db = Database | Tx;

/** SQL correlated to the current users row, given that row's id (a count, a score). */
export type PerUser<T> = (userId: SQL) => SQL<T>;

/**
 * The outer row's id inside a correlated subquery. Drizzle leaves columns unqualified in
 * single-table selects, where a bare "id" would bind to the subquery's own table.
 */
const outerUserId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

/** Creators (banned ones are hidden, docs/moderation.md), but those in any of the `notIn` subqueries of user ids. */
const creatorsNotIn = (notIn: SQLWrapper[]) =>
  and(
    isNotNull(users.creatorDomain),
    sql`${users.status} <> 'banned'`,
    ...notIn.map((ids) => notInArray(users.id, ids)),
  );

const lowerDomain = sql<string>`lower(${users.creatorDomain})`;

export type RankCursor = { followers: number; domain: string };

/**
 * Creators whose display name or domain matches the ILIKE `pattern` (any creator without one) and
 * who are in the `in` subquery of user ids when given, most followed first, then by domain; keyset
 * on (followers, lower(domain)), which is unique.
 */
export async function searchCreatorIds(
  db: Db,
  opts: {
    pattern: string | null;
    in?: SQLWrapper;
    followers: PerUser<number>;
    notIn: SQLWrapper[];
    cursor: RankCursor | null;
    limit: number;
  },
) {
  const { pattern, cursor } = opts;
  const matches = db
    .select({
      id: users.id,
      followers: opts.followers(outerUserId).as('followers'),
      domain: lowerDomain.as('domain'),
    })
    .from(users)
    .where(
      and(
        creatorsNotIn(opts.notIn),
        pattern === null ? undefined : or(ilike(users.creatorDomain, pattern), ilike(users.displayName, pattern)),
        opts.in ? inArray(users.id, opts.in) : undefined,
      ),
    )
    .as('matches');
  const after = cursor
    ? or(
        lt(matches.followers, cursor.followers),
        and(eq(matches.followers, cursor.followers), gt(matches.domain, cursor.domain)),
      )
    : undefined;
  return db.select().from(matches).where(after).orderBy(desc(matches.followers), asc(matches.domain)).limit(opts.limit);
}

/**
 * What a creator card shows, for the given creators (in no particular order); `following` is the
 * viewer's follow of each (null without a viewer).
 */
export async function creatorCardRows(
  db: Db,
  ids: string[],
  counts: { followers: PerUser<number>; posts: PerUser<number>; following: PerUser<boolean> | null },
) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...authorCardColumns,
      coverUrl: users.coverUrl,
      bio: users.bio,
      followers: counts.followers(outerUserId),
      posts: counts.posts(outerUserId),
      following: counts.following ? counts.following(outerUserId) : sql<null>`null`,
    })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.creatorDomain)));
}

/**
 * Creators found in `activity` (a subquery with one row per creator, joined on `creatorId`), but
 * those in `notIn`, by `score`, then most followed, then by domain.
 */
export async function creatorIdsByScore(
  db: Db,
  opts: {
    activity: Subquery;
    creatorId: SQLWrapper;
    score: PerUser<unknown>;
    followers: PerUser<number>;
    notIn: SQLWrapper[];
    limit: number;
  },
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(opts.activity)
    .innerJoin(users, eq(users.id, opts.creatorId))
    .where(creatorsNotIn(opts.notIn))
    .orderBy(desc(opts.score(outerUserId)), desc(opts.followers(outerUserId)), asc(lowerDomain))
    .limit(opts.limit);
  return rows.map((r) => r.id);
}

/** The most followed creators, but those in `notIn` or `notIds`, then by domain. */
export async function creatorIdsByFollowers(
  db: Db,
  opts: { followers: PerUser<number>; notIn: SQLWrapper[]; notIds: string[]; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(creatorsNotIn(opts.notIn), opts.notIds.length ? notInArray(users.id, opts.notIds) : undefined))
    .orderBy(desc(opts.followers(outerUserId)), asc(lowerDomain))
    .limit(opts.limit);
  return rows.map((r) => r.id);
}
