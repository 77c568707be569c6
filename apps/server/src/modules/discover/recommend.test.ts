import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TRecommendation } from '@fanlane/contracts/discover';
import { blocks, follows, type PostRow } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { insertPost, minutesAgo } from '../../../test/post-rows.ts';

const DAY = 24 * 60;

/**
 * Scores by docs/feeds.md: post = (likes + 3·comments) · 0.5^(age / 48 h); creator = sum of their
 * posts' scores + 5 · each follow of the last 7 days, decayed the same way.
 */
describe(`recommendations (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let viewer: SignedInUser;
  let a: TestCreator;
  let b: TestCreator;
  let c: TestCreator;
  let d: TestCreator;
  let e: TestCreator;
  let f: TestCreator;
  const p: Record<string, PostRow> = {};

  const recommend = (path: string, body: Record<string, unknown> = {}, auth: Record<string, string> = {}) =>
    t.post<TRecommendation>(path, body, auth);
  const domains = (r: TRecommendation) => r.creators.map((x) => x.creatorDomain);
  const postIds = (r: TRecommendation) => r.posts.map((x) => x.id);
  const addFollowers = async (creator: TestCreator, n: number, at: Date) => {
    for (let i = 0; i < n; i += 1)
      await t.deps.db
        .insert(follows)
        .values({ followerId: (await createSignedInUser(t)).user.id, creatorId: creator.user.id, createdAt: at });
  };

  beforeAll(async () => {
    t = await createTestApp();
    viewer = await createSignedInUser(t);
    a = await createCreator(t, 'recA');
    b = await createCreator(t, 'recB');
    c = await createCreator(t, 'recC');
    d = await createCreator(t, 'recD');
    e = await createCreator(t, 'recE');
    f = await createCreator(t, 'recF');
    p.a1 = await insertPost(t, a.user.id, { publishAt: minutesAgo(60), likeCount: 10 }); // ≈ 9.86
    p.a2 = await insertPost(t, a.user.id, { publishAt: minutesAgo(120) }); // 0
    p.b1 = await insertPost(t, b.user.id, {
      publishAt: minutesAgo(2 * DAY),
      likeCount: 10,
      commentCount: 10,
      visibility: 'subscribers',
    }); // 40 · 0.5 = 20
    p.c1 = await insertPost(t, c.user.id, { publishAt: minutesAgo(10), likeCount: 5 }); // ≈ 4.99
    p.c2 = await insertPost(t, c.user.id, { publishAt: minutesAgo(10), commentCount: 2 }); // ≈ 5.99: a comment weighs 3 likes
    p.cOld = await insertPost(t, c.user.id, { publishAt: minutesAgo(30 * DAY), likeCount: 1000 }); // 1000 · 0.5^15 ≈ 0.03
    p.e1 = await insertPost(t, e.user.id, { publishAt: minutesAgo(5), likeCount: 100 }); // ≈ 99.9
    await insertPost(t, a.user.id, { publishAt: minutesAgo(5), likeCount: 500, status: 'scheduled' });
    await insertPost(t, b.user.id, { publishAt: minutesAgo(5), likeCount: 500, deletedAt: new Date() });
    // A: 9.86 + 5 · 3 new followers ≈ 24.8, ahead of B (20). C's follower is older than the window.
    await addFollowers(a, 3, minutesAgo(60));
    await addFollowers(c, 1, minutesAgo(10 * DAY));
    // D and F never posted: they fill the list by followers.
    await addFollowers(d, 2, minutesAgo(20 * DAY));
    await t.deps.db.insert(blocks).values({ blockerId: e.user.id, blockedId: viewer.user.id });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ranks posts by likes and comments with a two-day half-life, for anyone, the same on v1 and v2', async () => {
    const res = await recommend(PATHS.blogRecommendV1);
    expect(res.status).toBe(200);
    expect(postIds(res.body.data)).toEqual([p.e1, p.b1, p.a1, p.c2, p.c1, p.cOld, p.a2].map((x) => x!.id));
    expect((await recommend(PATHS.blogRecommendV2)).body.data).toEqual(res.body.data);
  });

  it('locked posts come back locked to strangers', async () => {
    const res = await recommend(PATHS.blogRecommendV2);
    expect(res.body.data.posts.find((x) => x.id === p.b1!.id)).toMatchObject({
      canView: false,
      lockReason: 'subscribers',
      visibility: 'subscribers',
    });
  });

  it('ranks creators by their posts and new followers, then fills with the most followed', async () => {
    const res = await recommend(PATHS.blogRecommendV1);
    expect(domains(res.body.data)).toEqual([e, a, b, c, d, f].map((x) => x.domain));
    expect(res.body.data.creators[1]).toMatchObject({ creatorDomain: a.domain, followers: 3, posts: 2 });
  });

  it('the limit applies to both lists', async () => {
    const res = await recommend(PATHS.blogRecommendV2, { limit: 2 });
    expect(domains(res.body.data)).toEqual([e.domain, a.domain]);
    expect(postIds(res.body.data)).toEqual([p.e1!.id, p.b1!.id]);
  });

  it('a creator who blocked the viewer is left out, with their posts', async () => {
    const res = await recommend(PATHS.blogRecommendV1, {}, viewer.auth);
    expect(domains(res.body.data)).toEqual([a, b, c, d, f].map((x) => x.domain));
    expect(postIds(res.body.data)).not.toContain(p.e1!.id);
    expect(postIds(res.body.data)[0]).toBe(p.b1!.id);
  });

  it('leaves out creators the viewer follows, and the viewer’s own page and posts', async () => {
    await t.post(PATHS.followOperate, { addressOrDomain: b.domain, follow: true }, viewer.auth);
    const res = await recommend(PATHS.blogRecommendV1, {}, viewer.auth);
    expect(domains(res.body.data)).toEqual([a, c, d, f].map((x) => x.domain));
    // Posts of followed creators still show, now opened by the follow where the rule allows.
    expect(postIds(res.body.data)).toContain(p.b1!.id);

    const asA = await recommend(PATHS.blogRecommendV1, {}, a.auth);
    expect(domains(asA.body.data)).not.toContain(a.domain);
    expect(postIds(asA.body.data)).not.toContain(p.a1!.id);
  });

  it('a bad limit is a validation error naming it', async () => {
    expectInvalidFields(await recommend(PATHS.blogRecommendV1, { limit: 0 }), ['limit']);
    expectInvalidFields(await recommend(PATHS.blogRecommendV2, { limit: 51 }), ['limit']);
  });
});
