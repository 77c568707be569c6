import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import { ZPost, ZPostSearchRequest } from '@fanlane/contracts/post';
import {
  ZBlogSearchRequest,
  ZBlogSearchResult,
  ZCreatorPage,
  ZCreatorSearchRequest,
  ZHomeFeedRequest,
  ZRecommendation,
  ZRecommendRequest,
} from '@fanlane/contracts/discover';
import { ok } from '../../http/envelope.ts';
import { callerOf, optionalUser, requireUser } from '../auth/guards.ts';
import { blogSearch } from './blog-search.ts';
import { homeFeedBody, sendFeedPage } from './home-feed.ts';
import { recommend } from './recommend.ts';
import { searchCreators } from './search-creators.ts';
import { searchPosts } from './search-posts.ts';
import { viewerPlace } from '../geo-blocks/viewer-place.ts';

const tags = ['discover'];

/** /blog/v2/* answers exactly what /blog/v1/* does; both stay for older and newer clients (docs/feeds.md). */
export function discoverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const searchLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.post(
    PATHS.creatorSearch,
    {
      config: searchLimit,
      preHandler: optionalUser,
      schema: { tags, body: ZCreatorSearchRequest, response: { 200: ZEnvelope(ZCreatorPage) } },
    },
    async (req) => ok(await searchCreators(deps, await viewerPlace(deps, req), req.body)),
  );
  app.post(
    PATHS.postSearch,
    {
      config: searchLimit,
      preHandler: requireUser,
      schema: { tags, body: ZPostSearchRequest, response: { 200: ZEnvelope(ZPage(ZPost)) } },
    },
    async (req) => ok(await searchPosts(deps, callerOf(req), req.body, await viewerPlace(deps, req))),
  );
  for (const path of [PATHS.blogHomeV1, PATHS.blogHomeV2]) {
    app.post(
      path,
      { preHandler: requireUser, schema: { tags, body: ZHomeFeedRequest, response: { 200: ZEnvelope(ZPage(ZPost)) } } },
      async (req, reply) => {
        // JSON.stringify, not the zod serialiser (a tenth of the CPU of a built page): presentPosts
        // makes exactly the contract's shape, which timeline-cache.test.ts holds to the schema.
        const place = await viewerPlace(deps, req);
        const page = await homeFeedBody(deps, callerOf(req), req.body, place, (data) => JSON.stringify(ok(data)));
        return sendFeedPage(req, reply, page);
      },
    );
  }
  for (const path of [PATHS.blogRecommendV1, PATHS.blogRecommendV2]) {
    app.post(
      path,
      {
        preHandler: optionalUser,
        schema: { tags, body: ZRecommendRequest, response: { 200: ZEnvelope(ZRecommendation) } },
      },
      async (req) => ok(await recommend(deps, req.caller?.user ?? null, req.body, await viewerPlace(deps, req))),
    );
  }
  for (const path of [PATHS.blogSearchV1, PATHS.blogSearchV2]) {
    app.post(
      path,
      {
        config: searchLimit,
        preHandler: optionalUser,
        schema: { tags, body: ZBlogSearchRequest, response: { 200: ZEnvelope(ZBlogSearchResult) } },
      },
      async (req) => ok(await blogSearch(deps, req.caller?.user ?? null, req.body, await viewerPlace(deps, req))),
    );
  }
}
