import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import type { TTier } from '@fanlane/contracts/subscription';
import { posts } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import {
  createCreator,
  createPostAs,
  createTier,
  insertMedia,
  subscribeTo,
  type TestCreator,
} from '../../../test/content-fixtures.ts';
import { fundWallet } from '../../../test/money-fixtures.ts';

describe(`minimum tiers (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let low: TTier;
  let mid: TTier;
  let high: TTier;
  /** A fan per tier, and one subscribed to another creator. */
  const fans = {} as Record<'low' | 'mid' | 'high' | 'elsewhere' | 'none', SignedInUser>;

  const detail = (id: string, auth: Record<string, string>) => t.post<TPost>(PATHS.postDetail, { id }, auth);
  /** A subscribers-only post with one photo, through the real call. */
  const lockedPost = async (minTierId: string | null) => {
    const m = await insertMedia(t, creator.user.id);
    return createPostAs(t, creator, {
      text: `min ${minTierId ?? 'any'}`,
      visibility: 'subscribers',
      minTierId,
      mediaIds: [m.id],
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'tiers');
    low = await createTier(t, creator, { name: 'Low', priceCents: '300' });
    mid = await createTier(t, creator, { name: 'Mid', priceCents: '600' });
    high = await createTier(t, creator, { name: 'High', priceCents: '900' });
    const other = await createCreator(t, 'elsewhere');
    const otherTier = await createTier(t, other, { name: 'Top', priceCents: '5000' });
    for (const [name, tierId] of [
      ['low', low.id],
      ['mid', mid.id],
      ['high', high.id],
      ['elsewhere', otherTier.id],
      ['none', null],
    ] as const) {
      fans[name] = await createSignedInUser(t);
      await fundWallet(t, fans[name].user.id, 10_000n);
      if (tierId) await subscribeTo(t, fans[name].auth, { tierId });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('a post for the middle tier opens with originals for fans at or above it, and stays locked below', async () => {
    const post = await lockedPost(mid.id);
    expect(post.minTierId).toBe(mid.id);
    for (const [name, may] of [
      ['low', false],
      ['mid', true],
      ['high', true],
      ['elsewhere', false],
      ['none', false],
    ] as const) {
      const seen = (await detail(post.id, fans[name].auth)).body.data;
      expect({ name, canView: seen.canView, lockReason: seen.lockReason }).toEqual({
        name,
        canView: may,
        lockReason: may ? null : 'subscribers',
      });
      const [m] = seen.media;
      if (may) expect(m!.url, name).toMatch(/\/media-file\/.+\/lg\?/);
      else {
        expect(m!.url, name).toBeNull();
        expect(m!.thumbUrl, name).toMatch(/\/blur-\d+\?/);
      }
    }
  });

  it('a post without a minimum opens for any tier of its creator', async () => {
    const post = await lockedPost(null);
    for (const [name, may] of [
      ['low', true],
      ['mid', true],
      ['high', true],
      ['elsewhere', false],
      ['none', false],
    ] as const) {
      expect({ name, canView: (await detail(post.id, fans[name].auth)).body.data.canView }).toEqual({
        name,
        canView: may,
      });
    }
  });

  it('a subscription opens followers-only posts too, and the creator page list agrees with the detail', async () => {
    const followersPost = await createPostAs(t, creator, { text: 'followers', visibility: 'followers' });
    expect((await detail(followersPost.id, fans.low.auth)).body.data.canView).toBe(true);
    expect((await detail(followersPost.id, fans.none.auth)).body.data.canView).toBe(false);
    const top = await lockedPost(high.id);
    const page = await t.post<TPage<TPost>>(PATHS.postList, { addressOrDomain: creator.domain }, fans.mid.auth);
    const listed = new Map(page.body.data.items.map((p) => [p.id, p.canView]));
    expect(listed.get(top.id)).toBe(false);
    expect(listed.get(followersPost.id)).toBe(true);
    expect(
      (
        await t.post<TPage<TPost>>(PATHS.postList, { addressOrDomain: creator.domain }, fans.high.auth)
      ).body.data.items.find((p) => p.id === top.id)?.canView,
    ).toBe(true);
  });

  it('an archived tier keeps its subscribers: their access is unchanged', async () => {
    const maker = await createCreator(t, 'archiver');
    const old = await createTier(t, maker, { name: 'Old', priceCents: '300' });
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 300n);
    await subscribeTo(t, fan.auth, { tierId: old.id });
    const post = await createPostAs(t, maker, { text: 'old tier', visibility: 'subscribers', minTierId: old.id });
    await t.post(PATHS.tierSave, { id: old.id, name: 'Old', priceCents: '300', status: 'archived' }, maker.seller);
    expect((await detail(post.id, fan.auth)).body.data.canView).toBe(true);
  });

  describe('a post may only require an active tier of its own creator', () => {
    let theirs: TTier;
    let archived: TTier;
    beforeAll(async () => {
      theirs = await createTier(t, await createCreator(t, 'rival'), { name: 'Theirs' });
      archived = await createTier(t, creator, { name: 'Shelved', status: 'archived' });
    });

    it.each([
      ['another creator’s tier', () => theirs.id],
      ['an archived tier', () => archived.id],
      ['an unknown tier', () => '7b0c9c1e-0000-4000-8000-000000000000'],
    ])('%s is a field error on create, and no post is written', async (_label, tierId) => {
      const before = await t.deps.db.select({ id: posts.id }).from(posts).where(eq(posts.creatorId, creator.user.id));
      expectInvalidFields(
        await t.post(PATHS.postCreate, { text: 'x', visibility: 'subscribers', minTierId: tierId() }, creator.seller),
        ['minTierId'],
      );
      expect(await t.deps.db.select({ id: posts.id }).from(posts).where(eq(posts.creatorId, creator.user.id))).toEqual(
        before,
      );
    });

    it('an edit may keep a tier archived since, but not move to one', async () => {
      const keeper = await createTier(t, creator, { name: 'Keeper' });
      const post = await createPostAs(t, creator, { text: 'kept', visibility: 'subscribers', minTierId: keeper.id });
      await t.post(
        PATHS.tierSave,
        { id: keeper.id, name: 'Keeper', priceCents: '500', status: 'archived' },
        creator.seller,
      );
      const kept = await t.post<TPost>(
        PATHS.postUpdate,
        { id: post.id, text: 'kept, edited', visibility: 'subscribers', minTierId: keeper.id },
        creator.seller,
      );
      expect(kept.status, kept.body.msg).toBe(200);
      expect(kept.body.data).toMatchObject({ text: 'kept, edited', minTierId: keeper.id });
      const moved = await t.post(
        PATHS.postUpdate,
        { id: kept.body.data.id, text: 'moved', visibility: 'subscribers', minTierId: archived.id },
        creator.seller,
      );
      expectInvalidFields(moved, ['minTierId']);
      const [row] = await t.deps.db.select().from(posts).where(eq(posts.id, post.id));
      expect(row).toMatchObject({ text: 'kept, edited', minTierId: keeper.id });
    });
  });
});
