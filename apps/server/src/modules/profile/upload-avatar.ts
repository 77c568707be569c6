import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { AVATAR_EDGE } from '@fanlane/contracts/profile';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import type { Caller } from '../../http/auth-guards.ts';
import { processAvatar } from '../../media/process-image.ts';
import { forgetProfile, getProfile } from './get-profile.ts';

/** Stores a new avatar under a fresh key (so caches never show the old one) and drops the previous file. */
export async function uploadAvatar(deps: AppDeps, caller: Caller, bytes: Buffer) {
  const webp = await processAvatar(bytes, AVATAR_EDGE);
  const key = `avatars/${caller.user.id}-${randomUUID()}.webp`;
  const url = await deps.media.put(key, webp);
  await deps.db.update(users).set({ avatarUrl: url, updatedAt: new Date() }).where(eq(users.id, caller.user.id));
  deps.sessionCache.forgetUser(caller.user.id);
  const previous = caller.user.avatarUrl?.replace(/^\/media\//, '');
  if (previous?.startsWith('avatars/')) await deps.media.remove(previous);
  forgetProfile(deps, caller.user);
  return getProfile(deps, caller.user.address);
}
