/** Card top-ups (/topUp: depositMethod, deposit, kodo, alchemy, transactions) and saved cards. Every call is the caller's own. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import {
  ZPaymentMethod,
  ZPaymentMethodIdRequest,
  ZPaymentMethodSaveRequest,
  ZTopUp,
  ZTopUpCancelRequest,
  ZTopUpCreateRequest,
  ZTopUpDetailRequest,
  ZTopUpListRequest,
  ZTopUpOptions,
} from '@fanlane/contracts/top-up';
import { ok } from '../../http/envelope.ts';
import { publicUrlOf } from '../../http/public-origin.ts';
import { callerOf, requireUser } from '../auth/guards.ts';
import { idempotencyKeyOf } from '../../ledger/idempotency.ts';
import { topUpOptions } from './top-up-options.ts';
import { createTopUp } from './create-top-up.ts';
import { getTopUp, listTopUps } from './read-top-ups.ts';
import { cancelTopUp } from './cancel-top-up.ts';
import {
  deletePaymentMethod,
  listPaymentMethods,
  savePaymentMethod,
  setPrimaryPaymentMethod,
} from './manage-payment-methods.ts';

const tags = ['top-ups'];

export function topUpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const topUp = { 200: ZEnvelope(ZTopUp) };
  const card = { 200: ZEnvelope(ZPaymentMethod) };
  const writes = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    PATHS.topUpOptions,
    { preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(ZTopUpOptions) } } },
    () => ok(topUpOptions(deps)),
  );
  app.post(
    PATHS.topUpCreate,
    { config: writes, preHandler: requireUser, schema: { tags, body: ZTopUpCreateRequest, response: topUp } },
    async (req) => {
      const caller = callerOf(req);
      const appUrl = publicUrlOf(deps.config, req);
      return ok(await createTopUp(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body, appUrl));
    },
  );
  app.post(
    PATHS.topUpList,
    { preHandler: requireUser, schema: { tags, body: ZTopUpListRequest, response: { 200: ZEnvelope(ZPage(ZTopUp)) } } },
    async (req) => ok(await listTopUps(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.topUpDetail,
    { preHandler: requireUser, schema: { tags, body: ZTopUpDetailRequest, response: topUp } },
    async (req) => ok(await getTopUp(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.topUpCancel,
    { config: writes, preHandler: requireUser, schema: { tags, body: ZTopUpCancelRequest, response: topUp } },
    async (req) => ok(await cancelTopUp(deps, callerOf(req), req.body.id)),
  );

  app.post(
    PATHS.paymentMethodList,
    { preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(z.array(ZPaymentMethod)) } } },
    async (req) => ok(await listPaymentMethods(deps, callerOf(req))),
  );
  app.post(
    PATHS.paymentMethodSave,
    { config: writes, preHandler: requireUser, schema: { tags, body: ZPaymentMethodSaveRequest, response: card } },
    async (req) => ok(await savePaymentMethod(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.paymentMethodDelete,
    {
      config: writes,
      preHandler: requireUser,
      schema: { tags, body: ZPaymentMethodIdRequest, response: { 200: ZEnvelope(ZOk) } },
    },
    async (req) => {
      await deletePaymentMethod(deps, callerOf(req), req.body.id);
      return ok({ ok: true as const });
    },
  );
  app.post(
    PATHS.paymentMethodSetPrimary,
    { config: writes, preHandler: requireUser, schema: { tags, body: ZPaymentMethodIdRequest, response: card } },
    async (req) => ok(await setPrimaryPaymentMethod(deps, callerOf(req), req.body.id)),
  );
}
