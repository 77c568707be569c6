// The action budget on its own, in memory with a moved clock (action-budget-redis.test.ts: in Redis).
import { describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { addressOf, createActionBudget, type ActionLimits } from './action-budget.ts';

const limits: ActionLimits = {
  'email-code': { limit: 2, windowMs: 60_000 },
  'sms-code': { limit: 1, windowMs: 3_600_000 },
  contact: { limit: 3, windowMs: 3_600_000 },
};

describe('action budget (memory)', () => {
  it('peek spends nothing; take spends one until none is left, then refuses without spending; the window resets', async () => {
    let now = 1_000_000;
    const budget = createActionBudget({ limits, now: () => now });
    expect(await budget.peek('email-code', '203.0.113.1')).toEqual({
      action: 'email-code',
      allowed: true,
      limit: 2,
      remaining: 2,
      retryAfterSeconds: 0,
      windowSeconds: 60,
    });
    expect(await budget.take('email-code', '203.0.113.1')).toMatchObject({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 0,
    });
    now += 10_000;
    // The last unit: spent, and the state says how long until the next.
    expect(await budget.take('email-code', '203.0.113.1')).toMatchObject({
      allowed: true,
      remaining: 0,
      retryAfterSeconds: 50,
    });
    expect(await budget.peek('email-code', '203.0.113.1')).toMatchObject({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 50,
    });
    expect(await budget.take('email-code', '203.0.113.1')).toMatchObject({ allowed: false, remaining: 0 });
    // Other actions and other addresses have budgets of their own.
    expect(await budget.peek('contact', '203.0.113.1')).toMatchObject({ allowed: true, remaining: 3 });
    expect(await budget.peek('email-code', '203.0.113.2')).toMatchObject({ allowed: true, remaining: 2 });
    now += 50_000;
    expect(await budget.peek('email-code', '203.0.113.1')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('an IPv6 /64 is one address; an IPv4-mapped address is its IPv4 one', async () => {
    expect(addressOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    const budget = createActionBudget({ limits });
    await budget.take('sms-code', '2001:db8:1:2::10');
    expect(await budget.peek('sms-code', '2001:db8:1:2:ffff::20')).toMatchObject({ allowed: false });
    expect(await budget.peek('sms-code', '2001:db8:1:3::10')).toMatchObject({ allowed: true });
  });

  it('the guard spends one or throws TOO_MANY_REQUESTS with Retry-After and the wait in data', async () => {
    const budget = createActionBudget({ limits });
    const guard = budget.guard('sms-code');
    const request = { ip: '198.51.100.20' } as Parameters<typeof guard>[0];
    await expect(guard(request)).resolves.toBeUndefined();
    await expect(guard(request)).rejects.toMatchObject({
      errorName: 'TOO_MANY_REQUESTS',
      options: { headers: { 'retry-after': '3600' }, data: { action: 'sms-code', retryAfterSeconds: 3600 } },
    });
  });

  it('a store that fails lets the action through, uncounted, and says so', async () => {
    const broken = {
      multi: () => ({ get: () => ({ pttl: () => ({ exec: () => Promise.reject(new Error('down')) }) }) }),
      eval: () => Promise.reject(new Error('down')),
    };
    const errors: unknown[] = [];
    const budget = createActionBudget({
      limits,
      redis: broken as unknown as Redis,
      onStoreError: (e) => errors.push(e),
    });
    expect(await budget.take('contact', '10.0.0.1')).toMatchObject({ allowed: true, remaining: 3 });
    expect(await budget.peek('contact', '10.0.0.1')).toMatchObject({ allowed: true });
    expect(errors).toHaveLength(2);
  });
});
