import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TBlogSearchResult, TCreatorCard } from '@fanlane/contracts/discover';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import { creatorSubmissions, follows, type PostRow } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { insertPost, minutesAgo } from '../../../test/post-rows.ts';
import { SEARCH_WINDOW } from './discover-repo.ts';

/** A word no other test uses, so searches see only their own posts. */
const word = (label: string) => `${label}${randomBytes(3).toString('hex')}`;
const DAY = 24 * 60;

describe(`discovery (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fan: SignedInUser;

  const creatorSearch = (body: Record<string, unknown>, auth: Record<string, string> = {}) =>
    t.post<TPage<TCreatorCard>>(PATHS.creatorSearch, body, auth);
  const postSearch = (body: Record<string, unknown>, auth: Record<string, string> = fan.auth) =>
    t.post<TPage<TPost>>(PATHS.postSearch, body, auth);
  const home = (path: string, body: Record<string, unknown>, auth: Record<string, string> = fan.auth) =>
    t.post<TPage<TPost>>(path, body, auth);
  const blogSearch = (path: string, body: Record<string, unknown>, auth: Record<string, string> = {}) =>
    t.post<TBlogSearchResult>(path, body, auth);
  const blockBy = (creator: TestCreator, who: SignedInUser, on: boolean) =>
    t.post(PATHS.blockOperate, { address: who.user.address, block: on }, creator.auth);
  const follow = (creator: TestCreator, who: SignedInUser, on = true) =>
    t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: on }, who.auth);

  beforeAll(async () => {
    t = await createTestApp();
    fan = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('creator search', () => {
    let stem: string;
    let popular: TestCreator;
    let quiet: TestCreator;
    let named: TestCreator;

    beforeAll(async () => {
      stem = word('zq');
      popular = await createCreator(t, `${stem}pop`);
      quiet = await createCreator(t, `${stem}quiet`);
      named = await createCreator(t, 'plain', { displayName: `The ${stem.toUpperCase()} Show` });
      // A fan whose display name matches is not a creator and never shows.
      await createSignedInUser(t, { displayName: `${stem} fan` });
      for (let i = 0; i < 3; i += 1)
        await t.deps.db
          .insert(follows)
          .values({ followerId: (await createSignedInUser(t)).user.id, creatorId: popular.user.id });
      await t.deps.db.insert(follows).values({ followerId: fan.user.id, creatorId: named.user.id });
      await insertPost(t, popular.user.id);
      await insertPost(t, popular.user.id, { deletedAt: new Date() });
    });

    it('finds creators by any part of their domain or name, in any case, most followed first', async () => {
      const res = await creatorSearch({ query: stem.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((c) => c.creatorDomain)).toEqual([popular.domain, named.domain, quiet.domain]);
      expect(res.body.data.items[0]).toEqual({
        address: popular.user.address,
        creatorDomain: popular.domain,
        displayName: `${stem}pop`,
        avatar: null,
        cover: null,
        bio: null,
        followers: 3,
        posts: 1,
      });
      expect(res.body.data.nextCursor).toBeNull();
      expect((await creatorSearch({ query: `${stem}qui` })).body.data.items.map((c) => c.creatorDomain)).toEqual([
        quiet.domain,
      ]);
    });

    it('tells a signed-in caller which of the creators they follow (anonymous callers are not told)', async () => {
      const cards = (await creatorSearch({ query: stem }, fan.auth)).body.data.items;
      expect(cards.map((c) => [c.creatorDomain, c.following])).toEqual([
        [popular.domain, false],
        [named.domain, true],
        [quiet.domain, false],
      ]);
      const blog = await blogSearch(PATHS.blogSearchV1, { query: stem }, fan.auth);
      expect(blog.body.data.creators.find((c) => c.creatorDomain === named.domain)?.following).toBe(true);
      expect((await creatorSearch({ query: stem })).body.data.items.every((c) => !('following' in c))).toBe(true);
    });

    it('pages through results with the cursor', async () => {
      const first = await creatorSearch({ query: stem, limit: 2 });
      expect(first.body.data.items.map((c) => c.creatorDomain)).toEqual([popular.domain, named.domain]);
      const second = await creatorSearch({ query: stem, limit: 2, cursor: first.body.data.nextCursor });
      expect(second.body.data).toEqual({
        items: [expect.objectContaining({ creatorDomain: quiet.domain })],
        nextCursor: null,
      });
    });

    it('takes % and _ literally', async () => {
      expect((await creatorSearch({ query: '%' })).body.data.items).toEqual([]);
      const underscored = await createCreator(t, `${stem}_x`);
      expect((await creatorSearch({ query: `${stem}_` })).body.data.items.map((c) => c.creatorDomain)).toEqual([
        underscored.domain,
      ]);
      expect((await creatorSearch({ query: '_' })).body.data.items.map((c) => c.creatorDomain)).toEqual([
        underscored.domain,
      ]);
    });

    it('leaves out creators who blocked the caller', async () => {
      await blockBy(quiet, fan, true);
      expect(
        (await creatorSearch({ query: stem }, fan.auth)).body.data.items.map((c) => c.creatorDomain),
      ).not.toContain(quiet.domain);
      expect((await creatorSearch({ query: stem })).body.data.items.map((c) => c.creatorDomain)).toContain(
        quiet.domain,
      );
      await blockBy(quiet, fan, false);
      expect((await creatorSearch({ query: stem }, fan.auth)).body.data.items.map((c) => c.creatorDomain)).toContain(
        quiet.domain,
      );
    });

    it('filters by a category of the approved application, with or without a query', async () => {
      const apply = (creator: TestCreator, categories: string[], status: 'approved' | 'submitted' = 'approved') =>
        t.deps.db.insert(creatorSubmissions).values({
          userId: creator.user.id,
          status,
          creatorDomain: creator.domain,
          displayName: creator.domain,
          categories,
        });
      const painter = await createCreator(t, `${stem}paint`);
      const cook = await createCreator(t, `${stem}cook`);
      // An application still in review says nothing yet about the creator.
      const pending = await createCreator(t, `${stem}pend`);
      await apply(painter, ['art', 'music']);
      await apply(cook, ['cooking']);
      await apply(pending, ['art'], 'submitted');
      await apply(popular, ['art']);

      const artists = (await creatorSearch({ category: 'art' })).body.data;
      expect(artists.items.map((c) => c.creatorDomain)).toEqual([popular.domain, painter.domain]);
      expect(artists.nextCursor).toBeNull();
      expect(
        (await creatorSearch({ query: `${stem}pai`, category: 'art' })).body.data.items.map((c) => c.creatorDomain),
      ).toEqual([painter.domain]);
      expect((await creatorSearch({ query: `${stem}cook`, category: 'art' })).body.data.items).toEqual([]);
      expect((await creatorSearch({ category: 'music' })).body.data.items.map((c) => c.creatorDomain)).toEqual([
        painter.domain,
      ]);
      const firstArtist = await creatorSearch({ category: 'art', limit: 1 });
      expect(firstArtist.body.data.items.map((c) => c.creatorDomain)).toEqual([popular.domain]);
      const secondArtist = await creatorSearch({ category: 'art', limit: 1, cursor: firstArtist.body.data.nextCursor });
      expect(secondArtist.body.data).toEqual({
        items: [expect.objectContaining({ creatorDomain: painter.domain })],
        nextCursor: null,
      });
      // Blockers stay out of a category too.
      await blockBy(painter, fan, true);
      expect((await creatorSearch({ category: 'art' }, fan.auth)).body.data.items.map((c) => c.creatorDomain)).toEqual([
        popular.domain,
      ]);
      await blockBy(painter, fan, false);
      expectInvalidFields(await creatorSearch({ category: 'knitting' }), ['category']);
    });

    it('bad input is a validation error naming the field', async () => {
      expectInvalidFields(await creatorSearch({ query: '   ' }), ['query']);
      expectInvalidFields(await creatorSearch({ query: 'q'.repeat(101) }), ['query']);
      expectInvalidFields(await creatorSearch({ query: stem, cursor: 'bad' }), ['cursor']);
      expectInvalidFields(await creatorSearch({ query: stem, cursor: Buffer.from('12_UPPER').toString('base64url') }), [
        'cursor',
      ]);
      expectInvalidFields(await creatorSearch({}), ['query']);
    });
  });

  describe("searching a creator's posts", () => {
    let creator: TestCreator;
    let other: TestCreator;
    let w: string;
    let hits: PostRow[];
    let locked: PostRow;

    beforeAll(async () => {
      creator = await createCreator(t, 'searched');
      other = await createCreator(t, 'elsewhere');
      w = word('sunset');
      hits = [];
      for (let i = 0; i < 3; i += 1)
        hits.push(
          await insertPost(t, creator.user.id, { text: `Beach ${w} number ${i}`, publishAt: minutesAgo(30 - i) }),
        );
      locked = await insertPost(t, creator.user.id, {
        text: `Private ${w} beach set`,
        visibility: 'ppv',
        priceCents: 500n,
        publishAt: minutesAgo(5),
      });
      await insertPost(t, creator.user.id, { text: `Queued ${w}`, status: 'scheduled', publishAt: minutesAgo(-60) });
      await insertPost(t, creator.user.id, { text: `Deleted ${w}`, deletedAt: new Date() });
      await insertPost(t, creator.user.id, { text: 'Beach without the word' });
      await insertPost(t, other.user.id, { text: `Other ${w}` });
    });

    it('finds published posts holding every word, newest first; locked ones stay locked', async () => {
      const res = await postSearch({ addressOrDomain: creator.domain, query: w.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((p) => p.id)).toEqual([locked.id, hits[2]!.id, hits[1]!.id, hits[0]!.id]);
      expect(res.body.data.items[0]).toMatchObject({ canView: false, lockReason: 'purchase', price: '500' });
      expect(
        (await postSearch({ addressOrDomain: creator.domain, query: `beach ${w} private` })).body.data.items.map(
          (p) => p.id,
        ),
      ).toEqual([locked.id]);
      expect((await postSearch({ addressOrDomain: creator.domain, query: `${w} nowhere` })).body.data.items).toEqual(
        [],
      );
      // Punctuation alone holds no words: nothing matches, nothing breaks.
      expect((await postSearch({ addressOrDomain: creator.domain, query: '!!! ???' })).body.data.items).toEqual([]);
    });

    it('finds an old post behind thousands of newer ones, and fills pages from both ends', async () => {
      const prolific = await createCreator(t, 'prolific');
      const rare = word('needle');
      const old = await insertPost(t, prolific.user.id, { text: `the ${rare} post`, publishAt: minutesAgo(10 * DAY) });
      await t.deps.db.execute(sql`insert into posts (creator_id, text, visibility, status, publish_at)
        select ${prolific.user.id}, 'filler text number ' || g, 'public', 'published', now() - make_interval(mins => g) from generate_series(1, ${SEARCH_WINDOW + 50}) g`);
      const recent = await insertPost(t, prolific.user.id, { text: `a fresh ${rare}`, publishAt: minutesAgo(1) });
      for (const res of [
        await postSearch({ addressOrDomain: prolific.domain, query: rare }),
        await postSearch({ addressOrDomain: prolific.domain, query: rare, limit: 1 }),
      ]) {
        expect(res.body.data.items[0]?.id).toBe(recent.id);
      }
      expect(
        (await postSearch({ addressOrDomain: prolific.domain, query: rare })).body.data.items.map((p) => p.id),
      ).toEqual([recent.id, old.id]);
      const page = await postSearch({ addressOrDomain: prolific.domain, query: rare, limit: 1 });
      expect(
        (
          await postSearch({
            addressOrDomain: prolific.domain,
            query: rare,
            limit: 1,
            cursor: page.body.data.nextCursor,
          })
        ).body.data.items.map((p) => p.id),
      ).toEqual([old.id]);
      expect((await blogSearch(PATHS.blogSearchV1, { query: rare })).body.data.posts.map((p) => p.id)).toEqual([
        recent.id,
        old.id,
      ]);
      // A common word fills the page from the newest posts.
      const common = await postSearch({ addressOrDomain: prolific.domain, query: 'filler', limit: 3 });
      expect(common.body.data.items.map((p) => p.text)).toEqual([
        'filler text number 1',
        'filler text number 2',
        'filler text number 3',
      ]);
    });

    it('pages with the cursor', async () => {
      const first = await postSearch({ addressOrDomain: creator.user.address, query: w, limit: 3 });
      expect(first.body.data.items).toHaveLength(3);
      const second = await postSearch({
        addressOrDomain: creator.user.address,
        query: w,
        limit: 3,
        cursor: first.body.data.nextCursor,
      });
      expect(second.body.data).toEqual({ items: [expect.objectContaining({ id: hits[0]!.id })], nextCursor: null });
    });

    it('is for signed-in users; a creator who blocked the caller answers BLOCKED', async () => {
      expectError(await postSearch({ addressOrDomain: creator.domain, query: w }, {}), 'UNAUTHORIZED');
      await blockBy(creator, fan, true);
      expectError(await postSearch({ addressOrDomain: creator.domain, query: w }), 'BLOCKED');
      await blockBy(creator, fan, false);
      expect((await postSearch({ addressOrDomain: creator.domain, query: w })).status).toBe(200);
    });

    it('an unknown creator, or a fan, is not found; bad input names the field', async () => {
      expectError(await postSearch({ addressOrDomain: 'nobody-here', query: w }), 'NOT_FOUND');
      expectError(await postSearch({ addressOrDomain: fan.user.address, query: w }), 'NOT_FOUND');
      expectInvalidFields(await postSearch({ addressOrDomain: creator.domain, query: '' }), ['query']);
      expectInvalidFields(await postSearch({ addressOrDomain: creator.domain, query: 'x'.repeat(101) }), ['query']);
      expectInvalidFields(await postSearch({ addressOrDomain: creator.domain, query: w, cursor: 'nope' }), ['cursor']);
      expectInvalidFields(await postSearch({ query: w }), ['addressOrDomain']);
    });
  });

  describe('home feed', () => {
    let reader: SignedInUser;
    let followed: TestCreator;
    let stranger: TestCreator;
    let feedPosts: PostRow[];

    beforeAll(async () => {
      reader = await createSignedInUser(t);
      followed = await createCreator(t, 'feedme');
      stranger = await createCreator(t, 'unfollowed');
      await follow(followed, reader);
      feedPosts = [];
      for (let i = 0; i < 5; i += 1)
        feedPosts.push(
          await insertPost(t, followed.user.id, {
            text: `feed ${i}`,
            publishAt: minutesAgo(60 - i),
            visibility: i === 4 ? 'subscribers' : 'public',
          }),
        );
      await insertPost(t, followed.user.id, { text: 'queued', status: 'scheduled', publishAt: minutesAgo(-30) });
      await insertPost(t, stranger.user.id, { text: 'not followed' });
    });

    it('shows posts of followed creators, newest first, the same on v1 and v2', async () => {
      const v1 = await home(PATHS.blogHomeV1, {}, reader.auth);
      expect(v1.status).toBe(200);
      expect(v1.body.data.items.map((p) => p.text)).toEqual(['feed 4', 'feed 3', 'feed 2', 'feed 1', 'feed 0']);
      expect(v1.body.data.items[0]).toMatchObject({ canView: false, lockReason: 'subscribers' });
      const v2 = await home(PATHS.blogHomeV2, {}, reader.auth);
      expect(v2.body.data).toEqual(v1.body.data);
    });

    it('pages with the cursor', async () => {
      const first = await home(PATHS.blogHomeV2, { limit: 2 }, reader.auth);
      const second = await home(PATHS.blogHomeV2, { limit: 2, cursor: first.body.data.nextCursor }, reader.auth);
      const third = await home(PATHS.blogHomeV2, { limit: 2, cursor: second.body.data.nextCursor }, reader.auth);
      expect([...first.body.data.items, ...second.body.data.items, ...third.body.data.items].map((p) => p.id)).toEqual(
        [...feedPosts].reverse().map((p) => p.id),
      );
      expect(third.body.data.nextCursor).toBeNull();
    });

    it('a block empties it of that creator; after unblocking and following again it is back', async () => {
      await blockBy(followed, reader, true);
      expect((await home(PATHS.blogHomeV1, {}, reader.auth)).body.data.items).toEqual([]);
      await blockBy(followed, reader, false);
      expect((await home(PATHS.blogHomeV1, {}, reader.auth)).body.data.items).toEqual([]);
      await follow(followed, reader);
      expect((await home(PATHS.blogHomeV1, {}, reader.auth)).body.data.items).toHaveLength(5);
    });

    it('needs a signed-in caller and a good cursor', async () => {
      expectError(await home(PATHS.blogHomeV1, {}, {}), 'UNAUTHORIZED');
      expectError(await home(PATHS.blogHomeV2, {}, {}), 'UNAUTHORIZED');
      expectInvalidFields(await home(PATHS.blogHomeV1, { cursor: 'bad' }, reader.auth), ['cursor']);
      expectInvalidFields(await home(PATHS.blogHomeV2, { limit: 1000 }, reader.auth), ['limit']);
    });
  });

  describe('blog search', () => {
    let w: string;
    let maker: TestCreator;
    let blocker: TestCreator;

    beforeAll(async () => {
      w = word('glow');
      maker = await createCreator(t, `${w}maker`);
      blocker = await createCreator(t, `${w}blocker`);
      await insertPost(t, maker.user.id, { text: `Old ${w}`, publishAt: minutesAgo(90) });
      await insertPost(t, maker.user.id, { text: `New ${w}`, publishAt: minutesAgo(10) });
      await insertPost(t, blocker.user.id, { text: `Blocker ${w}`, publishAt: minutesAgo(20) });
      await blockBy(blocker, fan, true);
    });

    it('finds creators by name and posts by their words across creators, the same on v1 and v2', async () => {
      const v1 = await blogSearch(PATHS.blogSearchV1, { query: w });
      expect(v1.status).toBe(200);
      expect(v1.body.data.creators.map((c) => c.creatorDomain).sort()).toEqual([blocker.domain, maker.domain].sort());
      expect(v1.body.data.posts.map((p) => p.text)).toEqual([`New ${w}`, `Blocker ${w}`, `Old ${w}`]);
      expect((await blogSearch(PATHS.blogSearchV2, { query: w })).body.data).toEqual(v1.body.data);
      expect((await blogSearch(PATHS.blogSearchV1, { query: w, limit: 1 })).body.data.posts.map((p) => p.text)).toEqual(
        [`New ${w}`],
      );
    });

    it('leaves out creators who blocked the caller, and their posts', async () => {
      const res = await blogSearch(PATHS.blogSearchV2, { query: w }, fan.auth);
      expect(res.body.data.creators.map((c) => c.creatorDomain)).toEqual([maker.domain]);
      expect(res.body.data.posts.map((p) => p.text)).toEqual([`New ${w}`, `Old ${w}`]);
    });

    it('bad input is a validation error naming the field', async () => {
      expectInvalidFields(await blogSearch(PATHS.blogSearchV1, { query: ' ' }), ['query']);
      expectInvalidFields(await blogSearch(PATHS.blogSearchV2, { query: 'y'.repeat(101) }), ['query']);
      expectInvalidFields(await blogSearch(PATHS.blogSearchV1, { query: w, limit: 51 }), ['limit']);
    });
  });
});
