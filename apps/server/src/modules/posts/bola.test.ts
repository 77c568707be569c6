/**
 * The BOLA matrix: every read path that shows posts or their media, for every kind of viewer,
 * against posts of every visibility — and the bytes actually served: no original (stored sm, lg,
 * poster or video) of a locked post reaches a viewer without the right, by any URL they were
 * given or could edit. The subscribers-only post requires the higher of two tiers: a subscriber of
 * the lower tier, and one whose subscription expired, stay locked out of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import { can, type TPermission } from '@fanlane/contracts/staff';
import type { TPage } from '@fanlane/contracts/page';
import type { TComment, TPost, TPostVisibility } from '@fanlane/contracts/post';
import type { TCollectionDetail, TCollection } from '@fanlane/contracts/social';
import type { TTrackingLink, TTrackingLinkList } from '@fanlane/contracts/tracking-links';
import { entitlements, follows, type MediaRow } from '../../db/schema/index.ts';
import { variantKey } from '../../media/variants.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser } from '../../../test/fixtures.ts';
import {
  createCreator,
  createPostAs,
  createTier,
  subscribeTo,
  type TestCreator,
} from '../../../test/content-fixtures.ts';
import { fundWallet } from '../../../test/money-fixtures.ts';
import { renewDueSubscriptions } from '../subscriptions/renew-subscriptions.ts';
import { fetchMedia, makeVideo, noise, upload } from '../../../test/media-test-kit.ts';
import { media } from '../../db/schema/index.ts';
import { eq, inArray } from 'drizzle-orm';
import { KYC_DOCUMENT_KINDS } from '@fanlane/contracts/kyc';
import { users } from '../../db/schema/index.ts';
import { kycFields, kycFiles, submitKyc as submitKycForm } from '../../../test/kyc-fixtures.ts';

type ViewerName =
  'anonymous' | 'fan' | 'follower' | 'otherCreator' | 'owner' | 'buyer' | 'subLow' | 'subHigh' | 'subExpired';
const VIEWERS: ViewerName[] = [
  'anonymous',
  'fan',
  'follower',
  'otherCreator',
  'owner',
  'buyer',
  'subLow',
  'subHigh',
  'subExpired',
];
const VISIBILITIES: TPostVisibility[] = ['public', 'followers', 'subscribers', 'ppv'];

/**
 * Who may open what, written out by hand. The buyer bought the pay-per-view post only; subLow and
 * subHigh subscribe below and at the subscribers-only post's minimum tier (any live subscription
 * opens a followers-only post); subExpired's subscription to the high tier ended.
 */
const MAY_OPEN: Record<TPostVisibility, ViewerName[]> = {
  public: VIEWERS,
  followers: ['follower', 'owner', 'subLow', 'subHigh'],
  subscribers: ['owner', 'subHigh'],
  ppv: ['owner', 'buyer'],
};

describe(`BOLA matrix (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let owner: TestCreator;
  const auth = {} as Record<ViewerName, Record<string, string>>;
  const postIds = {} as Record<TPostVisibility, string>;
  let collectionId: string;
  let originals: Map<string, Buffer[]>;
  /** Every URL each viewer was handed, with the media it belongs to. */
  const handed = new Map<ViewerName, Map<string, string>>();

  const remember = (viewer: ViewerName, items: TPost[]) => {
    const urls = handed.get(viewer) ?? new Map<string, string>();
    for (const post of items)
      for (const m of post.media) for (const url of [m.thumbUrl, m.url]) if (url) urls.set(url, m.id);
    handed.set(viewer, urls);
  };
  const ours = (items: TPost[]) => items.filter((p) => Object.values(postIds).includes(p.id));

  /** Each read path, as one viewer: the posts of our creator it shows, or the error code. */
  const paths: Record<string, (viewer: ViewerName) => Promise<TPost[] | number>> = {
    detail: async (viewer) => {
      const out: TPost[] = [];
      for (const id of Object.values(postIds)) {
        const res = await t.post<TPost>(PATHS.postDetail, { id }, auth[viewer]);
        if (res.status !== 200) return res.body.code;
        out.push(res.body.data);
      }
      return out;
    },
    postsTab: async (viewer) => {
      const res = await t.post<TPage<TPost>>(PATHS.postList, { addressOrDomain: owner.domain }, auth[viewer]);
      return res.status === 200 ? ours(res.body.data.items) : res.body.code;
    },
    mediaTab: async (viewer) => {
      const res = await t.post<TPage<TPost>>(
        PATHS.postList,
        { addressOrDomain: owner.domain, tab: 'media' },
        auth[viewer],
      );
      return res.status === 200 ? ours(res.body.data.items) : res.body.code;
    },
    homeFeed: async (viewer) => {
      const res = await t.post<TPage<TPost>>(PATHS.blogHomeV1, {}, auth[viewer]);
      return res.status === 200 ? ours(res.body.data.items) : res.body.code;
    },
    postSearch: async (viewer) => {
      const res = await t.post<TPage<TPost>>(
        PATHS.postSearch,
        { addressOrDomain: owner.domain, query: 'matrix' },
        auth[viewer],
      );
      return res.status === 200 ? ours(res.body.data.items) : res.body.code;
    },
    collection: async (viewer) => {
      const res = await t.post<TCollectionDetail>(PATHS.collectionDetail, { id: collectionId }, auth[viewer]);
      return res.status === 200 ? ours(res.body.data.posts.items) : res.body.code;
    },
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createCreator(t, 'matrix');
    const other = await createCreator(t, 'othermatrix');
    const [fan, follower, buyer] = [
      await createSignedInUser(t),
      await createSignedInUser(t),
      await createSignedInUser(t),
    ];
    Object.assign(auth, {
      anonymous: {},
      fan: fan.auth,
      follower: follower.auth,
      otherCreator: other.auth,
      owner: owner.auth,
      buyer: buyer.auth,
    });
    await t.deps.db.insert(follows).values({ followerId: follower.user.id, creatorId: owner.user.id });
    const [low, high] = [
      await createTier(t, owner, { name: 'Low', priceCents: '300' }),
      await createTier(t, owner, { name: 'High', priceCents: '900' }),
    ];
    const [subLow, subHigh, subExpired] = [
      await createSignedInUser(t),
      await createSignedInUser(t),
      await createSignedInUser(t),
    ];
    Object.assign(auth, { subLow: subLow.auth, subHigh: subHigh.auth, subExpired: subExpired.auth });
    for (const f of [subLow, subHigh, subExpired]) await fundWallet(t, f.user.id, 900n);
    // The expired one first: the sweep that ends it must not touch the live ones.
    const ended = await subscribeTo(t, subExpired.auth, { tierId: high.id });
    await t.post(PATHS.subscriptionCancel, { id: ended.id }, subExpired.auth);
    await renewDueSubscriptions(t.deps, new Date(Date.parse(ended.currentPeriodEnd) + 1000));
    await subscribeTo(t, subLow.auth, { tierId: low.id });
    await subscribeTo(t, subHigh.auth, { tierId: high.id });

    const clip = await makeVideo({ seconds: 1 });
    for (const visibility of VISIBILITIES) {
      const files = [
        { filename: `${visibility}.png`, bytes: await noise(800, 600).png().toBuffer() },
        { filename: `${visibility}.mp4`, bytes: clip },
      ];
      const uploaded = await upload(t, owner.seller, files);
      expect(uploaded.status, uploaded.body.msg).toBe(200);
      const post = await createPostAs(t, owner, {
        text: `matrix ${visibility}`,
        visibility,
        price: visibility === 'ppv' ? '500' : null,
        minTierId: visibility === 'subscribers' ? high.id : null,
        mediaIds: uploaded.body.data.items.map((m) => m.id),
      });
      postIds[visibility] = post.id;
    }
    await t.deps.db.insert(entitlements).values({ userId: buyer.user.id, postId: postIds.ppv, source: 'purchase' });
    const collection = await t.post<TCollection>(
      PATHS.collectionCreate,
      { title: 'All of it', postIds: Object.values(postIds) },
      owner.seller,
    );
    expect(collection.status, collection.body.msg).toBe(200);
    collectionId = collection.body.data.id;

    // The stored bytes of every variant of every media item.
    const rows: MediaRow[] = await t.deps.db
      .select()
      .from(media)
      .where(inArray(media.ownerId, [owner.user.id]));
    originals = new Map();
    for (const row of rows) {
      const blobs = await Promise.all(
        row.variants.map((v) => t.deps.blobs.read(variantKey(row.storageKey, v, row.mime))),
      );
      originals.set(
        row.id,
        blobs.filter((b): b is Buffer => b !== null),
      );
      expect(originals.get(row.id)).toHaveLength(2);
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const signedInOnly = new Set(['homeFeed', 'postSearch']);

  for (const pathName of Object.keys(paths)) {
    it.each(VIEWERS)(`${pathName}: %s sees exactly what they may`, async (viewer) => {
      const result = await paths[pathName]!(viewer);
      if (viewer === 'anonymous' && signedInOnly.has(pathName)) {
        expect(result).toBe(401);
        return;
      }
      expect(Array.isArray(result), `answered ${JSON.stringify(result)}`).toBe(true);
      const items = result as TPost[];
      remember(viewer, items);
      // The feed shows followed creators only; every other path shows all four posts.
      const expected = pathName === 'homeFeed' ? (viewer === 'follower' ? VISIBILITIES : []) : VISIBILITIES;
      expect(items.map((p) => p.visibility).sort()).toEqual([...expected].sort());
      for (const post of items) {
        const may = MAY_OPEN[post.visibility].includes(viewer);
        expect({ visibility: post.visibility, canView: post.canView }).toEqual({
          visibility: post.visibility,
          canView: may,
        });
        for (const m of post.media) {
          expect(m.locked).toBe(!may);
          if (!may) {
            expect(m.url).toBeNull();
            expect(m.thumbUrl).toMatch(/\/blur-\d+\?/);
          }
        }
      }
    });
  }

  it('comments: readable exactly by those who may open the post', async () => {
    for (const viewer of VIEWERS) {
      for (const visibility of VISIBILITIES) {
        const res = await t.post<TPage<TComment>>(PATHS.commentList, { postId: postIds[visibility] }, auth[viewer]);
        expect({ viewer, visibility, status: res.status }).toEqual({
          viewer,
          visibility,
          status: MAY_OPEN[visibility].includes(viewer) ? 200 : 403,
        });
      }
    }
  });

  it('no original byte of a locked post reaches a viewer without the right; entitled viewers get the originals', async () => {
    const lockedFor = (viewer: ViewerName) =>
      new Set(VISIBILITIES.filter((v) => !MAY_OPEN[v].includes(viewer)).map((v) => postIds[v]));
    const mediaOfPost = new Map<string, string[]>();
    for (const visibility of VISIBILITIES) {
      const post = (await t.post<TPost>(PATHS.postDetail, { id: postIds[visibility] }, auth.owner)).body.data;
      mediaOfPost.set(
        post.id,
        post.media.map((m) => m.id),
      );
    }
    let servedOriginals = 0;
    for (const viewer of VIEWERS) {
      const lockedMedia = new Set([...lockedFor(viewer)].flatMap((id) => mediaOfPost.get(id) ?? []));
      for (const [url, mediaId] of handed.get(viewer) ?? []) {
        // As that viewer's browser: with their media key cookie (links of paid items are bound to it).
        const res = await fetchMedia(t, url, { as: auth[viewer] });
        expect(res.status, url).toBe(200);
        const isOriginal = (originals.get(mediaId) ?? []).some((o) => o.equals(res.bytes));
        if (lockedMedia.has(mediaId))
          expect(isOriginal, `${viewer} got an original of ${mediaId} via ${url}`).toBe(false);
        else if (isOriginal) servedOriginals += 1;
        if (lockedMedia.has(mediaId)) {
          // Editing the variant of a handed-out URL, keeping its signature, is refused.
          for (const variant of ['sm', 'lg', 'poster', 'video']) {
            const edited = url.replace(/\/blur-\d+\?/, `/${variant}?`);
            expect((await fetchMedia(t, edited)).status, edited).toBe(403);
          }
        }
      }
    }
    // The check above can fail: entitled viewers really are served the stored originals.
    expect(servedOriginals).toBeGreaterThan(10);
  }, 120_000);

  it("tracking links (owner-only): no other viewer lists, renames or archives the owner's link", async () => {
    const made = await t.post<TTrackingLink>(PATHS.trackingLinkCreate, { name: 'Matrix link' }, owner.seller);
    expect(made.status, made.body.msg).toBe(200);
    const { id } = made.body.data;
    const rival = await createCreator(t, 'rivalmatrix');
    // Who is refused how: signed out; not a creator; a creator calling as a buyer; another creator's shop.
    const refusal = (viewer: string) =>
      viewer === 'anonymous'
        ? ERRORS.UNAUTHORIZED.code
        : viewer === 'otherCreator'
          ? ERRORS.SHOP_DOMAIN_MISMATCH.code
          : viewer === 'rivalSeller'
            ? ERRORS.TRACKING_LINK_NOT_FOUND.code
            : ERRORS.NOT_A_CREATOR.code;
    const viewers = { ...auth, rivalSeller: rival.seller } as Record<string, Record<string, string>>;
    for (const [viewer, headers] of Object.entries(viewers)) {
      if (viewer === 'owner') continue;
      const listed = await t.post<TTrackingLinkList>(PATHS.trackingLinkList, {}, headers);
      const seen = listed.status === 200 ? listed.body.data.links.map((l) => l.id) : [];
      expect({ viewer, seen }).toEqual({ viewer, seen: [] });
      for (const [url, body] of [
        [PATHS.trackingLinkUpdate, { id, name: `taken by ${viewer}` }],
        [PATHS.trackingLinkArchive, { id, archived: true }],
      ] as const) {
        const res = await t.post(url, body, headers);
        expect({ viewer, url, code: res.body.code }).toEqual({ viewer, url, code: refusal(viewer) });
      }
    }
    const mine = await t.post<TTrackingLinkList>(PATHS.trackingLinkList, {}, owner.seller);
    expect(mine.body.data.links.find((l) => l.id === id)).toMatchObject({ name: 'Matrix link', archived: false });
  });
  it('identity documents (kyc.review only): no viewer, not even their owner, nor a moderator, reads them; an admin does', async () => {
    const sent = await submitKycForm(t, auth.owner, { fields: kycFields(), files: await kycFiles() });
    expect(sent.status, sent.body.msg).toBe(200);
    const id = sent.body.data.application!.id;
    const moderator = await createSignedInUser(t, { email: 'bola-moderator@example.com' });
    await t.deps.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
    const admin = await createSignedInUser(t, { email: 'bola-kyc-admin@example.com', role: 'admin' });
    const reads = (who: Record<string, string>) => [
      t.post(PATHS.adminKycList, {}, who),
      t.post(PATHS.adminKycDetail, { id }, who),
      ...KYC_DOCUMENT_KINDS.map((kind) => t.post(PATHS.adminKycDocument, { id, kind }, who)),
    ];
    for (const viewer of [...VIEWERS, 'moderator'] as const) {
      const who = viewer === 'moderator' ? moderator.auth : auth[viewer];
      for (const res of await Promise.all(reads(who))) {
        expect(res.status, `${viewer}: ${res.body.msg}`).toBe(viewer === 'anonymous' ? 401 : 403);
      }
    }
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: PATHS.adminKycDocument,
      payload: { id, kind: 'front' },
      headers: admin.auth,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['content-type']).toBe('image/webp');
  });
  it('moderation (docs/moderation.md): no viewer reaches a staff call; each staff role only what its permissions name', async () => {
    const target = await createSignedInUser(t, { email: 'bola-moderation-target@example.com' });
    const support = await createSignedInUser(t, { email: 'bola-moderation-support@example.com', role: 'support' });
    const moderator = await createSignedInUser(t, { email: 'bola-moderation-mod@example.com', role: 'moderator' });
    const userId = target.user.id;
    const calls: [string, unknown, TPermission][] = [
      [PATHS.adminUserSearch, {}, 'users.view'],
      [PATHS.adminUserDetail, { userId }, 'users.view'],
      [PATHS.adminUserRestrict, { userId, kind: 'restrict', reason: 'matrix' }, 'users.restrict'],
      [PATHS.adminUserLift, { userId }, 'users.restrict'],
      [PATHS.adminUserRole, { userId, role: 'support' }, 'users.roles'],
      [PATHS.adminReportQueue, {}, 'reports.work'],
      [PATHS.adminReportResolve, { targetType: 'user', targetId: userId, action: 'dismiss' }, 'reports.work'],
      [PATHS.adminContentRemove, { targetType: 'post', targetId: randomUUID(), reason: 'matrix' }, 'content.remove'],
      [PATHS.adminAppealList, {}, 'appeals.decide'],
      [PATHS.adminAppealDecide, { appealId: randomUUID(), decision: 'lift' }, 'appeals.decide'],
    ];
    for (const viewer of VIEWERS) {
      for (const [url, body] of calls) {
        const res = await t.post(url, body, auth[viewer]);
        expect({ viewer, url, status: res.status }).toEqual({
          viewer,
          url,
          status: viewer === 'anonymous' ? 401 : 403,
        });
      }
    }
    for (const [role, staff] of [
      ['support', support],
      ['moderator', moderator],
    ] as const) {
      for (const [url, body, permission] of calls) {
        // The restricting calls come last for each role, so the target's state stays as the matrix expects.
        if (url === PATHS.adminUserRestrict || url === PATHS.adminUserLift) continue;
        const res = await t.post(url, body, staff.auth);
        expect({ role, url, forbidden: res.status === 403 }).toEqual({ role, url, forbidden: !can(role, permission) });
      }
    }
    expect((await t.post(PATHS.adminUserRestrict, calls[2]![1], support.auth)).status).toBe(403);
    expect((await t.post(PATHS.adminUserRestrict, calls[2]![1], moderator.auth)).status).toBe(200);
    expect((await t.post(PATHS.adminUserLift, { userId }, moderator.auth)).status).toBe(200);
  });
});
