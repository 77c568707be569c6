import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TVaultItem, TWatermarkSettings } from '@fanlane/contracts/post';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { fetchMedia, upload } from '../../../test/media-test-kit.ts';

/** The brightest value in a corner quarter of an image: the flat dark photo is ~100, white text is ~255. */
async function brightestIn(bytes: Buffer, corner: 'top-left' | 'bottom-right'): Promise<number> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const region = { width: Math.floor(width / 3), height: Math.floor(height / 3) };
  const at = corner === 'top-left' ? { left: 0, top: 0 } : { left: width - region.width, top: height - region.height };
  const piece = await sharp(bytes)
    .extract({ ...at, ...region })
    .toBuffer();
  const { channels } = await sharp(piece).stats();
  return Math.max(...channels.slice(0, 3).map((c) => c.max));
}

describe(`the creator's watermark (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let photo: TVaultItem;

  const settings = () => t.post<TWatermarkSettings>(PATHS.watermark, undefined, creator.seller);
  const update = (body: unknown) => t.post<TWatermarkSettings>(PATHS.watermarkUpdate, body, creator.seller);

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'inkwell');
    const flat = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#333366' } })
      .png()
      .toBuffer();
    const res = await upload(t, creator.seller, [{ filename: 'flat.png', bytes: flat }]);
    photo = res.body.data.items[0] as TVaultItem;
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts off, bottom-right, with the creator’s handle as the text', async () => {
    const res = await settings();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ enabled: false, text: `@${creator.domain}`, position: 'bottom-right' });
  });

  it('turning it on with no text is refused, naming the field', async () => {
    expectInvalidFields(await update({ enabled: true, text: '   ', position: 'center' }), ['text']);
    expectInvalidFields(await update({ enabled: true, text: 'x'.repeat(41), position: 'center' }), ['text']);
    expectInvalidFields(await update({ enabled: true, text: 'ok', position: 'middle' }), ['position']);
    expect((await settings()).body.data.enabled).toBe(false);
  });

  it('on, the photos are served with the text burned in where chosen; off, the originals come back', async () => {
    const plainLg = (await fetchMedia(t, photo.url)).bytes;
    const plainSm = (await fetchMedia(t, photo.thumbUrl)).bytes;
    expect(await brightestIn(plainLg, 'bottom-right')).toBeLessThan(140);

    expect((await update({ enabled: true, text: 'inkwell.art', position: 'bottom-right' })).body.data).toEqual({
      enabled: true,
      text: 'inkwell.art',
      position: 'bottom-right',
    });
    const markedLg = (await fetchMedia(t, photo.url)).bytes;
    const markedSm = (await fetchMedia(t, photo.thumbUrl)).bytes;
    expect(markedLg.equals(plainLg)).toBe(false);
    expect(markedSm.equals(plainSm)).toBe(false);
    expect(await brightestIn(markedLg, 'bottom-right')).toBeGreaterThan(200);
    expect(await brightestIn(markedLg, 'top-left')).toBeLessThan(140);
    expect(await brightestIn(markedSm, 'bottom-right')).toBeGreaterThan(200);
    expect(await sharp(markedLg).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });

    await update({ enabled: true, text: 'inkwell.art', position: 'top-left' });
    const moved = (await fetchMedia(t, photo.url)).bytes;
    expect(await brightestIn(moved, 'top-left')).toBeGreaterThan(200);
    expect(await brightestIn(moved, 'bottom-right')).toBeLessThan(140);

    await update({ enabled: false, text: 'inkwell.art', position: 'top-left' });
    expect((await fetchMedia(t, photo.url)).bytes.equals(plainLg)).toBe(true);
    expect((await fetchMedia(t, photo.thumbUrl)).bytes.equals(plainSm)).toBe(true);
  });

  it('text with markup characters is drawn as text, and no text falls back to the handle', async () => {
    await update({ enabled: true, text: `<b>"Tom" & 'Jerry'</b>`, position: 'center' });
    const res = await fetchMedia(t, photo.url);
    expect(res.status).toBe(200);
    expect(await sharp(res.bytes).metadata()).toMatchObject({ format: 'webp', width: 1200 });

    const cleared = await update({ enabled: false, text: '', position: 'center' });
    expect(cleared.body.data).toEqual({ enabled: false, text: `@${creator.domain}`, position: 'center' });
    expectInvalidFields(await update({ enabled: true, text: 'tab\there', position: 'center' }), ['text']);
  });

  it('is a creator setting: fans and plain buyer calls are refused', async () => {
    const fan = await createSignedInUser(t);
    expectError(await t.post(PATHS.watermark, undefined, fan.auth), 'NOT_A_CREATOR');
    expectError(
      await t.post(PATHS.watermarkUpdate, { enabled: false, text: '', position: 'center' }, creator.auth),
      'SHOP_DOMAIN_MISMATCH',
    );
    expectError(await t.post(PATHS.watermark), 'UNAUTHORIZED');
  });
});
