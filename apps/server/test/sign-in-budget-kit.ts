/** The sign-in budget's rules, run against the in-memory store and against Redis alike. */
import { expect, it } from 'vitest';
import { AppError } from '../src/http/app-error.ts';
import { createSignInBudget, type SignInBudgetOptions } from '../src/http/sign-in-budget.ts';
import type { Redis } from 'ioredis';

const FREE = 3;
const options = { freeAttempts: FREE, baseDelayMs: 1_000, maxDelayMs: 8_000, windowMs: 60_000, ipPerMinute: 50 };

const wrong = () => Promise.reject(new Error('wrong password'));
const right = () => Promise.resolve('signed in');

/** The Retry-After of a refusal in seconds, or 'ran' / 'failed' when the attempt went through. */
async function outcome(run: () => Promise<unknown>): Promise<number | 'ran' | 'failed'> {
  try {
    await run();
    return 'ran';
  } catch (err) {
    if (err instanceof AppError && err.errorName === 'TOO_MANY_REQUESTS')
      return Number(err.options.headers?.['retry-after']);
    return 'failed';
  }
}

export function signInBudgetRules(redis?: () => Redis) {
  const make = (overrides: Partial<SignInBudgetOptions> = {}) => {
    let clock = 1_000_000;
    const budget = createSignInBudget({ ...options, ...overrides, now: () => clock, redis: redis?.() });
    return { budget, tick: (ms: number) => void (clock += ms) };
  };
  const account = () => `victim-${Math.random().toString(36).slice(2)}@example.com`;

  it('free tries, then a wait that doubles with every try, capped, and forgiven by a success', async () => {
    const { budget, tick } = make();
    const who = account();
    for (let i = 0; i < FREE; i++)
      expect(await outcome(() => budget.attempt(`10.0.0.${i}`, who, wrong))).toBe('failed');
    // The third failure owes 1 s: the right password now is refused too.
    expect(await outcome(() => budget.attempt('10.0.1.1', who, right))).toBe(1);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const owed = await outcome(() => budget.attempt('10.0.1.2', who, wrong));
      expect(typeof owed).toBe('number');
      waits.push(owed as number);
      tick((owed as number) * 1000);
      expect(await outcome(() => budget.attempt('10.0.1.3', who, wrong))).toBe('failed');
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
    tick(8_000);
    expect(await outcome(() => budget.attempt('10.0.1.4', who, right))).toBe('ran');
    // A success clears the count: free tries again.
    for (let i = 0; i < FREE; i++) expect(await outcome(() => budget.attempt('10.0.1.5', who, wrong))).toBe('failed');
  });

  it('the count is forgotten a window after the last try, and names are compared in any case', async () => {
    const { budget, tick } = make();
    const who = account();
    for (let i = 0; i < FREE; i++) await outcome(() => budget.attempt('10.0.2.1', ` ${who.toUpperCase()} `, wrong));
    expect(await outcome(() => budget.attempt('10.0.2.1', who, right))).toBe(1);
    tick(60_001);
    expect(await outcome(() => budget.attempt('10.0.2.1', who, right))).toBe('ran');
  });

  it('one address has one budget across every account and route', async () => {
    const { budget, tick } = make({ ipPerMinute: 4 });
    const ip = `ip-${Math.random().toString(36).slice(2)}`;
    for (let i = 0; i < 4; i++) expect(await outcome(() => budget.attempt(ip, account(), right))).toBe('ran');
    const owed = await outcome(() => budget.attempt(ip, account(), right));
    expect(owed).toBeGreaterThanOrEqual(1);
    expect(owed).toBeLessThanOrEqual(60);
    expect(await outcome(() => budget.attempt('10.0.4.1', account(), right))).toBe('ran');
    tick(60_001);
    if (!redis) expect(await outcome(() => budget.attempt(ip, account(), right))).toBe('ran');
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
  });
}

/** Redis gone: sign-ins still work (uncounted), and the outage is reported. */
export async function budgetWithoutItsStore(redis: Redis) {
  const reported: unknown[] = [];
  const budget = createSignInBudget({ ...options, redis, onStoreError: (err) => reported.push(err) });
  expect(await outcome(() => budget.attempt('10.0.9.1', 'someone@example.com', right))).toBe('ran');
  expect(reported.length).toBeGreaterThan(0);
}
