import { eq } from 'drizzle-orm';
import type { TProfileUpdateRequest } from '@fanlane/contracts/profile';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../../http/auth-guards.ts';
import { forgetProfile, getProfile } from './get-profile.ts';

/** Fields not sent keep their value. Links show on a creator page, so only creators may set them. */
export async function updateProfile(deps: AppDeps, caller: Caller, input: TProfileUpdateRequest) {
  if (input.links !== undefined && !caller.user.creatorDomain) throw appError('NOT_A_CREATOR');
  await deps.db
    .update(users)
    .set({
      ...(input.displayName !== undefined && { displayName: input.displayName }),
      ...(input.bio !== undefined && { bio: input.bio || null }),
      ...(input.links !== undefined && { links: input.links }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, caller.user.id));
  deps.sessionCache.forgetUser(caller.user.id);
  forgetProfile(deps, caller.user);
  return getProfile(deps, caller.user.address);
}
