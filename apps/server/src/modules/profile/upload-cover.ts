import { randomUUID } from 'node:crypto';
import { COVER_HEIGHT, COVER_WIDTH } from '@fanlane/contracts/profile';
import type { AppDeps } from '../../deps.ts';
import { updateProfileFields } from '../users/users-repo.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { processProfileImage } from '../../media/process-image.ts';
import { getProfile } from './get-profile.ts';

/**
 * Only creators have a page to put a cover on; a fan is refused before the upload is read. A new
 * cover gets a fresh key (caches never show the old one) and the old file goes.
 */
export async function uploadCover(deps: AppDeps, caller: Caller, readFile: () => Promise<Buffer>) {
  if (!caller.user.creatorDomain) throw appError('NOT_A_CREATOR');
  // The wide picture across the top of a creator page.
  const webp = await processProfileImage(await readFile(), COVER_WIDTH, COVER_HEIGHT);
  const key = `covers/${caller.user.id}-${randomUUID()}.webp`;
  const url = await deps.media.put(key, webp);
  await deps.events.transaction(async (tx, emit) => {
    await updateProfileFields(tx, caller.user.id, { coverUrl: url });
    emit({ type: 'profile.changed', data: { userId: caller.user.id } });
  });
  const previous = caller.user.coverUrl?.replace(/^\/media\//, '');
  if (previous?.startsWith('covers/')) await deps.media.remove(previous);
  return getProfile(deps, caller.user.address);
}
