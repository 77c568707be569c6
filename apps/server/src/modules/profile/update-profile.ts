import type { TProfileUpdateRequest } from '@fanlane/contracts/profile';
import type { AppDeps } from '../../deps.ts';
import { updateProfileFields } from '../users/users-repo.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { getProfile } from './get-profile.ts';

/** Fields not sent keep their value. Links show on a creator page, so only creators may set them. */
export async function updateProfile(deps: AppDeps, caller: Caller, input: TProfileUpdateRequest) {
  if (input.links !== undefined && !caller.user.creatorDomain) throw appError('NOT_A_CREATOR');
  await deps.events.transaction(async (tx, emit) => {
    await updateProfileFields(tx, caller.user.id, {
      ...(input.displayName !== undefined && { displayName: input.displayName }),
      ...(input.bio !== undefined && { bio: input.bio || null }),
      ...(input.links !== undefined && { links: input.links }),
    });
    emit({ type: 'profile.changed', data: { userId: caller.user.id } });
  });
  return getProfile(deps, caller.user.address);
}
