/**
 * What an upload really is, read from its first bytes only: the file name and the declared type
 * are the sender's word and never consulted. Anything not listed here is refused.
 */
import type { TMediaKind } from '@fanlane/contracts/post';

export type SniffedMedia = {
  kind: TMediaKind;
  mime: string;
  /** Extension of the stored file (videos are kept as uploaded). */
  ext: string;
  /** The ffmpeg demuxer for videos, forced so ffmpeg never guesses (playlists, concat lists). */
  demuxer?: 'mov' | 'matroska';
};

/** Enough for every signature below, including an ftyp box with a few compatible brands. */
export const SNIFF_BYTES = 64;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'M4VP',
  'mmp4',
  'MSNV',
  'f4v ',
]);

const image = (mime: string, ext: string): SniffedMedia => ({ kind: 'image', mime, ext });

/** The brands of an ISO-BMFF `ftyp` box (major first), or null when the file does not start with one. */
function ftypBrands(b: Buffer): string[] | null {
  if (b.length < 12 || b.toString('latin1', 4, 8) !== 'ftyp') return null;
  const boxEnd = Math.min(b.readUInt32BE(0), b.length);
  const brands = [b.toString('latin1', 8, 12)];
  // Bytes 12..16 are the minor version; compatible brands follow, four bytes each.
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(b.toString('latin1', at, at + 4));
  return brands;
}

function sniffIsoBmff(b: Buffer): SniffedMedia | undefined {
  const brands = ftypBrands(b);
  if (!brands) return undefined;
  const [major] = brands;
  if (major && AVIF_BRANDS.has(major)) return image('image/avif', 'avif');
  if (major === 'qt  ') return { kind: 'video', mime: 'video/quicktime', ext: 'mov', demuxer: 'mov' };
  // HEIC and friends share the box; only brands browsers play as video are let through.
  if (major === 'mif1' && brands.some((x) => AVIF_BRANDS.has(x))) return image('image/avif', 'avif');
  if (brands.some((x) => MP4_BRANDS.has(x))) return { kind: 'video', mime: 'video/mp4', ext: 'mp4', demuxer: 'mov' };
  return undefined;
}

export function sniffMedia(head: Buffer): SniffedMedia | undefined {
  const b = head;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return image('image/jpeg', 'jpg');
  if (b.subarray(0, 8).equals(PNG)) return image('image/png', 'png');
  const six = b.toString('latin1', 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return image('image/gif', 'gif');
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return image('image/webp', 'webp');
  if (b.subarray(0, 4).equals(EBML)) return { kind: 'video', mime: 'video/webm', ext: 'webm', demuxer: 'matroska' };
  return sniffIsoBmff(b);
}
