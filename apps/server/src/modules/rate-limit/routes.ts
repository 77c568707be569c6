/**
 * The spec's `/rate/limit/pre-access` and `/rate/limit/access` (docs/rate-limits.md): ask whether
 * an expensive action may run now (spending nothing), or spend one unit of its budget. Anyone may
 * call them; the budget is the caller's address's, the same one the guarded call spends.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZRateLimitRequest, ZRateLimitState } from '@fanlane/contracts/rate-limit';
import { ok } from '../../http/envelope.ts';

const tags = ['rate-limit'];

export function rateLimitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const schema = { tags, body: ZRateLimitRequest, response: { 200: ZEnvelope(ZRateLimitState) } };
  // Asking is cheap but not free: as limited as a sign-in call, so it cannot be polled hard.
  const config = { rateLimit: { max: deps.config.authRateLimitPerMinute * 6, timeWindow: '1 minute' } };

  app.post(PATHS.rateLimitPreAccess, { config, schema }, async (req) =>
    ok(await fastify.actionBudget.peek(req.body.action, req.ip)),
  );
  app.post(PATHS.rateLimitAccess, { config, schema }, async (req) =>
    ok(await fastify.actionBudget.take(req.body.action, req.ip)),
  );
}
