/**
 * Test helpers for the media tests: fixtures made at test time (sharp, ffmpeg), multipart bodies
 * built as a browser sends them, and a look at what is left on disk.
 */
import { findVideoBinaries } from '../src/media/video-tools.ts';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TUploadResult } from '@fanlane/contracts/post';
import type { TestApp } from './helpers.ts';
import type { Answer, Envelope } from './fixtures.ts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { media, sessions } from '../src/db/schema/index.ts';
import { MEDIA_KEY_COOKIE } from '../src/modules/media/media-key-cookie.ts';

const run = promisify(execFile);

export type FormFile = { filename: string; type?: string; bytes: Buffer; field?: string };

/** A multipart/form-data body with the given file parts, in order. */
export function multipartForm(files: FormFile[]) {
  const boundary = `----fanlane-media-${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\n` +
        `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(
  t: TestApp,
  headers: Record<string, string>,
  files: FormFile[],
): Promise<Answer<TUploadResult>> {
  const form = multipartForm(files);
  const res = await t.app.inject({
    method: 'POST',
    url: PATHS.mediaUpload,
    payload: form.payload,
    headers: { ...headers, 'content-type': form.contentType },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json<Envelope<TUploadResult>>() };
}

/**
 * The media key cookie a signed-in browser holds (`Cookie` header value) for the session of these
 * bearer headers; none for anonymous headers.
 */
export async function mediaKeyCookie(t: TestApp, auth: Record<string, string>): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(auth.authorization ?? '')?.[1];
  const claims = token ? await t.deps.tokens.verifyAccess(token) : null;
  if (!claims) return null;
  return `${MEDIA_KEY_COOKIE}=${t.deps.mediaSigner.viewerKey({ sessionId: claims.sessionId, userId: claims.userId })}`;
}

/** The owner's browser for a vault link (`in=vault`): the media key of their newest live session. */
async function ownersCookie(t: TestApp, url: string): Promise<string | null> {
  const mediaId = /\/media-file\/([\w-]+)\//.exec(url)?.[1];
  if (!mediaId || !/[?&]in=vault(&|$)/.test(url)) return null;
  const [row] = await t.deps.db
    .select({ sessionId: sessions.id, userId: sessions.userId })
    .from(media)
    .innerJoin(sessions, and(eq(sessions.userId, media.ownerId), isNull(sessions.revokedAt)))
    .where(eq(media.id, mediaId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row ? `${MEDIA_KEY_COOKIE}=${t.deps.mediaSigner.viewerKey(row)}` : null;
}

/**
 * GET (or HEAD) a delivery URL as a browser's <img> would: no Authorization header, and the media
 * key cookie of `as` (bearer headers) or the given `cookie`; by default, a vault link goes with its
 * owner's key (the only browser it was handed to) and any other link with none.
 */
export async function fetchMedia(
  t: TestApp,
  url: string,
  opts: { method?: 'GET' | 'HEAD'; range?: string; as?: Record<string, string>; cookie?: string | null } = {},
) {
  const cookie =
    opts.cookie !== undefined ? opts.cookie : opts.as ? await mediaKeyCookie(t, opts.as) : await ownersCookie(t, url);
  const res = await t.app.inject({
    method: opts.method ?? 'GET',
    url,
    headers: { ...(opts.range ? { range: opts.range } : {}), ...(cookie ? { cookie } : {}) },
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, json: () => res.json<Envelope>() };
}

/** Random pixels: compress badly, so resizing and blurring visibly change them. */
export function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

/** Black and white bars `bar` pixels wide: sharp detail that survives resizing but not a blur. */
export function stripes(width: number, height: number, bar = 24) {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = Math.floor(x / bar) % 2 ? 255 : 0;
  return sharp(pixels, { raw: { width, height, channels: 1 } });
}

/** A camera photo: JPEG with a GPS position and a copyright in its EXIF. */
export async function jpegWithGps(width = 2400, height = 1600): Promise<Buffer> {
  return noise(width, height)
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Copyright: 'Secret Studio', Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 36/1',
      },
    })
    .toBuffer();
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825), in either byte order. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) || exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]));
}

export const png = (width = 640, height = 480) => noise(width, height).png().toBuffer();
export const webp = (width = 900, height = 600) => noise(width, height).webp().toBuffer();

/** A short test-pattern clip made by ffmpeg (H.264 MP4 unless asked for WebM). */
export async function makeVideo(
  opts: { seconds?: number; width?: number; height?: number; format?: 'mp4' | 'webm' } = {},
): Promise<Buffer> {
  const { seconds = 2, width = 320, height = 240, format = 'mp4' } = opts;
  const dir = await mkdtemp(path.join(tmpdir(), 'fanlane-video-'));
  const out = path.join(dir, `clip.${format}`);
  try {
    const codec =
      format === 'mp4'
        ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart']
        : ['-c:v', 'libvpx', '-b:v', '200k'];
    const { ffmpeg } = await findVideoBinaries(process.env.FFMPEG_PATH);
    if (!ffmpeg) throw new Error('no ffmpeg: npm install brings one (@ffmpeg-installer/ffmpeg), or set FFMPEG_PATH');
    await run(ffmpeg, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${seconds}:size=${width}x${height}:rate=10`,
      ...codec,
      '-y',
      out,
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid PNG header claiming `width`×`height` pixels, with a few bytes of image data: a pixel flood. */
export function pixelFloodPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const idat = Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every file (not folder) under `dir`, relative to it; none when the folder does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
