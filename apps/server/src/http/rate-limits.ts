/**
 * Rate limits for calls made by a signed-in user. Counted per user, not per address: the limit
 * runs after the auth guard (the preHandler hook), so one account cannot hammer the ledger from
 * many addresses, and many people behind one address (a mobile carrier, an office) do not share a
 * budget. Shared through Redis with the other limits when REDIS_URL is set (app.ts).
 */
import type { FastifyRequest } from 'fastify';

const userKey = (req: FastifyRequest) => (req.caller ? `user:${req.caller.user.id}` : `ip:${req.ip}`);

/** Route config: at most `max` calls a minute per signed-in user (MONEY_RATE_LIMIT_PER_MINUTE for money calls). */
export const perUserLimit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: userKey },
});
