import { eq } from 'drizzle-orm';
import type { TProfileUpdateRequest } from '@fanlane/contracts/profile';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import type { Caller } from '../../http/auth-guards.ts';
import { forgetProfile, getProfile } from './get-profile.ts';

export async function updateProfile(deps: AppDeps, caller: Caller, input: TProfileUpdateRequest) {
  await deps.db
    .update(users)
    .set({
      ...(input.displayName !== undefined && { displayName: input.displayName }),
      ...(input.bio !== undefined && { bio: input.bio || null }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, caller.user.id));
  forgetProfile(deps, caller.user);
  return getProfile(deps, caller.user.address);
}
