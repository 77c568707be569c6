/**
 * Untrusted images in, safe images out: the type is read from the bytes (never the file name or
 * header), size and pixel count are capped, and re-encoding with sharp drops EXIF and GPS data.
 */
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_VARIANT_WIDTHS } from '@fanlane/contracts/post';
import { appError } from '../http/app-error.ts';
import { sniffMedia } from './sniff-media.ts';

/** `jpeg`, `png`, `gif`, `webp` or `avif`, from the bytes; undefined for anything else. */
export function sniffImageType(bytes: Buffer): string | undefined {
  const sniffed = sniffMedia(bytes);
  return sniffed?.kind === 'image' ? sniffed.mime.replace('image/', '') : undefined;
}

/**
 * Reads only the header (no pixels are decoded, so sharp's own pixel cap, which would hide the
 * reason, is off): unreadable → UPLOAD_INVALID; more than IMAGE_MAX_PIXELS → UPLOAD_TOO_MANY_PIXELS.
 */
async function checkImageHeader(input: Buffer | string): Promise<void> {
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((err: unknown) => {
      throw appError('UPLOAD_INVALID', { cause: err });
    });
  if (!header.width || !header.height) throw appError('UPLOAD_INVALID');
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw appError('UPLOAD_TOO_MANY_PIXELS');
}

/**
 * A profile picture (the square avatar, the wide cover): cropped to fill `width`×`height` around
 * what draws the eye, upright, WebP. The same refusals as a vault upload: not an image →
 * UPLOAD_UNSUPPORTED; a header claiming more than IMAGE_MAX_PIXELS → UPLOAD_TOO_MANY_PIXELS, read
 * before anything is decoded; broken or truncated → UPLOAD_INVALID.
 */
export async function processProfileImage(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw appError('UPLOAD_UNSUPPORTED');
  await checkImageHeader(bytes);
  try {
    // failOn 'warning' refuses a truncated file instead of filling the missing rows with grey.
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false, failOn: 'warning' })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw appError('UPLOAD_INVALID', { cause: err });
  }
}

/**
 * An identity document or selfie (modules/kyc): the same refusals as a profile picture, upright,
 * at most `maxWidth` wide (text on a card stays readable), WebP, every metadata block dropped.
 */
export async function processIdentityImage(bytes: Buffer, maxWidth = 2000): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw appError('UPLOAD_UNSUPPORTED');
  await checkImageHeader(bytes);
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false, failOn: 'warning' })
      .rotate()
      .resize({ width: maxWidth, height: maxWidth, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (err) {
    throw appError('UPLOAD_INVALID', { cause: err });
  }
}

export type PostImageVariants = { width: number; height: number; sm: Buffer; lg: Buffer };

/**
 * The stored variants of a post photo: upright (EXIF orientation applied), WebP, never upscaled,
 * every metadata block dropped. The pixel count is read from the header before anything is
 * decoded, so a small file claiming a huge canvas is refused without allocating it.
 */
export async function makePostImageVariants(file: string): Promise<PostImageVariants> {
  await checkImageHeader(file);
  try {
    // failOn 'warning' refuses truncated files instead of filling the missing rows with grey.
    const upright = sharp(file, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false, failOn: 'warning' }).rotate();
    const encode = (width: number) =>
      upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    const [lg, sm] = await Promise.all([encode(IMAGE_VARIANT_WIDTHS.lg), encode(IMAGE_VARIANT_WIDTHS.sm)]);
    return { width: lg.info.width, height: lg.info.height, sm: sm.data, lg: lg.data };
  } catch (err) {
    throw appError('UPLOAD_INVALID', { cause: err });
  }
}

/** A poster frame (PNG from ffmpeg) as the stored WebP. */
export async function encodePoster(frame: Buffer): Promise<Buffer> {
  try {
    return await sharp(frame, { limitInputPixels: IMAGE_MAX_PIXELS })
      .resize({ width: IMAGE_VARIANT_WIDTHS.lg, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (err) {
    throw appError('UPLOAD_INVALID', { cause: err });
  }
}

/** The poster of a video stored without ffmpeg: a plain dark 16:9 card. */
export function neutralPoster(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: '#2b2b33' } })
    .webp({ quality: 80 })
    .toBuffer();
}
