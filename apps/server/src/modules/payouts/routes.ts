/** A creator's payout methods (`/settings/paymentGatewayManagement`): list, save one, delete one. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPayoutMethod, ZPayoutMethodDeleteRequest, ZPayoutMethodSaveRequest } from '@fanlane/contracts/payout';
import { ok } from '../../http/envelope.ts';
import { callerOf, requireCreator } from '../auth/guards.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { listPayoutMethods, removePayoutMethod, savePayoutMethod } from './payout-methods.ts';

const tags = ['money'];
// Counted per creator, as every signed-in limit is (http/rate-limits.ts), not per address.
const writes = perUserLimit(30);

export function payoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    PATHS.payoutMethodList,
    { preHandler: requireCreator, schema: { tags, response: { 200: ZEnvelope(z.array(ZPayoutMethod)) } } },
    async (req) => ok(await listPayoutMethods(deps, callerOf(req).user.id)),
  );
  app.post(
    PATHS.payoutMethodSave,
    {
      preHandler: requireCreator,
      config: writes,
      schema: { tags, body: ZPayoutMethodSaveRequest, response: { 200: ZEnvelope(ZPayoutMethod) } },
    },
    async (req) => ok(await savePayoutMethod(deps, callerOf(req).user.id, req.body)),
  );
  app.post(
    PATHS.payoutMethodDelete,
    {
      preHandler: requireCreator,
      config: writes,
      schema: {
        tags,
        body: ZPayoutMethodDeleteRequest,
        response: { 200: ZEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (req) => {
      await removePayoutMethod(deps, callerOf(req).user.id, req.body.id);
      return ok({ deleted: true as const });
    },
  );
}
