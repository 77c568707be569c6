import { randomUUID } from 'node:crypto';
import { AVATAR_EDGE } from '@fanlane/contracts/profile';
import type { AppDeps } from '../../deps.ts';
import { updateProfileFields } from '../users/users-repo.ts';
import type { Caller } from '../auth/guards.ts';
import { processProfileImage } from '../../media/process-image.ts';
import { getProfile } from './get-profile.ts';

/** Stores a new avatar under a fresh key (so caches never show the old one) and drops the previous file. */
export async function uploadAvatar(deps: AppDeps, caller: Caller, bytes: Buffer) {
  const webp = await processProfileImage(bytes, AVATAR_EDGE, AVATAR_EDGE);
  const key = `avatars/${caller.user.id}-${randomUUID()}.webp`;
  const url = await deps.media.put(key, webp);
  await deps.events.transaction(async (tx, emit) => {
    await updateProfileFields(tx, caller.user.id, { avatarUrl: url });
    emit({ type: 'profile.changed', data: { userId: caller.user.id } });
  });
  const previous = caller.user.avatarUrl?.replace(/^\/media\//, '');
  if (previous?.startsWith('avatars/')) await deps.media.remove(previous);
  return getProfile(deps, caller.user.address);
}
