// Runs when TEST_REDIS_URL is set (CI and `npm test` on a machine with Redis): the action budget's
// counts live in Redis, so two instances draw on one budget.
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createActionBudget, type ActionLimits } from './action-budget.ts';

const limits: ActionLimits = {
  'email-code': { limit: 2, windowMs: 60_000 },
  'sms-code': { limit: 1, windowMs: 3_600_000 },
  contact: { limit: 3, windowMs: 3_600_000 },
};

const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe('action budget (Redis, shared by instances)', () => {
  const redis = new Redis(redisUrl);
  afterAll(async () => {
    await redis.quit();
  });

  it('two instances draw on one count; a refusal spends nothing; the key expires with the window', async () => {
    const a = createActionBudget({ limits, redis });
    const b = createActionBudget({ limits, redis });
    const ip = `10.${[...randomBytes(3)].join('.')}`;
    const other = `2001:db8:${randomBytes(2).toString('hex')}::1`;
    expect(await a.take('email-code', other)).toMatchObject({ allowed: true, remaining: 1 });
    const results = await Promise.all([
      a.take('contact', ip),
      b.take('contact', ip),
      a.take('contact', ip),
      b.take('contact', ip),
    ]);
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(await b.peek('contact', ip)).toMatchObject({ allowed: false, remaining: 0 });
    const refused = await a.take('contact', ip);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(3590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    const keys = await redis.keys('ab:contact:*');
    expect(keys.some((k) => k.includes(ip))).toBe(false);
    const ttl = await Promise.all(keys.map((k) => redis.pttl(k)));
    expect(ttl.every((ms) => ms > 0 && ms <= 3_600_000)).toBe(true);
  });
});
