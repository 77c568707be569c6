import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PATHS } from '@fanlane/contracts/api-paths';
import { AVATAR_EDGE, AVATAR_MAX_BYTES, BIO_MAX, DISPLAY_NAME_MAX, type TProfile } from '@fanlane/contracts/profile';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  expectError,
  expectInvalidFields,
  type Answer,
  type Envelope,
  type SignedInUser,
} from '../../../test/fixtures.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { ERRORS } from '@fanlane/contracts/errors';
import { PROFILE_UPLOADS_PER_MINUTE } from './routes.ts';

/** A multipart/form-data body with one file part, built by hand as a browser would send it. */
function multipart(
  file: { field?: string; filename: string; type: string; bytes: Buffer },
  extraFields: Record<string, string> = {},
) {
  const boundary = `----fanlane-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(extraFields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A PNG whose header claims `width`×`height` pixels, with next to no image data behind it. */
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
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real photo-like JPEG, 800×600, carrying EXIF that must not survive the upload. */
const photoWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret', Artist: 'secret-artist' } } })
    .jpeg()
    .toBuffer();

describe(`profiles (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fan: SignedInUser;
  let creator: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    fan = await createSignedInUser(t, { email: 'profile-fan@example.com', displayName: 'Fan One' });
    creator = (
      await createSignedInUser(t, { email: 'creator@example.com', displayName: 'Mia', creatorDomain: 'MiaCreates' })
    ).user;
  });
  afterAll(async () => {
    await t.close();
  });

  const profileOf = (addressOrDomain: string) => t.post<TProfile>(PATHS.profile, { addressOrDomain });

  async function upload(
    file: Parameters<typeof multipart>[0],
    headers: Record<string, string> = fan.auth,
  ): Promise<Answer<TProfile>> {
    const body = multipart(file);
    const res = await t.app.inject({
      method: 'POST',
      url: PATHS.profileAvatar,
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
    return { status: res.statusCode, headers: res.headers, body: res.json<Envelope<TProfile>>() };
  }

  describe('public profile', () => {
    it('is found by address in any case', async () => {
      const address = fan.user.address;
      const expected = {
        address,
        creatorDomain: null,
        displayName: 'Fan One',
        avatar: null,
        bio: null,
        cover: null,
        links: [],
        counts: null,
        privateChatId: null,
        createdAt: fan.user.createdAt.toISOString(),
      };
      for (const key of [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`]) {
        const res = await profileOf(key);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, code: 0, msg: 'ok', data: expected });
      }
    });

    it('is found by creator domain, whatever its case', async () => {
      for (const key of ['MiaCreates', 'miacreates', 'MIACREATES', '  miacreates ']) {
        const res = await profileOf(key);
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({
          address: creator.address,
          creatorDomain: 'MiaCreates',
          displayName: 'Mia',
        });
      }
    });

    it('never shows private fields', async () => {
      const res = await profileOf(fan.user.address);
      expect(Object.keys(res.body.data).sort()).toEqual([
        'address',
        'avatar',
        'bio',
        'counts',
        'cover',
        'createdAt',
        'creatorDomain',
        'displayName',
        'links',
        'privateChatId',
      ]);
      expect(JSON.stringify(res.body)).not.toContain('profile-fan@example.com');
    });

    it('an unknown address or domain is 404', async () => {
      expectError(await profileOf(`0x${'ab'.repeat(20)}`), 'NOT_FOUND');
      expectError(await profileOf('nobody-at-all'), 'NOT_FOUND');
    });

    it('an empty or overlong key is a validation error', async () => {
      expectInvalidFields(await profileOf('   '), ['addressOrDomain']);
      expectInvalidFields(await profileOf('x'.repeat(65)), ['addressOrDomain']);
    });
  });

  describe('editing my profile', () => {
    it('updates the display name and bio, and the public profile shows them', async () => {
      const res = await t.post<TProfile>(
        PATHS.profileUpdate,
        { displayName: '  Fan Renamed ', bio: 'I like art.' },
        fan.auth,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        address: fan.user.address,
        displayName: 'Fan Renamed',
        bio: 'I like art.',
      });
      expect((await profileOf(fan.user.address)).body.data).toMatchObject({
        displayName: 'Fan Renamed',
        bio: 'I like art.',
      });
    });

    it('a profile read just before an update shows the update at once, by any spelling of the address', async () => {
      await profileOf(fan.user.address.toUpperCase().replace('0X', '0x'));
      await profileOf(fan.user.address);
      await t.post(PATHS.profileUpdate, { displayName: 'Cache Buster' }, fan.auth);
      expect((await profileOf(fan.user.address)).body.data.displayName).toBe('Cache Buster');
      expect((await profileOf(fan.user.address.toLowerCase())).body.data.displayName).toBe('Cache Buster');
      await t.post(PATHS.profileUpdate, { displayName: 'Fan Renamed' }, fan.auth);
    });

    it('leaves out fields that are not sent, and an empty bio clears it', async () => {
      await t.post(PATHS.profileUpdate, { bio: 'Temporary bio' }, fan.auth);
      const res = await t.post<TProfile>(PATHS.profileUpdate, { bio: '' }, fan.auth);
      expect(res.body.data.bio).toBeNull();
      expect(res.body.data.displayName).toBe('Fan Renamed');
    });

    it('a display name or bio that is too long, or an empty name, is a validation error naming it', async () => {
      expectInvalidFields(
        await t.post(PATHS.profileUpdate, { displayName: 'n'.repeat(DISPLAY_NAME_MAX + 1) }, fan.auth),
        ['displayName'],
      );
      expectInvalidFields(await t.post(PATHS.profileUpdate, { bio: 'b'.repeat(BIO_MAX + 1) }, fan.auth), ['bio']);
      expectInvalidFields(await t.post(PATHS.profileUpdate, { displayName: '   ' }, fan.auth), ['displayName']);
      expectInvalidFields(await t.post(PATHS.profileUpdate, { displayName: 42, bio: ['x'] }, fan.auth), [
        'displayName',
        'bio',
      ]);
      expect((await profileOf(fan.user.address)).body.data.displayName).toBe('Fan Renamed');
    });

    it('needs a signed-in caller', async () => {
      expectError(await t.post(PATHS.profileUpdate, { displayName: 'Intruder' }), 'UNAUTHORIZED');
    });
  });

  describe('avatar upload', () => {
    it('stores a 512×512 WebP without EXIF, served at the profile avatar URL', async () => {
      const jpeg = await photoWithExif();
      const original = await sharp(jpeg).metadata();
      expect(original.exif?.toString('latin1')).toContain('secret');

      const res = await upload({ filename: 'holiday.jpg', type: 'image/jpeg', bytes: jpeg });
      expect(res.status).toBe(200);
      const avatar = res.body.data.avatar ?? '';
      expect(avatar).toMatch(new RegExp(`^/media/avatars/${fan.user.id}-[0-9a-f-]{36}\\.webp$`));

      const stored = readFileSync(path.join(t.deps.media.publicRoot, avatar.replace(/^\/media\//, '')));
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: AVATAR_EDGE, height: AVATAR_EDGE });
      expect(meta.exif).toBeUndefined();
      expect(stored.includes('secret')).toBe(false);

      const [row] = await t.deps.db.select().from(users).where(eq(users.id, fan.user.id));
      expect(row?.avatarUrl).toBe(avatar);
      expect((await profileOf(fan.user.address)).body.data.avatar).toBe(avatar);

      const served = await t.app.inject({ method: 'GET', url: avatar });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(stored)).toBe(true);
    });

    it('a new avatar replaces the file of the old one', async () => {
      const before = (await profileOf(fan.user.address)).body.data.avatar ?? '';
      const png = await sharp({ create: { width: 300, height: 900, channels: 4, background: '#3050a0' } })
        .png()
        .toBuffer();
      const res = await upload({ filename: 'tall.png', type: 'image/png', bytes: png });
      expect(res.status).toBe(200);
      const after = res.body.data.avatar ?? '';
      expect(after).not.toBe(before);
      expect(existsSync(path.join(t.deps.media.publicRoot, after.replace(/^\/media\//, '')))).toBe(true);
      expect(existsSync(path.join(t.deps.media.publicRoot, before.replace(/^\/media\//, '')))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
    });

    it('an image larger than the 1 MiB JSON limit is still accepted', async () => {
      // Random pixels do not compress: this PNG is well over 1 MiB.
      const noise = await sharp(randomBytes(800 * 800 * 3), { raw: { width: 800, height: 800, channels: 3 } })
        .png()
        .toBuffer();
      expect(noise.length).toBeGreaterThan(1024 * 1024);
      const res = await upload({ filename: 'noise.png', type: 'image/png', bytes: noise });
      expect(res.status).toBe(200);
    });

    it('a text file named .jpg is refused as unsupported (as the vault does), whatever it claims to be', async () => {
      const before = (await profileOf(fan.user.address)).body.data.avatar;
      expectError(
        await upload({
          filename: 'photo.jpg',
          type: 'image/jpeg',
          bytes: Buffer.from('just some text, not a picture\n'.repeat(20)),
        }),
        'UPLOAD_UNSUPPORTED',
      );
      expect((await profileOf(fan.user.address)).body.data.avatar).toBe(before);
    });

    it('a truncated JPEG (right magic bytes, broken body) is refused with UPLOAD_INVALID', async () => {
      const jpeg = await photoWithExif();
      expectError(
        await upload({ filename: 'broken.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, 200) }),
        'UPLOAD_INVALID',
      );
    });

    it('an image claiming 400 million pixels is refused before it is decoded', async () => {
      const bomb = pngHeaderOnly(20_000, 20_000);
      expectError(await upload({ filename: 'bomb.png', type: 'image/png', bytes: bomb }), 'UPLOAD_TOO_MANY_PIXELS');
    });

    it('a broken form (no boundary, or cut short) is a 400, never a 500', async () => {
      const jpeg = await photoWithExif();
      const whole = multipart({ filename: 'a.jpg', type: 'image/jpeg', bytes: jpeg });
      const sendRaw = async (payload: Buffer | string, contentType: string) => {
        const res = await t.app.inject({
          method: 'POST',
          url: PATHS.profileAvatar,
          payload,
          headers: { ...fan.auth, 'content-type': contentType },
        });
        return { status: res.statusCode, body: res.json<Envelope>() };
      };
      expectError(await sendRaw('not a form at all', 'multipart/form-data'), 'BAD_REQUEST');
      expectError(await sendRaw('not a form at all', 'multipart/form-data; boundary=nowhere'), 'BAD_REQUEST');
      expectError(await sendRaw(whole.payload.subarray(0, 300), whole.contentType), 'BAD_REQUEST');
    });

    it('a file over 8 MiB is refused with the upload code of the vault', async () => {
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(AVATAR_MAX_BYTES + 1024)]);
      expectError(await upload({ filename: 'huge.jpg', type: 'image/jpeg', bytes: big }), 'UPLOAD_TOO_LARGE');
    });

    it('over a real connection, a 200 MB upload is answered at the limit, not read to its end', async () => {
      const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      const boundary = 'fanlane-huge-avatar';
      const chunk = Buffer.alloc(1024 * 1024, 0xab);
      const total = 200;
      let sent = 0;
      type End = { sent: number; status?: number; body?: string; connection?: string };
      const end = await new Promise<End>((resolve) => {
        const req = request(
          {
            host: address.hostname,
            port: address.port,
            method: 'POST',
            path: PATHS.profileAvatar,
            headers: { ...fan.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
          },
          (res) => {
            const sentAtAnswer = sent;
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString('utf8')));
            res.on('end', () => {
              req.destroy();
              resolve({ sent: sentAtAnswer, status: res.statusCode, body, connection: res.headers.connection });
            });
          },
        );
        // The server may close the connection under a client still writing before its answer is
        // read (a reset drops it): then what counts is how much had been written.
        req.on('error', () => resolve({ sent }));
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        );
        // One megabyte at a time, each only once the previous one has left: what was written is
        // what the server took in (plus the sockets' buffers).
        const writeNext = () => {
          if (req.destroyed) return;
          if (sent === total) return void req.end(`\r\n--${boundary}--\r\n`);
          sent++;
          if (req.write(chunk)) setImmediate(writeNext);
          else req.once('drain', writeNext);
        };
        writeNext();
      });
      // 8 MiB of limit, plus what the sockets and streams hold in flight; far from the 200 MB.
      expect(end.sent).toBeLessThan(AVATAR_MAX_BYTES / chunk.length + 24);
      if (end.status !== undefined) {
        expect(end.status).toBe(413);
        expect(end.connection).toBe('close');
        expect(JSON.parse(end.body ?? '')).toMatchObject({ success: false, code: ERRORS.UPLOAD_TOO_LARGE.code });
      }
    });

    it('avatar uploads are limited per user: past the limit a 429 in the envelope', async () => {
      const heavy = await createSignedInUser(t, { email: 'avatar-spam@example.com' });
      const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
        .png()
        .toBuffer();
      const form = multipart({ filename: 'a.png', type: 'image/png', bytes: tiny });
      const statuses: number[] = [];
      for (let i = 0; i <= PROFILE_UPLOADS_PER_MINUTE; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: PATHS.profileAvatar,
          payload: form.payload,
          headers: { ...heavy.auth, 'content-type': form.contentType },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toMatchObject({ success: false, code: ERRORS.TOO_MANY_REQUESTS.code });
      }
      expect(statuses.slice(0, PROFILE_UPLOADS_PER_MINUTE).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another user is not held back by the first one's budget.
      expect((await upload({ filename: 'a.png', type: 'image/png', bytes: tiny })).status).toBe(200);
    });

    it('a form without a file is refused with UPLOAD_INVALID', async () => {
      const boundary = 'no-file-boundary';
      const res = await t.app.inject({
        method: 'POST',
        url: PATHS.profileAvatar,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhello\r\n--${boundary}--\r\n`,
        headers: { ...fan.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expectError({ status: res.statusCode, body: res.json<Envelope>() }, 'UPLOAD_INVALID');
    });

    it('a JSON body is refused with 415', async () => {
      expectError(
        await t.post(PATHS.profileAvatar, { file: 'data:image/png;base64,AAAA' }, fan.auth),
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });

    it('media URLs cannot reach files outside the media folder', async () => {
      writeFileSync(path.join(t.config.dataDir, 'outside.txt'), 'TOP-SECRET');
      for (const url of [
        '/media/../outside.txt',
        '/media/%2e%2e/outside.txt',
        '/media/..%2foutside.txt',
        '/media//..//outside.txt',
        '/media/avatars/../../outside.txt',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toContain('TOP-SECRET');
      }
    });

    it('needs a signed-in caller', async () => {
      const jpeg = await photoWithExif();
      expectError(await upload({ filename: 'a.jpg', type: 'image/jpeg', bytes: jpeg }, {}), 'UNAUTHORIZED');
    });
  });
});
