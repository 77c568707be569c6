import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import { follows, postMedia, posts, users } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createPostAs, insertMedia, type TestCreator } from '../../../test/content-fixtures.ts';

/** Author cards and post media lists are shared by every viewer and kept for a few seconds. */
describe(`cached author cards and post media (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let fan: SignedInUser;

  const homePost = async (id: string) => {
    const res = await t.post<TPage<TPost>>(PATHS.blogHomeV1, {}, fan.auth);
    expect(res.status, res.body.msg).toBe(200);
    const post = res.body.data.items.find((p) => p.id === id);
    if (!post) throw new Error(`post ${id} is not in the home feed`);
    return post;
  };

  beforeAll(async () => {
    // The home feed's page and timeline caches (feed-cache.test.ts, timeline-cache.test.ts) are off:
    // these read the posts through to the shared caches.
    t = await createTestApp({ FEED_CACHE_MS: '0', TIMELINE_CACHE_MS: '0' });
    creator = await createCreator(t, 'cached', { displayName: 'First Name' });
    fan = await createSignedInUser(t);
    await t.deps.db.insert(follows).values({ followerId: fan.user.id, creatorId: creator.user.id });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('author cards', () => {
    it('are kept: a name changed behind the app does not show while the card is cached', async () => {
      const post = await createPostAs(t, creator, { text: 'kept', visibility: 'public' });
      expect((await homePost(post.id)).author.displayName).toBe('First Name');
      await t.deps.db.update(users).set({ displayName: 'Behind The App' }).where(eq(users.id, creator.user.id));
      expect((await homePost(post.id)).author.displayName).toBe('First Name');
    });

    it("a creator's profile edit shows on their posts at once", async () => {
      const post = await createPostAs(t, creator, { text: 'renamed', visibility: 'public' });
      await homePost(post.id);
      const res = await t.post(PATHS.profileUpdate, { displayName: 'Second Name' }, creator.auth);
      expect(res.status, res.body.msg).toBe(200);
      expect((await homePost(post.id)).author.displayName).toBe('Second Name');
    });
  });

  describe('post media', () => {
    it('are kept: a media row attached behind the app does not show while the list is cached', async () => {
      const [first, behind] = [await insertMedia(t, creator.user.id), await insertMedia(t, creator.user.id)];
      const post = await createPostAs(t, creator, { text: 'one photo', mediaIds: [first.id], visibility: 'public' });
      expect((await homePost(post.id)).media.map((m) => m.id)).toEqual([first.id]);
      await t.deps.db.insert(postMedia).values({ postId: post.id, mediaId: behind.id, position: 1 });
      expect((await homePost(post.id)).media.map((m) => m.id)).toEqual([first.id]);
    });

    it('an edit that swaps the media and drops the free preview shows at once, locked again', async () => {
      const [teaser, other] = [await insertMedia(t, creator.user.id), await insertMedia(t, creator.user.id)];
      const post = await createPostAs(t, creator, {
        text: 'teaser',
        mediaIds: [teaser.id],
        previewMediaIds: [teaser.id],
        visibility: 'ppv',
        price: '500',
      });
      expect((await homePost(post.id)).media).toEqual([
        expect.objectContaining({ id: teaser.id, preview: true, locked: false }),
      ]);

      const edit = await t.post(
        PATHS.postUpdate,
        { id: post.id, text: 'teaser', mediaIds: [other.id], visibility: 'ppv', price: '500' },
        creator.seller,
      );
      expect(edit.status, edit.body.msg).toBe(200);
      expect((await homePost(post.id)).media).toEqual([
        expect.objectContaining({ id: other.id, preview: false, locked: true, url: null }),
      ]);
    });

    it('an edit made on another instance shows at once: the list is cached per version of the post', async () => {
      const [teaser, other] = [await insertMedia(t, creator.user.id), await insertMedia(t, creator.user.id)];
      const post = await createPostAs(t, creator, {
        text: 'elsewhere',
        mediaIds: [teaser.id],
        previewMediaIds: [teaser.id],
        visibility: 'ppv',
        price: '500',
      });
      expect((await homePost(post.id)).media).toEqual([
        expect.objectContaining({ id: teaser.id, preview: true, locked: false }),
      ]);
      // What another instance's edit leaves in the database: new media rows and a new edit time.
      await t.deps.db.delete(postMedia).where(eq(postMedia.postId, post.id));
      await t.deps.db.insert(postMedia).values({ postId: post.id, mediaId: other.id, position: 0 });
      await t.deps.db.update(posts).set({ editedAt: new Date() }).where(eq(posts.id, post.id));
      expect((await homePost(post.id)).media).toEqual([
        expect.objectContaining({ id: other.id, preview: false, locked: true, url: null }),
      ]);
    });
  });
});
