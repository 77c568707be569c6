/**
 * Named budgets of expensive actions (docs/rate-limits.md), behind the spec's `/rate/limit/pre-access`
 * (ask, spending nothing) and `/rate/limit/access` (spend one), and spent by the guarded calls
 * themselves through `guard(action)`: sending a mailed code, a texted code, a contact message.
 *
 * Each action has a fixed window per address (an IPv6 client counts as its /64, an IPv4-mapped
 * address as its IPv4 one): `limit` units, reset `window` after the first one was spent. A refusal
 * spends nothing. With Redis every instance shares the counts (one atomic script per spend, the
 * same connection as the other limits); without it they live in this process, bounded. A Redis
 * failure lets the action through, uncounted, and is logged: a limit is not worth an outage.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyRequest } from 'fastify';
import type { TRateAction, TRateLimitState } from '@fanlane/contracts/rate-limit';
import { appError } from './app-error.ts';

export type ActionLimits = Record<TRateAction, { limit: number; windowMs: number }>;

export type ActionBudget = {
  /** Whether one more may run now, spending nothing. */
  peek(action: TRateAction, ip: string): Promise<TRateLimitState>;
  /** Spends one unit if one is left (`allowed`); a refusal spends nothing. */
  take(action: TRateAction, ip: string): Promise<TRateLimitState>;
  /** A route hook that spends one unit or answers TOO_MANY_REQUESTS with Retry-After and `data.retryAfterSeconds`. */
  guard(action: TRateAction): (request: FastifyRequest) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp; shared with the other instances through Redis when there is one. */
    actionBudget: ActionBudget;
  }
}

const MAX_MEMORY_KEYS = 100_000;

/** An address as it is counted: IPv6 by its /64 (privacy extensions rotate within it), IPv4-mapped as IPv4. */
export function addressOf(ip: string): string {
  const address = (ip.split('%')[0] ?? ip).toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const [before, after] = [groups(head), groups(tail)];
  const all = [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** Keys hold a hash of the address, never the address. */
const keyOf = (action: TRateAction, ip: string) =>
  `ab:${action}:${createHash('sha256').update(addressOf(ip)).digest('base64url').slice(0, 22)}`;

type Counted = { count: number; resetInMs: number; spent: boolean };
type Store = {
  peek(key: string, windowMs: number): Promise<Counted>;
  take(key: string, limit: number, windowMs: number): Promise<Counted>;
};

function memoryStore(now: () => number): Store {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, t: number) => {
    const entry = entries.get(key);
    return entry && entry.resetAt > t ? entry : null;
  };
  return {
    peek(key, windowMs) {
      const t = now();
      const entry = live(key, t);
      return Promise.resolve(
        entry
          ? { count: entry.count, resetInMs: entry.resetAt - t, spent: false }
          : { count: 0, resetInMs: windowMs, spent: false },
      );
    },
    take(key, limit, windowMs) {
      const t = now();
      const entry = live(key, t) ?? { count: 0, resetAt: t + windowMs };
      if (entry.count >= limit)
        return Promise.resolve({ count: entry.count, resetInMs: entry.resetAt - t, spent: false });
      entry.count += 1;
      // Insertion order is age: past the cap the oldest go (which forgives them).
      entries.delete(key);
      entries.set(key, entry);
      for (const old of entries.keys()) {
        if (entries.size <= MAX_MEMORY_KEYS) break;
        entries.delete(old);
      }
      return Promise.resolve({ count: entry.count, resetInMs: entry.resetAt - t, spent: true });
    },
  };
}

const TAKE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if count >= tonumber(ARGV[1]) and ttl > 0 then return {count, ttl, 0} end
if ttl <= 0 then count = 0 end
count = count + 1
redis.call('SET', KEYS[1], count, 'PX', ttl > 0 and ttl or tonumber(ARGV[2]))
return {count, ttl > 0 and ttl or tonumber(ARGV[2]), 1}
`;

function redisStore(redis: Redis): Store {
  return {
    async peek(key, windowMs) {
      const [[, count], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return ttl > 0
        ? { count: Number(count ?? 0), resetInMs: ttl, spent: false }
        : { count: 0, resetInMs: windowMs, spent: false };
    },
    async take(key, limit, windowMs) {
      const [count, ttl, spent] = (await redis.eval(TAKE_SCRIPT, 1, key, limit, windowMs)) as [number, number, number];
      return { count, resetInMs: ttl, spent: spent === 1 };
    },
  };
}

export function createActionBudget(options: {
  limits: ActionLimits;
  redis?: Redis;
  now?: () => number;
  onStoreError?: (err: unknown) => void;
}): ActionBudget {
  const store = options.redis ? redisStore(options.redis) : memoryStore(options.now ?? Date.now);
  const state = (action: TRateAction, counted: Counted, spending: boolean): TRateLimitState => {
    const { limit, windowMs } = options.limits[action];
    const remaining = Math.max(0, limit - counted.count);
    const allowed = spending ? counted.spent : remaining > 0;
    return {
      action,
      allowed,
      limit,
      remaining,
      retryAfterSeconds: remaining > 0 && allowed ? 0 : Math.max(1, Math.ceil(counted.resetInMs / 1000)),
      windowSeconds: Math.ceil(windowMs / 1000),
    };
  };
  const open = (action: TRateAction): Counted => ({
    count: 0,
    resetInMs: options.limits[action].windowMs,
    spent: true,
  });
  const budget: ActionBudget = {
    async peek(action, ip) {
      const { windowMs } = options.limits[action];
      const counted = await store.peek(keyOf(action, ip), windowMs).catch((err: unknown) => {
        options.onStoreError?.(err);
        return open(action);
      });
      return state(action, counted, false);
    },
    async take(action, ip) {
      const { limit, windowMs } = options.limits[action];
      const counted = await store.take(keyOf(action, ip), limit, windowMs).catch((err: unknown) => {
        options.onStoreError?.(err);
        return open(action);
      });
      return state(action, counted, true);
    },
    guard(action) {
      return async (request) => {
        const taken = await budget.take(action, request.ip);
        if (!taken.allowed)
          throw appError('TOO_MANY_REQUESTS', {
            headers: { 'retry-after': String(taken.retryAfterSeconds) },
            data: { action, retryAfterSeconds: taken.retryAfterSeconds },
          });
      };
    },
  };
  return budget;
}
