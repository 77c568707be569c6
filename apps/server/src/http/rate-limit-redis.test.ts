// Runs when TEST_REDIS_URL is set (CI and `npm test` on a machine with Redis): the sign-in rate
// limit shares its counters through Redis, so two app instances count together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe('sign-in rate limit over Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const stale = await redis.keys('fanlane-rl:*');
    if (stale.length) await redis.del(...stale);
    first = await createTestApp({ REDIS_URL: redisUrl, AUTH_RATE_LIMIT_PER_MINUTE: '4' });
    second = await createTestApp({ REDIS_URL: redisUrl, AUTH_RATE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await redis.quit();
  });

  it('two instances share one budget, and the fifth attempt from an IP gets 429 with retry-after', async () => {
    // A new address each run: the account's own budget (modules/auth/sign-in-budget.ts) outlives a run in Redis.
    const email = `nobody-${randomBytes(6).toString('hex')}@example.com`;
    const attempt = (t: TestApp) => t.post(t.paths.loginPassword, { email, password: 'wrong-pass-1' });
    const statuses = [];
    for (const t of [first, second, first, second]) statuses.push((await attempt(t)).status);
    expect(statuses).toEqual([400, 400, 400, 400]);
    const blocked = await attempt(first);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await redis.keys('fanlane-rl:*')).length).toBeGreaterThan(0);
  });
});
