import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import {
  AVATAR_MAX_BYTES,
  COVER_MAX_BYTES,
  ZProfile,
  ZProfileRequest,
  ZProfileUpdateRequest,
} from '@fanlane/contracts/profile';
import { ok } from '../../http/envelope.ts';
import { AppError, appError } from '../../http/app-error.ts';
import { callerOf, requireUser } from '../auth/guards.ts';
import { getProfile } from './get-profile.ts';
import { updateProfile } from './update-profile.ts';
import { uploadAvatar } from './upload-avatar.ts';
import { uploadCover } from './upload-cover.ts';

const tags = ['profile'];

export function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const response = { 200: ZEnvelope(ZProfile) };

  app.post(PATHS.profile, { schema: { tags, body: ZProfileRequest, response } }, async (req) =>
    ok(await getProfile(deps, req.body.addressOrDomain)),
  );
  app.post(
    PATHS.profileUpdate,
    { preHandler: requireUser, schema: { tags, body: ZProfileUpdateRequest, response } },
    async (req) => ok(await updateProfile(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.profileAvatar,
    { preHandler: requireUser, schema: { tags, consumes: ['multipart/form-data'], response } },
    async (req) => ok(await uploadAvatar(deps, callerOf(req), await readUploadedFile(req, AVATAR_MAX_BYTES))),
  );
  app.post(
    PATHS.profileCover,
    { preHandler: requireUser, schema: { tags, consumes: ['multipart/form-data'], response } },
    async (req) => ok(await uploadCover(deps, callerOf(req), () => readUploadedFile(req, COVER_MAX_BYTES))),
  );
}

/** The bytes of the one uploaded file. A broken form (no boundary, cut short) is the client's fault, not a 500. */
async function readUploadedFile(req: FastifyRequest, maxBytes: number): Promise<Buffer> {
  try {
    const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw appError('UPLOAD_INVALID');
    return await file.toBuffer();
  } catch (err) {
    // Size and count limits carry their status; the multipart parser reports a malformed body as a bare Error.
    if (err instanceof Error && !(err instanceof AppError) && !('statusCode' in err))
      throw appError('BAD_REQUEST', { cause: err });
    throw err;
  }
}
