/**
 * A first /home page the page cache does not hold is built from each followed creator's kept
 * timeline (home-feed.ts): it must be exactly the page the feed statement reads, cold or warm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPage, type TPage } from '@fanlane/contracts/page';
import { ZPost, type TPost } from '@fanlane/contracts/post';
import { blocks, follows, postLikes, posts } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures.ts';
import {
  createCreator,
  createPostAs,
  createTier,
  insertMedia,
  subscribeTo,
  type TestCreator,
} from '../../../test/content-fixtures.ts';
import { fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { homeFeed } from '../posts/posts-repo.ts';

const feedAnswer = ZEnvelope(ZPage(ZPost));

describe(`first pages from kept timelines (${TEST_DRIVER})`, () => {
  let t: TestApp;
  const creators: TestCreator[] = [];
  const fans: SignedInUser[] = [];

  const firstPage = async (fan: SignedInUser) => {
    const res = await t.post<TPage<TPost>>(PATHS.blogHomeV1, {}, fan.auth);
    expect(res.status, res.body.msg).toBe(200);
    // The page is serialised without the schema (routes.ts): it must be the schema's shape exactly.
    expect(feedAnswer.parse(res.body)).toStrictEqual(res.body);
    return res.body.data;
  };
  /** What the feed statement itself reads for the fan: the page, and whether more follow. */
  const fromStatement = async (fan: SignedInUser) => {
    const rows = await homeFeed(t.deps.db, fan.user.id, null, 21);
    return { ids: rows.slice(0, 20).map((r) => r.id), more: rows.length > 20 };
  };

  beforeAll(async () => {
    // The page cache off, so every call builds its page; the timelines kept as in production.
    t = await createTestApp({ FEED_CACHE_MS: '0', TIMELINE_CACHE_MS: '60000' });
    for (let i = 0; i < 4; i++) creators.push(await createCreator(t, `timeline${i}`));
    for (let i = 0; i < 4; i++) fans.push(await createSignedInUser(t));
    // 4 creators × 30 posts on 12 instants, so many posts share a publish time and the id decides;
    // some deleted, some still scheduled: neither may show.
    const start = Date.parse('2026-11-01T00:00:00Z');
    const rows = creators.flatMap((c, ci) =>
      Array.from({ length: 30 }, (_, i) => ({
        creatorId: c.user.id,
        text: `c${ci} p${i}`,
        visibility: 'public' as const,
        status: i % 11 === 5 ? ('scheduled' as const) : ('published' as const),
        publishAt: new Date(start + ((i * 7 + ci * 3) % 12) * 60_000),
        deletedAt: i % 13 === 4 ? new Date(start) : null,
      })),
    );
    await t.deps.db.insert(posts).values(rows);
    // Fan 0 follows everyone, fan 1 two creators, fan 2 everyone but is blocked by creator 1, fan 3 nobody.
    const follow = (fan: number, creator: number) => ({
      followerId: fans[fan]!.user.id,
      creatorId: creators[creator]!.user.id,
    });
    await t.deps.db.insert(follows).values([0, 1, 2, 3].flatMap((c) => [follow(0, c), follow(2, c)]));
    await t.deps.db.insert(follows).values([follow(1, 0), follow(1, 3)]);
    await t.deps.db.insert(blocks).values({ blockerId: creators[1]!.user.id, blockedId: fans[2]!.user.id });
  });
  afterAll(() => t.close());

  it('is the page the feed statement reads, read cold and again from the kept timelines', async () => {
    for (const round of ['cold', 'warm']) {
      for (const fan of fans) {
        const page = await firstPage(fan);
        const expected = await fromStatement(fan);
        expect(
          page.items.map((p) => p.id),
          `${round}, fan ${fans.indexOf(fan)}`,
        ).toEqual(expected.ids);
        expect(page.nextCursor !== null, `${round}, fan ${fans.indexOf(fan)}`).toBe(expected.more);
      }
    }
    // The statement agrees on what the fixtures promise: a full page, a blocker left out, nothing.
    expect((await fromStatement(fans[0]!)).more).toBe(true);
    expect((await firstPage(fans[2]!)).items.some((p) => p.author.creatorDomain === creators[1]!.domain)).toBe(false);
    expect((await firstPage(fans[3]!)).items).toEqual([]);
  });

  it('reads a timeline once while it is kept, and again after its creator publishes', async () => {
    const fan = fans[1]!;
    const creator = creators[0]!;
    const shown = (await firstPage(fan)).items.find((p) => p.author.creatorDomain === creator.domain);
    if (!shown) throw new Error('no post of creator 0 on the page');
    // Behind the app's back (no event): the kept timeline still answers, which shows it is used.
    await t.deps.db.update(posts).set({ text: 'renamed behind' }).where(eq(posts.id, shown.id));
    expect((await firstPage(fan)).items.find((p) => p.id === shown.id)?.text).toBe(shown.text);
    // A post through the app forgets its creator's timeline: the new post and the rename both show.
    const fresh = await createPostAs(t, creator, { text: 'just now', visibility: 'public' });
    const items = (await firstPage(fan)).items;
    expect(items[0]).toMatchObject({ id: fresh.id, text: 'just now' });
    expect(items.find((p) => p.id === shown.id)?.text).toBe('renamed behind');
  });

  it("follows a fan's follows and blocks at once", async () => {
    const fan = fans[3]!;
    expect((await firstPage(fan)).items).toEqual([]);
    const followed = await t.post(
      PATHS.followOperate,
      { addressOrDomain: creators[2]!.domain, follow: true },
      fan.auth,
    );
    expect(followed.status, followed.body.msg).toBe(200);
    expect((await firstPage(fan)).items.map((p) => p.id)).toEqual((await fromStatement(fan)).ids);
    expect((await firstPage(fan)).items.length).toBeGreaterThan(0);
    const blocked = await t.post(PATHS.blockOperate, { address: fan.user.address, block: true }, creators[2]!.auth);
    expect(blocked.status, blocked.body.msg).toBe(200);
    expect((await firstPage(fan)).items).toEqual([]);
  });

  it("keeps a fan's rights and likes between builds, and forgets them when the fan's doing changes them", async () => {
    const creator = await createCreator(t, 'flags');
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 10_000n);
    const tier = await createTier(t, creator);
    const [photo, clip, teaser] = [
      await insertMedia(t, creator.user.id),
      await insertMedia(t, creator.user.id, 'video'),
      await insertMedia(t, creator.user.id),
    ];
    const open = await createPostAs(t, creator, { text: 'open', visibility: 'public', mediaIds: [photo.id, clip.id] });
    const paid = await createPostAs(t, creator, {
      text: 'paid',
      visibility: 'ppv',
      price: '300',
      mediaIds: [teaser.id, photo.id],
      previewMediaIds: [teaser.id],
    });
    const members = await createPostAs(t, creator, { text: 'members', visibility: 'subscribers' });
    const followed = await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    expect(followed.status, followed.body.msg).toBe(200);
    const shown = async () => {
      const items = (await firstPage(fan)).items;
      const of = (id: string) => items.find((p) => p.id === id);
      return { open: of(open.id), paid: of(paid.id), members: of(members.id) };
    };
    expect(await shown()).toMatchObject({
      open: { liked: false, canView: true },
      paid: { canView: false, lockReason: 'purchase' },
      members: { canView: false, lockReason: 'subscribers' },
    });

    // Behind the app's back (no event) the kept flags still answer, which shows they are used...
    await t.deps.db.insert(postLikes).values({ postId: open.id, userId: fan.user.id });
    expect((await shown()).open?.liked).toBe(false);
    // ...and a new post by a followed creator is read alone: the others keep their kept flags.
    const later = await createPostAs(t, creator, { text: 'later', visibility: 'public' });
    expect((await firstPage(fan)).items[0]?.id).toBe(later.id);
    expect((await shown()).open?.liked).toBe(false);

    // The fan's own doings through the app show on the next build.
    const unliked = await t.post(PATHS.postLike, { id: open.id, like: false }, fan.auth);
    expect(unliked.status, unliked.body.msg).toBe(200);
    const liked = await t.post(PATHS.postLike, { id: open.id, like: true }, fan.auth);
    expect(liked.status, liked.body.msg).toBe(200);
    expect((await shown()).open?.liked).toBe(true);
    expect((await shown()).paid?.media).toHaveLength(2);
    const bought = await t.post(PATHS.purchase, { postId: paid.id }, keyed(fan.auth));
    expect(bought.status, bought.body.msg).toBe(200);
    expect((await shown()).paid).toMatchObject({ canView: true, lockReason: null });
    await subscribeTo(t, fan.auth, { tierId: tier.id, months: 1 });
    expect((await shown()).members).toMatchObject({ canView: true, lockReason: null });
    // A block by the creator takes the creator's posts off the page.
    const blocked = await t.post(PATHS.blockOperate, { address: fan.user.address, block: true }, creator.auth);
    expect(blocked.status, blocked.body.msg).toBe(200);
    expect(await shown()).toEqual({ open: undefined, paid: undefined, members: undefined });
  });
});
