// Runs when TEST_REDIS_URL is set: two hubs on one Redis, as two instances behind one address.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRealtimeHub, type RealtimeHub, type RealtimeSink } from './realtime-hub.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

function sinkFor(received: string[]): RealtimeSink {
  return { sessionId: 's', send: (data) => received.push(data), close: () => {} };
}

describe('realtime hub over Redis', () => {
  let first: RealtimeHub;
  let second: RealtimeHub;
  let redis: Redis;
  const errors: unknown[] = [];

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const options = { redisUrl, onError: (err: unknown) => errors.push(err), heartbeatMs: 100, presenceTtlMs: 1_000 };
    first = createRealtimeHub(options);
    second = createRealtimeHub(options);
    await Promise.all([first.listening(), second.listening()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await redis.quit();
  });

  it('many frames published at once reach each socket on either instance exactly once, in order', async () => {
    const [here, there] = [randomUUID(), randomUUID()];
    const onFirst: string[] = [];
    const onSecond: string[] = [];
    first.attach(here, sinkFor(onFirst));
    second.attach(there, sinkFor(onSecond));
    first.publishMany([
      { to: [here], frame: { n: 1 } },
      { to: [there], frame: { n: 2 } },
      { to: [], frame: { n: 'nobody' } },
      { to: [here, there], frame: { n: 3 } },
    ]);
    await expect.poll(() => onSecond).toEqual(['{"n":2}', '{"n":3}']);
    expect(onFirst).toEqual(['{"n":1}', '{"n":3}']);
    expect(errors).toEqual([]);
  });

  it('with Redis a user without a socket here may still be reached; without it, not', () => {
    const alone = createRealtimeHub({});
    const user = randomUUID();
    expect(alone.mayReach(user)).toBe(false);
    const detach = alone.attach(user, sinkFor([]));
    expect(alone.mayReach(user)).toBe(true);
    detach();
    expect(alone.mayReach(user)).toBe(false);
    expect(first.mayReach(user)).toBe(true);
  });

  it("the heartbeat drops a crashed instance's expired entry and keeps the set expiring", async () => {
    const user = randomUUID();
    const key = `fanlane:presence:${user}`;
    await redis.zadd(key, Date.now() - 5_000, 'crashed-instance');
    first.attach(user, sinkFor([]));
    // Until the heartbeat has run, the set may hold the crashed entry alone: wait for this
    // instance's entry in its place, not merely for one entry.
    await expect
      .poll(async () => redis.zrange(key, 0, -1), { timeout: 3_000 })
      .toEqual([expect.not.stringMatching(/^crashed-instance$/)]);
    expect(await redis.zscore(key, 'crashed-instance')).toBeNull();
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1_000);
    expect((await first.presence([user])).get(user)?.online).toBe(true);
  });

  it('the heartbeat renews every user, a slice at a time', async () => {
    const users = Array.from({ length: 200 }, () => randomUUID());
    const detach = users.map((user) => second.attach(user, sinkFor([])));
    const instanceScores = async () =>
      Promise.all(
        users.map(async (user) => {
          const [, score] = await redis.zrange(`fanlane:presence:${user}`, 0, 0, 'WITHSCORES');
          return Number(score);
        }),
      );
    await expect.poll(async () => (await instanceScores()).every((score) => score > 0)).toBe(true);
    const attached = await instanceScores();
    // Within a heartbeat or so (100 ms here) every user's entry was pushed later: no slice left out.
    await expect
      .poll(async () => (await instanceScores()).filter((score, i) => score > attached[i]!).length, { timeout: 3_000 })
      .toBe(users.length);
    detach.forEach((off) => off());
  });
});
