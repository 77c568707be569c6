/** Posts: writing (creators, seller headers), reading (anyone, more when signed in), likes and comments. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZCursorRequest, ZPage } from '@fanlane/contracts/page';
import {
  ZComment,
  ZCommentAddRequest,
  ZCommentDeleteRequest,
  ZCommentListRequest,
  ZCreatorPostsRequest,
  ZLikeRequest,
  ZLikeState,
  ZPost,
  ZPostCreateRequest,
  ZPostIdRequest,
  ZPostPinRequest,
  ZPostSensitiveRequest,
  ZPostUpdateRequest,
} from '@fanlane/contracts/post';
import { ok } from '../../http/envelope.ts';
import { callerOf, optionalUser, requireCreator, requireUser } from '../auth/guards.ts';
import { createPost, updatePost } from './write-post.ts';
import { deletePost, pinPost, setPostSensitive } from './manage-post.ts';
import { getPost, listCreatorPosts, listQueue } from './read-posts.ts';
import { addComment, deleteComment, listComments, setLike } from './engage.ts';
import { viewerPlace } from '../geo-blocks/viewer-place.ts';

const tags = ['posts'];
const ZDeleted = ZEnvelope(z.object({ deleted: z.literal(true) }));

export function postRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const post = { 200: ZEnvelope(ZPost) };
  const page = { 200: ZEnvelope(ZPage(ZPost)) };
  const writes = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  const viewer = (req: { caller: { user: Parameters<typeof getPost>[1] } | null }) => req.caller?.user ?? null;

  app.post(
    PATHS.postCreate,
    { config: writes, preHandler: requireCreator, schema: { tags, body: ZPostCreateRequest, response: post } },
    async (req) => ok(await createPost(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.postUpdate,
    { config: writes, preHandler: requireCreator, schema: { tags, body: ZPostUpdateRequest, response: post } },
    async (req) => ok(await updatePost(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.postDelete,
    { preHandler: requireCreator, schema: { tags, body: ZPostIdRequest, response: { 200: ZDeleted } } },
    async (req) => ok(await deletePost(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.postPin,
    { preHandler: requireCreator, schema: { tags, body: ZPostPinRequest, response: post } },
    async (req) => ok(await pinPost(deps, callerOf(req), req.body.id, req.body.pinned)),
  );
  app.post(
    PATHS.postSensitive,
    { config: writes, preHandler: requireCreator, schema: { tags, body: ZPostSensitiveRequest, response: post } },
    async (req) => ok(await setPostSensitive(deps, callerOf(req), req.body.id, req.body.sensitive)),
  );
  app.post(
    PATHS.postQueue,
    { preHandler: requireCreator, schema: { tags, body: ZCursorRequest, response: page } },
    async (req) => ok(await listQueue(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.postDetail,
    { preHandler: optionalUser, schema: { tags, body: ZPostIdRequest, response: post } },
    async (req) => ok(await getPost(deps, viewer(req), req.body.id, await viewerPlace(deps, req))),
  );
  app.post(
    PATHS.postList,
    { preHandler: optionalUser, schema: { tags, body: ZCreatorPostsRequest, response: page } },
    async (req) => ok(await listCreatorPosts(deps, viewer(req), req.body, await viewerPlace(deps, req))),
  );
  app.post(
    PATHS.postLike,
    {
      config: writes,
      preHandler: requireUser,
      schema: { tags, body: ZLikeRequest, response: { 200: ZEnvelope(ZLikeState) } },
    },
    async (req) => ok(await setLike(deps, callerOf(req), req.body.id, req.body.like)),
  );
  app.post(
    PATHS.commentList,
    {
      preHandler: optionalUser,
      schema: { tags, body: ZCommentListRequest, response: { 200: ZEnvelope(ZPage(ZComment)) } },
    },
    async (req) => ok(await listComments(deps, viewer(req), req.body, await viewerPlace(deps, req))),
  );
  app.post(
    PATHS.commentAdd,
    {
      config: writes,
      preHandler: requireUser,
      schema: { tags, body: ZCommentAddRequest, response: { 200: ZEnvelope(ZComment) } },
    },
    async (req) => ok(await addComment(deps, callerOf(req), req.body.postId, req.body.text)),
  );
  app.post(
    PATHS.commentDelete,
    { preHandler: requireUser, schema: { tags, body: ZCommentDeleteRequest, response: { 200: ZDeleted } } },
    async (req) => ok(await deleteComment(deps, callerOf(req), req.body.id)),
  );
}
