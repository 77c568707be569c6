import type { FastifyInstance } from 'fastify';
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
import {
  ZAccountSettings,
  ZFullNameRequest,
  ZPayoutAddressRequest,
  ZSensitiveFilterRequest,
} from '@fanlane/contracts/account-settings';
import { ok } from '../../http/envelope.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { closeOnRefusal, readOneFile } from '../../media/read-upload.ts';
import { callerOf, optionalUser, requireUser } from '../auth/guards.ts';
import { getProfile } from './get-profile.ts';
import { conversationWithAddress } from '../chat/chat-repo.ts';
import { assertNotGeoBlocked, viewerPlace } from '../geo-blocks/viewer-place.ts';
import { updateProfile } from './update-profile.ts';
import { uploadAvatar } from './upload-avatar.ts';
import { uploadCover } from './upload-cover.ts';
import { readAccountSettings } from './read-account-settings.ts';
import { updateFullName, updatePayoutAddress, updateSensitiveFilter } from './update-account-settings.ts';

const tags = ['profile'];
/** A new avatar or cover is a rare act: 20 a minute per user leaves room for retries, not for load. */
export const PROFILE_UPLOADS_PER_MINUTE = 20;
const uploadLimit = perUserLimit(PROFILE_UPLOADS_PER_MINUTE);

export function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const response = { 200: ZEnvelope(ZProfile) };

  app.post(
    PATHS.profile,
    { preHandler: optionalUser, schema: { tags, body: ZProfileRequest, response } },
    async (req) => {
      const profile = await getProfile(deps, req.body.addressOrDomain);
      // A creator who blocks the viewer's country or address is not found (docs/geo-blocks.md).
      if (profile.creatorDomain) await assertNotGeoBlocked(deps, profile, await viewerPlace(deps, req));
      // The signed-in viewer's conversation with this user (spec: the support button opens it).
      const viewer = req.caller?.user;
      if (!viewer || viewer.address === profile.address) return ok(profile);
      return ok({ ...profile, privateChatId: await conversationWithAddress(deps.db, viewer.id, profile.address) });
    },
  );
  app.post(
    PATHS.profileUpdate,
    { preHandler: requireUser, schema: { tags, body: ZProfileUpdateRequest, response } },
    async (req) => ok(await updateProfile(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.profileAvatar,
    { preHandler: requireUser, config: uploadLimit, schema: { tags, consumes: ['multipart/form-data'], response } },
    async (req, reply) =>
      ok(
        await uploadAvatar(deps, callerOf(req), await closeOnRefusal(reply, () => readOneFile(req, AVATAR_MAX_BYTES))),
      ),
  );
  app.post(
    PATHS.profileCover,
    { preHandler: requireUser, config: uploadLimit, schema: { tags, consumes: ['multipart/form-data'], response } },
    async (req, reply) =>
      ok(await uploadCover(deps, callerOf(req), () => closeOnRefusal(reply, () => readOneFile(req, COVER_MAX_BYTES)))),
  );

  // The account's private settings (docs/account-settings.md): the caller's own, never anyone else's.
  const account = { 200: ZEnvelope(ZAccountSettings) };
  const settingsWrites = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.post(PATHS.accountSettings, { preHandler: requireUser, schema: { tags, response: account } }, (req) =>
    ok(readAccountSettings(callerOf(req))),
  );
  app.post(
    PATHS.fullNameUpdate,
    { config: settingsWrites, preHandler: requireUser, schema: { tags, body: ZFullNameRequest, response: account } },
    async (req) => ok(await updateFullName(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.payoutAddressUpdate,
    {
      config: settingsWrites,
      preHandler: requireUser,
      schema: { tags, body: ZPayoutAddressRequest, response: account },
    },
    async (req) => ok(await updatePayoutAddress(deps, callerOf(req), req.body.address)),
  );
  app.post(
    PATHS.sensitiveFilterUpdate,
    {
      config: settingsWrites,
      preHandler: requireUser,
      schema: { tags, body: ZSensitiveFilterRequest, response: account },
    },
    async (req) => ok(await updateSensitiveFilter(deps, callerOf(req), req.body.enabled)),
  );
}
