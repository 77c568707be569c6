import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { TPost } from '@fanlane/contracts/post';
import { PAGE_SIZE_DEFAULT, type TCursorRequest, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { byNewest, creatorTimelines, homeFeed, publishKey } from '../posts/posts-repo.ts';
import { presentPosts, presentPostsJson } from '../posts/present-posts.ts';
import { feedSourceIds } from '../follows/follows-repo.ts';
import type { PostRow } from '../../db/schema/index.ts';
import { flagsKey, loadViewerFlags, type ViewerPostFlags } from '../posts/rights.ts';
import type { FeedEncoding, FeedPage } from '../../lib/feed-cache.ts';
import { geoBlockersAmong } from '../geo-blocks/geo-blocks-repo.ts';
import type { ViewerPlace } from '../geo-blocks/viewer-place.ts';

/**
 * The home feed answer, serialised: the first page of the default size comes from deps.feedCache
 * when nothing on it changed (feed-cache.ts); other pages are built every time. `serialize` is
 * the route's own response serialiser, so both paths send the same bytes.
 *
 * Creators may hide from a country or an address (docs/geo-blocks.md): a kept page is for the
 * address it was built for (the variant holds it), and a creator's new blocks forget the pages
 * that show them (geo-blocks-subscribers.ts).
 */
export async function homeFeedBody(
  deps: AppDeps,
  caller: Caller,
  query: TCursorRequest,
  place: ViewerPlace,
  serialize: (page: TPage<TPost>) => string,
): Promise<FeedPage> {
  if (query.cursor !== undefined || (query.limit !== undefined && query.limit !== PAGE_SIZE_DEFAULT)) {
    return { json: serialize(await getHomeFeed(deps, caller, query, place)), encoded: {} };
  }
  const viewer = caller.user;
  const variant = `${viewer.imageDisplayRatio}|${place.ip ?? ''}|${place.country ?? ''}`;
  const cached = deps.feedCache.get(viewer.id, variant);
  if (cached !== undefined) return cached;
  const stamp = deps.feedCache.stamp();
  const creatorIds = await feedSources(deps, viewer.id);
  // Only the creators who block any place at all are asked about this one (almost none do).
  const hidden = await geoBlockersAmong(deps.db, await deps.geoBlockers.withBlocks(creatorIds), place);
  const shown = hidden.size === 0 ? creatorIds : creatorIds.filter((id) => !hidden.has(id));
  const rows = await firstPageRows(deps, shown, PAGE_SIZE_DEFAULT + 1);
  const page = await pageOf(rows, PAGE_SIZE_DEFAULT, publishKey, async (kept) =>
    presentPostsJson(deps, viewer, kept, await keptViewerFlags(deps, viewer.id, kept)),
  );
  const body: FeedPage = {
    json: withItems(serialize({ items: [], nextCursor: page.nextCursor }), page.items),
    encoded: {},
  };
  deps.feedCache.set(viewer.id, variant, body, creatorIds, stamp);
  return body;
}

/** A serialised page whose items were serialised one by one (presentPostsJson), put in its empty list. */
function withItems(emptyPage: string, items: string[]): string {
  const list = '"items":[';
  const at = emptyPage.indexOf(list + ']');
  if (at === -1) throw new Error('a serialised page without an empty item list');
  return emptyPage.slice(0, at + list.length) + items.join(',') + emptyPage.slice(at + list.length);
}

/** The creators whose posts reach the fan's feed (followed, not blocking them), kept per fan. */
async function feedSources(deps: AppDeps, fanId: string): Promise<string[]> {
  const kept = deps.feedSourcesCache.get(fanId, '');
  if (kept) return kept;
  const stamp = deps.feedSourcesCache.stamp();
  const ids = await feedSourceIds(deps.db, fanId);
  deps.feedSourcesCache.set(fanId, '', ids, [], stamp);
  return ids;
}

/**
 * The newest `count` posts of these creators, merged from each one's newest `count` (kept per
 * creator and shared by every fan who follows them): any post among the newest `count` of all is
 * among its creator's newest `count`. Only the timelines not kept are read, in one statement.
 */
async function firstPageRows(deps: AppDeps, creatorIds: string[], count: number): Promise<PostRow[]> {
  const timelines: PostRow[][] = [];
  const missing: string[] = [];
  for (const id of creatorIds) {
    const kept = deps.timelineCache.get(id, String(count));
    if (kept) timelines.push(kept);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const stamp = deps.timelineCache.stamp();
    for (const [id, timeline] of await creatorTimelines(deps.db, missing, count)) {
      deps.timelineCache.set(id, String(count), timeline, [], stamp);
      timelines.push(timeline);
    }
  }
  return newestOf(timelines, count);
}

/**
 * The fan's rights and likes towards the page's posts: those kept from the last build, and the
 * others (a post published since, one whose tier rule changed) read in one statement. Whatever
 * changes a fan's rights or likes forgets what is kept (feed-cache-subscribers.ts); a flag never
 * lives past the TTL after it was read (a subscription that lapses by time sends no event): once
 * the oldest is that old, all are read again.
 */
async function keptViewerFlags(deps: AppDeps, viewerId: string, rows: PostRow[]) {
  const cache = deps.viewerFlagsCache;
  const stamp = cache.stamp();
  const now = Date.now();
  const kept = cache.get(viewerId, '');
  const fresh = kept && now < kept.usableUntil ? kept : undefined;
  const missing = fresh ? rows.filter((row) => !fresh.byPost.has(flagsKey(row))) : rows;
  const loaded =
    missing.length > 0 ? await loadViewerFlags(deps.db, viewerId, missing) : new Map<string, ViewerPostFlags>();
  const byId = new Map<string, ViewerPostFlags>();
  const byPost = new Map<string, ViewerPostFlags>();
  for (const row of rows) {
    const flags = fresh?.byPost.get(flagsKey(row)) ?? loaded.get(row.id);
    if (!flags) continue;
    byId.set(row.id, flags);
    byPost.set(flagsKey(row), flags);
  }
  // Read in full: usable for 3/4 to all of the TTL, so fans whose flags were read together (a
  // restart, a rush) do not all read them again together.
  const usableUntil = fresh?.usableUntil ?? now + deps.config.timelineCacheMs * (0.75 + Math.random() / 4);
  if (missing.length > 0) cache.set(viewerId, '', { usableUntil, byPost }, rows.map(creatorOf), stamp);
  return byId;
}
const creatorOf = (row: PostRow) => row.creatorId;

/** The newest `count` rows of lists each sorted newest first: a k-way merge that stops at `count`. */
function newestOf(lists: PostRow[][], count: number): PostRow[] {
  const heads = lists.map(() => 0);
  const out: PostRow[] = [];
  while (out.length < count) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      const row = lists[i]![heads[i]!];
      if (row && (best === -1 || byNewest(row, lists[best]![heads[best]!]!) < 0)) best = i;
    }
    if (best === -1) break;
    out.push(lists[best]![heads[best]!++]!);
  }
  return out;
}

/** The @fastify/compress threshold (app.ts): smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;
const encodings = new Negotiator<FeedEncoding>({ supportedValues: ['br', 'gzip'] });
const compressors: Record<FeedEncoding, (json: string) => Buffer> = {
  br: (json) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (json) => gzipSync(json),
};

/**
 * Sends a feed page in the encoding the browser prefers, compressing it only the first time that
 * encoding is asked for: a cached page keeps its compressed forms, so a cache hit compresses nothing.
 */
export function sendFeedPage(req: FastifyRequest, reply: FastifyReply, page: FeedPage) {
  void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = req.headers['accept-encoding'];
  const encoding = page.json.length >= COMPRESS_FROM_BYTES && accepted ? encodings.negotiate(accepted) : null;
  // A string with a JSON content type goes out as it is: serialised once, by the route's own serialiser.
  if (!encoding) return reply.send(page.json);
  const encoded = (page.encoded[encoding] ??= compressors[encoding](page.json));
  return reply.header('content-encoding', encoding).send(encoded);
}

/** /home: the published posts of creators the caller follows, newest first (never a blocker's, nor a place's blocker). */
export async function getHomeFeed(
  deps: AppDeps,
  caller: Caller,
  query: TCursorRequest,
  place: ViewerPlace,
): Promise<TPage<TPost>> {
  const cursor = decodeCursor(query.cursor);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await homeFeed(deps.db, caller.user.id, cursor, limit + 1, place);
  return pageOf(rows, limit, publishKey, (kept) => presentPosts(deps, caller.user, kept));
}
