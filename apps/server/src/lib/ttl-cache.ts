/** A small in-process cache with a time-to-live and a size cap (oldest entries leave first). */
export type TtlCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
};

export function createTtlCache<V>(options: { ttlMs: number; max: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
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
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      if (entries.size > options.max) entries.delete(entries.keys().next().value as string);
    },
    delete(key) {
      entries.delete(key);
    },
  };
}

export const PROFILE_CACHE_TTL_MS = 5_000;
export const PROFILE_CACHE_MAX = 20_000;

export const createProfileCache = <V>() => createTtlCache<V>({ ttlMs: PROFILE_CACHE_TTL_MS, max: PROFILE_CACHE_MAX });
