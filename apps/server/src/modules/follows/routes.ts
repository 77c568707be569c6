import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZFollowCheckRequest, ZFollowOperateRequest, ZFollowState } from '@fanlane/contracts/follow';
import { ok } from '../../http/envelope.ts';
import { callerOf, optionalUser, requireUser } from '../auth/guards.ts';
import { getFollowState } from './get-follow-state.ts';
import { setFollow } from './set-follow.ts';

const tags = ['follows'];

export function followRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const response = { 200: ZEnvelope(ZFollowState) };
  const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post(
    PATHS.followCheck,
    { preHandler: optionalUser, schema: { tags, body: ZFollowCheckRequest, response } },
    async (req) => ok(await getFollowState(deps, req.caller?.user.id ?? null, req.body.addressOrDomain)),
  );
  app.post(
    PATHS.followOperate,
    { config: limited, preHandler: requireUser, schema: { tags, body: ZFollowOperateRequest, response } },
    async (req) => ok(await setFollow(deps, callerOf(req), req.body.addressOrDomain, req.body.follow)),
  );
}
