/** /settings/security/blockByCountry and blockByIP: a creator's own blocks (seller calls). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZGeoBlocks, ZGeoCountriesRequest, ZGeoNetworksRequest } from '@fanlane/contracts/geo-blocks';
import { ok } from '../../http/envelope.ts';
import { callerOf, requireCreator } from '../auth/guards.ts';
import { getGeoBlocks } from './get-geo-blocks.ts';
import { setBlockedCountries, setBlockedNetworks } from './set-geo-blocks.ts';
import { viewerPlace } from './viewer-place.ts';

const tags = ['geo-blocks'];

export function geoBlockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const response = { 200: ZEnvelope(ZGeoBlocks) };
  const writes = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  /** Every answer is the whole state, with where the caller's own request comes from. */
  const state = async (req: Parameters<typeof callerOf>[0]) =>
    ok(await getGeoBlocks(deps, callerOf(req), await viewerPlace(deps, req)));

  app.post(PATHS.geoBlocks, { preHandler: requireCreator, schema: { tags, response } }, (req) => state(req));
  app.post(
    PATHS.geoBlockCountries,
    { config: writes, preHandler: requireCreator, schema: { tags, body: ZGeoCountriesRequest, response } },
    async (req) => {
      await setBlockedCountries(deps, callerOf(req), req.body.countries);
      return state(req);
    },
  );
  app.post(
    PATHS.geoBlockNetworks,
    { config: writes, preHandler: requireCreator, schema: { tags, body: ZGeoNetworksRequest, response } },
    async (req) => {
      await setBlockedNetworks(deps, callerOf(req), req.body.networks);
      return state(req);
    },
  );
}
