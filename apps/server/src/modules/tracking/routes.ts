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
import { unreadNotifications } from '../notifications/unread-notifications.ts';

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
  // Unread counts (the web app polls this on navigation): messages from the chat, notifications
  // from their list.
  app.post(
    PATHS.unread,
    { preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(ZUnreadCount) } } },
    async (req) => {
      const { user } = callerOf(req);
      const [messages, notification] = await Promise.all([unreadCount(deps, user), unreadNotifications(deps, user.id)]);
      return ok({ ...messages, notification });
    },
  );
}
