import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PATHS } from '@fanlane/contracts/api-paths';
import { IMAGE_VARIANT_WIDTHS } from '@fanlane/contracts/post';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError } from '../../../test/fixtures.ts';
import { media } from '../../db/schema/index.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import {
  exifHasGps,
  fetchMedia,
  jpegWithGps,
  makeVideo,
  noise,
  png,
  upload,
  webp,
} from '../../../test/media-test-kit.ts';

describe(`uploading to the vault (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;

  const rowOf = async (id: string) => (await t.deps.db.select().from(media).where(eq(media.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a camera JPEG is stored as WebP variants without its EXIF and GPS, never upscaled past 1600', async () => {
    const photo = await jpegWithGps(2400, 1600);
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);

    const res = await upload(t, creator.seller, [{ filename: 'holiday.jpg', type: 'image/jpeg', bytes: photo }]);
    expect(res.status, res.body.msg).toBe(200);
    const [item] = res.body.data.items;
    expect(item).toMatchObject({ kind: 'image', width: 1600, height: 1067, durationMs: null, usedIn: [] });
    expect(item?.thumbUrl).toMatch(new RegExp(`^${PATHS.mediaFile}/${item?.id}/sm\\?exp=\\d+&in=vault&sig=`));
    expect(item?.url).toMatch(new RegExp(`^${PATHS.mediaFile}/${item?.id}/lg\\?exp=\\d+&in=vault&sig=`));

    const lg = await fetchMedia(t, item?.url ?? '');
    expect(lg.status).toBe(200);
    expect(lg.headers['content-type']).toBe('image/webp');
    const lgMeta = await sharp(lg.bytes).metadata();
    expect(lgMeta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(lgMeta.exif).toBeUndefined();
    expect(exifHasGps(lgMeta.exif)).toBe(false);
    expect(lg.bytes.includes(Buffer.from('Secret Studio'))).toBe(false);

    const sm = await fetchMedia(t, item?.thumbUrl ?? '');
    const smMeta = await sharp(sm.bytes).metadata();
    expect(smMeta).toMatchObject({ format: 'webp', width: IMAGE_VARIANT_WIDTHS.sm });
    expect(smMeta.exif).toBeUndefined();

    const row = await rowOf(item?.id ?? '');
    expect(row).toMatchObject({
      ownerId: creator.user.id,
      mime: 'image/webp',
      variants: ['sm', 'lg'],
      originalName: 'holiday.jpg',
      bytes: lg.bytes.length,
    });
    expect(row?.storageKey).toBe(`m/${creator.user.id}/${item?.id}`);
  });

  it('a small PNG keeps its size (no upscaling), and a sideways phone photo is stored upright', async () => {
    const small = await upload(t, creator.seller, [{ filename: 'tiny.png', bytes: await png(300, 200) }]);
    expect(small.body.data.items[0]).toMatchObject({ kind: 'image', width: 300, height: 200 });
    const lg = await fetchMedia(t, small.body.data.items[0]?.url ?? '');
    expect(await sharp(lg.bytes).metadata()).toMatchObject({ width: 300, height: 200 });

    // Orientation 6: stored landscape, shown rotated 90° to portrait.
    const sideways = await noise(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = await upload(t, creator.seller, [{ filename: 'phone.jpg', bytes: sideways }]);
    expect(upright.body.data.items[0]).toMatchObject({ width: 400, height: 600 });
    const served = await sharp((await fetchMedia(t, upright.body.data.items[0]?.url ?? '')).bytes).metadata();
    expect({ width: served.width, height: served.height, orientation: served.orientation }).toEqual({
      width: 400,
      height: 600,
      orientation: undefined,
    });
  });

  it('the type comes from the bytes: a WebP named .gif with a wrong declared type is a WebP image', async () => {
    const res = await upload(t, creator.seller, [
      { filename: 'not-really.gif', type: 'image/gif', bytes: await webp(900, 600) },
    ]);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.items[0]).toMatchObject({ kind: 'image', width: 900, height: 600 });
  });

  it('GIF and AVIF photos are stored too, as WebP', async () => {
    const gif = await noise(120, 80).gif().toBuffer();
    const avif = await noise(96, 64).avif({ effort: 0 }).toBuffer();
    const res = await upload(t, creator.seller, [
      { filename: 'a.gif', bytes: gif },
      { filename: 'b.avif', bytes: avif },
    ]);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.items.map((i) => [i.kind, i.width, i.height])).toEqual([
      ['image', 120, 80],
      ['image', 96, 64],
    ]);
    const served = await fetchMedia(t, res.body.data.items[1]?.url ?? '');
    expect((await sharp(served.bytes).metadata()).format).toBe('webp');
  });

  it('an MP4 gets its dimensions, duration and a poster frame; the video is kept as uploaded', async () => {
    const clip = await makeVideo({ seconds: 2, width: 320, height: 240 });
    const res = await upload(t, creator.seller, [{ filename: 'clip.mp4', type: 'video/mp4', bytes: clip }]);
    expect(res.status, res.body.msg).toBe(200);
    const [item] = res.body.data.items;
    expect(item).toMatchObject({ kind: 'video', width: 320, height: 240, bytes: clip.length });
    expect(item?.durationMs).toBeGreaterThanOrEqual(1900);
    expect(item?.durationMs).toBeLessThanOrEqual(2100);
    expect(item?.thumbUrl).toContain('/poster?');
    expect(item?.url).toContain('/video?');

    const poster = await fetchMedia(t, item?.thumbUrl ?? '');
    expect(poster.headers['content-type']).toBe('image/webp');
    expect(await sharp(poster.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const video = await fetchMedia(t, item?.url ?? '');
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.bytes.equals(clip)).toBe(true);
    expect(await rowOf(item?.id ?? '')).toMatchObject({ mime: 'video/mp4', variants: ['poster', 'video'] });
  });

  it('a WebM video is recognised by its EBML header', async () => {
    const clip = await makeVideo({ seconds: 1, width: 160, height: 120, format: 'webm' });
    const res = await upload(t, creator.seller, [{ filename: 'clip.bin', bytes: clip }]);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.items[0]).toMatchObject({ kind: 'video', width: 160, height: 120 });
    expect((await fetchMedia(t, res.body.data.items[0]?.url ?? '')).headers['content-type']).toBe('video/webm');
  });

  it('several files in one request are stored together and answered in upload order', async () => {
    const files = [
      { filename: 'a.png', bytes: await png(200, 100) },
      { filename: 'b.jpg', bytes: await noise(100, 200).jpeg().toBuffer() },
      { filename: 'c.webp', bytes: await webp(150, 150) },
    ];
    const res = await upload(t, creator.seller, files);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.items.map((i) => [i.width, i.height])).toEqual([
      [200, 100],
      [100, 200],
      [150, 150],
    ]);
    const names = await Promise.all(res.body.data.items.map(async (i) => (await rowOf(i.id))?.originalName));
    expect(names).toEqual(['a.png', 'b.jpg', 'c.webp']);
  });

  it('only a creator calling as seller for their own shop may upload', async () => {
    const fan = await createSignedInUser(t);
    const file = [{ filename: 'a.png', bytes: await png(50, 50) }];
    expectError(await upload(t, {}, file), 'UNAUTHORIZED');
    expectError(
      await upload(t, { ...fan.auth, 'user-type': 'SELLER', 'shop-domain': creator.domain }, file),
      'NOT_A_CREATOR',
    );
    expectError(await upload(t, creator.auth, file), 'SHOP_DOMAIN_MISMATCH');
    expectError(await upload(t, { ...creator.seller, 'shop-domain': 'someone-else' }, file), 'SHOP_DOMAIN_MISMATCH');
  });
});

describe(`uploading a video without ffmpeg (${TEST_DRIVER})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ FFMPEG_PATH: '/nonexistent/bin/ffmpeg' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the video is still accepted, with a neutral poster and no dimensions or duration', async () => {
    const creator = await createCreator(t);
    const clip = await makeVideo({ seconds: 1 });
    const res = await upload(t, creator.seller, [{ filename: 'clip.mp4', bytes: clip }]);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.items[0]).toMatchObject({
      kind: 'video',
      width: 0,
      height: 0,
      durationMs: null,
      bytes: clip.length,
    });
    const poster = await fetchMedia(t, res.body.data.items[0]?.thumbUrl ?? '');
    expect(poster.status).toBe(200);
    expect(await sharp(poster.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect((await fetchMedia(t, res.body.data.items[0]?.url ?? '')).bytes.equals(clip)).toBe(true);
  });
});
