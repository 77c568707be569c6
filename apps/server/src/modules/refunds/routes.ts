/** Admin refunds of fans' payments (docs/money.md, "Refund"). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZRefundRequest } from '@fanlane/contracts/money';
import { ok } from '../../http/envelope.ts';
import { callerOf, requirePermission } from '../auth/guards.ts';
import { ZRefundResult } from './present-refund.ts';
import { refundPayment } from './refund-payment.ts';

const tags = ['money'];

export function refundRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    PATHS.adminRefund,
    {
      preHandler: requirePermission('money.manage'),
      schema: { tags, body: ZRefundRequest, response: { 200: ZEnvelope(ZRefundResult) } },
    },
    async (req) => ok(await refundPayment(deps, callerOf(req), req.body)),
  );
}
