import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import { follows, posts } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createPostAs, insertMedia, type TestCreator } from '../../../test/content-fixtures.ts';
import { fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { createFeedCache, type FeedPage } from '../../lib/feed-cache.ts';

describe('the feed cache on its own', () => {
  const clock = { now: 1_000 };
  const make = () => createFeedCache<string>({ ttlMs: 10_000, now: () => clock.now });

  it('answers a page until its TTL, for the same variant only', () => {
    const cache = make();
    cache.set('fan', '15', 'page', ['a', 'b'], cache.stamp());
    expect(cache.get('fan', '15')).toBe('page');
    expect(cache.get('fan', '30')).toBeUndefined();
    cache.set('fan', '15', 'page', ['a'], cache.stamp());
    clock.now += 10_000;
    expect(cache.get('fan', '15')).toBeUndefined();
  });

  it('drops a page when its fan or a creator it follows is forgotten, and only then', () => {
    const cache = make();
    cache.set('fan', '15', 'page', ['a', 'b'], cache.stamp());
    cache.forget('stranger');
    expect(cache.get('fan', '15')).toBe('page');
    cache.forget('b');
    expect(cache.get('fan', '15')).toBeUndefined();
    cache.set('fan', '15', 'page 2', ['a', 'b'], cache.stamp());
    cache.forget('fan');
    expect(cache.get('fan', '15')).toBeUndefined();
  });

  it('keeps nothing read before a write it depends on (the write raced the read)', () => {
    const cache = make();
    const stamp = cache.stamp();
    cache.forget('a');
    cache.set('fan', '15', 'old page', ['a'], stamp);
    expect(cache.get('fan', '15')).toBeUndefined();
    const before = cache.stamp();
    cache.forget('fan');
    cache.set('fan', '15', 'old page', ['a'], before);
    expect(cache.get('fan', '15')).toBeUndefined();
  });

  it('forgets marks older than the TTL without reviving a stale page', () => {
    const cache = make();
    cache.set('fan', '15', 'page', ['a'], cache.stamp());
    cache.forget('a');
    clock.now += 10_001;
    cache.forget('other'); // prunes the mark on 'a'
    expect(cache.get('fan', '15')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = createFeedCache<string>({ ttlMs: 0 });
    cache.set('fan', '15', 'page', [], cache.stamp());
    expect(cache.get('fan', '15')).toBeUndefined();
  });
});

/** Through the app, with the cache on as in production (FEED_CACHE_MS 10 s). */
describe(`the home feed's first page is cached and follows every write (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let other: TestCreator;
  let fan: SignedInUser;

  const home = async (body: Record<string, unknown> = {}) => {
    const res = await t.post<TPage<TPost>>(PATHS.blogHomeV1, body, fan.auth);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const texts = async () => (await home()).items.map((p) => p.text);
  /** A change made behind the app's back, which only a read through to the database can see. */
  const renameBehind = (id: string, text: string) => t.deps.db.update(posts).set({ text }).where(eq(posts.id, id));

  beforeAll(async () => {
    t = await createTestApp({ FEED_CACHE_MS: '10000' });
    creator = await createCreator(t, 'feedcache');
    other = await createCreator(t, 'feedother');
    fan = await createSignedInUser(t);
    await t.deps.db.insert(follows).values({ followerId: fan.user.id, creatorId: creator.user.id });
  });
  afterAll(() => t.close());

  it('serves the same bytes again without reading the database; later pages are always read', async () => {
    const first = await createPostAs(t, creator, { text: 'first', visibility: 'public' });
    const page = await home();
    expect(page.items.map((p) => p.text)).toEqual(['first']);
    await renameBehind(first.id, 'renamed behind');
    expect(await home()).toEqual(page);
    expect((await home({ limit: 5 })).items.map((p) => p.text)).toEqual(['renamed behind']);
    await renameBehind(first.id, 'first');
  });

  it("shows the creator's new, edited and deleted posts and profile at once", async () => {
    await texts();
    const second = await createPostAs(t, creator, { text: 'second', visibility: 'public' });
    expect(await texts()).toEqual(['second', 'first']);
    const edited = await t.post(
      PATHS.postUpdate,
      { id: second.id, text: 'second, edited', mediaIds: [], visibility: 'public' },
      creator.seller,
    );
    expect(edited.status, edited.body.msg).toBe(200);
    expect(await texts()).toEqual(['second, edited', 'first']);
    const renamed = await t.post(PATHS.profileUpdate, { displayName: 'New Name' }, creator.auth);
    expect(renamed.status, renamed.body.msg).toBe(200);
    expect((await home()).items[0]!.author.displayName).toBe('New Name');
    expect((await t.post(PATHS.postDelete, { id: second.id }, creator.seller)).status).toBe(200);
    expect(await texts()).toEqual(['first']);
  });

  it("shows the fan's own follows, likes and purchases at once", async () => {
    const elsewhere = await createPostAs(t, other, { text: 'elsewhere', visibility: 'public' });
    expect(await texts()).toEqual(['first']);
    expect((await t.post(PATHS.followOperate, { addressOrDomain: other.domain, follow: true }, fan.auth)).status).toBe(
      200,
    );
    expect(await texts()).toEqual(['elsewhere', 'first']);
    expect((await t.post(PATHS.postLike, { id: elsewhere.id, like: true }, fan.auth)).status).toBe(200);
    expect((await home()).items[0]).toMatchObject({ id: elsewhere.id, liked: true, likes: 1 });
    // Another fan's like and comment reach this fan's page too: they forget the post's creator.
    const someone = await createSignedInUser(t);
    expect((await t.post(PATHS.postLike, { id: elsewhere.id, like: true }, someone.auth)).status).toBe(200);
    expect((await home()).items[0]).toMatchObject({ id: elsewhere.id, liked: true, likes: 2 });
    expect((await t.post(PATHS.commentAdd, { postId: elsewhere.id, text: 'nice' }, someone.auth)).status).toBe(200);
    expect((await home()).items[0]).toMatchObject({ id: elsewhere.id, comments: 1 });

    const photo = await insertMedia(t, other.user.id);
    const locked = await createPostAs(t, other, {
      text: 'locked',
      mediaIds: [photo.id],
      visibility: 'ppv',
      price: '300',
    });
    expect((await home()).items[0]).toMatchObject({ id: locked.id, canView: false });
    await fundWallet(t, fan.user.id, 300n);
    const bought = await t.post(PATHS.purchase, { postId: locked.id }, keyed(fan.auth));
    expect(bought.status, bought.body.msg).toBe(200);
    const unlocked = (await home()).items[0]!;
    expect(unlocked).toMatchObject({ id: locked.id, canView: true });
    expect(unlocked.media[0]!.url).not.toBeNull();
  });

  it("drops a blocked fan's page: the blocker's posts are gone at once", async () => {
    expect(await texts()).toContain('elsewhere');
    expect((await t.post(PATHS.blockOperate, { address: fan.user.address, block: true }, other.auth)).status).toBe(200);
    expect(await texts()).toEqual(['first']);
  });

  it('a cached page goes out compressed, each encoding made once, and decodes to the same JSON', async () => {
    for (const text of ['third', 'fourth', 'fifth']) await createPostAs(t, creator, { text, visibility: 'public' });
    const request = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: PATHS.blogHomeV1,
        payload: {},
        headers: { ...fan.auth, ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
      });
    const plain = await request();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.json<{ data: TPage<TPost> }>().data.items.map((p) => p.text)).toEqual([
      'fifth',
      'fourth',
      'third',
      'first',
    ]);

    const reads = vi.spyOn(t.deps.feedCache, 'get');
    const cachedPage = () => reads.mock.results.at(-1)?.value as FeedPage | undefined;
    try {
      const br = await request('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const made = cachedPage()?.encoded.br;
      expect(made).toBeInstanceOf(Buffer);

      const again = await request('br');
      expect(cachedPage()?.encoded.br).toBe(made);
      expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

      const gzip = await request('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(cachedPage()?.encoded.br).toBe(made);
    } finally {
      reads.mockRestore();
    }
  });
});
