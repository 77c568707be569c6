import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import { ZBlockedUser, ZBlockListRequest, ZBlockOperateRequest, ZBlockState } from '@fanlane/contracts/social';
import { ok } from '../../http/envelope.ts';
import { callerOf, requireUser } from '../auth/guards.ts';
import { listBlocked } from './list-blocked.ts';
import { setBlock } from './set-block.ts';

const tags = ['blocks'];

export function blockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post(
    PATHS.blockOperate,
    {
      config: limited,
      preHandler: requireUser,
      schema: { tags, body: ZBlockOperateRequest, response: { 200: ZEnvelope(ZBlockState) } },
    },
    async (req) => ok(await setBlock(deps, callerOf(req), req.body.address, req.body.block)),
  );
  app.post(
    PATHS.blockList,
    {
      preHandler: requireUser,
      schema: { tags, body: ZBlockListRequest, response: { 200: ZEnvelope(ZPage(ZBlockedUser)) } },
    },
    async (req) => ok(await listBlocked(deps, callerOf(req), req.body)),
  );
}
