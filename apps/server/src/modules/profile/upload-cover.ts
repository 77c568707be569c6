import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@fanlane/contracts/post';
import { COVER_HEIGHT, COVER_WIDTH } from '@fanlane/contracts/profile';
import type { AppDeps } from '../../deps.ts';
import { updateProfileFields } from '../users/users-repo.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { sniffImageType } from '../../media/process-image.ts';
import { getProfile } from './get-profile.ts';

/**
 * The wide picture across the top of a creator page: cropped to fill COVER_WIDTH×COVER_HEIGHT,
 * re-encoded as WebP (which drops EXIF and GPS data). The type comes from the bytes, and the pixel
 * count from the header before anything is decoded, so a small file claiming a huge canvas is
 * refused without allocating it.
 */
async function processCover(bytes: Buffer): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw appError('UPLOAD_UNSUPPORTED');
  // Reading the header decodes no pixels, so sharp's own pixel cap need not guard it.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((err: unknown) => {
      throw appError('UPLOAD_INVALID', { cause: err });
    });
  if (!header.width || !header.height) throw appError('UPLOAD_INVALID');
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw appError('UPLOAD_TOO_MANY_PIXELS');
  try {
    // failOn 'warning' refuses a truncated file instead of filling the missing rows with grey.
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false, failOn: 'warning' })
      .rotate()
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw appError('UPLOAD_INVALID', { cause: err });
  }
}

/**
 * Only creators have a page to put a cover on; a fan is refused before the upload is read. A new
 * cover gets a fresh key (caches never show the old one) and the old file goes.
 */
export async function uploadCover(deps: AppDeps, caller: Caller, readFile: () => Promise<Buffer>) {
  if (!caller.user.creatorDomain) throw appError('NOT_A_CREATOR');
  const webp = await processCover(await readFile());
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
