import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import { ZPushBindRequest, ZPushQuery, ZPushUnbindRequest } from '@fanlane/contracts/notifications';
import { ok } from '../../http/envelope.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { callerOf, requireUser } from '../auth/guards.ts';
import { bindPush } from './bind-push.ts';
import { queryPush } from './query-push.ts';
import { unbindPush } from './unbind-push.ts';

const tags = ['web-push'];

/** Web push (docs/notifications.md): each signed-in browser outside Telegram binds its subscription. */
export function webPushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const write = { preHandler: requireUser, config: perUserLimit(60) };
  const done = { 200: ZEnvelope(ZOk) };

  app.post(PATHS.pushBind, { ...write, schema: { tags, body: ZPushBindRequest, response: done } }, async (req) =>
    ok(await bindPush(deps, callerOf(req).user, req.body)),
  );
  app.post(PATHS.pushUnbind, { ...write, schema: { tags, body: ZPushUnbindRequest, response: done } }, async (req) =>
    ok(await unbindPush(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.pushQuery,
    { preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(ZPushQuery) } } },
    async (req) => ok(await queryPush(deps, callerOf(req).user)),
  );
}
