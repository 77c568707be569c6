import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('serves an entry until its time is up, then forgets it', () => {
    let now = 1_000;
    const cache = createTtlCache<string>({ ttlMs: 100, max: 10, now: () => now });
    cache.set('a', 'alpha');
    now += 99;
    expect(cache.get('a')).toBe('alpha');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry past its size cap, and a re-set entry counts as new', () => {
    const cache = createTtlCache<number>({ ttlMs: 1_000, max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });

  it('forgets a deleted entry at once', () => {
    const cache = createTtlCache<number>({ ttlMs: 1_000, max: 2 });
    cache.set('a', 1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps a value read from the database only if nothing was deleted while it was read', () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000, max: 10 });
    const raced = cache.stamp();
    cache.delete('written-meanwhile');
    cache.setLoaded('a', 'maybe stale', raced);
    expect(cache.get('a')).toBeUndefined();
    cache.setLoaded('a', 'fresh', cache.stamp());
    expect(cache.get('a')).toBe('fresh');
  });
});
