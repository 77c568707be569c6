import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TVaultItem } from '@fanlane/contracts/post';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { expectError, expectInvalidFields } from '../../../test/fixtures.ts';
import { media, postMedia, posts } from '../../db/schema/index.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { fetchMedia, filesUnder, makeVideo, png, upload } from '../../../test/media-test-kit.ts';

describe(`the vault (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let rival: TestCreator;
  /** Oldest first, as uploaded: four photos with a video in the middle. */
  let items: TVaultItem[];

  const list = (body: Record<string, unknown> = {}, headers: Record<string, string> = creator.seller) =>
    t.post<TPage<TVaultItem>>(PATHS.vaultList, body, headers);
  const remove = (id: string, headers: Record<string, string> = creator.seller) =>
    t.post(PATHS.mediaDelete, { id }, headers);

  /** A post of the creator using the given media, written straight to the tables. */
  async function postWith(mediaIds: string[], fields: Partial<typeof posts.$inferInsert> = {}) {
    const [post] = await t.deps.db
      .insert(posts)
      .values({ creatorId: creator.user.id, visibility: 'subscribers', status: 'published', ...fields })
      .returning();
    if (!post) throw new Error('no post');
    await t.deps.db
      .insert(postMedia)
      .values(mediaIds.map((mediaId, position) => ({ postId: post.id, mediaId, position })));
    return post;
  }

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'vaulty');
    rival = await createCreator(t, 'rival');
    items = [];
    // One request per item, so each gets its own creation time.
    for (const file of [
      { filename: '1.png', bytes: await png(100, 100) },
      { filename: '2.png', bytes: await png(110, 100) },
      { filename: '3.mp4', bytes: await makeVideo({ seconds: 1 }) },
      { filename: '4.png', bytes: await png(120, 100) },
      { filename: '5.png', bytes: await png(130, 100) },
    ]) {
      const res = await upload(t, creator.seller, [file]);
      expect(res.status, res.body.msg).toBe(200);
      items.push(...res.body.data.items);
    }
    await upload(t, rival.seller, [{ filename: 'r.png', bytes: await png(90, 90) }]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the caller’s own items, newest first, with signed links', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i) => i.id)).toEqual(items.map((i) => i.id).reverse());
    expect(res.body.data.nextCursor).toBeNull();
    const [newest] = res.body.data.items;
    expect(newest).toMatchObject({ kind: 'image', width: 130, height: 100, usedIn: [] });
    expect((await fetchMedia(t, newest?.thumbUrl ?? '')).status).toBe(200);
    expect((await list({}, rival.seller)).body.data.items).toHaveLength(1);
  });

  it('pages with the cursor until it runs out, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const res = await list({ limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...res.body.data.items.map((i) => i.id));
      cursor = res.body.data.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(items.map((i) => i.id).reverse());
    expectInvalidFields(await list({ cursor: 'not-a-cursor' }), ['cursor']);
    expectInvalidFields(await list({ limit: 0 }), ['limit']);
  });

  it('filters by kind', async () => {
    const videos = await list({ kind: 'video' });
    expect(videos.body.data.items.map((i) => i.id)).toEqual([items[2]?.id]);
    expect(videos.body.data.items[0]).toMatchObject({ kind: 'video', width: 320, height: 240 });
    expect((await list({ kind: 'image' })).body.data.items).toHaveLength(4);
    expectInvalidFields(await list({ kind: 'audio' }), ['kind']);
  });

  it('says which live posts use each item; deleted posts do not count', async () => {
    const [a, b] = items as [TVaultItem, TVaultItem];
    const published = await postWith([a.id, b.id], { visibility: 'ppv', priceCents: 500n });
    const scheduled = await postWith([a.id], {
      status: 'scheduled',
      visibility: 'followers',
      publishAt: new Date(Date.now() + 86_400_000),
    });
    await postWith([b.id], { deletedAt: new Date() });

    const byId = new Map((await list()).body.data.items.map((i) => [i.id, i.usedIn]));
    expect(byId.get(a.id)).toEqual(
      expect.arrayContaining([
        { postId: published.id, status: 'published', visibility: 'ppv' },
        { postId: scheduled.id, status: 'scheduled', visibility: 'followers' },
      ]),
    );
    expect(byId.get(a.id)).toHaveLength(2);
    expect(byId.get(b.id)).toEqual([{ postId: published.id, status: 'published', visibility: 'ppv' }]);
    expect(byId.get(items[4]?.id ?? '')).toEqual([]);
  });

  it('an item in a live post cannot be deleted; once the post is gone it can', async () => {
    const item = items[3] as TVaultItem;
    const post = await postWith([item.id]);
    expectError(await remove(item.id), 'MEDIA_IN_USE');
    await t.deps.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, post.id));
    expect((await remove(item.id)).status).toBe(200);
  });

  it('deleting removes the item from the vault and its bytes from the store, keeping the row marked', async () => {
    const target = items[4] as TVaultItem;
    const blobs = path.join(t.config.dataDir, 'blobs', 'm', creator.user.id, target.id);
    expect((await filesUnder(blobs)).sort()).toEqual(['lg.webp', 'sm.webp']);
    expect((await remove(target.id)).body).toMatchObject({ success: true, data: { ok: true } });
    expect(await filesUnder(blobs)).toEqual([]);
    const [row] = await t.deps.db.select().from(media).where(eq(media.id, target.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await list()).body.data.items.map((i) => i.id)).not.toContain(target.id);
    expectError(await remove(target.id), 'NOT_FOUND');
  });

  it('only the owner may delete: another creator’s item, or no item, is not found', async () => {
    const mine = items[1] as TVaultItem;
    const theirs = (await list({}, rival.seller)).body.data.items[0] as TVaultItem;
    expectError(await remove(theirs.id), 'NOT_FOUND');
    expectError(await remove(mine.id, rival.seller), 'NOT_FOUND');
    expectError(await remove(randomUUID()), 'NOT_FOUND');
    expectInvalidFields(await remove('nope'), ['id']);
    expect((await list({}, rival.seller)).body.data.items).toHaveLength(1);
  });

  it('files uploaded together are listed with the last one newest, and page cleanly', async () => {
    const batcher = await createCreator(t, 'batch');
    const files = await Promise.all(
      [140, 150, 160, 170, 180].map(async (w) => ({ filename: `${w}.png`, bytes: await png(w, 100) })),
    );
    const uploaded = (await upload(t, batcher.seller, files)).body.data.items;
    const first = await list({ limit: 3 }, batcher.seller);
    const rest = await list({ limit: 3, cursor: first.body.data.nextCursor }, batcher.seller);
    expect([...first.body.data.items, ...rest.body.data.items].map((i) => i.width)).toEqual([180, 170, 160, 150, 140]);
    expect(rest.body.data.nextCursor).toBeNull();
    expect(uploaded.map((i) => i.width)).toEqual([140, 150, 160, 170, 180]);
  });

  it('is for creators calling as seller', async () => {
    expectError(await list({}, creator.auth), 'SHOP_DOMAIN_MISMATCH');
    expectError(await t.post(PATHS.vaultList, {}), 'UNAUTHORIZED');
  });
});
