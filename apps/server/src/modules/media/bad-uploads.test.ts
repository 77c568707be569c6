import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { POST_MEDIA_MAX } from '@fanlane/contracts/post';
import { ERRORS, type ErrorName } from '@fanlane/contracts/errors';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { expectError } from '../../../test/fixtures.ts';
import { media } from '../../db/schema/index.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import {
  filesUnder,
  makeVideo,
  multipartForm,
  noise,
  pixelFloodPng,
  png,
  upload,
  type FormFile,
} from '../../../test/media-test-kit.ts';

const VIDEO_LIMIT = 60_000;
const IMAGE_LIMIT = 400_000;

describe(`bad uploads are refused and leave nothing behind (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;

  beforeAll(async () => {
    t = await createTestApp({ MEDIA_VIDEO_MAX_BYTES: String(VIDEO_LIMIT), MEDIA_IMAGE_MAX_BYTES: String(IMAGE_LIMIT) });
    creator = await createCreator(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Nothing of a refused upload may stay: no row, no blob, no temp file, and the server still answers. */
  afterEach(async () => {
    expect(await t.deps.db.select().from(media).where(eq(media.ownerId, creator.user.id))).toEqual([]);
    expect(await filesUnder(path.join(t.config.dataDir, 'blobs'))).toEqual([]);
    expect(await filesUnder(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: PATHS.health })).statusCode).toBe(200);
  });

  const refused = async (files: FormFile[], name: ErrorName) =>
    expectError(await upload(t, creator.seller, files), name);

  it('an executable renamed .jpg and declared as a JPEG is unsupported', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), randomBytes(4000)]);
    await refused([{ filename: 'cute-cat.jpg', type: 'image/jpeg', bytes: elf }], 'UPLOAD_UNSUPPORTED');
  });

  it('a script, an SVG and a HEIC photo are unsupported too', async () => {
    await refused(
      [{ filename: 'x.jpg', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'.repeat(10)) }],
      'UPLOAD_UNSUPPORTED',
    );
    await refused(
      [
        {
          filename: 'x.svg',
          type: 'image/svg+xml',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      ],
      'UPLOAD_UNSUPPORTED',
    );
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      randomBytes(200),
    ]);
    await refused([{ filename: 'x.heic', bytes: heic }], 'UPLOAD_UNSUPPORTED');
  });

  it('a zero-byte file is invalid', async () => {
    await refused([{ filename: 'empty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) }], 'UPLOAD_INVALID');
  });

  it('a truncated JPEG is invalid', async () => {
    const whole = await noise(800, 600).jpeg().toBuffer();
    await refused(
      [{ filename: 'cut.jpg', bytes: whole.subarray(0, Math.floor(whole.length * 0.6)) }],
      'UPLOAD_INVALID',
    );
  });

  it('an MP4 header with garbage after it is invalid', async () => {
    const clip = await makeVideo({ seconds: 1 });
    const broken = Buffer.concat([clip.subarray(0, 32), randomBytes(5000)]);
    await refused([{ filename: 'broken.mp4', bytes: broken }], 'UPLOAD_INVALID');
  });

  it('a 20000×20000 pixel flood is refused from its header, without decoding it', async () => {
    const flood = pixelFloodPng(20_000, 20_000);
    expect(flood.length).toBeLessThan(100);
    // Its pixel data is a few bytes: decoding would fail as invalid, so this code proves the header decided.
    await refused([{ filename: 'flood.png', bytes: flood }], 'UPLOAD_TOO_MANY_PIXELS');
  });

  it('a video over the configured limit is cut off there and refused', async () => {
    const clip = await makeVideo({ seconds: 1 });
    const oversized = Buffer.concat([clip, randomBytes(VIDEO_LIMIT * 3)]);
    await refused([{ filename: 'long.mp4', type: 'video/mp4', bytes: oversized }], 'UPLOAD_TOO_LARGE');
  });

  it('over a real connection, a client still sending gets its answer and the connection is let go', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const clip = await makeVideo({ seconds: 1 });
    const form = multipartForm([{ filename: 'huge.mp4', bytes: Buffer.concat([clip, randomBytes(30_000_000)]) }]);
    const res = await fetch(`${address}${PATHS.mediaUpload}`, {
      method: 'POST',
      body: form.payload,
      headers: { ...creator.seller, 'content-type': form.contentType },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect((await res.json()) as unknown).toMatchObject({ success: false, code: ERRORS.UPLOAD_TOO_LARGE.code });
  });

  it('an image over the image limit is refused even though videos may be larger', async () => {
    const big = await noise(600, 600).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(IMAGE_LIMIT);
    await refused([{ filename: 'big.png', bytes: big }], 'UPLOAD_TOO_LARGE');
  });

  it(`${POST_MEDIA_MAX + 1} files in one request are refused, keeping none of the first ${POST_MEDIA_MAX}`, async () => {
    const one = await png(40, 40);
    const files = Array.from({ length: POST_MEDIA_MAX + 1 }, (_, i) => ({ filename: `p${i}.png`, bytes: one }));
    await refused(files, 'UPLOAD_TOO_MANY_FILES');
  });

  it('one bad file spoils the whole request: the good ones before it are not kept', async () => {
    await refused(
      [
        { filename: 'good.png', bytes: await png(60, 60) },
        { filename: 'bad.jpg', bytes: Buffer.from('MZ not an image at all') },
      ],
      'UPLOAD_UNSUPPORTED',
    );
    // Here the bad one only shows when decoded, after the video and the photo are already in the store.
    const clip = await makeVideo({ seconds: 1 });
    const whole = await noise(400, 300).jpeg().toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    await refused(
      [
        { filename: 'good.mp4', bytes: clip },
        { filename: 'good.png', bytes: await png(60, 60) },
        { filename: 'cut.jpg', bytes: cut },
      ],
      'UPLOAD_INVALID',
    );
  });

  it('a form without a file, or cut short, is refused without a 500', async () => {
    expectError(await upload(t, creator.seller, []), 'UPLOAD_INVALID');
    const cut = await t.app.inject({
      method: 'POST',
      url: PATHS.mediaUpload,
      headers: { ...creator.seller, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(cut.statusCode).toBe(400);
  });
});
