import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TComment, TLikeState, TPost } from '@fanlane/contracts/post';
import type { TPage } from '@fanlane/contracts/page';
import { blocks, entitlements, follows, jobs, posts, users } from '../../db/schema/index.ts';
import { runDueJobs } from '../../jobs/jobs.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createPostAs, insertMedia, type TestCreator } from '../../../test/content-fixtures.ts';

describe(`posts (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let other: TestCreator;
  let fan: SignedInUser;
  let follower: SignedInUser;

  const detail = (id: string, auth: Record<string, string> = {}) => t.post<TPost>(PATHS.postDetail, { id }, auth);
  const list = (body: Record<string, unknown>, auth: Record<string, string> = {}) =>
    t.post<TPage<TPost>>(PATHS.postList, body, auth);
  const runJobs = () => runDueJobs(t.deps.db, jobHandlers(t.deps, t.app.log));

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'poster');
    other = await createCreator(t, 'rival');
    fan = await createSignedInUser(t);
    follower = await createSignedInUser(t);
    await t.deps.db.insert(follows).values({ followerId: follower.user.id, creatorId: creator.user.id });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('writing', () => {
    it('a creator publishes a text post that everyone can read', async () => {
      const post = await createPostAs(t, creator, { text: 'Hello fans', visibility: 'public' });
      expect(post).toMatchObject({
        text: 'Hello fans',
        visibility: 'public',
        status: 'published',
        isOwner: true,
        canView: true,
        price: null,
        media: [],
      });
      expect((await detail(post.id)).body.data).toMatchObject({
        id: post.id,
        isOwner: false,
        canView: true,
        author: { creatorDomain: creator.domain },
      });
    });

    it('counts photos and videos and keeps media in order', async () => {
      const [a, b, c] = [
        await insertMedia(t, creator.user.id),
        await insertMedia(t, creator.user.id, 'video'),
        await insertMedia(t, creator.user.id),
      ];
      const post = await createPostAs(t, creator, { text: '', mediaIds: [c.id, a.id, b.id], visibility: 'public' });
      expect({ photos: post.photos, videos: post.videos }).toEqual({ photos: 2, videos: 1 });
      expect(post.media.map((m) => m.id)).toEqual([c.id, a.id, b.id]);
      expect(post.media[2]).toMatchObject({ kind: 'video', locked: false, durationMs: 4000 });
      expect(post.media[2]!.url).toMatch(new RegExp(`^/media-file/${b.id}/video\\?exp=\\d+&sig=`));
    });

    it("another creator's media, or a missing one, is a field error", async () => {
      const theirs = await insertMedia(t, other.user.id);
      expectInvalidFields(
        await t.post(PATHS.postCreate, { mediaIds: [theirs.id], visibility: 'public' }, creator.seller),
        ['mediaIds'],
      );
      expectInvalidFields(
        await t.post(
          PATHS.postCreate,
          { mediaIds: ['7b0c9c1e-0000-4000-8000-000000000000'], visibility: 'public' },
          creator.seller,
        ),
        ['mediaIds'],
      );
    });

    it.each([
      [{ visibility: 'public', text: '' }, ['text']],
      [{ visibility: 'ppv', text: 'x' }, ['price']],
      [{ visibility: 'ppv', text: 'x', price: '99' }, ['price']],
      [{ visibility: 'ppv', text: 'x', price: '100001' }, ['price']],
      [{ visibility: 'ppv', text: 'x', price: '4.99' }, ['price']],
      [{ visibility: 'ppv', text: 'x', price: -500 }, ['price']],
      [{ visibility: 'public', text: 'x', price: '500' }, ['price']],
      [{ visibility: 'followers', text: 'x', minTierId: '7b0c9c1e-0000-4000-8000-000000000000' }, ['minTierId']],
      [{ visibility: 'secret', text: 'x' }, ['visibility']],
      [{ visibility: 'public', text: 'x'.repeat(5001) }, ['text']],
      [{ visibility: 'public', text: 'x', publishAt: 'tomorrow' }, ['publishAt']],
      [{ visibility: 'public', text: 'x', publishAt: '2099-01-01T00:00:00Z' }, ['publishAt']],
      [
        { visibility: 'public', text: 'x', mediaIds: Array.from({ length: 21 }, () => crypto.randomUUID()) },
        ['mediaIds'],
      ],
    ])('rejects %j', async (body, fields) => {
      expectInvalidFields(await t.post(PATHS.postCreate, body, creator.seller), fields);
    });

    it('a teaser must be part of the post and only locked posts have one', async () => {
      const m = await insertMedia(t, creator.user.id);
      expectInvalidFields(
        await t.post(
          PATHS.postCreate,
          { mediaIds: [m.id], previewMediaIds: [crypto.randomUUID()], visibility: 'ppv', price: '500' },
          creator.seller,
        ),
        ['previewMediaIds'],
      );
      expectInvalidFields(
        await t.post(
          PATHS.postCreate,
          { mediaIds: [m.id], previewMediaIds: [m.id], visibility: 'public' },
          creator.seller,
        ),
        ['previewMediaIds'],
      );
    });

    it('only creators post, as sellers of their own page', async () => {
      expectError(
        await t.post(
          PATHS.postCreate,
          { text: 'x', visibility: 'public' },
          { ...fan.auth, 'user-type': 'SELLER', 'shop-domain': creator.domain },
        ),
        'NOT_A_CREATOR',
      );
      expectError(
        await t.post(
          PATHS.postCreate,
          { text: 'x', visibility: 'public' },
          { ...creator.auth, 'user-type': 'SELLER', 'shop-domain': other.domain },
        ),
        'SHOP_DOMAIN_MISMATCH',
      );
      expectError(await t.post(PATHS.postCreate, { text: 'x', visibility: 'public' }), 'UNAUTHORIZED');
    });

    it('edits replace the fields; only the owner edits or deletes', async () => {
      const post = await createPostAs(t, creator, { text: 'draft words', visibility: 'public' });
      const edited = await t.post<TPost>(
        PATHS.postUpdate,
        { id: post.id, text: 'final words', visibility: 'ppv', price: '999' },
        creator.seller,
      );
      expect(edited.body.data).toMatchObject({
        text: 'final words',
        visibility: 'ppv',
        price: '999',
        status: 'published',
      });
      expect(edited.body.data.editedAt).not.toBeNull();
      expectError(
        await t.post(PATHS.postUpdate, { id: post.id, text: 'mine now', visibility: 'public' }, other.seller),
        'FORBIDDEN',
      );
      expectError(await t.post(PATHS.postDelete, { id: post.id }, other.seller), 'FORBIDDEN');
      expectInvalidFields(
        await t.post(
          PATHS.postUpdate,
          { id: post.id, text: 'x', visibility: 'public', publishAt: new Date(Date.now() + 3_600_000).toISOString() },
          creator.seller,
        ),
        ['publishAt'],
      );
      expect((await t.post(PATHS.postDelete, { id: post.id }, creator.seller)).status).toBe(200);
      expectError(await detail(post.id, creator.auth), 'NOT_FOUND');
      expectError(await t.post(PATHS.postDelete, { id: post.id }, creator.seller), 'NOT_FOUND');
    });
  });

  describe('who sees what', () => {
    it('a followers post is locked for strangers (blurred thumbnails only) and open to followers', async () => {
      const m = await insertMedia(t, creator.user.id);
      const post = await createPostAs(t, creator, { text: 'for followers', mediaIds: [m.id], visibility: 'followers' });
      for (const auth of [{}, fan.auth, other.auth]) {
        const seen = (await detail(post.id, auth)).body.data;
        expect(seen).toMatchObject({ canView: false, lockReason: 'followers', text: 'for followers' });
        expect(seen.media[0]).toMatchObject({ locked: true, url: null });
        expect(seen.media[0]!.thumbUrl).toMatch(/\/blur-15\?/);
      }
      const open = (await detail(post.id, follower.auth)).body.data;
      expect(open).toMatchObject({ canView: true, lockReason: null });
      expect(open.media[0]!.url).toMatch(/\/lg\?/);
    });

    it("the blur follows the viewer's imageDisplayRatio, never below the minimum", async () => {
      const m = await insertMedia(t, creator.user.id);
      const post = await createPostAs(t, creator, { mediaIds: [m.id], visibility: 'ppv', price: '500' });
      await t.deps.db.update(users).set({ imageDisplayRatio: 'blur-30px' }).where(eq(users.id, fan.user.id));
      expect((await detail(post.id, fan.auth)).body.data.media[0]!.thumbUrl).toMatch(/\/blur-30\?/);
      await t.deps.db.update(users).set({ imageDisplayRatio: 'blur-0px' }).where(eq(users.id, fan.user.id));
      expect((await detail(post.id, fan.auth)).body.data.media[0]!.thumbUrl).toMatch(/\/blur-8\?/);
      await t.deps.db.update(users).set({ imageDisplayRatio: 'blur-15px' }).where(eq(users.id, fan.user.id));
    });

    it('a pay-per-view post opens for its buyer only; its free teaser opens for all', async () => {
      const [teaser, paid] = [await insertMedia(t, creator.user.id), await insertMedia(t, creator.user.id)];
      const post = await createPostAs(t, creator, {
        text: 'buy me',
        mediaIds: [teaser.id, paid.id],
        previewMediaIds: [teaser.id],
        visibility: 'ppv',
        price: '499',
      });
      const stranger = (await detail(post.id, follower.auth)).body.data;
      expect(stranger).toMatchObject({ canView: false, lockReason: 'purchase', price: '499' });
      expect(stranger.media.map((m) => [m.preview, m.locked, m.url !== null])).toEqual([
        [true, false, true],
        [false, true, false],
      ]);
      await t.deps.db.insert(entitlements).values({ userId: fan.user.id, postId: post.id, source: 'purchase' });
      const buyer = (await detail(post.id, fan.auth)).body.data;
      expect(buyer).toMatchObject({ canView: true, lockReason: null });
      expect(buyer.media.every((m) => !m.locked && m.url)).toBe(true);
    });

    it("a blocked viewer gets BLOCKED on the creator's posts", async () => {
      const post = await createPostAs(t, other, { text: 'not for you', visibility: 'public' });
      await t.deps.db.insert(blocks).values({ blockerId: other.user.id, blockedId: fan.user.id });
      expectError(await detail(post.id, fan.auth), 'BLOCKED');
      expectError(await list({ addressOrDomain: other.domain }, fan.auth), 'BLOCKED');
      expectError(await t.post(PATHS.postLike, { id: post.id, like: true }, fan.auth), 'BLOCKED');
      expect((await detail(post.id)).status).toBe(200);
      await t.deps.db.delete(blocks).where(and(eq(blocks.blockerId, other.user.id), eq(blocks.blockedId, fan.user.id)));
      expect((await detail(post.id, fan.auth)).status).toBe(200);
    });
  });

  describe('a creator page', () => {
    let page: TestCreator;
    beforeAll(async () => {
      page = await createCreator(t, 'pager');
      for (let i = 0; i < 25; i += 1) await createPostAs(t, page, { text: `post ${i}`, visibility: 'public' });
    });

    it('pages newest first without repeats, pinned posts first', async () => {
      const oldest = (await list({ addressOrDomain: page.domain, limit: 50 })).body.data.items.at(-1)!;
      expect((await t.post(PATHS.postPin, { id: oldest.id, pinned: true }, page.seller)).status).toBe(200);
      const first = (await list({ addressOrDomain: page.domain })).body.data;
      expect(first.items[0]).toMatchObject({ id: oldest.id, pinned: true });
      expect(first.items[1]!.text).toBe('post 24');
      const second = (await list({ addressOrDomain: page.domain, cursor: first.nextCursor })).body.data;
      expect(second.nextCursor).toBeNull();
      const ids = [...first.items, ...second.items].map((p) => p.id);
      expect(new Set(ids).size).toBe(25);
      expect(ids).toHaveLength(25);
    });

    it('the media tab lists posts with photos or videos, filtered by kind', async () => {
      const video = await insertMedia(t, page.user.id, 'video');
      const withVideo = await createPostAs(t, page, { mediaIds: [video.id], visibility: 'subscribers' });
      const tab = (await list({ addressOrDomain: page.domain, tab: 'media' })).body.data.items;
      expect(tab.map((p) => p.id)).toEqual([withVideo.id]);
      expect((await list({ addressOrDomain: page.domain, tab: 'media', mediaKind: 'image' })).body.data.items).toEqual(
        [],
      );
    });

    it('a bad cursor or an unknown creator is a clear error', async () => {
      expectInvalidFields(await list({ addressOrDomain: page.domain, cursor: 'bm90LWEtY3Vyc29y' }), ['cursor']);
      expectError(await list({ addressOrDomain: 'nobody-at-all' }), 'NOT_FOUND');
      expectError(await list({ addressOrDomain: fan.user.address }), 'NOT_FOUND');
    });

    it('the profile counts published posts, photos and videos', async () => {
      const profile = await t.post<{ counts: unknown }>(PATHS.profile, { addressOrDomain: page.domain });
      expect(profile.body.data.counts).toEqual({ posts: 26, photos: 0, videos: 1, followers: 0 });
    });
  });

  describe('scheduling', () => {
    it('a future post waits in the queue, unseen, until its job publishes it', async () => {
      const at = new Date(Date.now() + 3_600_000);
      const post = await createPostAs(t, creator, { text: 'later', visibility: 'public', publishAt: at.toISOString() });
      expect(post).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });
      const queue = (await t.post<TPage<TPost>>(PATHS.postQueue, {}, creator.seller)).body.data.items;
      expect(queue.map((p) => p.id)).toContain(post.id);
      expectError(await detail(post.id, follower.auth), 'NOT_FOUND');
      expect(
        (await list({ addressOrDomain: creator.domain, limit: 50 })).body.data.items.map((p) => p.id),
      ).not.toContain(post.id);

      expect(await runJobs()).toBe(0);
      await t.deps.db
        .update(posts)
        .set({ publishAt: new Date(Date.now() - 1000) })
        .where(eq(posts.id, post.id));
      await t.deps.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.key, post.id));
      expect(await runJobs()).toBe(1);
      expect((await detail(post.id, follower.auth)).body.data.status).toBe('published');
      const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.key, post.id));
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
    });

    it('moving a queued post moves its one job; deleting it cancels the job', async () => {
      const post = await createPostAs(t, creator, {
        text: 'soon',
        visibility: 'public',
        publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const later = new Date(Date.now() + 7_200_000).toISOString();
      const moved = await t.post<TPost>(
        PATHS.postUpdate,
        { id: post.id, text: 'soon', visibility: 'public', publishAt: later },
        creator.seller,
      );
      expect(moved.body.data).toMatchObject({ status: 'scheduled', publishAt: later });
      const pending = await t.deps.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.key, post.id), eq(jobs.status, 'pending')));
      expect(pending.map((j) => j.runAt.toISOString())).toEqual([later]);
      await t.post(PATHS.postDelete, { id: post.id }, creator.seller);
      expect(await t.deps.db.select().from(jobs).where(eq(jobs.key, post.id))).toEqual([]);
    });

    it('a job whose worker died is taken again after its lease, and publishing twice changes nothing', async () => {
      const post = await createPostAs(t, creator, {
        text: 'crash',
        visibility: 'public',
        publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      await t.deps.db
        .update(posts)
        .set({ publishAt: new Date(Date.now() - 1000) })
        .where(eq(posts.id, post.id));
      await t.deps.db
        .update(jobs)
        .set({
          status: 'running',
          attempts: 1,
          runAt: new Date(Date.now() - 120_000),
          lockedUntil: new Date(Date.now() - 1000),
        })
        .where(eq(jobs.key, post.id));
      expect(await runJobs()).toBe(1);
      const [row] = await t.deps.db.select().from(posts).where(eq(posts.id, post.id));
      expect(row!.status).toBe('published');
      await t.deps.db
        .update(jobs)
        .set({ status: 'pending', runAt: new Date(0) })
        .where(eq(jobs.key, post.id));
      expect(await runJobs()).toBe(1);
      const [again] = await t.deps.db.select().from(posts).where(eq(posts.id, post.id));
      expect(again).toEqual(row);
    });
  });

  describe('likes and comments', () => {
    let post: TPost;
    beforeAll(async () => {
      post = await createPostAs(t, creator, { text: 'talk to me', visibility: 'followers' });
    });

    it('a like counts once, even sent five times at once, and unliking undoes it', async () => {
      const like = (like: boolean) => t.post<TLikeState>(PATHS.postLike, { id: post.id, like }, follower.auth);
      const results = await Promise.all(Array.from({ length: 5 }, () => like(true)));
      expect(results.map((r) => r.body.data.likes)).toContain(1);
      expect((await detail(post.id, follower.auth)).body.data).toMatchObject({ likes: 1, liked: true });
      expect((await like(false)).body.data).toEqual({ liked: false, likes: 0 });
      expect((await like(false)).body.data).toEqual({ liked: false, likes: 0 });
      expectError(await t.post(PATHS.postLike, { id: post.id, like: true }), 'UNAUTHORIZED');
    });

    it('only those who can open a post comment on it; author and creator may delete', async () => {
      expectError(await t.post(PATHS.commentAdd, { postId: post.id, text: 'hi' }, fan.auth), 'CONTENT_LOCKED');
      expectError(await t.post(PATHS.commentList, { postId: post.id }), 'CONTENT_LOCKED');
      const added = await t.post<TComment>(PATHS.commentAdd, { postId: post.id, text: '  lovely  ' }, follower.auth);
      expect(added.body.data).toMatchObject({
        text: 'lovely',
        canDelete: true,
        author: { address: follower.user.address },
      });
      const second = await t.post<TComment>(PATHS.commentAdd, { postId: post.id, text: 'second' }, follower.auth);
      const seenByCreator = (await t.post<TPage<TComment>>(PATHS.commentList, { postId: post.id }, creator.auth)).body
        .data;
      expect(seenByCreator.items.map((c) => [c.text, c.canDelete])).toEqual([
        ['lovely', true],
        ['second', true],
      ]);
      expect((await detail(post.id, follower.auth)).body.data.comments).toBe(2);
      expectError(await t.post(PATHS.commentDelete, { id: added.body.data.id }, other.auth), 'FORBIDDEN');
      expect((await t.post(PATHS.commentDelete, { id: added.body.data.id }, creator.auth)).status).toBe(200);
      expect((await t.post(PATHS.commentDelete, { id: second.body.data.id }, follower.auth)).status).toBe(200);
      expectError(await t.post(PATHS.commentDelete, { id: second.body.data.id }, follower.auth), 'NOT_FOUND');
      expect((await detail(post.id, follower.auth)).body.data.comments).toBe(0);
      expectInvalidFields(await t.post(PATHS.commentAdd, { postId: post.id, text: '   ' }, follower.auth), ['text']);
    });

    it('comments page oldest first', async () => {
      for (let i = 0; i < 3; i += 1) await t.post(PATHS.commentAdd, { postId: post.id, text: `c${i}` }, follower.auth);
      const first = (await t.post<TPage<TComment>>(PATHS.commentList, { postId: post.id, limit: 2 }, follower.auth))
        .body.data;
      const rest = (
        await t.post<TPage<TComment>>(
          PATHS.commentList,
          { postId: post.id, limit: 2, cursor: first.nextCursor },
          follower.auth,
        )
      ).body.data;
      expect([...first.items, ...rest.items].map((c) => c.text)).toEqual(['c0', 'c1', 'c2']);
      expect(rest.nextCursor).toBeNull();
    });
  });

  it('keeps the database consistent: counters match their rows', async () => {
    const drift = await t.deps.db.execute(sql`
      select p.id from posts p
      where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)
         or p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id and c.deleted_at is null)`);
    expect((drift as { rows: unknown[] }).rows).toEqual([]);
  });
});
