import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import { ZLoginEvent, ZTrackEvent, ZUnreadCount } from '@fanlane/contracts/tracking';
import { ok } from '../../http/envelope.ts';
import { callerOf, clientMeta, optionalUser, requireUser } from '../auth/guards.ts';
import { recordTrackEvent } from './record-track-event.ts';
import { recordLoginEvent } from './record-login-event.ts';
import { unreadCount } from '../chat/read-chat.ts';

const tags = ['tracking'];

export function trackingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const response = { 200: ZEnvelope(ZOk) };
  const limited = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.post(
    PATHS.track,
    { config: limited, preHandler: optionalUser, schema: { tags, body: ZTrackEvent, response } },
    async (req) => ok(await recordTrackEvent(deps, req.body, req.caller?.user.id ?? null, clientMeta(req))),
  );
  app.post(
    PATHS.loginEvent,
    { config: limited, preHandler: requireUser, schema: { tags, body: ZLoginEvent, response } },
    async (req) => ok(await recordLoginEvent(deps, callerOf(req), req.body, clientMeta(req))),
  );
  // Unread counts: messages and notifications arrive with the chat and notification issues; until
  // then a signed-in user truly has none, and the web app polls this on navigation.
  app.post(
    PATHS.unread,
    { preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(ZUnreadCount) } } },
    async (req) => ok({ ...(await unreadCount(deps, callerOf(req).user)), notification: 0 }),
  );
}
