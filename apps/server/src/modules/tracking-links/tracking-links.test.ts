import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import {
  TRACKING_LINK_MAX,
  type TPromotionTagUseResult,
  type TTrackingLink,
  type TTrackingLinkList,
  type TTrackingLinkPeriod,
} from '@fanlane/contracts/tracking-links';
import {
  trackingLinkConversions,
  trackingLinkSignUps,
  trackingLinks,
  trackingLinkTouches,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createTier, subscribeTo, type TestCreator } from '../../../test/content-fixtures.ts';
import { fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { newCode } from './manage-links.ts';
import { dayOf } from './tracking-links-repo.ts';

const DAY = 86_400_000;

/** A refusal whose message names a number (the limit): status and code, and the number in the text. */
function expectLimit(res: { status: number; body: { code: number; msg: string } }) {
  expect({ status: res.status, code: res.body.code }).toEqual({
    status: ERRORS.TRACKING_LINK_LIMIT.status,
    code: ERRORS.TRACKING_LINK_LIMIT.code,
  });
  expect(res.body.msg).toContain(String(TRACKING_LINK_MAX));
}
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe(`tracking links (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let other: TestCreator;
  let fan: SignedInUser;

  const list = async (as: TestCreator = creator, period: TTrackingLinkPeriod = '30d') => {
    const res = await t.post<TTrackingLinkList>(PATHS.trackingLinkList, { period }, as.seller);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const create = (name: string, as: TestCreator = creator) =>
    t.post<TTrackingLink>(PATHS.trackingLinkCreate, { name }, as.seller);
  const made = async (name: string, as: TestCreator = creator) => {
    const res = await create(name, as);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const use = (promotionTag: string, visitorId?: string, headers: Record<string, string> = {}) =>
    t.post<TPromotionTagUseResult>(PATHS.promotionTagUse, { promotionTag, visitorId }, headers);
  const rowOf = (links: TTrackingLinkList, id: string) => links.links.find((l) => l.id === id)!;

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'tracker');
    other = await createCreator(t, 'rival');
    fan = await createSignedInUser(t);
  });
  afterAll(() => t.close());

  it('makes a named link with a random code and the URL to share', async () => {
    const link = await made('  Instagram bio  ');
    expect(link).toMatchObject({ name: 'Instagram bio', archived: false });
    expect(link.code).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(link.url).toBe(`${t.config.publicUrl}/${creator.domain}?promotionTag=${link.code}`);
    const links = await list();
    expect(links.links.map((l) => l.id)).toEqual([link.id]);
    expect(links).toMatchObject({ period: '30d', live: 1, max: TRACKING_LINK_MAX });
    expect(rowOf(links, link.id).figures).toEqual({
      clicks: 0,
      signUps: 0,
      follows: 0,
      subscribers: 0,
      revenueCents: '0',
    });
    // Codes are unique and unguessable.
    const codes = new Set(Array.from({ length: 2000 }, () => newCode()));
    expect(codes.size).toBe(2000);
  });

  it('names are unique per creator, compared without case; another creator may reuse one', async () => {
    const first = await made('Twitter');
    expectError(await create('twitter'), 'TRACKING_LINK_NAME_TAKEN');
    const second = await made('Reddit');
    expectError(
      await t.post(PATHS.trackingLinkUpdate, { id: second.id, name: 'TWITTER' }, creator.seller),
      'TRACKING_LINK_NAME_TAKEN',
    );
    // Renaming to its own name, or a new one, works.
    expect((await t.post(PATHS.trackingLinkUpdate, { id: first.id, name: 'Twitter' }, creator.seller)).status).toBe(
      200,
    );
    const renamed = await t.post<TTrackingLink>(
      PATHS.trackingLinkUpdate,
      { id: second.id, name: 'Reddit ads' },
      creator.seller,
    );
    expect(renamed.body.data).toMatchObject({ id: second.id, name: 'Reddit ads', code: second.code });
    expect((await create('Twitter', other)).status).toBe(200);
  });

  it('names must be 1 to 40 characters; ids must be ids', async () => {
    expectInvalidFields(await create('   '), ['name']);
    expectInvalidFields(await create('x'.repeat(41)), ['name']);
    expect((await create('y'.repeat(40))).status).toBe(200);
    expectInvalidFields(await t.post(PATHS.trackingLinkUpdate, { id: 'nope', name: 'a' }, creator.seller), ['id']);
    expectInvalidFields(await t.post(PATHS.trackingLinkArchive, { id: 'nope', archived: 'yes' }, creator.seller), [
      'id',
      'archived',
    ]);
    expectInvalidFields(await t.post(PATHS.trackingLinkList, { period: '1y' }, creator.seller), ['period']);
  });

  it('at most 100 live links: archiving frees a place, restoring needs one', async () => {
    const maker = await createCreator(t, 'many');
    await t.deps.db.insert(trackingLinks).values(
      Array.from({ length: TRACKING_LINK_MAX - 1 }, (_, i) => ({
        creatorId: maker.user.id,
        name: `l${i}`,
        code: newCode(),
      })),
    );
    const last = await made('the hundredth', maker);
    expectLimit(await create('one too many', maker));

    const archived = await t.post<TTrackingLink>(
      PATHS.trackingLinkArchive,
      { id: last.id, archived: true },
      maker.seller,
    );
    expect(archived.body.data.archived).toBe(true);
    const extra = await made('one more', maker);
    expectLimit(await t.post(PATHS.trackingLinkArchive, { id: last.id, archived: false }, maker.seller));
    // An archived link keeps its name.
    expectError(await create('the hundredth', maker), 'TRACKING_LINK_NAME_TAKEN');

    await t.post(PATHS.trackingLinkArchive, { id: extra.id, archived: true }, maker.seller);
    const restored = await t.post<TTrackingLink>(
      PATHS.trackingLinkArchive,
      { id: last.id, archived: false },
      maker.seller,
    );
    expect(restored.body.data.archived).toBe(false);
    const links = await list(maker);
    expect(links.live).toBe(TRACKING_LINK_MAX);
    // Archived links come last.
    expect(links.links.at(-1)?.id).toBe(extra.id);
  });

  it("another creator's link is not found; fans and visitors cannot call at all", async () => {
    const mine = await made('Private');
    expectError(
      await t.post(PATHS.trackingLinkUpdate, { id: mine.id, name: 'Stolen' }, other.seller),
      'TRACKING_LINK_NOT_FOUND',
    );
    expectError(
      await t.post(PATHS.trackingLinkArchive, { id: mine.id, archived: true }, other.seller),
      'TRACKING_LINK_NOT_FOUND',
    );
    expect((await list(other)).links.map((l) => l.id)).not.toContain(mine.id);
    expectError(await t.post(PATHS.trackingLinkList, {}, fan.auth), 'NOT_A_CREATOR');
    expectError(await t.post(PATHS.trackingLinkList, {}), 'UNAUTHORIZED');
    // A creator calling as a buyer, or for another shop, is refused.
    expectError(await t.post(PATHS.trackingLinkList, {}, creator.auth), 'SHOP_DOMAIN_MISMATCH');
    expectError(
      await t.post(PATHS.trackingLinkList, {}, { ...creator.seller, 'shop-domain': other.domain }),
      'SHOP_DOMAIN_MISMATCH',
    );
    const untouched = (await list()).links.find((l) => l.id === mine.id);
    expect(untouched).toMatchObject({ name: 'Private', archived: false });
  });

  it('a visit carrying the code counts one click per visitor per day; unknown, archived and own visits count none', async () => {
    const link = await made('Clicks');
    expect((await use(link.code, 'visitor-a')).body.data).toEqual({ counted: true });
    expect((await use(link.code, 'visitor-a')).body.data).toEqual({ counted: false });
    expect((await use(link.code, 'visitor-b')).body.data).toEqual({ counted: true });
    // Without a visitor id: the account, else address and browser.
    expect((await use(link.code, undefined, fan.auth)).body.data).toEqual({ counted: true });
    expect((await use(link.code, undefined, fan.auth)).body.data).toEqual({ counted: false });
    expect((await use(link.code)).body.data).toEqual({ counted: true });
    expect((await use(link.code)).body.data).toEqual({ counted: false });
    // Not a link: another programme's tag, a mistyped code.
    expect((await use('spring-promo')).body.data).toEqual({ counted: false });
    expect((await use('ZZZZZZZZZZ', 'visitor-c')).body.data).toEqual({ counted: false });
    // The creator opening their own link.
    expect((await use(link.code, 'creator-device', creator.auth)).body.data).toEqual({ counted: false });
    expect(rowOf(await list(), link.id).figures.clicks).toBe(4);

    const today = dayOf(new Date());
    expect(rowOf(await list(), link.id).clicksByDay).toEqual([{ day: today, clicks: 4 }]);

    await t.post(PATHS.trackingLinkArchive, { id: link.id, archived: true }, creator.seller);
    expect((await use(link.code, 'visitor-d')).body.data).toEqual({ counted: false });
    expect(rowOf(await list(), link.id).figures.clicks).toBe(4);

    expectInvalidFields(await t.post(PATHS.promotionTagUse, {}), ['promotionTag']);
    expectInvalidFields(await use('x'.repeat(65)), ['promotionTag']);
  });

  it('a new account whose sign-up carried the code is a sign-up; an old account signing in is not', async () => {
    const link = await made('Sign-ups');
    const newcomer = await signUp(t);
    const [newcomerRow] = await t.deps.db.select().from(users).where(eq(users.email, newcomer.email));
    const event = { type: 'password', promotionTag: link.code };
    expect((await t.post(PATHS.loginEvent, event, newcomer.auth)).status).toBe(200);
    // The same account signing in again is not a second sign-up.
    expect((await t.post(PATHS.loginEvent, event, newcomer.auth)).status).toBe(200);

    const veteran = await createSignedInUser(t);
    await t.deps.db
      .update(users)
      .set({ createdAt: daysAgo(3) })
      .where(eq(users.id, veteran.user.id));
    expect((await t.post(PATHS.loginEvent, event, veteran.auth)).status).toBe(200);

    expect(rowOf(await list(), link.id).figures.signUps).toBe(1);
    // Both arrived through the link.
    const touches = await t.deps.db.select().from(trackingLinkTouches).where(eq(trackingLinkTouches.linkId, link.id));
    expect(touches.map((r) => r.fanId).sort()).toEqual([veteran.user.id, newcomerRow!.id].sort());
    const signUps = await t.deps.db.select().from(trackingLinkSignUps).where(eq(trackingLinkSignUps.linkId, link.id));
    expect(signUps.map((r) => r.userId)).toEqual([newcomerRow!.id]);
  });

  it('follows, subscriptions and payments go to the first link the fan came through within 30 days', async () => {
    const shop = await createCreator(t, 'attrib');
    const [tooOld, first, later] = [await made('Too old', shop), await made('First', shop), await made('Later', shop)];
    const buyer = await createSignedInUser(t);
    await fundWallet(t, buyer.user.id, 10_000n);
    // Arrivals: 40 days ago (outside the window), 10 days ago, and today through the page.
    await t.deps.db.insert(trackingLinkTouches).values([
      { fanId: buyer.user.id, creatorId: shop.user.id, linkId: tooOld.id, day: dayOf(daysAgo(40)), at: daysAgo(40) },
      { fanId: buyer.user.id, creatorId: shop.user.id, linkId: first.id, day: dayOf(daysAgo(10)), at: daysAgo(10) },
    ]);
    await use(later.code, 'buyer-device', buyer.auth);

    await t.post(PATHS.followOperate, { addressOrDomain: shop.domain, follow: true }, buyer.auth);
    await t.post(PATHS.followOperate, { addressOrDomain: shop.domain, follow: false }, buyer.auth);
    await t.post(PATHS.followOperate, { addressOrDomain: shop.domain, follow: true }, buyer.auth);
    const tier = await createTier(t, shop, { priceCents: '700' });
    await subscribeTo(t, buyer.auth, { tierId: tier.id });
    const tip = await t.post(PATHS.tip, { addressOrDomain: shop.domain, usdCents: '250' }, keyed(buyer.auth));
    expect(tip.status, tip.body.msg).toBe(200);

    // A fan who never came through a link counts for none.
    const walkIn = await createSignedInUser(t);
    await t.post(PATHS.followOperate, { addressOrDomain: shop.domain, follow: true }, walkIn.auth);
    await t.deps.events.relay();

    const links = await list(shop);
    expect(rowOf(links, first.id).figures).toEqual({
      clicks: 0,
      signUps: 0,
      follows: 1,
      subscribers: 1,
      revenueCents: '950',
    });
    expect(rowOf(links, tooOld.id).figures.follows).toBe(0);
    expect(rowOf(links, later.id).figures).toMatchObject({ clicks: 1, follows: 0, revenueCents: '0' });
    expect(links.totals).toMatchObject({ clicks: 1, follows: 1, subscribers: 1, revenueCents: '950' });

    // A redelivered event is not counted twice.
    const conversions = await t.deps.db
      .select()
      .from(trackingLinkConversions)
      .where(eq(trackingLinkConversions.linkId, first.id));
    expect(conversions.map((c) => c.kind).sort()).toEqual(['follow', 'follow', 'subscribe', 'tip']);
  });

  it('figures count what happened in the chosen period', async () => {
    const shop = await createCreator(t, 'period');
    const link = await made('Periods', shop);
    const fanIds = [fan.user.id, (await createSignedInUser(t)).user.id, (await createSignedInUser(t)).user.id];
    const at = [daysAgo(2), daysAgo(20), daysAgo(60)];
    await t.deps.db.insert(trackingLinkConversions).values(
      at.map((when, i) => ({
        eventId: `test-${link.id}-${i}`,
        linkId: link.id,
        fanId: fanIds[i]!,
        kind: 'subscribe',
        amountCents: 100n * BigInt(i + 1),
        at: when,
      })),
    );
    const figures = async (period: TTrackingLinkPeriod) => rowOf(await list(shop, period), link.id).figures;
    expect(await figures('7d')).toMatchObject({ subscribers: 1, revenueCents: '100' });
    expect(await figures('30d')).toMatchObject({ subscribers: 2, revenueCents: '300' });
    expect(await figures('90d')).toMatchObject({ subscribers: 3, revenueCents: '600' });
    expect(await figures('all')).toMatchObject({ subscribers: 3, revenueCents: '600' });
    const all = await list(shop, 'all');
    expect(all.since).toBeNull();
    expect(Date.parse((await list(shop, '7d')).since!)).toBeGreaterThan(Date.now() - 7 * DAY - 60_000);
  });
});
