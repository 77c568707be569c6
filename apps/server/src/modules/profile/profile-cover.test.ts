import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PATHS } from '@fanlane/contracts/api-paths';
import { SOCIAL_PLATFORMS } from '@fanlane/contracts/creator';
import { friendlyName } from '@fanlane/contracts/names';
import {
  AVATAR_MAX_BYTES,
  COVER_HEIGHT,
  COVER_MAX_BYTES,
  COVER_WIDTH,
  type TProfile,
} from '@fanlane/contracts/profile';
import { users } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  expectError,
  expectInvalidFields,
  freshDomain,
  type Answer,
  type Envelope,
  type SignedInUser,
} from '../../../test/fixtures.ts';

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(bytes: Buffer, filename = 'cover.jpg', type = 'image/jpeg') {
  const boundary = `----fanlane-cover-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A PNG whose header claims `width`×`height` pixels with next to no data behind it. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photoWithExif = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'cover-secret', Artist: 'cover-artist' } } })
    .jpeg()
    .toBuffer();

describe(`creator cover and links (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: SignedInUser;
  let domain: string;
  let fan: SignedInUser;

  const profileOf = (key: string) => t.post<TProfile>(PATHS.profile, { addressOrDomain: key });
  const fileOnDisk = (url: string) => path.join(t.deps.media.publicRoot, url.replace(/^\/media\//, ''));

  async function uploadCover(
    bytes: Buffer,
    headers: Record<string, string> = creator.auth,
    filename?: string,
  ): Promise<Answer<TProfile>> {
    const body = multipart(bytes, filename);
    const res = await t.app.inject({
      method: 'POST',
      url: PATHS.profileCover,
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
    return { status: res.statusCode, headers: res.headers, body: res.json<Envelope<TProfile>>() };
  }

  beforeAll(async () => {
    t = await createTestApp();
    domain = freshDomain('cover');
    creator = await createSignedInUser(t, { creatorDomain: domain, displayName: 'Cover Star' });
    fan = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('cover upload', () => {
    it('stores a 1500×500 WebP without EXIF, shown on the creator page at once', async () => {
      expect((await profileOf(domain)).body.data.cover).toBeNull();
      const res = await uploadCover(await photoWithExif());
      expect(res.status, res.body.msg).toBe(200);
      const cover = res.body.data.cover ?? '';
      expect(cover).toMatch(new RegExp(`^/media/covers/${creator.user.id}-[0-9a-f-]{36}\\.webp$`));

      const stored = readFileSync(fileOnDisk(cover));
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: COVER_WIDTH, height: COVER_HEIGHT });
      expect(meta.exif).toBeUndefined();
      expect(stored.includes('cover-secret')).toBe(false);

      const [row] = await t.deps.db.select().from(users).where(eq(users.id, creator.user.id));
      expect(row?.coverUrl).toBe(cover);
      expect((await profileOf(domain)).body.data.cover).toBe(cover);
      const served = await t.app.inject({ method: 'GET', url: cover });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('a portrait picture is cropped to fill the banner, and a new cover removes the old file', async () => {
      const before = (await profileOf(domain)).body.data.cover ?? '';
      const tall = await sharp({ create: { width: 600, height: 1800, channels: 4, background: '#a03050' } })
        .png()
        .toBuffer();
      const res = await uploadCover(tall, creator.auth, 'tall.png');
      expect(res.status).toBe(200);
      const after = res.body.data.cover ?? '';
      expect(after).not.toBe(before);
      expect(await sharp(readFileSync(fileOnDisk(after))).metadata()).toMatchObject({
        width: COVER_WIDTH,
        height: COVER_HEIGHT,
      });
      expect(existsSync(fileOnDisk(before))).toBe(false);
    });

    it('accepts a picture larger than the avatar limit, up to the cover limit', async () => {
      // Random pixels do not compress: this PNG is over 8 MiB.
      const noise = await sharp(randomBytes(1800 * 1800 * 3), { raw: { width: 1800, height: 1800, channels: 3 } })
        .png()
        .toBuffer();
      expect(noise.length).toBeGreaterThan(AVATAR_MAX_BYTES);
      expect(noise.length).toBeLessThan(COVER_MAX_BYTES);
      expect((await uploadCover(noise, creator.auth, 'noise.png')).status).toBe(200);
    });

    it('a file over the cover limit is refused with the upload code of the vault', async () => {
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(COVER_MAX_BYTES + 1024)]);
      expectError(await uploadCover(big), 'UPLOAD_TOO_LARGE');
    });

    it('refuses text dressed as a JPEG, a truncated JPEG and a pixel bomb, keeping the cover', async () => {
      const before = (await profileOf(domain)).body.data.cover;
      expectError(await uploadCover(Buffer.from('plain text, not an image\n'.repeat(30))), 'UPLOAD_UNSUPPORTED');
      const jpeg = await photoWithExif(800, 300);
      expectError(await uploadCover(jpeg.subarray(0, 200)), 'UPLOAD_INVALID');
      expectError(await uploadCover(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))), 'UPLOAD_INVALID');
      expectError(await uploadCover(pngHeaderOnly(20_000, 20_000), creator.auth, 'bomb.png'), 'UPLOAD_TOO_MANY_PIXELS');
      expect((await profileOf(domain)).body.data.cover).toBe(before);
    });

    it('a fan has no page to put a cover on; strangers must sign in', async () => {
      expectError(await uploadCover(await photoWithExif(), fan.auth), 'NOT_A_CREATOR');
      expect((await profileOf(fan.user.address)).body.data.cover).toBeNull();
      expectError(await uploadCover(await photoWithExif(), {}), 'UNAUTHORIZED');
    });

    it('a JSON body is refused with 415', async () => {
      expectError(
        await t.post(PATHS.profileCover, { file: 'data:image/png;base64,AAAA' }, creator.auth),
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });
  });

  describe('links', () => {
    const links = [
      { platform: 'instagram', url: 'https://instagram.com/coverstar' },
      { platform: 'website', url: 'https://coverstar.example/' },
    ];

    it('a creator sets their links and the page shows them, also right after a cached read', async () => {
      await profileOf(domain);
      const res = await t.post<TProfile>(PATHS.profileUpdate, { links }, creator.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.links).toEqual(links);
      expect((await profileOf(domain)).body.data.links).toEqual(links);
      expect((await profileOf(creator.user.address)).body.data.links).toEqual(links);
    });

    it('leaving links out keeps them; an empty list clears them', async () => {
      await t.post(PATHS.profileUpdate, { bio: 'Covers all day' }, creator.auth);
      expect((await profileOf(domain)).body.data).toMatchObject({ bio: 'Covers all day', links });
      expect((await t.post<TProfile>(PATHS.profileUpdate, { links: [] }, creator.auth)).body.data.links).toEqual([]);
    });

    it('a fan may not set links, and nothing else of the update happens', async () => {
      expectError(await t.post(PATHS.profileUpdate, { displayName: 'Sneaky', links }, fan.auth), 'NOT_A_CREATOR');
      expect((await profileOf(fan.user.address)).body.data).toMatchObject({
        displayName: friendlyName(fan.user.id),
        links: [],
      });
    });

    it('a bad link is a validation error naming it', async () => {
      expectInvalidFields(
        await t.post(PATHS.profileUpdate, { links: [{ platform: 'x', url: 'javascript:alert(1)' }] }, creator.auth),
        ['links.0.url'],
      );
      expectInvalidFields(
        await t.post(
          PATHS.profileUpdate,
          { links: [{ platform: 'myspace', url: 'https://myspace.com/a' }] },
          creator.auth,
        ),
        ['links.0.platform'],
      );
      const tooMany = Array.from({ length: SOCIAL_PLATFORMS.length + 1 }, () => ({
        platform: 'x',
        url: 'https://x.com/a',
      }));
      expectInvalidFields(await t.post(PATHS.profileUpdate, { links: tooMany }, creator.auth), ['links']);
    });
  });
});
