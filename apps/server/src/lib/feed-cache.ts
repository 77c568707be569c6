/**
 * The first page of each fan's home feed, kept serialised for FEED_CACHE_MS, so a fan who comes
 * back to /home (a pull to refresh, the tab regaining focus, the next screen) costs no database
 * work and no serialisation (docs/feeds.md, "Caching the first page").
 *
 * Freshness rests on one call, `forget(userId)`: "what this user did or published changed". It
 * drops the user's own page at once, and every page that shows their posts when it is next read:
 * each entry remembers which creators its fan followed and the clock when it was built, and a
 * creator forgotten since makes it stale. The domain events call it (feed-cache-subscribers.ts) on
 * every instance: for the fan who follows, blocks, likes, comments, buys or subscribes, and for the
 * creator who publishes, edits, deletes or pins a post or changes their profile.
 *
 * Not tracked, so up to the TTL old: other fans' likes and comments (counts).
 */
export type FeedCache<Page = FeedPage> = {
  /** The page built for this fan and variant, if nothing it shows changed since. */
  get(viewerId: string, variant: string): Page | undefined;
  /** Take before reading the page; `set` keeps nothing if a user it depends on was forgotten since. */
  stamp(): number;
  set(viewerId: string, variant: string, body: Page, creatorIds: readonly string[], stamp: number): void;
  forget(userId: string): void;
  /** Everything: the instance may have missed the events that keep it fresh. */
  clear(): void;
};

export type FeedEncoding = 'br' | 'gzip';

/** What one viewer holds towards one post and whether they liked it (modules/posts/rights.ts reads them). */
export type ViewerPostFlags = {
  rights: { blocked: boolean; following: boolean; subscribed: boolean; entitled: boolean };
  liked: boolean;
};

/**
 * A fan's flags towards the posts of the last first page built for them, by post and tier rule
 * (`flagsKey` in rights.ts), and until when the oldest of them may be used (epoch ms): kept for the
 * next build, which then reads only the posts it does not hold (modules/discover/home-feed.ts).
 */
export type KeptViewerFlags = { usableUntil: number; byPost: Map<string, ViewerPostFlags> };

/** A page as kept: its JSON, and that JSON compressed once per encoding a fan's browser asked for. */
export type FeedPage = { json: string; encoded: Partial<Record<FeedEncoding, Buffer>> };

type Entry<Page> = { variant: string; body: Page; creatorIds: readonly string[]; stamp: number; expiresAt: number };

const MAX_ENTRIES = 50_000;
const MAX_MARKS = 200_000;

/** `ttlMs` 0 keeps nothing. */
export function createFeedCache<Page = FeedPage>(options: { ttlMs: number; now?: () => number }): FeedCache<Page> {
  const { ttlMs } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<Page>>();
  /** userId → the clock when they were last forgotten, and when (for pruning). */
  const forgotten = new Map<string, { clock: number; at: number }>();
  let clock = 0;
  /** Pages read before this were built before the marks were cleared: never kept. */
  let floor = 0;

  const forgottenSince = (userId: string, stamp: number) => (forgotten.get(userId)?.clock ?? 0) > stamp;

  // Marks are kept in the order they were made. One older than the TTL cannot make a live entry
  // stale (every live entry was built after it). Past the cap, everything goes: dropping a young
  // mark alone could make a stale page look fresh.
  const pruneMarks = () => {
    const horizon = now() - ttlMs;
    for (const [userId, mark] of forgotten) {
      if (mark.at >= horizon) break;
      forgotten.delete(userId);
    }
    if (forgotten.size > MAX_MARKS) {
      forgotten.clear();
      entries.clear();
      floor = ++clock;
    }
  };

  return {
    get(viewerId, variant) {
      const entry = entries.get(viewerId);
      if (!entry) return undefined;
      const stale =
        entry.variant !== variant ||
        entry.expiresAt <= now() ||
        forgottenSince(viewerId, entry.stamp) ||
        entry.creatorIds.some((id) => forgottenSince(id, entry.stamp));
      if (stale) {
        entries.delete(viewerId);
        return undefined;
      }
      return entry.body;
    },
    stamp: () => ++clock,
    set(viewerId, variant, body, creatorIds, stamp) {
      if (
        ttlMs === 0 ||
        stamp < floor ||
        forgottenSince(viewerId, stamp) ||
        creatorIds.some((id) => forgottenSince(id, stamp))
      )
        return;
      entries.delete(viewerId);
      // Lives for 3/4 to all of the TTL, so pages built together (a deploy, a morning rush) do not all expire together.
      entries.set(viewerId, {
        variant,
        body,
        creatorIds,
        stamp,
        expiresAt: now() + ttlMs * (0.75 + Math.random() / 4),
      });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    },
    forget(userId) {
      if (ttlMs === 0) return;
      entries.delete(userId);
      forgotten.delete(userId);
      forgotten.set(userId, { clock: ++clock, at: now() });
      pruneMarks();
    },
    clear() {
      entries.clear();
      forgotten.clear();
      floor = ++clock;
    },
  };
}
