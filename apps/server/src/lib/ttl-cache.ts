/** A small in-process cache with a time-to-live and a size cap (oldest entries leave first). */
export type TtlCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  /**
   * For values read from the database: take a stamp before the read, and setLoaded keeps the value
   * only if nothing was deleted since. A read that raced a write (and its delete) may be stale.
   */
  stamp(): number;
  setLoaded(key: string, value: V, stamp: number): void;
};

export function createTtlCache<V>(options: { ttlMs: number; max: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  let deletes = 0;
  const set = (key: string, value: V) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + options.ttlMs });
    if (entries.size > options.max) entries.delete(entries.keys().next().value as string);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set,
    delete(key) {
      deletes++;
      entries.delete(key);
    },
    stamp: () => deletes,
    setLoaded(key, value, stamp) {
      if (stamp === deletes) set(key, value);
    },
  };
}

export const PROFILE_CACHE_TTL_MS = 5_000;
export const PROFILE_CACHE_MAX = 20_000;

export const createProfileCache = <V>() => createTtlCache<V>({ ttlMs: PROFILE_CACHE_TTL_MS, max: PROFILE_CACHE_MAX });

/** Author cards (name, avatar) by user id: the same data, and the same bound, as public profiles. */
export const createAuthorCache = <V>() => createTtlCache<V>({ ttlMs: PROFILE_CACHE_TTL_MS, max: PROFILE_CACHE_MAX });

/**
 * The media list of each post by post id. Short, because a list can also lose an item or a free
 * preview when its creator edits the post on another instance.
 */
export const POST_MEDIA_CACHE_TTL_MS = 5_000;
export const POST_MEDIA_CACHE_MAX = 20_000;

export const createPostMediaCache = <V>() =>
  createTtlCache<V>({ ttlMs: POST_MEDIA_CACHE_TTL_MS, max: POST_MEDIA_CACHE_MAX });
