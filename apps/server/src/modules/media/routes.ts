/** The vault (uploads, list, delete), the watermark settings and signed media delivery. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import {
  ZMediaIdRequest,
  ZUploadResult,
  ZVaultItem,
  ZVaultListRequest,
  ZWatermarkSettings,
} from '@fanlane/contracts/post';
import { ok } from '../../http/envelope.ts';
import { callerOf, requireCreator } from '../auth/guards.ts';
import { videoToolsLoader } from '../../media/video-tools.ts';
import { stageUploads } from './stage-uploads.ts';
import { closeOnRefusal } from '../../media/read-upload.ts';
import { uploadMedia } from './upload-media.ts';
import { listVault } from './list-vault.ts';
import { deleteMedia } from './delete-media.ts';
import { getWatermark } from './get-watermark.ts';
import { updateWatermark } from './update-watermark.ts';
import { serveMediaFile } from './serve-media-file.ts';
import { readMediaKey } from './media-key-cookie.ts';

const tags = ['media'];

export function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const videoTools = videoToolsLoader(deps.config.ffmpegPath, fastify.log);
  const watermarkResponse = { 200: ZEnvelope(ZWatermarkSettings) };

  app.post(
    PATHS.mediaUpload,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      preHandler: requireCreator,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZEnvelope(ZUploadResult) } },
    },
    async (req, reply) => {
      // A client still sending a refused upload should not keep this connection for another request.
      const staged = await closeOnRefusal(reply, () => stageUploads(req, deps.config));
      return ok(await uploadMedia(deps, callerOf(req), staged, videoTools));
    },
  );
  app.post(
    PATHS.vaultList,
    {
      preHandler: requireCreator,
      schema: { tags, body: ZVaultListRequest, response: { 200: ZEnvelope(ZPage(ZVaultItem)) } },
    },
    async (req) => ok(await listVault(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.mediaDelete,
    { preHandler: requireCreator, schema: { tags, body: ZMediaIdRequest, response: { 200: ZEnvelope(ZOk) } } },
    async (req) => {
      await deleteMedia(deps, callerOf(req), req.body.id);
      return ok({ ok: true as const });
    },
  );
  app.post(PATHS.watermark, { preHandler: requireCreator, schema: { tags, response: watermarkResponse } }, (req) =>
    ok(getWatermark(callerOf(req))),
  );
  app.post(
    PATHS.watermarkUpdate,
    { preHandler: requireCreator, schema: { tags, body: ZWatermarkSettings, response: watermarkResponse } },
    async (req) => ok(await updateWatermark(deps, callerOf(req), req.body)),
  );

  // No Authorization header here: <img> and <video> cannot send one. The signature is the right,
  // and for a bound link the media key cookie says whose browser asks (media-key-cookie.ts).
  app.route({
    method: ['GET', 'HEAD'],
    url: `${PATHS.mediaFile}/:mediaId/:variant`,
    schema: {
      tags,
      params: z.object({ mediaId: z.string(), variant: z.string() }),
      querystring: z.object({ exp: z.string().optional(), in: z.string().optional(), sig: z.string().optional() }),
    },
    handler: async (req, reply) => {
      const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
      const viewer = req.query.in === undefined ? null : readMediaKey(req);
      const answer = await serveMediaFile(deps, { ...req.params, ...req.query, viewer, range }, videoTools);
      void reply.status(answer.status).headers(answer.headers);
      if (req.method === 'HEAD' || answer.body === null) return reply.send();
      return reply.send(typeof answer.body === 'function' ? answer.body() : answer.body);
    },
  });
}
