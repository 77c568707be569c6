import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TVaultItem } from '@fanlane/contracts/post';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { expectError } from '../../../test/fixtures.ts';
import { MAX_BLUR_PX, MIN_LOCKED_BLUR_PX } from '../../media/present.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { fetchMedia, makeVideo, noise, stripes, upload } from '../../../test/media-test-kit.ts';

/** Fine detail: the mean jump between neighbouring pixels (large for sharp edges, near zero once blurred). */
async function detail(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 1; x < info.width; x++)
      sum += Math.abs((data[y * info.width + x] ?? 0) - (data[y * info.width + x - 1] ?? 0));
  return sum / (info.height * (info.width - 1));
}

describe(`signed media delivery (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let photo: TVaultItem;
  let otherPhoto: TVaultItem;
  let video: TVaultItem;
  let clip: Buffer;

  const sign = (id: string, variant: string, nowMs?: number) => t.deps.mediaSigner.url(id, variant, nowMs);

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t);
    clip = await makeVideo({ seconds: 2 });
    const res = await upload(t, creator.seller, [
      { filename: 'a.jpg', bytes: await stripes(1000, 750).jpeg().toBuffer() },
      { filename: 'b.png', bytes: await noise(300, 300).png().toBuffer() },
      { filename: 'c.mp4', bytes: clip },
    ]);
    expect(res.status, res.body.msg).toBe(200);
    [photo, otherPhoto, video] = res.body.data.items as [TVaultItem, TVaultItem, TVaultItem];
  });
  afterAll(async () => {
    await t.close();
  });

  it('a valid link answers the bytes with their type, a private cache until it expires, and nosniff; no sign-in needed', async () => {
    const res = await fetchMedia(t, photo.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    const exp = Number(new URL(photo.url, 'http://x').searchParams.get('exp'));
    expect(maxAge).toBeGreaterThan(500);
    expect(Math.abs(maxAge - (exp - Date.now() / 1000))).toBeLessThanOrEqual(2);
    expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
  });

  it('a tampered signature, an edited variant, an expired link and another item’s id are all 403', async () => {
    const url = new URL(photo.url, 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const tampered = photo.url.replace(`sig=${sig}`, `sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    // A viewer given only the blurred preview swaps the variant for the original.
    const blurLink = sign(photo.id, 'blur-15');
    const edited = blurLink.replace('/blur-15?', '/lg?');
    const expired = sign(photo.id, 'lg', Date.now() - 2 * 3600_000);
    const otherId = photo.url.replace(photo.id, otherPhoto.id);
    const noSig = `${PATHS.mediaFile}/${photo.id}/lg`;
    for (const bad of [tampered, edited, expired, otherId, noSig]) {
      const res = await fetchMedia(t, bad);
      expect(res.status, bad).toBe(403);
      expectError({ status: res.status, body: res.json() }, 'MEDIA_LINK_INVALID');
    }
    expect((await fetchMedia(t, blurLink)).status).toBe(200);
  });

  it('a correctly signed link to nothing is 404: unknown id, a variant the kind lacks, a blur outside the bounds', async () => {
    for (const url of [
      sign(randomUUID(), 'lg'),
      sign('not-a-uuid', 'lg'),
      sign(photo.id, 'video'),
      sign(photo.id, 'poster'),
      sign(video.id, 'lg'),
      sign(photo.id, 'orig'),
      sign(photo.id, `blur-${MIN_LOCKED_BLUR_PX - 1}`),
      sign(photo.id, `blur-${MAX_BLUR_PX + 1}`),
    ]) {
      const res = await fetchMedia(t, url);
      expectError({ status: res.status, body: res.json() }, 'NOT_FOUND');
    }
  });

  it('a blurred preview is made from the small image, keeps its size, hides the detail and is cached', async () => {
    const sm = await fetchMedia(t, photo.thumbUrl);
    const blurred = await fetchMedia(t, sign(photo.id, 'blur-15'));
    expect(blurred.status).toBe(200);
    expect(blurred.headers['content-type']).toBe('image/webp');
    expect(blurred.bytes.equals(sm.bytes)).toBe(false);
    const [smMeta, blurMeta] = await Promise.all([sharp(sm.bytes).metadata(), sharp(blurred.bytes).metadata()]);
    expect({ w: blurMeta.width, h: blurMeta.height }).toEqual({ w: smMeta.width, h: smMeta.height });
    const [before, after] = [await detail(sm.bytes), await detail(blurred.bytes)];
    expect(before).toBeGreaterThan(10);
    expect(after).toBeLessThan(before / 20);
    const cached = path.join(t.config.dataDir, 'blobs', `m/${creator.user.id}/${photo.id}/blur-15.webp`);
    expect(existsSync(cached)).toBe(true);
    expect((await fetchMedia(t, sign(photo.id, 'blur-15'))).bytes.equals(blurred.bytes)).toBe(true);
    // A stronger blur is another file.
    expect((await fetchMedia(t, sign(photo.id, 'blur-40'))).bytes.equals(blurred.bytes)).toBe(false);
  });

  it('a video’s blurred preview comes from its poster', async () => {
    const res = await fetchMedia(t, sign(video.id, 'blur-20'));
    expect(res.status).toBe(200);
    expect(await sharp(res.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('the video answers ranges with 206 and exactly that slice of the stored file', async () => {
    const whole = await fetchMedia(t, video.url);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.bytes.equals(clip)).toBe(true);

    const part = await fetchMedia(t, video.url, { range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${clip.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.bytes.equals(clip.subarray(100, 1100))).toBe(true);

    const open = await fetchMedia(t, video.url, { range: `bytes=${clip.length - 10}-` });
    expect(open.bytes.equals(clip.subarray(clip.length - 10))).toBe(true);
    const suffix = await fetchMedia(t, video.url, { range: 'bytes=-25' });
    expect(suffix.headers['content-range']).toBe(`bytes ${clip.length - 25}-${clip.length - 1}/${clip.length}`);
    expect(suffix.bytes.equals(clip.subarray(clip.length - 25))).toBe(true);
    const past = await fetchMedia(t, video.url, { range: `bytes=0-${clip.length + 5000}` });
    expect(past.status).toBe(206);
    expect(past.bytes.equals(clip)).toBe(true);
  });

  it('a range past the end is 416 with the real size; a malformed one gets the whole file', async () => {
    const beyond = await fetchMedia(t, video.url, { range: `bytes=${clip.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${clip.length}`);
    expect(beyond.bytes.length).toBe(0);
    const zeroSuffix = await fetchMedia(t, video.url, { range: 'bytes=-0' });
    expect(zeroSuffix.status).toBe(416);
    const garbled = await fetchMedia(t, video.url, { range: 'bytes=abc' });
    expect(garbled.status).toBe(200);
    expect(garbled.bytes.equals(clip)).toBe(true);
  });

  it('HEAD answers the headers and size without the body', async () => {
    const head = await fetchMedia(t, video.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(clip.length));
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.bytes.length).toBe(0);
    const image = await fetchMedia(t, photo.url, { method: 'HEAD' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.bytes.length).toBe(0);
    expect((await fetchMedia(t, sign(photo.id, 'sm', Date.now() - 3600_000), { method: 'HEAD' })).status).toBe(403);
  });

  it('a deleted item is gone from its links', async () => {
    const res = await upload(t, creator.seller, [
      { filename: 'gone.png', bytes: await noise(50, 50).png().toBuffer() },
    ]);
    const item = res.body.data.items[0] as TVaultItem;
    expect((await fetchMedia(t, item.url)).status).toBe(200);
    expect((await t.post(PATHS.mediaDelete, { id: item.id }, creator.seller)).status).toBe(200);
    expect((await fetchMedia(t, item.url)).status).toBe(404);
  });
});
