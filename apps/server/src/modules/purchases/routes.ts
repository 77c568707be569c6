/** Buying a pay-per-view post: a money call, with an Idempotency-Key and the per-user money rate limit. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPurchaseRequest, ZPurchaseResult } from '@fanlane/contracts/money';
import { ok } from '../../http/envelope.ts';
import { callerOf, requireUser } from '../auth/guards.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { idempotencyKeyOf } from '../../ledger/idempotency.ts';
import { purchasePost } from './purchase-post.ts';

const tags = ['money'];

export function purchaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    PATHS.purchase,
    {
      config: perUserLimit(deps.config.moneyRateLimitPerMinute),
      preHandler: requireUser,
      schema: { tags, body: ZPurchaseRequest, response: { 200: ZEnvelope(ZPurchaseResult) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await purchasePost(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body));
    },
  );
}
