import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS, type ErrorName } from '@fanlane/contracts/errors';
import type { TGeoBlocks } from '@fanlane/contracts/geo-blocks';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import type { TBlogSearchResult, TCreatorCard, TRecommendation } from '@fanlane/contracts/discover';
import { users } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, type Envelope, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createPostAs, type TestCreator } from '../../../test/content-fixtures.ts';

// Addresses the shipped DB-IP database places for certain (Google, Deutsche Telekom, WIDE, Sakura, a UK ISP).
const US = '8.8.8.8';
const GB = '81.2.69.142';
const JP = '133.242.0.1';
const DE_V6 = '2003::1';
const JP_V6 = '2001:200::1';

describe(`creators' country and IP blocks (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let other: TestCreator;
  let fan: SignedInUser;
  let admin: SignedInUser;
  let postId: string;

  /** A call as it arrives from `ip` (the socket's peer). */
  async function from<T = unknown>(ip: string, url: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'POST', url, payload: body as object, headers, remoteAddress: ip });
    return { status: res.statusCode, body: res.json<Envelope<T>>(), raw: res.body };
  }
  const setCountries = (countries: string[]) =>
    t.post<TGeoBlocks>(PATHS.geoBlockCountries, { countries }, creator.seller);
  const setNetworks = (networks: string[]) => t.post<TGeoBlocks>(PATHS.geoBlockNetworks, { networks }, creator.seller);
  const profileFrom = (ip: string, headers: Record<string, string> = {}) =>
    from(ip, PATHS.profile, { addressOrDomain: creator.domain }, headers);
  const expectCode = (res: { status: number; body: Envelope }, name: ErrorName) =>
    expect({ status: res.status, code: res.body.code }, res.body.msg).toEqual({
      status: ERRORS[name].status,
      code: ERRORS[name].code,
    });

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'geo');
    other = await createCreator(t, 'open');
    fan = await createSignedInUser(t);
    admin = await createSignedInUser(t);
    await t.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    postId = (await createPostAs(t, creator, { text: 'geo hello', mediaIds: [], visibility: 'public' })).id;
    await createPostAs(t, other, { text: 'geo open hello', mediaIds: [], visibility: 'public' });
    for (const c of [creator, other])
      await t.post(PATHS.followOperate, { addressOrDomain: c.domain, follow: true }, fan.auth);
  });
  afterAll(() => t.close());

  it('the lookup places addresses of known countries from the real database, IPv6 too; private ones nowhere', async () => {
    const places = await Promise.all(
      [US, GB, JP, DE_V6, JP_V6, '10.0.0.1', '127.0.0.1', '::1', null].map((ip) => t.deps.ipCountry.countryOf(ip)),
    );
    expect(places).toEqual(['US', 'GB', 'JP', 'DE', 'JP', null, null, null, null]);
    expect(t.deps.ipCountry.file).toMatch(/dbip-country\.mmdb$/);
  });

  it('only creators, as sellers, hold blocks; entries come back normalised, sorted and once each', async () => {
    expectError(await t.post(PATHS.geoBlocks, {}, fan.auth), 'NOT_A_CREATOR');
    expectError(await t.post(PATHS.geoBlocks, {}), 'UNAUTHORIZED');
    const countries = await setCountries([' us', 'DE', 'de']);
    expect(countries.body.data).toMatchObject({ countries: ['DE', 'US'], networks: [] });
    const networks = await setNetworks([
      '192.168.1.77/24',
      '2001:DB8:0:0::1',
      '::ffff:10.1.2.3',
      '10.9.9.9',
      '192.168.1.0/24',
    ]);
    expect(networks.body.data).toMatchObject({
      countries: ['DE', 'US'],
      networks: ['10.1.2.3/32', '10.9.9.9/32', '192.168.1.0/24', '2001:db8::1/128'],
    });
    const state = await from<TGeoBlocks>(US, PATHS.geoBlocks, {}, creator.seller);
    expect(state.body.data).toMatchObject({ yourIp: US, yourCountry: 'US' });
    await setCountries([]);
    await setNetworks([]);
  });

  it('bad entries are refused with a catalogue error naming the entry, and nothing changes', async () => {
    await setCountries(['FR']);
    for (const [call, entry, name] of [
      [setCountries, 'XX', 'GEO_COUNTRY_INVALID'],
      [setCountries, 'France', 'GEO_COUNTRY_INVALID'],
      [setNetworks, '1.2.3', 'GEO_NETWORK_INVALID'],
      [setNetworks, '1.2.3.4/33', 'GEO_NETWORK_INVALID'],
      [setNetworks, 'example.com', 'GEO_NETWORK_INVALID'],
      [setNetworks, '2001:db8::/129', 'GEO_NETWORK_INVALID'],
      [setNetworks, '10.0.0.0/7', 'GEO_NETWORK_TOO_WIDE'],
      [setNetworks, '2001::/15', 'GEO_NETWORK_TOO_WIDE'],
    ] as const) {
      const res = await call([entry]);
      expectCode(res, name);
      expect(res.body.data).toEqual({ entry });
      expect(res.body.msg).toContain(entry);
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => `10.${Math.floor(i / 256)}.${i % 256}.0/24`);
    expectCode(await setNetworks(tooMany), 'GEO_TOO_MANY_ENTRIES');
    expect((await t.post<TGeoBlocks>(PATHS.geoBlocks, {}, creator.seller)).body.data).toMatchObject({
      countries: ['FR'],
      networks: [],
    });
    await setCountries([]);
  });

  it('a blocked country sees the page as a missing creator would be: the same answer, byte for byte', async () => {
    await setCountries(['US', 'DE']);
    const blocked = await profileFrom(US);
    const missing = await from(US, PATHS.profile, { addressOrDomain: `nobody${randomUUID().slice(0, 8)}` });
    expectError(blocked, 'NOT_FOUND');
    expect(blocked.raw).toBe(missing.raw);
    expectError(await profileFrom(DE_V6), 'NOT_FOUND');
    expect((await profileFrom(GB)).status).toBe(200);
    expect((await profileFrom(JP_V6)).status).toBe(200);
    // Signed in or not.
    expectError(await profileFrom(US, fan.auth), 'NOT_FOUND');
    await setCountries([]);
  });

  it('the in-memory index of creators with blocks follows every change, by id and by address', async () => {
    const { geoBlockers } = t.deps;
    const byAddress = { address: creator.user.address.toUpperCase().replace('0X', '0x') };
    expect((await profileFrom(US)).status).toBe(200); // the index is loaded: nobody blocks
    expect(await geoBlockers.mayBlock({ id: creator.user.id })).toBe(false);
    await setCountries(['US']);
    expectError(await profileFrom(US), 'NOT_FOUND');
    expect(await geoBlockers.mayBlock({ id: creator.user.id })).toBe(true);
    expect(await geoBlockers.mayBlock(byAddress)).toBe(true);
    expect(await geoBlockers.mayBlock({ id: other.user.id })).toBe(false);
    expect(await geoBlockers.withBlocks([other.user.id, creator.user.id])).toEqual([creator.user.id]);
    await setCountries([]);
    expect((await profileFrom(US)).status).toBe(200);
    expect(await geoBlockers.mayBlock(byAddress)).toBe(false);
    expect(await geoBlockers.withBlocks([other.user.id, creator.user.id])).toEqual([]);
  });

  it('an address no country holds (private, loopback) is not blocked by a country rule', async () => {
    await setCountries(['US', 'GB', 'JP', 'DE']);
    for (const ip of ['10.0.0.1', '127.0.0.1', '::1', '192.168.0.5'])
      expect((await profileFrom(ip)).status, ip).toBe(200);
    await setCountries([]);
  });

  it('IP ranges block IPv4 and IPv6 addresses inside them, an IPv4-mapped address as its IPv4 one', async () => {
    await setNetworks(['203.0.113.0/24', '2001:db8:abcd::/48', '198.51.100.7']);
    for (const ip of ['203.0.113.77', '::ffff:203.0.113.9', '2001:db8:abcd:1::5', '198.51.100.7'])
      expectError(await profileFrom(ip), 'NOT_FOUND');
    for (const ip of ['203.0.114.1', '2001:db8:abce::1', '198.51.100.8'])
      expect((await profileFrom(ip)).status, ip).toBe(200);
    await setNetworks([]);
  });

  it('posts, a post, its comments and the creator search answer not found; the creator and admins still see all', async () => {
    await setCountries(['US']);
    const missingPost = await from(US, PATHS.postDetail, { id: randomUUID() });
    const blockedPost = await from(US, PATHS.postDetail, { id: postId }, fan.auth);
    expectError(blockedPost, 'NOT_FOUND');
    expect(blockedPost.raw).toBe(missingPost.raw);
    expectError(await from(US, PATHS.postList, { addressOrDomain: creator.domain }), 'NOT_FOUND');
    expectError(await from(US, PATHS.commentList, { postId }), 'NOT_FOUND');
    expectError(
      await from(US, PATHS.postSearch, { addressOrDomain: creator.domain, query: 'hello' }, fan.auth),
      'NOT_FOUND',
    );
    expect((await from(GB, PATHS.postDetail, { id: postId })).status).toBe(200);

    for (const who of [creator.auth, admin.auth]) {
      expect((await profileFrom(US, who)).status).toBe(200);
      expect((await from(US, PATHS.postDetail, { id: postId }, who)).status).toBe(200);
      const list = await from<TPage<TPost>>(US, PATHS.postList, { addressOrDomain: creator.domain }, who);
      expect(list.body.data.items.map((p) => p.id)).toContain(postId);
    }
    await setCountries([]);
  });

  it('feeds, recommendations and search leave the creator out for a blocked place, and only there', async () => {
    await setNetworks(['198.18.0.0/15']);
    const inside = '198.18.3.4';
    const outside = '198.20.0.1';
    const creatorsIn = (posts: TPost[]) => new Set(posts.map((p) => p.author.address));
    const home = async (ip: string, body: object = {}) =>
      creatorsIn(
        ((r) => (expect(r.status, r.body.msg).toBe(200), r.body.data.items))(
          await from<TPage<TPost>>(ip, PATHS.blogHomeV1, body, fan.auth),
        ),
      );

    // The first page (kept per fan and address) and a later page size (read every time).
    expect(await home(outside)).toEqual(new Set([creator.user.address, other.user.address]));
    expect(await home(inside)).toEqual(new Set([other.user.address]));
    expect(await home(inside, { limit: 5 })).toEqual(new Set([other.user.address]));
    expect(await home(outside)).toEqual(new Set([creator.user.address, other.user.address]));

    const search = await from<TBlogSearchResult>(inside, PATHS.blogSearchV1, { query: 'geo' });
    expect(creatorsIn(search.body.data.posts)).toEqual(new Set([other.user.address]));
    // Only the blocking creator's name holds "geo".
    expect(search.body.data.creators).toEqual([]);
    const searchOutside = await from<TBlogSearchResult>(outside, PATHS.blogSearchV1, { query: 'geo' });
    expect(searchOutside.body.data.creators.map((c) => c.address)).toEqual([creator.user.address]);
    expect(creatorsIn(searchOutside.body.data.posts)).toEqual(new Set([creator.user.address, other.user.address]));

    const cards = await from<TPage<TCreatorCard>>(inside, PATHS.creatorSearch, { query: creator.domain });
    expect(cards.body.data.items).toEqual([]);
    const recommended = await from<TRecommendation>(inside, PATHS.blogRecommendV1, {});
    expect(recommended.body.data.creators.map((c) => c.address)).not.toContain(creator.user.address);
    expect(creatorsIn(recommended.body.data.posts)).not.toContain(creator.user.address);
    const recommendedOutside = await from<TRecommendation>(outside, PATHS.blogRecommendV1, {});
    expect(creatorsIn(recommendedOutside.body.data.posts)).toContain(creator.user.address);

    // Lifting the block reaches the kept first page at once.
    await setNetworks([]);
    expect(await home(inside)).toEqual(new Set([creator.user.address, other.user.address]));
  });

  it('X-Forwarded-For names the viewer only when TRUST_PROXY is on', async () => {
    await setCountries(['US']);
    const forwarded = { 'x-forwarded-for': US };
    expect((await profileFrom('127.0.0.1', forwarded)).status).toBe(200);
    const proxied = await buildApp({ ...t.deps, config: { ...t.config, trustProxy: true } });
    try {
      const res = await proxied.inject({
        method: 'POST',
        url: PATHS.profile,
        payload: { addressOrDomain: creator.domain },
        headers: forwarded,
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode).toBe(404);
      const fine = await proxied.inject({
        method: 'POST',
        url: PATHS.profile,
        payload: { addressOrDomain: creator.domain },
        headers: { 'x-forwarded-for': GB },
        remoteAddress: '127.0.0.1',
      });
      expect(fine.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
    await setCountries([]);
  });
});
