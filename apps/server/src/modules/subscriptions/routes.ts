/** Tiers (creators, seller headers; listed publicly) and subscriptions (fans; subscribe is a money call). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import {
  ZAutoRenewRequest,
  ZPlanChangeQuote,
  ZPlanChangeQuoteRequest,
  ZPlanChangeRequest,
  ZSubscribeRequest,
  ZSubscription,
  ZSubscriptionIdRequest,
  ZSubscriptionListRequest,
  ZSubscriptionState,
  ZSubscriptionStateRequest,
  ZTier,
  ZTierList,
  ZTierListRequest,
  ZTierSaveRequest,
} from '@fanlane/contracts/subscription';
import { ok } from '../../http/envelope.ts';
import { callerOf, optionalUser, requireCreator, requireUser } from '../auth/guards.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { idempotencyKeyOf } from '../../ledger/idempotency.ts';
import { changePlan, quotePlanChange } from './change-plan.ts';
import { getSubscriptionState } from './get-subscription-state.ts';
import { listSubscriptions } from './list-subscriptions.ts';
import { listTiers } from './list-tiers.ts';
import { saveTier } from './save-tier.ts';
import { cancelSubscription, setAutoRenew } from './set-auto-renew.ts';
import { subscribe } from './subscribe.ts';

const tags = ['subscriptions'];

export function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  const one = { 200: ZEnvelope(ZSubscription) };

  app.post(
    PATHS.tierList,
    { preHandler: optionalUser, schema: { tags, body: ZTierListRequest, response: { 200: ZEnvelope(ZTierList) } } },
    async (req) => ok(await listTiers(deps, req.caller?.user.id ?? null, req.body.addressOrDomain)),
  );
  app.post(
    PATHS.tierSave,
    {
      config: limited,
      preHandler: requireCreator,
      schema: { tags, body: ZTierSaveRequest, response: { 200: ZEnvelope(ZTier) } },
    },
    async (req) => ok(await saveTier(deps, callerOf(req), req.body)),
  );
  const money = perUserLimit(deps.config.moneyRateLimitPerMinute);
  app.post(
    PATHS.subscribe,
    { config: money, preHandler: requireUser, schema: { tags, body: ZSubscribeRequest, response: one } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await subscribe(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body));
    },
  );
  app.post(
    PATHS.subscriptionState,
    {
      preHandler: optionalUser,
      schema: { tags, body: ZSubscriptionStateRequest, response: { 200: ZEnvelope(ZSubscriptionState) } },
    },
    async (req) => ok(await getSubscriptionState(deps, req.caller?.user.id ?? null, req.body.addressOrDomain)),
  );
  app.post(
    PATHS.subscriptionList,
    {
      preHandler: requireUser,
      schema: { tags, body: ZSubscriptionListRequest, response: { 200: ZEnvelope(ZPage(ZSubscription)) } },
    },
    async (req) => ok(await listSubscriptions(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.subscriptionAutoRenew,
    { config: limited, preHandler: requireUser, schema: { tags, body: ZAutoRenewRequest, response: one } },
    async (req) => ok(await setAutoRenew(deps, callerOf(req), req.body.id, req.body.autoRenew)),
  );
  app.post(
    PATHS.subscriptionCancel,
    { config: limited, preHandler: requireUser, schema: { tags, body: ZSubscriptionIdRequest, response: one } },
    async (req) => ok(await cancelSubscription(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.planChangeQuote,
    {
      config: limited,
      preHandler: requireUser,
      schema: { tags, body: ZPlanChangeQuoteRequest, response: { 200: ZEnvelope(ZPlanChangeQuote) } },
    },
    async (req) => ok(await quotePlanChange(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.planChange,
    { config: money, preHandler: requireUser, schema: { tags, body: ZPlanChangeRequest, response: one } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await changePlan(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body));
    },
  );
}
