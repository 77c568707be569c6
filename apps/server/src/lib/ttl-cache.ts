/** A small in-process cache with a time-to-live and a size cap (oldest entries leave first). */
export type TtlCache<V> = {
  get(key: string): V | undefined;
  /** `owner` (a user id) lets deleteOwner drop every key the value is kept under. */
  set(key: string, value: V, owner?: string): void;
  delete(key: string): void;
  deleteOwner(owner: string): void;
  /** Everything: the instance may have missed the events that keep it fresh. */
  clear(): void;
  /**
   * For values read from the database: take a stamp before the read, and setLoaded keeps the value
   * only if nothing was deleted since. A read that raced a write (and its delete) may be stale.
   */
  stamp(): number;
  setLoaded(key: string, value: V, stamp: number, owner?: string): void;
};

export function createTtlCache<V>(options: { ttlMs: number; max: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number; owner: string | undefined }>();
  const keysOf = new Map<string, Set<string>>();
  let deletes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    if (entry.owner === undefined) return;
    const keys = keysOf.get(entry.owner);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.owner);
  };
  const set = (key: string, value: V, owner?: string) => {
    drop(key);
    entries.set(key, { value, expiresAt: now() + options.ttlMs, owner });
    if (owner !== undefined) {
      let keys = keysOf.get(owner);
      if (!keys) keysOf.set(owner, (keys = new Set()));
      keys.add(key);
    }
    if (entries.size > options.max) drop(entries.keys().next().value as string);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(key);
        return undefined;
      }
      return entry.value;
    },
    set,
    delete(key) {
      deletes++;
      drop(key);
    },
    deleteOwner(owner) {
      deletes++;
      for (const key of [...(keysOf.get(owner) ?? [])]) drop(key);
    },
    clear() {
      deletes++;
      entries.clear();
      keysOf.clear();
    },
    stamp: () => deletes,
    setLoaded(key, value, stamp, owner) {
      if (stamp === deletes) set(key, value, owner);
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
