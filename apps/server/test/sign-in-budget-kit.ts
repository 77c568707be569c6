/** The sign-in budget's rules, run against the in-memory store and against Redis alike, on a fake clock. */
import { expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '../src/http/app-error.ts';
import { createSignInBudget, type SignInBudgetOptions } from '../src/modules/auth/sign-in-budget.ts';

const FREE = 3;
const FORGET = 60_000;
const options = { freeTries: FREE, baseWaitMs: 1_000, maxWaitMs: 8_000, forgetAfterMs: FORGET, ipPerMinute: 50 };

const wrong = () => Promise.reject(new Error('wrong password'));
const right = () => Promise.resolve('signed in');

/** The Retry-After of a refusal in seconds, or 'ran' / 'failed' when the attempt went through. */
export async function outcome(run: () => Promise<unknown>): Promise<number | 'ran' | 'failed'> {
  try {
    await run();
    return 'ran';
  } catch (err) {
    if (err instanceof AppError && err.errorName === 'TOO_MANY_REQUESTS')
      return Number(err.options.headers?.['retry-after']);
    return 'failed';
  }
}

const fresh = (what: string) => `${what}-${randomBytes(6).toString('hex')}`;
const account = () => `${fresh('victim')}@example.com`;

/** `redis` gives each budget its own client: two budgets are then two instances sharing one Redis. */
export function signInBudgetRules(redis?: () => Redis) {
  const make = (overrides: Partial<SignInBudgetOptions> = {}) => {
    // Redis keeps counts between runs; the clock starts where no earlier run's count can reach.
    let clock = Date.now() + 365 * 86_400_000;
    const another = () => createSignInBudget({ ...options, ...overrides, now: () => clock, redis: redis?.() });
    return { budget: another(), another, tick: (ms: number) => void (clock += ms) };
  };

  it('free tries, then a wait that doubles with every try, capped, the right password refused meanwhile, and a success forgives', async () => {
    const { budget, tick } = make();
    const who = account();
    for (let i = 0; i < FREE; i++)
      expect(await outcome(() => budget.attempt(`10.0.0.${i}`, who, wrong))).toBe('failed');
    expect(await outcome(() => budget.attempt('10.0.1.1', who, right))).toBe(1);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const owed = await outcome(() => budget.attempt('10.0.1.2', who, wrong));
      expect(typeof owed).toBe('number');
      waits.push(owed as number);
      tick((owed as number) * 1000 - 1);
      expect(await outcome(() => budget.attempt('10.0.1.2', who, wrong))).toBe(1);
      tick(1);
      expect(await outcome(() => budget.attempt('10.0.1.3', who, wrong))).toBe('failed');
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
    tick(8_000);
    expect(await outcome(() => budget.attempt('10.0.1.4', who, right))).toBe('ran');
    for (let i = 0; i < FREE; i++) expect(await outcome(() => budget.attempt('10.0.1.5', who, wrong))).toBe('failed');
    expect(await outcome(() => budget.attempt('10.0.1.5', who, wrong))).toBe(1);
  });

  it('the count is forgotten a while after the last try, and names are compared in any case', async () => {
    const { budget, tick } = make();
    const who = account();
    for (let i = 0; i < FREE; i++) await outcome(() => budget.attempt('10.0.2.1', ` ${who.toUpperCase()} `, wrong));
    expect(await outcome(() => budget.attempt('10.0.2.1', who, right))).toBe(1);
    tick(FORGET);
    // Forgotten, not merely waited out: the free tries are back.
    for (let i = 0; i < FREE; i++) expect(await outcome(() => budget.attempt('10.0.2.2', who, wrong))).toBe('failed');
    expect(await outcome(() => budget.attempt('10.0.2.2', who, right))).toBe(1);
  });

  it('strangers taking every slot do not keep the owner out where they signed in before', async () => {
    const { budget, tick } = make();
    const who = account();
    expect(await outcome(() => budget.attempt('home', who, right))).toBe('ran');
    for (let i = 0; i < FREE; i++) await outcome(() => budget.attempt(`stranger-${i}`, who, wrong));
    tick(1_000);
    expect(await outcome(() => budget.attempt('stranger-x', who, wrong))).toBe('failed');
    expect(await outcome(() => budget.attempt('stranger-y', who, right))).toBe(2);
    expect(await outcome(() => budget.attempt('home', who, right))).toBe('ran');
    // Home has its own count, which backs off just the same.
    for (let i = 0; i < FREE; i++) expect(await outcome(() => budget.attempt('home', who, wrong))).toBe('failed');
    expect(await outcome(() => budget.attempt('home', who, right))).toBe(1);
  });

  it('one address has one budget a minute across every account', async () => {
    const { budget, tick } = make({ ipPerMinute: 4 });
    const ip = fresh('ip');
    for (let i = 0; i < 4; i++) expect(await outcome(() => budget.attempt(ip, account(), right))).toBe('ran');
    expect(await outcome(() => budget.attempt(ip, account(), right))).toBe(60);
    tick(30_000);
    expect(await outcome(() => budget.attempt(ip, account(), right))).toBe(30);
    expect(await outcome(() => budget.attempt(fresh('ip'), account(), right))).toBe('ran');
    tick(30_000);
    expect(await outcome(() => budget.attempt(ip, account(), right))).toBe('ran');
  });

  it('an IPv6 /64 counts as one address, and an IPv4-mapped address as its IPv4 one', async () => {
    const { budget } = make({ ipPerMinute: 2 });
    const net = `2001:db8:${randomBytes(2).toString('hex')}:7`;
    for (const ip of [`${net}::a`, `${net.toUpperCase()}:0:0:0:b%eth0`])
      expect(await outcome(() => budget.attempt(ip, account(), right))).toBe('ran');
    expect(await outcome(() => budget.attempt(`${net}:ffff::1`, account(), right))).toBe(60);
    expect(await outcome(() => budget.attempt(`${net.slice(0, -1)}8::a`, account(), right))).toBe('ran');
    const v4 = `10.${randomBytes(3).join('.')}`;
    for (let i = 0; i < 2; i++) await outcome(() => budget.attempt(v4, account(), right));
    expect(await outcome(() => budget.attempt(`::ffff:${v4}`, account(), right))).toBe(60);
  });

  it('a burst of 50 parallel guesses at one account gets only the free tries through', async () => {
    const { budget } = make();
    const who = account();
    let checked = 0;
    const guess = () => {
      checked++;
      return Promise.reject(new Error('wrong password'));
    };
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => outcome(() => budget.attempt(`10.0.5.${i}`, who, guess))),
    );
    expect(checked).toBe(FREE);
    expect(outcomes.filter((o) => o === 'failed')).toHaveLength(FREE);
    expect(outcomes.filter((o) => o === 1)).toHaveLength(50 - FREE);
  });

  if (redis) {
    it('two instances count one account together', async () => {
      const { budget, another } = make();
      const second = another();
      const who = account();
      for (let i = 0; i < FREE; i++) {
        const instance = i % 2 ? second : budget;
        expect(await outcome(() => instance.attempt(`10.0.6.${i}`, who, wrong))).toBe('failed');
      }
      expect(await outcome(() => second.attempt('10.0.6.9', who, right))).toBe(1);
      expect(await outcome(() => budget.attempt('10.0.6.9', who, right))).toBe(1);
    });
  }
}

/** Redis gone: sign-ins still work (uncounted), and the outage is reported. */
export async function budgetWithoutItsStore(redis: Redis) {
  const reported: unknown[] = [];
  const budget = createSignInBudget({ ...options, redis, onStoreError: (err) => reported.push(err) });
  expect(await outcome(() => budget.attempt('10.0.9.1', 'someone@example.com', right))).toBe('ran');
  expect(reported.length).toBeGreaterThan(0);
}
