import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPost, TVaultItem } from '@fanlane/contracts/post';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError } from '../../../test/fixtures.ts';
import { entitlements } from '../../db/schema/index.ts';
import { MAX_BLUR_PX, MIN_LOCKED_BLUR_PX } from '../../media/present.ts';
import { createCreator, createPostAs, type TestCreator } from '../../../test/content-fixtures.ts';
import { fetchMedia, makeVideo, mediaKeyCookie, noise, stripes, upload } from '../../../test/media-test-kit.ts';
import { MEDIA_KEY_COOKIE } from './media-key-cookie.ts';

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
    // Public links open items that are in a live post.
    await createPostAs(t, creator, {
      text: 'all of it',
      visibility: 'public',
      mediaIds: [photo.id, otherPhoto.id, video.id],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a public post’s link answers the bytes with their type, a public cache until it expires, and nosniff; no sign-in needed', async () => {
    const url = sign(photo.id, 'lg');
    const res = await fetchMedia(t, url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(maxAge).toBeGreaterThan(500);
    expect(Math.abs(maxAge - (exp - Date.now() / 1000))).toBeLessThanOrEqual(2);
    expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
  });

  it('a vault link is the owner’s alone: private, never stored, and refused to any other browser', async () => {
    expect(photo.url).toMatch(/[?&]in=vault&/);
    const own = await fetchMedia(t, photo.url, { as: creator.seller });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const stranger = await createSignedInUser(t);
    for (const cookie of [null, await mediaKeyCookie(t, stranger.auth)]) {
      const res = await fetchMedia(t, photo.url, { cookie });
      expectError({ status: res.status, body: res.json() }, 'MEDIA_LINK_INVALID');
    }
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

describe(`paid media links are bound to their viewer (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let buyer: Awaited<ReturnType<typeof createSignedInUser>>;
  let fan: Awaited<ReturnType<typeof createSignedInUser>>;

  /** A pay-per-view post of one fresh photo, bought by `buyer`; and a public post beside it. */
  async function paidAndPublicPosts() {
    const res = await upload(t, creator.seller, [
      { filename: 'paid.png', bytes: await noise(60, 60).png().toBuffer() },
      { filename: 'open.png', bytes: await noise(60, 60).png().toBuffer() },
    ]);
    const [paidItem, openItem] = res.body.data.items as [TVaultItem, TVaultItem];
    const paid = await createPostAs(t, creator, {
      text: 'paid',
      visibility: 'ppv',
      price: '499',
      mediaIds: [paidItem.id],
    });
    const open = await createPostAs(t, creator, { text: 'open', visibility: 'public', mediaIds: [openItem.id] });
    await t.deps.db.insert(entitlements).values({ userId: buyer.user.id, postId: paid.id, source: 'purchase' });
    return { paid, open };
  }
  const detail = async (id: string, auth: Record<string, string>) => {
    const res = await t.post<TPost>(PATHS.postDetail, { id }, auth);
    expect(res.status, res.body.msg).toBe(200);
    return res;
  };
  const refused = async (
    url: string,
    opts: Parameters<typeof fetchMedia>[2],
    name: 'MEDIA_LINK_INVALID' | 'NOT_FOUND',
  ) => {
    const res = await fetchMedia(t, url, opts);
    expectError({ status: res.status, body: res.json() }, name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t);
    buyer = await createSignedInUser(t);
    fan = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a signed-in answer gives the browser its media key: HttpOnly, for the media route only; an anonymous one none', async () => {
    const { paid } = await paidAndPublicPosts();
    const res = await detail(paid.id, buyer.auth);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(`^${MEDIA_KEY_COOKIE}=[\\w.-]+; Path=${PATHS.mediaFile}; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );
    // The browser sends it back with the <img> load, and the bought photo opens.
    const cookie = setCookie.split(';')[0] ?? '';
    const url = res.body.data.media[0]?.url ?? '';
    expect(url).toContain(`in=${paid.id}`);
    const served = await fetchMedia(t, url, { cookie });
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect((await detail(paid.id, {})).headers['set-cookie']).toBeUndefined();
    // A browser that holds this session's key is not sent it again; one holding another's is.
    expect((await detail(paid.id, { ...buyer.auth, cookie })).headers['set-cookie']).toBeUndefined();
    const stale = `${MEDIA_KEY_COOKIE}=${t.deps.mediaSigner.viewerKey({ sessionId: randomUUID(), userId: buyer.user.id })}`;
    expect(String((await detail(paid.id, { ...buyer.auth, cookie: stale })).headers['set-cookie'])).toBe(setCookie);
  });

  it('the buyer’s link opens for the buyer; with another user’s key, a forged key or none it is refused', async () => {
    const { paid } = await paidAndPublicPosts();
    const post = (await detail(paid.id, buyer.auth)).body.data;
    const [item] = post.media;
    expect(item?.locked).toBe(false);
    for (const url of [item?.url ?? '', item?.thumbUrl ?? '']) {
      expect((await fetchMedia(t, url, { as: buyer.auth })).status, url).toBe(200);
      await refused(url, { as: fan.auth }, 'MEDIA_LINK_INVALID');
      await refused(url, { as: creator.seller }, 'MEDIA_LINK_INVALID');
      await refused(url, { cookie: null }, 'MEDIA_LINK_INVALID');
      // The buyer's ids with a made-up MAC, and the buyer's key with the fan's id: not a key.
      const [sessionId, userId, mac] = (await mediaKeyCookie(t, buyer.auth))!.split('=')[1]!.split('.');
      await refused(
        url,
        { cookie: `${MEDIA_KEY_COOKIE}=${sessionId}.${userId}.${mac?.slice(1)}A` },
        'MEDIA_LINK_INVALID',
      );
      await refused(url, { cookie: `${MEDIA_KEY_COOKIE}=${sessionId}.${fan.user.id}.${mac}` }, 'MEDIA_LINK_INVALID');
    }
    // The fan, who did not buy, is handed only the blurred preview, which anyone may open.
    const locked = (await detail(paid.id, fan.auth)).body.data.media[0];
    expect(locked?.locked).toBe(true);
    expect(locked?.thumbUrl).not.toContain('in=');
    expect((await fetchMedia(t, locked?.thumbUrl ?? '', { cookie: null })).status).toBe(200);
  });

  it('a tampered signature or a link moved to another post is refused, even to the buyer', async () => {
    const { paid, open } = await paidAndPublicPosts();
    const url = (await detail(paid.id, buyer.auth)).body.data.media[0]?.url ?? '';
    const sig = new URL(url, 'http://x').searchParams.get('sig') ?? '';
    const tampered = url.replace(`sig=${sig}`, `sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    for (const bad of [tampered, url.replace(`in=${paid.id}`, `in=${open.id}`), url.replace(/&in=[\w-]+/, '')])
      await refused(bad, { as: buyer.auth }, 'MEDIA_LINK_INVALID');
  });

  it('after sign-out the link and the key are refused; the sign-out answer clears the key', async () => {
    const { paid } = await paidAndPublicPosts();
    const device = await createSignedInUser(t);
    await t.deps.db.insert(entitlements).values({ userId: device.user.id, postId: paid.id, source: 'purchase' });
    const url = (await detail(paid.id, device.auth)).body.data.media[0]?.url ?? '';
    const cookie = await mediaKeyCookie(t, device.auth);
    expect((await fetchMedia(t, url, { cookie })).status).toBe(200);
    const out = await t.post(t.paths.logout, {}, device.auth);
    expect(out.status, out.body.msg).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(
      new RegExp(`^${MEDIA_KEY_COOKIE}=; Path=${PATHS.mediaFile}; Max-Age=0;`),
    );
    await refused(url, { cookie }, 'MEDIA_LINK_INVALID');
  });

  it('once the post is deleted its links are refused, even the buyer’s, paid or public', async () => {
    const { paid, open } = await paidAndPublicPosts();
    const bought = (await detail(paid.id, buyer.auth)).body.data.media[0];
    const blurred = (await detail(paid.id, fan.auth)).body.data.media[0]?.thumbUrl ?? '';
    const openUrl = (await detail(open.id, {})).body.data.media[0]?.url ?? '';
    for (const url of [bought?.url ?? '', bought?.thumbUrl ?? ''])
      expect((await fetchMedia(t, url, { as: buyer.auth })).status).toBe(200);
    expect((await fetchMedia(t, blurred)).status).toBe(200);
    expect((await fetchMedia(t, openUrl)).status).toBe(200);
    for (const id of [paid.id, open.id])
      expect((await t.post(PATHS.postDelete, { id }, creator.seller)).status).toBe(200);
    for (const url of [bought?.url ?? '', bought?.thumbUrl ?? '']) await refused(url, { as: buyer.auth }, 'NOT_FOUND');
    await refused(blurred, {}, 'NOT_FOUND');
    await refused(openUrl, {}, 'NOT_FOUND');
    // The creator's own vault link still opens the item: deleting a post keeps the vault.
    const vault = await t.post<{ items: TVaultItem[] }>(PATHS.vaultList, {}, creator.seller);
    const kept = vault.body.data.items.find((i) => i.id === bought?.id);
    expect((await fetchMedia(t, kept?.url ?? '', { as: creator.seller })).status).toBe(200);
  });
});

describe(`the media key cookie over https (${TEST_DRIVER})`, () => {
  it('is Secure, SameSite=None and Partitioned, so the mini-app keeps it inside Telegram’s iframe', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://fans.example' });
    try {
      const creator = await createCreator(t);
      const post = await createPostAs(t, creator, { text: 'hello', visibility: 'public' });
      const res = await t.post(PATHS.postDetail, { id: post.id }, creator.auth);
      expect(String(res.headers['set-cookie'])).toMatch(
        new RegExp(
          `^${MEDIA_KEY_COOKIE}=[\\w.-]+; Path=${PATHS.mediaFile}; Max-Age=\\d+; HttpOnly; Secure; SameSite=None; Partitioned$`,
        ),
      );
    } finally {
      await t.close();
    }
  });
});
