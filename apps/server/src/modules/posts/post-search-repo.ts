/** The posts reads behind discovery: full-text search over live posts and the newest live posts to rank. */
import { and, desc, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { posts, type PostRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { before, livePost, newestFirst } from './posts-repo.ts';

type Db = Database | Tx;

/** Which creators' posts a read covers: one creator's, or anyone's but the creators in a subquery. */
export type CreatorScope = { creatorId?: string; notCreatorsIn?: SQLWrapper };

const inCreatorScope = (scope: CreatorScope) =>
  and(
    scope.creatorId ? eq(posts.creatorId, scope.creatorId) : undefined,
    scope.notCreatorsIn ? notInArray(posts.creatorId, scope.notCreatorsIn) : undefined,
  );

/** Holds every word of `query`; on posts.text, the match the GIN index posts_text_search_idx serves. */
const wordsMatch = (text: SQL | typeof posts.text, query: string) =>
  sql`to_tsvector('simple', ${text}) @@ plainto_tsquery('simple', ${query})`;

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
export async function searchLivePosts(
  db: Db,
  scope: CreatorScope,
  query: string,
  cursor: TimeCursor | null,
  limit: number,
): Promise<PostRow[]> {
  const inScope = and(livePost, inCreatorScope(scope), before(cursor));
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

/**
 * The newest `limit` live posts (a bounded walk down posts_live_idx), but `notCreatorId`'s and
 * those in `scope`, with their engagement counts: the subquery `newest` a ranking scores.
 */
export function newestLivePosts(db: Db, scope: CreatorScope & { notCreatorId?: string }, limit: number) {
  return db
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
        scope.notCreatorId ? sql`${posts.creatorId} <> ${scope.notCreatorId}` : undefined,
        inCreatorScope(scope),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit)
    .as('newest');
}
