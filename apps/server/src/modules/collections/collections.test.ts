import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import { COLLECTION_TITLE_MAX, type TCollection, type TCollectionDetail } from '@fanlane/contracts/social';
import { collectionFavorites, follows, type PostRow } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { insertPost, minutesAgo } from '../../../test/post-rows.ts';

const MISSING = '7b0c9c1e-0000-4000-8000-000000000000';

describe(`collections (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let rival: TestCreator;
  let fan: SignedInUser;
  let follower: SignedInUser;
  /** Published posts of `creator`, oldest first. */
  let live: PostRow[];
  let locked: PostRow;
  let queued: PostRow;
  let deleted: PostRow;
  let rivalPost: PostRow;

  const create = (body: Record<string, unknown>, headers: Record<string, string> = creator.seller) =>
    t.post<TCollection>(PATHS.collectionCreate, body, headers);
  const update = (body: Record<string, unknown>, headers: Record<string, string> = creator.seller) =>
    t.post<TCollection>(PATHS.collectionUpdate, body, headers);
  const detail = (body: Record<string, unknown>, auth: Record<string, string> = {}) =>
    t.post<TCollectionDetail>(PATHS.collectionDetail, body, auth);
  const listOf = (addressOrDomain: string, auth: Record<string, string> = {}) =>
    t.post<{ items: TCollection[] }>(PATHS.collectionList, { addressOrDomain }, auth);
  const favorite = (id: string, on: boolean, auth: Record<string, string>) =>
    t.post<{ favorite: boolean }>(PATHS.collectionFavorite, { id, favorite: on }, auth);
  const favorites = (body: Record<string, unknown>, auth: Record<string, string>) =>
    t.post<TPage<TCollection>>(PATHS.collectionFavorites, body, auth);
  const block = (who: SignedInUser, on: boolean) =>
    t.post(PATHS.blockOperate, { address: who.user.address, block: on }, creator.auth);

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'curator');
    rival = await createCreator(t, 'rival');
    fan = await createSignedInUser(t);
    follower = await createSignedInUser(t);
    await t.deps.db.insert(follows).values({ followerId: follower.user.id, creatorId: creator.user.id });
    live = [];
    for (let i = 0; i < 4; i += 1)
      live.push(await insertPost(t, creator.user.id, { text: `live ${i}`, publishAt: minutesAgo(100 - i) }));
    locked = await insertPost(t, creator.user.id, {
      text: 'for followers',
      visibility: 'followers',
      publishAt: minutesAgo(50),
    });
    queued = await insertPost(t, creator.user.id, { text: 'soon', status: 'scheduled', publishAt: minutesAgo(-600) });
    deleted = await insertPost(t, creator.user.id, { text: 'gone', publishAt: minutesAgo(40), deletedAt: new Date() });
    rivalPost = await insertPost(t, rival.user.id, { text: 'not yours' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('writing', () => {
    it('a creator groups their posts; queued posts may join but only published ones count', async () => {
      const res = await create({
        title: '  Best of ',
        description: 'The good ones',
        postIds: [live[2]!.id, queued.id, live[0]!.id],
      });
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data).toEqual({
        id: expect.any(String) as unknown,
        author: { address: creator.user.address, creatorDomain: creator.domain, displayName: 'curator', avatar: null },
        title: 'Best of',
        description: 'The good ones',
        postCount: 2,
        favorite: false,
        createdAt: expect.any(String) as unknown,
        updatedAt: expect.any(String) as unknown,
      });
    });

    it("another creator's post, a deleted one, a missing one or the same one twice is a postIds error", async () => {
      for (const postIds of [[live[0]!.id, rivalPost.id], [deleted.id], [MISSING], [live[1]!.id, live[1]!.id]]) {
        expectInvalidFields(await create({ title: 'Nope', postIds }), ['postIds']);
      }
      expect((await listOf(creator.domain)).body.data.items.map((c) => c.title)).toEqual(['Best of']);
    });

    it('an edit replaces title, description and the posts, in the order given', async () => {
      const made = (await create({ title: 'Draft', postIds: [live[0]!.id] })).body.data;
      const res = await update({
        id: made.id,
        title: 'Final',
        description: '',
        postIds: [live[3]!.id, locked.id, live[1]!.id],
      });
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data).toMatchObject({ id: made.id, title: 'Final', description: '', postCount: 3 });
      expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));
      const shown = (await detail({ id: made.id }, follower.auth)).body.data;
      expect(shown.posts.items.map((p) => p.id)).toEqual([live[3]!.id, locked.id, live[1]!.id]);
      expectInvalidFields(await update({ id: made.id, title: 'Final', postIds: [rivalPost.id] }), ['postIds']);
      expect((await detail({ id: made.id })).body.data.posts.items).toHaveLength(3);
    });

    it('another creator cannot edit or delete my collection: it is not found for them', async () => {
      const mine = (await create({ title: 'Mine', postIds: [live[0]!.id] })).body.data;
      expectError(await update({ id: mine.id, title: 'Stolen', postIds: [] }, rival.seller), 'NOT_FOUND');
      expectError(await t.post(PATHS.collectionDelete, { id: mine.id }, rival.seller), 'NOT_FOUND');
      expect((await detail({ id: mine.id })).body.data.collection.title).toBe('Mine');

      const res = await t.post(PATHS.collectionDelete, { id: mine.id }, creator.seller);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ok: true });
      expectError(await detail({ id: mine.id }), 'NOT_FOUND');
      expectError(await t.post(PATHS.collectionDelete, { id: mine.id }, creator.seller), 'NOT_FOUND');
      expectError(await update({ id: MISSING, title: 'x', postIds: [] }), 'NOT_FOUND');
    });

    it('only a creator acting for their own shop writes collections', async () => {
      expectError(await create({ title: 'Fan list' }, fan.auth), 'NOT_A_CREATOR');
      expectError(await create({ title: 'No headers' }, creator.auth), 'SHOP_DOMAIN_MISMATCH');
      expectError(
        await create({ title: 'Wrong shop' }, { ...creator.auth, 'user-type': 'SELLER', 'shop-domain': rival.domain }),
        'SHOP_DOMAIN_MISMATCH',
      );
      expectError(await create({ title: 'Anonymous' }, {}), 'UNAUTHORIZED');
    });

    it('bad input is a validation error naming the field', async () => {
      expectInvalidFields(await create({ title: '   ' }), ['title']);
      expectInvalidFields(await create({ title: 't'.repeat(COLLECTION_TITLE_MAX + 1) }), ['title']);
      expectInvalidFields(await create({ title: 'ok', postIds: ['not-a-uuid'] }), ['postIds.0']);
      expectInvalidFields(await update({ title: 'ok', postIds: [] }), ['id']);
      expectInvalidFields(await t.post(PATHS.collectionDelete, { id: 'abc' }, creator.seller), ['id']);
    });
  });

  describe('reading', () => {
    let big: TCollection;

    beforeAll(async () => {
      big = (
        await create({
          title: 'Everything',
          postIds: [...live]
            .reverse()
            .map((p) => p.id)
            .concat(locked.id, queued.id),
        })
      ).body.data;
    });

    it("anyone sees a creator's collections, newest first, and only that creator's", async () => {
      await create({ title: 'Rival picks', postIds: [rivalPost.id] }, rival.seller);
      const res = await listOf(creator.domain.toUpperCase());
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((c) => c.title)).toEqual(['Everything', 'Final', 'Best of']);
      expect(res.body.data.items.every((c) => c.author.creatorDomain === creator.domain)).toBe(true);
      expect(res.body.data.items[0]).toMatchObject({ postCount: 5, favorite: false });
      expect((await listOf(rival.user.address)).body.data.items.map((c) => c.title)).toEqual(['Rival picks']);
    });

    it('a fan, or nobody, has no collections to list', async () => {
      expectError(await listOf(fan.user.address), 'NOT_FOUND');
      expectError(await listOf('no-such-creator'), 'NOT_FOUND');
    });

    it('the detail pages through published posts in the creator’s order; locked posts stay locked', async () => {
      const first = await detail({ id: big.id, limit: 3 });
      expect(first.status).toBe(200);
      expect(first.body.data.collection).toMatchObject({ id: big.id, title: 'Everything', postCount: 5 });
      expect(first.body.data.posts.items.map((p) => p.text)).toEqual(['live 3', 'live 2', 'live 1']);
      const second = await detail({ id: big.id, limit: 3, cursor: first.body.data.posts.nextCursor });
      expect(second.body.data.posts.items.map((p) => p.id)).toEqual([live[0]!.id, locked.id]);
      expect(second.body.data.posts.nextCursor).toBeNull();
      expect(second.body.data.posts.items[1]).toMatchObject({ canView: false, lockReason: 'followers' });

      const asFollower = await detail({ id: big.id }, follower.auth);
      expect(asFollower.body.data.posts.items.find((p) => p.id === locked.id)).toMatchObject({
        canView: true,
        lockReason: null,
      });
      // Fans see the queued post when it goes live; its owner sees it now, so editing keeps it.
      expect((await detail({ id: big.id }, follower.auth)).body.data.posts.items.map((p) => p.id)).not.toContain(
        queued.id,
      );
      expect((await detail({ id: big.id })).body.data.posts.items.map((p) => p.id)).not.toContain(queued.id);
      const asOwner = (await detail({ id: big.id }, creator.auth)).body.data.posts.items;
      expect(asOwner.find((p) => p.id === queued.id)).toMatchObject({ status: 'scheduled', isOwner: true });
    });

    it('a bad cursor or limit is a validation error naming it', async () => {
      expectInvalidFields(await detail({ id: big.id, cursor: 'garbage' }), ['cursor']);
      expectInvalidFields(await detail({ id: big.id, cursor: Buffer.from('p-1').toString('base64url') }), ['cursor']);
      expectInvalidFields(await detail({ id: big.id, limit: 51 }), ['limit']);
      expectInvalidFields(await detail({ id: 'nope' }), ['id']);
      expectError(await detail({ id: MISSING }), 'NOT_FOUND');
    });
  });

  describe('saving collections', () => {
    let a: TCollection;
    let b: TCollection;
    let c: TCollection;

    beforeAll(async () => {
      a = (await create({ title: 'Save A' })).body.data;
      b = (await create({ title: 'Save B' })).body.data;
      c = (await create({ title: 'Rival save' }, rival.seller)).body.data;
    });

    it('saving is idempotent, even twice at the same moment', async () => {
      const both = await Promise.all([favorite(a.id, true, fan.auth), favorite(a.id, true, fan.auth)]);
      expect(both.map((r) => [r.status, r.body.data])).toEqual([
        [200, { favorite: true }],
        [200, { favorite: true }],
      ]);
      const rows = await t.deps.db
        .select()
        .from(collectionFavorites)
        .where(and(eq(collectionFavorites.userId, fan.user.id), eq(collectionFavorites.collectionId, a.id)));
      expect(rows).toHaveLength(1);
      expect((await favorite(a.id, true, fan.auth)).body.data).toEqual({ favorite: true });
      expect((await listOf(creator.domain, fan.auth)).body.data.items.find((x) => x.id === a.id)?.favorite).toBe(true);
      expect((await listOf(creator.domain, follower.auth)).body.data.items.find((x) => x.id === a.id)?.favorite).toBe(
        false,
      );
    });

    it('my saved collections come newest-saved first, page by page', async () => {
      await new Promise((r) => setTimeout(r, 3));
      await favorite(c.id, true, fan.auth);
      await new Promise((r) => setTimeout(r, 3));
      await favorite(b.id, true, fan.auth);
      const first = await favorites({ limit: 2 }, fan.auth);
      expect(first.status).toBe(200);
      expect(first.body.data.items.map((x) => [x.title, x.favorite])).toEqual([
        ['Save B', true],
        ['Rival save', true],
      ]);
      const second = await favorites({ limit: 2, cursor: first.body.data.nextCursor }, fan.auth);
      expect(second.body.data).toEqual({ items: [expect.objectContaining({ title: 'Save A' })], nextCursor: null });
      expect((await favorites({}, follower.auth)).body.data).toEqual({ items: [], nextCursor: null });
    });

    it('unsaving is idempotent too', async () => {
      expect((await favorite(b.id, false, fan.auth)).body.data).toEqual({ favorite: false });
      expect((await favorite(b.id, false, fan.auth)).body.data).toEqual({ favorite: false });
      expect((await favorites({}, fan.auth)).body.data.items.map((x) => x.title)).toEqual(['Rival save', 'Save A']);
    });

    it('a fan the creator blocked is shut out of their collections until unblocked', async () => {
      await block(fan, true);
      expectError(await listOf(creator.domain, fan.auth), 'BLOCKED');
      expectError(await detail({ id: a.id }, fan.auth), 'BLOCKED');
      expectError(await favorite(b.id, true, fan.auth), 'BLOCKED');
      expect((await favorites({}, fan.auth)).body.data.items.map((x) => x.title)).toEqual(['Rival save']);
      // Letting go of a save still works, and others are not affected.
      expect((await favorite(a.id, false, fan.auth)).body.data).toEqual({ favorite: false });
      expect((await listOf(creator.domain, follower.auth)).status).toBe(200);

      await block(fan, false);
      await favorite(a.id, true, fan.auth);
      expect((await listOf(creator.domain, fan.auth)).status).toBe(200);
      expect((await detail({ id: a.id }, fan.auth)).status).toBe(200);
      expect((await favorites({}, fan.auth)).body.data.items.map((x) => x.title)).toEqual(['Save A', 'Rival save']);
    });

    it('deleting a collection removes it from fans’ saved lists', async () => {
      const doomed = (await create({ title: 'Doomed' })).body.data;
      await favorite(doomed.id, true, follower.auth);
      await t.post(PATHS.collectionDelete, { id: doomed.id }, creator.seller);
      expect((await favorites({}, follower.auth)).body.data.items).toEqual([]);
      expectError(await favorite(doomed.id, true, follower.auth), 'NOT_FOUND');
    });

    it('saving needs a signed-in caller and good input', async () => {
      expectError(await t.post(PATHS.collectionFavorite, { id: a.id, favorite: true }), 'UNAUTHORIZED');
      expectError(await t.post(PATHS.collectionFavorites, {}), 'UNAUTHORIZED');
      expectInvalidFields(await t.post(PATHS.collectionFavorite, { id: a.id, favorite: 'yes' }, fan.auth), [
        'favorite',
      ]);
      expectInvalidFields(await favorites({ cursor: 'zzz' }, fan.auth), ['cursor']);
    });
  });
});
