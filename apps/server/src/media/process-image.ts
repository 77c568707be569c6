/**
 * Untrusted images in, safe images out: the type is read from the bytes (never the file name or
 * header), size and pixel count are capped, and re-encoding with sharp drops EXIF and GPS data.
 */
import sharp from 'sharp';
import { appError } from '../http/app-error.ts';

const MAGIC: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'gif', test: (b) => b.subarray(0, 6).toString('ascii') === 'GIF87a' || b.subarray(0, 6).toString('ascii') === 'GIF89a' },
  { type: 'webp', test: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP' },
  { type: 'avif', test: (b) => b.subarray(4, 12).toString('ascii') === 'ftypavif' },
];

export const MAX_INPUT_PIXELS = 40_000_000;

export function sniffImageType(bytes: Buffer): string | undefined {
  return MAGIC.find((m) => m.test(bytes))?.type;
}

/** A square, centre-cropped WebP avatar. */
export async function processAvatar(bytes: Buffer, edge: number): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw appError('UPLOAD_INVALID');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(edge, edge, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw appError('UPLOAD_INVALID', { cause: err });
  }
}
