/** What the public pages ask of the server: the operator's texts and this deployment's figures. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPageTexts, ZPageTextsRequest } from '@fanlane/contracts/public-pages';
import { ok } from '../../http/envelope.ts';
import { readPageTexts } from './read-page-texts.ts';

export function publicPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  app.post(
    PATHS.pageTexts,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags: ['public-pages'], body: ZPageTextsRequest, response: { 200: ZEnvelope(ZPageTexts) } },
    },
    async (req) => ok(await readPageTexts(deps, req.body.locale)),
  );
}
