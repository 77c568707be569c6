import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { TIERS_MAX, type TTier, type TTierList } from '@fanlane/contracts/subscription';
import { tiers } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, like } from '../../../test/fixtures.ts';
import { createCreator, createTier, subscribeTo, type TestCreator } from '../../../test/content-fixtures.ts';
import { fundWallet } from '../../../test/money-fixtures.ts';

describe(`tiers (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;

  const save = (who: TestCreator, body: Record<string, unknown>) => t.post<TTier>(PATHS.tierSave, body, who.seller);
  const list = (domain: string, auth: Record<string, string> = {}) =>
    t.post<TTierList>(PATHS.tierList, { addressOrDomain: domain }, auth);
  const tierCount = async (creatorId: string) =>
    Number((await t.deps.db.select({ n: count() }).from(tiers).where(eq(tiers.creatorId, creatorId)))[0]!.n);
  /** Fills a creator's tiers straight in the table (the save call is rate limited per minute). */
  const fillTiers = async (creatorId: string, n: number) => {
    await t.deps.db
      .insert(tiers)
      .values(Array.from({ length: n }, (_, i) => ({ creatorId, name: `Filler ${i}`, priceCents: 500n, position: i })));
  };

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'tiered');
  });
  afterAll(async () => {
    await t.close();
  });

  it('a creator creates tiers; each new one goes last, with its bundles priced', async () => {
    const basic = await createTier(t, creator, {
      name: 'Basic',
      priceCents: '999',
      benefits: ['Weekly posts'],
      bundles: [
        { months: 12, discountPercent: 33 },
        { months: 3, discountPercent: 10 },
      ],
      trialDays: 7,
    });
    expect(basic).toEqual({
      id: like.string(),
      name: 'Basic',
      priceCents: '999',
      benefits: ['Weekly posts'],
      // 999 × 3 × 0.9 = 2697.3 and 999 × 12 × 0.67 = 8031.96, rounded down; listed by months.
      bundles: [
        { months: 3, discountPercent: 10, totalCents: '2697' },
        { months: 12, discountPercent: 33, totalCents: '8031' },
      ],
      trialDays: 7,
      status: 'active',
      position: 0,
      subscribers: 0,
    });
    const vip = await createTier(t, creator, { name: 'VIP', priceCents: '2500' });
    expect(vip).toMatchObject({ position: 1, bundles: [], benefits: [], trialDays: 0, status: 'active' });
  });

  it('everyone sees the active tiers by position; the owner also sees archived ones and subscriber counts', async () => {
    const maker = await createCreator(t, 'lister');
    const low = await createTier(t, maker, { name: 'Low', priceCents: '300' });
    const old = await createTier(t, maker, { name: 'Old', priceCents: '400' });
    const high = await createTier(t, maker, { name: 'High', priceCents: '900' });
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 300n);
    await subscribeTo(t, fan.auth, { tierId: low.id });
    expect((await save(maker, { id: old.id, name: 'Old', priceCents: '400', status: 'archived' })).status).toBe(200);

    const publicList = await list(maker.domain);
    expect(publicList.body.data.items.map((x) => [x.name, x.subscribers])).toEqual([
      ['Low', null],
      ['High', null],
    ]);
    expect((await list(maker.domain, fan.auth)).body.data.items.map((x) => x.name)).toEqual(['Low', 'High']);
    const own = await list(maker.domain, maker.auth);
    expect(own.body.data.items.map((x) => [x.name, x.status, x.subscribers])).toEqual([
      ['Low', 'active', 1],
      ['Old', 'archived', 0],
      ['High', 'active', 0],
    ]);
    expect(own.body.data.items.map((x) => x.id)).toEqual([low.id, old.id, high.id]);
    expectError(await list('nobody-here'), 'NOT_FOUND');
  });

  it('the owner edits a tier; its position stays', async () => {
    const tier = await createTier(t, creator, { name: 'Editable' });
    const res = await save(creator, {
      id: tier.id,
      name: 'Edited',
      priceCents: '1200',
      benefits: ['A', 'B'],
      bundles: [{ months: 6, discountPercent: 15 }],
      trialDays: 30,
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      id: tier.id,
      name: 'Edited',
      priceCents: '1200',
      benefits: ['A', 'B'],
      trialDays: 30,
      position: tier.position,
    });
    // 1200 × 6 × 0.85 = 6120
    expect(res.body.data.bundles).toEqual([{ months: 6, discountPercent: 15, totalCents: '6120' }]);
  });

  it("another creator's tier cannot be edited, a missing one is not found, a fan is no creator", async () => {
    const tier = await createTier(t, creator, { name: 'Mine' });
    const rival = await createCreator(t, 'rival');
    expectError(await save(rival, { id: tier.id, name: 'Stolen', priceCents: '300' }), 'FORBIDDEN');
    expectError(
      await save(rival, { id: '7b0c9c1e-0000-4000-8000-000000000000', name: 'Ghost', priceCents: '300' }),
      'NOT_FOUND',
    );
    const fan = await createSignedInUser(t);
    expectError(await t.post(PATHS.tierSave, { name: 'Fan tier', priceCents: '300' }, fan.auth), 'NOT_A_CREATOR');
    // The creator's own headers without SELLER are refused too.
    expectError(
      await t.post(PATHS.tierSave, { name: 'No seller', priceCents: '300' }, creator.auth),
      'SHOP_DOMAIN_MISMATCH',
    );
    const [row] = await t.deps.db.select().from(tiers).where(eq(tiers.id, tier.id));
    expect(row!.name).toBe('Mine');
  });

  it(`at most ${TIERS_MAX} active tiers; archiving one frees a place, un-archiving needs one`, async () => {
    const maker = await createCreator(t, 'limit');
    await fillTiers(maker.user.id, TIERS_MAX - 1);
    const last = await createTier(t, maker, { name: 'Tenth' });
    expect(last.position).toBe(TIERS_MAX - 1);
    expectError(await save(maker, { name: 'Eleventh', priceCents: '500' }), 'TIER_LIMIT');
    // An archived tier does not count.
    const shelved = await save(maker, { name: 'Shelved', priceCents: '500', status: 'archived' });
    expect(shelved.status, shelved.body.msg).toBe(200);
    expectError(await save(maker, { id: shelved.body.data.id, name: 'Shelved', priceCents: '500' }), 'TIER_LIMIT');
    expect((await save(maker, { id: last.id, name: 'Tenth', priceCents: '500', status: 'archived' })).status).toBe(200);
    const back = await save(maker, { id: shelved.body.data.id, name: 'Shelved', priceCents: '500' });
    expect(back.body.data).toMatchObject({ status: 'active', position: TIERS_MAX });
    expect(await tierCount(maker.user.id)).toBe(TIERS_MAX + 1);
  });

  it('concurrent creates never pass the limit', async () => {
    const maker = await createCreator(t, 'racer');
    await fillTiers(maker.user.id, TIERS_MAX - 2);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save(maker, { name: `Racer ${i}`, priceCents: '500' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 'TIER_LIMIT');
    expect(await tierCount(maker.user.id)).toBe(TIERS_MAX);
    const positions = results
      .filter((r) => r.status === 200)
      .map((r) => r.body.data.position)
      .sort();
    expect(positions).toEqual([TIERS_MAX - 2, TIERS_MAX - 1]);
  });

  it.each([
    [{ priceCents: '-500' }, ['priceCents']],
    [{ priceCents: '0' }, ['priceCents']],
    [{ priceCents: '4.99' }, ['priceCents']],
    [{ priceCents: '299' }, ['priceCents']],
    [{ priceCents: '100001' }, ['priceCents']],
    [{ priceCents: '99999999999999999999' }, ['priceCents']],
    [{ priceCents: 'abc' }, ['priceCents']],
    [{ priceCents: 500 }, ['priceCents']],
    [{ name: '' }, ['name']],
    [{ name: 'x'.repeat(41) }, ['name']],
    [{ bundles: [{ months: 13, discountPercent: 10 }] }, ['bundles.0.months']],
    [{ bundles: [{ months: 3, discountPercent: 95 }] }, ['bundles.0.discountPercent']],
    [{ bundles: [{ months: 3, discountPercent: 0 }] }, ['bundles.0.discountPercent']],
    [
      {
        bundles: [
          { months: 3, discountPercent: 10 },
          { months: 3, discountPercent: 20 },
        ],
      },
      ['bundles'],
    ],
    [{ trialDays: 31 }, ['trialDays']],
    [{ trialDays: -1 }, ['trialDays']],
    [{ trialDays: 1.5 }, ['trialDays']],
    [{ benefits: Array.from({ length: 11 }, () => 'more') }, ['benefits']],
    [{ status: 'deleted' }, ['status']],
  ])('refuses %j and writes nothing', async (patch, fields) => {
    const before = await tierCount(creator.user.id);
    expectInvalidFields(await save(creator, { name: 'Bad', priceCents: '500', ...patch }), fields);
    expect(await tierCount(creator.user.id)).toBe(before);
  });

  it('a bad edit leaves the tier as it was', async () => {
    const tier = await createTier(t, creator, { name: 'Stable', priceCents: '700' });
    expectInvalidFields(await save(creator, { id: tier.id, name: 'Stable', priceCents: '-1' }), ['priceCents']);
    const [row] = await t.deps.db.select().from(tiers).where(eq(tiers.id, tier.id));
    expect(row!.priceCents).toBe(700n);
  });
});
