import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import {
  ZCollection,
  ZCollectionCreateRequest,
  ZCollectionDetail,
  ZCollectionDetailRequest,
  ZCollectionFavoriteRequest,
  ZCollectionFavoritesRequest,
  ZCollectionFavoriteState,
  ZCollectionIdRequest,
  ZCollectionList,
  ZCollectionListRequest,
  ZCollectionUpdateRequest,
} from '@fanlane/contracts/social';
import { ok } from '../../http/envelope.ts';
import { callerOf, optionalUser, requireCreator, requireUser } from '../auth/guards.ts';
import { createCollection } from './create-collection.ts';
import { deleteCollection } from './delete-collection.ts';
import { favoriteCollection } from './favorite-collection.ts';
import { getCollection } from './get-collection.ts';
import { listCollections } from './list-collections.ts';
import { listFavorites } from './list-favorites.ts';
import { updateCollection } from './update-collection.ts';

const tags = ['collections'];

export function collectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const one = { 200: ZEnvelope(ZCollection) };
  const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post(
    PATHS.collectionCreate,
    { config: limited, preHandler: requireCreator, schema: { tags, body: ZCollectionCreateRequest, response: one } },
    async (req) => ok(await createCollection(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.collectionUpdate,
    { config: limited, preHandler: requireCreator, schema: { tags, body: ZCollectionUpdateRequest, response: one } },
    async (req) => ok(await updateCollection(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.collectionDelete,
    { preHandler: requireCreator, schema: { tags, body: ZCollectionIdRequest, response: { 200: ZEnvelope(ZOk) } } },
    async (req) => ok(await deleteCollection(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.collectionList,
    {
      preHandler: optionalUser,
      schema: { tags, body: ZCollectionListRequest, response: { 200: ZEnvelope(ZCollectionList) } },
    },
    async (req) => ok(await listCollections(deps, req.caller?.user.id ?? null, req.body)),
  );
  app.post(
    PATHS.collectionDetail,
    {
      preHandler: optionalUser,
      schema: { tags, body: ZCollectionDetailRequest, response: { 200: ZEnvelope(ZCollectionDetail) } },
    },
    async (req) => ok(await getCollection(deps, req.caller?.user ?? null, req.body)),
  );
  app.post(
    PATHS.collectionFavorite,
    {
      config: limited,
      preHandler: requireUser,
      schema: { tags, body: ZCollectionFavoriteRequest, response: { 200: ZEnvelope(ZCollectionFavoriteState) } },
    },
    async (req) => ok(await favoriteCollection(deps, callerOf(req), req.body.id, req.body.favorite)),
  );
  app.post(
    PATHS.collectionFavorites,
    {
      preHandler: requireUser,
      schema: { tags, body: ZCollectionFavoritesRequest, response: { 200: ZEnvelope(ZPage(ZCollection)) } },
    },
    async (req) => ok(await listFavorites(deps, callerOf(req), req.body)),
  );
}
