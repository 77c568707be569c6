import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { AVATAR_MAX_BYTES, ZProfile, ZProfileRequest, ZProfileUpdateRequest } from '@fanlane/contracts/profile';
import { ok } from '../../http/envelope.ts';
import { appError } from '../../http/app-error.ts';
import { callerOf, requireUser } from '../../http/auth-guards.ts';
import { getProfile } from './get-profile.ts';
import { updateProfile } from './update-profile.ts';
import { uploadAvatar } from './upload-avatar.ts';

const tags = ['profile'];

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const response = { 200: ZEnvelope(ZProfile) };

  app.post(PATHS.profile, { schema: { tags, body: ZProfileRequest, response } }, async (req) => ok(await getProfile(deps, req.body.addressOrDomain)));
  app.post(PATHS.profileUpdate, { preHandler: requireUser, schema: { tags, body: ZProfileUpdateRequest, response } }, async (req) =>
    ok(await updateProfile(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.profileAvatar,
    { preHandler: requireUser, schema: { tags, consumes: ['multipart/form-data'], response } },
    async (req) => {
      const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file) throw appError('UPLOAD_INVALID');
      const bytes = await file.toBuffer();
      return ok(await uploadAvatar(deps, callerOf(req), bytes));
    },
  );
}
