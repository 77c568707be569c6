import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createPostAs, insertMedia, type TestCreator } from '../../../test/content-fixtures.ts';
import { SENSITIVE_BLUR_PX } from '../../media/present.ts';

describe(`sensitive posts (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let rival: TestCreator;
  let fan: SignedInUser;

  const detail = (id: string, auth: Record<string, string> = {}) => t.post<TPost>(PATHS.postDetail, { id }, auth);
  const flag = (id: string, sensitive: unknown, headers: Record<string, string>) =>
    t.post<TPost>(PATHS.postSensitive, { id, sensitive }, headers);
  const blurLink = (mediaId: string) => new RegExp(`^/media-file/${mediaId}/blur-${SENSITIVE_BLUR_PX}\\?exp=\\d+&sig=`);

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'edgy');
    rival = await createCreator(t, 'rival');
    fan = await createSignedInUser(t);
    expect(
      (await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth)).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a creator flags a post sensitive in the composer; every reader gets the flag and a blurred stand-in', async () => {
    const photo = await insertMedia(t, creator.user.id);
    const clip = await insertMedia(t, creator.user.id, 'video');
    const post = await createPostAs(t, creator, {
      text: 'After dark',
      mediaIds: [photo.id, clip.id],
      visibility: 'public',
      sensitive: true,
    });
    expect(post.sensitive).toBe(true);

    for (const auth of [{}, fan.auth, creator.auth]) {
      const read = (await detail(post.id, auth)).body.data;
      expect(read.sensitive).toBe(true);
      // Opened items keep their real links (for after the reveal) and carry the blurred picture for before.
      expect(read.media.map((m) => [m.locked, m.url !== null])).toEqual([
        [false, true],
        [false, true],
      ]);
      expect(read.media[0]!.blurredUrl).toMatch(blurLink(photo.id));
      expect(read.media[1]!.blurredUrl).toMatch(blurLink(clip.id));
    }
  });

  it('a post is not sensitive unless flagged, and its items carry no blurred stand-in', async () => {
    const photo = await insertMedia(t, creator.user.id);
    const post = await createPostAs(t, creator, { text: 'Daylight', mediaIds: [photo.id], visibility: 'public' });
    expect(post.sensitive).toBe(false);
    const read = (await detail(post.id, fan.auth)).body.data;
    expect(read.sensitive).toBe(false);
    expect(read.media[0]).not.toHaveProperty('blurredUrl');
  });

  it('a locked sensitive post shows its locked preview only, blurred as strongly as a stand-in', async () => {
    const photo = await insertMedia(t, creator.user.id);
    const post = await createPostAs(t, creator, {
      text: 'Subscribers only',
      mediaIds: [photo.id],
      visibility: 'subscribers',
      sensitive: true,
    });
    const read = (await detail(post.id, fan.auth)).body.data;
    expect(read).toMatchObject({ sensitive: true, canView: false });
    expect(read.media[0]).toMatchObject({ locked: true, url: null });
    expect(read.media[0]!.thumbUrl).toMatch(blurLink(photo.id));
    expect(read.media[0]).not.toHaveProperty('blurredUrl');
  });

  it('the flag is in the home feed, the creator page list, and follows a later edit', async () => {
    const post = await createPostAs(t, creator, { text: 'Feed me', visibility: 'public', sensitive: true });
    const inHome = async () => {
      const home = await t.post<TPage<TPost>>(PATHS.blogHomeV2, {}, fan.auth);
      expect(home.status, JSON.stringify(home.body)).toBe(200);
      return home.body.data.items.find((p) => p.id === post.id);
    };
    const inList = async () =>
      (await t.post<TPage<TPost>>(PATHS.postList, { addressOrDomain: creator.domain }, fan.auth)).body.data.items.find(
        (p) => p.id === post.id,
      );
    expect((await inHome())?.sensitive).toBe(true);
    expect((await inList())?.sensitive).toBe(true);

    // The edit replaces every field: without the flag the post is no longer sensitive.
    const edited = await t.post<TPost>(
      PATHS.postUpdate,
      { id: post.id, text: 'Feed me', visibility: 'public', sensitive: false },
      creator.seller,
    );
    expect(edited.body.data.sensitive).toBe(false);
    expect((await inHome())?.sensitive).toBe(false);
    expect((await inList())?.sensitive).toBe(false);

    // The quick switch flags it again without marking it edited twice.
    const flagged = await flag(post.id, true, creator.seller);
    expect(flagged.status).toBe(200);
    expect(flagged.body.data).toMatchObject({ sensitive: true, editedAt: edited.body.data.editedAt });
    expect((await inHome())?.sensitive).toBe(true);
    expect((await detail(post.id)).body.data.sensitive).toBe(true);
    expect((await flag(post.id, false, creator.seller)).body.data.sensitive).toBe(false);
    expect((await inHome())?.sensitive).toBe(false);
  });

  it("only the post's creator can flag it: another creator is refused, a fan is not a creator, signed out is 401", async () => {
    const post = await createPostAs(t, creator, { text: 'Mine', visibility: 'public' });
    expectError(await flag(post.id, true, rival.seller), 'FORBIDDEN');
    expectError(
      await t.post(
        PATHS.postUpdate,
        { id: post.id, text: 'Mine', visibility: 'public', sensitive: true },
        rival.seller,
      ),
      'FORBIDDEN',
    );
    expectError(await flag(post.id, true, fan.auth), 'NOT_A_CREATOR');
    expectError(await flag(post.id, true, {}), 'UNAUTHORIZED');
    expect((await detail(post.id)).body.data.sensitive).toBe(false);
    expectError(await flag('7b0c9c1e-0000-4000-8000-000000000000', true, creator.seller), 'NOT_FOUND');
    expectInvalidFields(await flag(post.id, 'yes', creator.seller), ['sensitive']);
    expectInvalidFields(await flag('not-a-uuid', true, creator.seller), ['id']);
    expectInvalidFields(
      await t.post(PATHS.postCreate, { text: 'x', visibility: 'public', sensitive: 'very' }, creator.seller),
      ['sensitive'],
    );
  });
});
