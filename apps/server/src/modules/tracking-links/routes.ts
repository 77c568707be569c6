/** /settings/tracking: a creator's tracking links (seller calls), and the public promotion-tag registration. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import {
  ZPromotionTagUse,
  ZPromotionTagUseResult,
  ZTrackingLink,
  ZTrackingLinkArchiveRequest,
  ZTrackingLinkCreateRequest,
  ZTrackingLinkList,
  ZTrackingLinkListRequest,
  ZTrackingLinkUpdateRequest,
} from '@fanlane/contracts/tracking-links';
import { ok } from '../../http/envelope.ts';
import { callerOf, clientMeta, optionalUser, requireCreator } from '../auth/guards.ts';
import { listTrackingLinks } from './list-links.ts';
import { archiveTrackingLink, createTrackingLink, renameTrackingLink } from './manage-links.ts';
import { registerPromotionTagUse } from './register-use.ts';

const tags = ['tracking-links'];

export function trackingLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const link = { 200: ZEnvelope(ZTrackingLink) };
  const writes = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post(
    PATHS.trackingLinkList,
    {
      preHandler: requireCreator,
      schema: { tags, body: ZTrackingLinkListRequest.optional(), response: { 200: ZEnvelope(ZTrackingLinkList) } },
    },
    async (req) => ok(await listTrackingLinks(deps, callerOf(req), req.body?.period ?? '30d')),
  );
  app.post(
    PATHS.trackingLinkCreate,
    { config: writes, preHandler: requireCreator, schema: { tags, body: ZTrackingLinkCreateRequest, response: link } },
    async (req) => ok(await createTrackingLink(deps, callerOf(req), req.body.name)),
  );
  app.post(
    PATHS.trackingLinkUpdate,
    { config: writes, preHandler: requireCreator, schema: { tags, body: ZTrackingLinkUpdateRequest, response: link } },
    async (req) => ok(await renameTrackingLink(deps, callerOf(req), req.body.id, req.body.name)),
  );
  app.post(
    PATHS.trackingLinkArchive,
    { config: writes, preHandler: requireCreator, schema: { tags, body: ZTrackingLinkArchiveRequest, response: link } },
    async (req) => ok(await archiveTrackingLink(deps, callerOf(req), req.body.id, req.body.archived)),
  );
  // Public: anyone opening a link, signed in or not. Counted once per visitor a day, so the limit only stops floods.
  app.post(
    PATHS.promotionTagUse,
    {
      config: { rateLimit: { max: deps.config.promotionTagUsesPerMinute, timeWindow: '1 minute' } },
      preHandler: optionalUser,
      schema: { tags, body: ZPromotionTagUse, response: { 200: ZEnvelope(ZPromotionTagUseResult) } },
    },
    async (req) => ok(await registerPromotionTagUse(deps, req.body, req.caller?.user ?? null, clientMeta(req))),
  );
}
