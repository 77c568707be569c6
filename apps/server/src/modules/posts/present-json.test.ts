/**
 * presentPostsJson (the home feed's presenter) keeps a post's JSON with its row and hands the same
 * string to every viewer who sees the post the same way. Whatever the viewers, posts, flags and
 * order, each string must be exactly what presentPosts makes for that viewer; a link bound to one
 * viewer must never reach another.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { posts, users, type PostRow, type UserRow } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createPostAs, createTier, insertMedia } from '../../../test/content-fixtures.ts';
import { presentPosts, presentPostsJson } from './present-posts.ts';
import type { ViewerPostFlags } from './rights.ts';

describe(`posts presented as JSON, kept per row (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let rows: PostRow[];
  let viewers: UserRow[];

  beforeAll(async () => {
    t = await createTestApp({ FEED_CACHE_MS: '0', TIMELINE_CACHE_MS: '0' });
    const creator = await createCreator(t, 'json');
    const tier = await createTier(t, creator);
    const photo = () => insertMedia(t, creator.user.id);
    const made = [
      await createPostAs(t, creator, { text: 'public', visibility: 'public', mediaIds: [(await photo()).id] }),
      await createPostAs(t, creator, { text: 'only text', visibility: 'followers' }),
      await createPostAs(t, creator, {
        text: 'members',
        visibility: 'subscribers',
        minTierId: tier.id,
        mediaIds: [(await photo()).id, (await insertMedia(t, creator.user.id, 'video')).id],
      }),
    ];
    const teaser = await photo();
    made.push(
      await createPostAs(t, creator, {
        text: 'paid',
        visibility: 'ppv',
        price: '250',
        mediaIds: [teaser.id, (await photo()).id],
        previewMediaIds: [teaser.id],
      }),
    );
    // The same row objects for every call, as the kept timelines hand them out.
    rows = await t.deps.db
      .select()
      .from(posts)
      .where(
        inArray(
          posts.id,
          made.map((p) => p.id),
        ),
      );
    const fans = [await createSignedInUser(t), await createSignedInUser(t), await createSignedInUser(t)];
    viewers = await t.deps.db
      .select()
      .from(users)
      .where(inArray(users.id, [creator.user.id, ...fans.map((f) => f.user.id)]));
  });
  afterAll(() => t.close());

  const arbFlags: fc.Arbitrary<ViewerPostFlags> = fc.record({
    rights: fc.record({
      blocked: fc.boolean(),
      following: fc.boolean(),
      subscribed: fc.boolean(),
      entitled: fc.boolean(),
    }),
    liked: fc.boolean(),
  });

  it("is, string for string, what presentPosts makes for each viewer, and never hands one viewer's link to another", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            viewer: fc.nat({ max: 3 }),
            ratio: fc.constantFrom('blur-15px', 'blur-40px', 'original'),
            flags: fc.array(arbFlags, { minLength: 4, maxLength: 4 }),
            order: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 1 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (calls) => {
          for (const call of calls) {
            const viewer = { ...viewers[call.viewer]!, imageDisplayRatio: call.ratio };
            const shown = call.order.map((i) => rows[i]!);
            const flags = new Map(shown.map((row, i) => [row.id, call.flags[i]!]));
            const expiry = t.deps.mediaSigner.expiry();
            const json = await presentPostsJson(t.deps, viewer, shown, flags);
            const expected = await presentPosts(t.deps, viewer, shown, flags);
            // Links made across an expiry step differ by design: such a pair says nothing.
            if (t.deps.mediaSigner.expiry() !== expiry) continue;
            expect(json).toEqual(expected.map((post) => JSON.stringify(post)));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('makes a post once for every viewer who sees it the same way, and binds opened paid media to each', async () => {
    const [, a, b] = viewers as [UserRow, UserRow, UserRow];
    const open = rows.find((r) => r.text === 'public')!;
    const paid = rows.find((r) => r.text === 'paid')!;
    const none: ViewerPostFlags = {
      rights: { blocked: false, following: true, subscribed: false, entitled: false },
      liked: false,
    };
    const bought: ViewerPostFlags = { ...none, rights: { ...none.rights, entitled: true } };
    const [forA] = await presentPostsJson(t.deps, a, [open], new Map([[open.id, none]]));
    const [forB] = await presentPostsJson(t.deps, b, [open], new Map([[open.id, none]]));
    expect(forB).toBe(forA);
    const [paidA] = await presentPostsJson(t.deps, a, [paid], new Map([[paid.id, bought]]));
    const [paidB] = await presentPostsJson(t.deps, b, [paid], new Map([[paid.id, bought]]));
    expect(paidA).not.toBe(paidB);
    const linkOf = (json: string | undefined) =>
      new URL((JSON.parse(json!) as { media: { url: string }[] }).media[1]!.url, 'http://x');
    for (const [json, owner, other] of [
      [paidA, a, b],
      [paidB, b, a],
    ] as const) {
      const link = linkOf(json);
      const [, , mediaId, variant] = link.pathname.split('/');
      const parts = {
        mediaId: mediaId!,
        variant: variant!,
        exp: link.searchParams.get('exp')!,
        sig: link.searchParams.get('sig')!,
        scope: link.searchParams.get('in')!,
      };
      expect(t.deps.mediaSigner.verify({ ...parts, viewerId: owner.id })).toBe(true);
      expect(t.deps.mediaSigner.verify({ ...parts, viewerId: other.id })).toBe(false);
    }
  });
});
