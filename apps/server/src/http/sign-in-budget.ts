/**
 * Password and code guessing, limited where it matters: per account, whatever route and address
 * the guesses come from, and per address across every sign-in route together (the per-route limits
 * of @fastify/rate-limit stay too).
 *
 * Account: the first FREE attempts within the window go through at once; after that each attempt
 * must wait a delay that doubles with every attempt (1 s, 2 s, 4 s … at most MAX), counted from
 * the previous one. It is back-off, not a lock: a victim whose account is being guessed at waits at
 * most MAX for the next try, and a success clears the account's count. A correct password during
 * the wait is refused like a wrong one, or the wait would protect nothing. Unknown accounts are
 * counted like known ones, so the answers tell nothing about which exist.
 *
 * Address: at most IP_PER_MINUTE attempts a minute across all sign-in routes.
 *
 * With Redis (REDIS_URL) every instance shares the counts and each check-and-count is one atomic
 * script, so parallel guesses cannot slip through together; without it they live in this process.
 */
import type { Redis } from 'ioredis';
import { appError } from './app-error.ts';

export type SignInBudgetOptions = {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long an account's count is remembered after its last attempt. */
  windowMs: number;
  ipPerMinute: number;
  now?: () => number;
};

export const SIGN_IN_BUDGET_DEFAULTS: SignInBudgetOptions = {
  freeAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
  ipPerMinute: 30,
};

export type SignInBudget = {
  /**
   * Runs `attempt` if neither budget forbids it, counting it against both; a success clears the
   * account's count. Refused: TOO_MANY_REQUESTS with Retry-After.
   */
  attempt<T>(ip: string, account: string, attempt: () => Promise<T>): Promise<T>;
};

/** Milliseconds to wait before the next attempt, or 0 when it may go now (and was counted). */
type Store = {
  takeAccount(key: string, now: number): number | Promise<number>;
  clearAccount(key: string): void | Promise<void>;
  takeIp(key: string, now: number): number | Promise<number>;
};

/** The delay an account owes after its `count`-th attempt. */
const delayAfter = (count: number, o: SignInBudgetOptions) =>
  count < o.freeAttempts ? 0 : Math.min(o.baseDelayMs * 2 ** (count - o.freeAttempts), o.maxDelayMs);

const MAX_MEMORY_KEYS = 100_000;

function memoryStore(o: SignInBudgetOptions): Store {
  const accounts = new Map<string, { count: number; nextAt: number; expiresAt: number }>();
  const ips = new Map<string, { count: number; resetAt: number }>();
  // Oldest first (Map order); past the cap the oldest go, which only ever forgives.
  const bound = (map: Map<string, unknown>) => {
    for (const key of map.keys()) {
      if (map.size <= MAX_MEMORY_KEYS) break;
      map.delete(key);
    }
  };
  return {
    takeAccount(key, now) {
      const seen = accounts.get(key);
      const entry = seen && seen.expiresAt > now ? seen : { count: 0, nextAt: 0, expiresAt: 0 };
      if (now < entry.nextAt) return entry.nextAt - now;
      entry.count += 1;
      entry.nextAt = now + delayAfter(entry.count, o);
      entry.expiresAt = now + o.windowMs;
      accounts.delete(key);
      accounts.set(key, entry);
      bound(accounts);
      return 0;
    },
    clearAccount(key) {
      accounts.delete(key);
    },
    takeIp(key, now) {
      const seen = ips.get(key);
      const entry = seen && seen.resetAt > now ? seen : { count: 0, resetAt: now + 60_000 };
      if (entry.count >= o.ipPerMinute) return entry.resetAt - now;
      entry.count += 1;
      ips.set(key, entry);
      bound(ips);
      return 0;
    },
  };
}

// KEYS[1] the account's hash; ARGV now, free, base, max, window. Same rule as the memory store.
const TAKE_ACCOUNT = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < nextAt then return nextAt - now end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
local free, base, max = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local wait = 0
if count >= free then wait = math.min(base * 2 ^ (count - free), max) end
redis.call('HSET', KEYS[1], 'next', now + wait)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0`;

// KEYS[1] the address's counter; ARGV limit. A fixed minute from the first attempt.
const TAKE_IP = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], 60000) end
if count > tonumber(ARGV[1]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then ttl = 60000 end
  return ttl
end
return 0`;

function redisStore(redis: Redis, o: SignInBudgetOptions): Store {
  const prefix = 'fanlane-signin:';
  return {
    takeAccount: async (key, now) =>
      Number(
        await redis.eval(
          TAKE_ACCOUNT,
          1,
          `${prefix}a:${key}`,
          now,
          o.freeAttempts,
          o.baseDelayMs,
          o.maxDelayMs,
          o.windowMs,
        ),
      ),
    clearAccount: async (key) => void (await redis.del(`${prefix}a:${key}`)),
    takeIp: async (key) => Number(await redis.eval(TAKE_IP, 1, `${prefix}ip:${key}`, o.ipPerMinute)),
  };
}

const tooMany = (waitMs: number) =>
  appError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) } });

/** Accounts are named by e-mail address (any case, outer spaces ignored) or by user id. */
export const accountKey = (emailOrId: string) => emailOrId.trim().toLowerCase();

/**
 * `onStoreError`: Redis unreachable. The attempt then goes through uncounted (the per-route limits
 * still apply): an outage of the counters must not turn every sign-in into an error.
 */
export function createSignInBudget(
  options: Partial<SignInBudgetOptions> & { redis?: Redis; onStoreError?: (err: unknown) => void } = {},
): SignInBudget {
  const o = { ...SIGN_IN_BUDGET_DEFAULTS, ...options };
  const now = o.now ?? Date.now;
  const store = options.redis ? redisStore(options.redis, o) : memoryStore(o);
  const orOpen = async <T>(work: () => T | Promise<T>, open: T): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      options.onStoreError?.(err);
      return open;
    }
  };
  return {
    async attempt(ip, account, run) {
      const key = accountKey(account);
      const ipWait = await orOpen(() => store.takeIp(ip, now()), 0);
      if (ipWait > 0) throw tooMany(ipWait);
      const accountWait = await orOpen(() => store.takeAccount(key, now()), 0);
      if (accountWait > 0) throw tooMany(accountWait);
      const result = await run();
      await orOpen(() => store.clearAccount(key), undefined);
      return result;
    },
  };
}
