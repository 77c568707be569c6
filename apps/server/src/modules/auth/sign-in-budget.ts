/**
 * Password and code guessing, limited where it matters: per account, whatever route and address
 * the guesses come from, and per address across every sign-in route together (the per-route limits
 * of @fastify/rate-limit stay too).
 *
 * Account: the first `freeTries` attempts go through at once; after that each attempt must wait a
 * delay that doubles with every attempt (1 s, 2 s, 4 s … at most `maxWaitMs`), counted from the
 * previous one. A correct password during the wait is refused like a wrong one, or the wait would
 * protect nothing. A success clears the count; otherwise it is forgotten `forgetAfterMs` after the
 * last attempt. Unknown accounts are counted like known ones, so the answers tell nothing about
 * which exist.
 *
 * Back-off, not a lock: each wait is bounded, and an address the account has signed in from
 * (for FAMILIAR_MS) draws on its own count, so a stranger taking every slot of the shared count
 * does not keep the owner out at home (the "familiar location" rule of Microsoft's smart lockout).
 *
 * Address: at most `ipPerMinute` attempts a minute across all sign-in routes.
 *
 * With Redis every instance shares the counts and each check-and-count is one atomic script, so
 * parallel guesses cannot slip through together; without it they live in this process, bounded.
 * Times come from the app's clock (`now`), so tests can move it; Redis expiry only collects garbage.
 * Keys hold hashes, not e-mail or IP addresses.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { appError } from '../../http/app-error.ts';

export type SignInBudgetOptions = {
  freeTries: number;
  baseWaitMs: number;
  maxWaitMs: number;
  /** How long an account's count is remembered after its last attempt (at least maxWaitMs). */
  forgetAfterMs: number;
  ipPerMinute: number;
  now: () => number;
};

export const SIGN_IN_BUDGET_DEFAULTS: SignInBudgetOptions = {
  freeTries: 5,
  baseWaitMs: 1_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  ipPerMinute: 30,
  now: () => Date.now(),
};

/** How long an address stays familiar to an account after a sign-in from it. */
export const FAMILIAR_MS = 30 * 86_400_000;
const IP_WINDOW_MS = 60_000;
const MAX_MEMORY_KEYS = 100_000;

export type SignInBudget = {
  /**
   * Runs `attempt` if neither budget forbids it, counting it against both; a success clears the
   * count it drew on and makes the address familiar. Refused: TOO_MANY_REQUESTS with Retry-After.
   */
  attempt<T>(ip: string, account: string, attempt: () => Promise<T>): Promise<T>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp, one per app, shared with other instances through Redis when there is one. */
    signInBudget: SignInBudget;
  }
}

type Keys = { ip: string; shared: string; familiar: string; own: string };
/** `waitMs` 0: counted against `counter`, go ahead. */
type Taken = { waitMs: number; counter: string };
type Store = {
  takeIp(keys: Keys, now: number): Promise<number>;
  takeAccount(keys: Keys, now: number): Promise<Taken>;
  succeed(keys: Keys, counter: string, now: number): Promise<void>;
};

/** Accounts are named by e-mail address (any case, outer spaces ignored) or, without one, by user id. */
export const accountKey = (emailOrId: string) => emailOrId.trim().toLowerCase();

/**
 * What an address is counted as. An IPv6 client gets a whole /64 as easily as one address (and
 * privacy extensions rotate within it), so the /64 counts; an IPv4-mapped address is its IPv4 one.
 */
export function addressKey(ip: string): string {
  const address = (ip.split('%')[0] ?? ip).toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const [before, after] = [groups(head), groups(tail)];
  const all = [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  const network = all.slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${network.join(':')}::/64`;
}

const digest = (kind: string, value: string) =>
  createHash('sha256').update(`${kind}\0${value}`).digest('base64url').slice(0, 22);

function keysFor(ip: string, account: string): Keys {
  const a = digest('account', accountKey(account));
  const i = digest('ip', addressKey(ip));
  // {a}: one account's keys hash to one Redis Cluster slot, as a script's keys must.
  return { ip: `ip:${i}`, shared: `a:{${a}}`, familiar: `f:{${a}}:${i}`, own: `a:{${a}}:${i}` };
}

/** The wait an account owes after its `count`-th attempt. */
const waitAfter = (count: number, o: SignInBudgetOptions) =>
  count < o.freeTries ? 0 : Math.min(o.baseWaitMs * 2 ** (count - o.freeTries), o.maxWaitMs);

function memoryStore(o: SignInBudgetOptions): Store {
  const counters = new Map<string, { count: number; nextAt: number; seenAt: number }>();
  const familiar = new Map<string, number>();
  const ips = new Map<string, { count: number; resetAt: number }>();
  // Insertion order is age: past the cap the oldest go, which forgives a count or forgets a place.
  const put = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    for (const old of map.keys()) {
      if (map.size <= MAX_MEMORY_KEYS) break;
      map.delete(old);
    }
  };
  return {
    takeIp(keys, now) {
      const seen = ips.get(keys.ip);
      const entry = seen && seen.resetAt > now ? seen : { count: 0, resetAt: now + IP_WINDOW_MS };
      if (entry.count >= o.ipPerMinute) return Promise.resolve(entry.resetAt - now);
      entry.count += 1;
      put(ips, keys.ip, entry);
      return Promise.resolve(0);
    },
    takeAccount(keys, now) {
      const counter = (familiar.get(keys.familiar) ?? 0) > now ? keys.own : keys.shared;
      const seen = counters.get(counter);
      const entry = seen && now - seen.seenAt < o.forgetAfterMs ? seen : { count: 0, nextAt: 0, seenAt: now };
      if (now < entry.nextAt) return Promise.resolve({ waitMs: entry.nextAt - now, counter });
      entry.count += 1;
      entry.seenAt = now;
      entry.nextAt = now + waitAfter(entry.count, o);
      put(counters, counter, entry);
      return Promise.resolve({ waitMs: 0, counter });
    },
    succeed(keys, counter, now) {
      counters.delete(counter);
      put(familiar, keys.familiar, now + FAMILIAR_MS);
      return Promise.resolve();
    },
  };
}

// KEYS: the address's counter. ARGV: now, limit, window. Same rule as the memory store.
const TAKE_IP = `
local now, limit, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local s = redis.call('HMGET', KEYS[1], 'count', 'reset')
local count, reset = tonumber(s[1] or '0'), tonumber(s[2] or '0')
if now >= reset then count, reset = 0, now + window end
if count >= limit then return reset - now end
redis.call('HSET', KEYS[1], 'count', count + 1, 'reset', reset)
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

// KEYS: the shared counter, the familiar mark, the address's own counter.
// ARGV: now, free tries, base wait, max wait, forget after. Returns {wait, counter}.
const TAKE_ACCOUNT = `
local key = KEYS[1]
if redis.call('EXISTS', KEYS[2]) == 1 then key = KEYS[3] end
local now, free, base, max, forget =
  tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local s = redis.call('HMGET', key, 'count', 'next', 'seen')
local count, nextAt, seen = tonumber(s[1] or '0'), tonumber(s[2] or '0'), tonumber(s[3] or '0')
if now - seen >= forget then count, nextAt = 0, 0 end
if now < nextAt then return {nextAt - now, key} end
count = count + 1
local wait = 0
if count >= free then wait = math.min(base * 2 ^ (count - free), max) end
redis.call('HSET', key, 'count', count, 'next', now + wait, 'seen', now)
redis.call('PEXPIRE', key, forget)
return {0, key}`;

function redisStore(redis: Redis, o: SignInBudgetOptions): Store {
  const prefix = 'fanlane-signin:';
  const strip = (key: string) => key.slice(prefix.length);
  return {
    takeIp: async (keys, now) =>
      Number(await redis.eval(TAKE_IP, 1, prefix + keys.ip, now, o.ipPerMinute, IP_WINDOW_MS)),
    async takeAccount(keys, now) {
      const [waitMs, counter] = (await redis.eval(
        TAKE_ACCOUNT,
        3,
        prefix + keys.shared,
        prefix + keys.familiar,
        prefix + keys.own,
        now,
        o.freeTries,
        o.baseWaitMs,
        o.maxWaitMs,
        o.forgetAfterMs,
      )) as [number, string];
      return { waitMs: Number(waitMs), counter: strip(counter) };
    },
    async succeed(keys, counter) {
      await redis
        .multi()
        .del(prefix + counter)
        .set(prefix + keys.familiar, '1', 'PX', FAMILIAR_MS)
        .exec();
    },
  };
}

const tooMany = (waitMs: number) =>
  appError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) } });

/**
 * `onStoreError`: Redis unreachable. The attempt then goes through uncounted (the per-route limits
 * still apply): an outage of the counters must not turn every sign-in into an error.
 */
export function createSignInBudget(
  options: Partial<SignInBudgetOptions> & { redis?: Redis; onStoreError?: (err: unknown) => void } = {},
): SignInBudget {
  const d = SIGN_IN_BUDGET_DEFAULTS;
  const maxWaitMs = options.maxWaitMs ?? d.maxWaitMs;
  const o: SignInBudgetOptions = {
    freeTries: options.freeTries ?? d.freeTries,
    baseWaitMs: options.baseWaitMs ?? d.baseWaitMs,
    maxWaitMs,
    forgetAfterMs: Math.max(options.forgetAfterMs ?? d.forgetAfterMs, maxWaitMs),
    ipPerMinute: options.ipPerMinute ?? d.ipPerMinute,
    now: options.now ?? d.now,
  };
  const store = options.redis ? redisStore(options.redis, o) : memoryStore(o);
  const orOpen = async <T>(work: () => Promise<T>, open: T): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      options.onStoreError?.(err);
      return open;
    }
  };
  return {
    async attempt(ip, account, run) {
      const keys = keysFor(ip, account);
      const ipWait = await orOpen(() => store.takeIp(keys, o.now()), 0);
      if (ipWait > 0) throw tooMany(ipWait);
      const taken = await orOpen(() => store.takeAccount(keys, o.now()), { waitMs: 0, counter: keys.shared });
      if (taken.waitMs > 0) throw tooMany(taken.waitMs);
      const result = await run();
      await orOpen(() => store.succeed(keys, taken.counter, o.now()), undefined);
      return result;
    },
  };
}
