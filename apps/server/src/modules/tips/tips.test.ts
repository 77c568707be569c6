import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TRevenueLine, TRevenueSummary, TTipResult, TTransaction } from '@fanlane/contracts/money';
import type { TPage } from '@fanlane/contracts/page';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { insertPost } from '../../../test/post-rows.ts';
import { balanceOf, fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { earningsPending, wallet } from '../../ledger/accounts.ts';
import { tips } from '../../db/schema/index.ts';
import { sendTip } from './send-tip.ts';

let t: TestApp;
let creator: TestCreator;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, 'tipped');
});
afterAll(() => t.close());

const tip = (auth: Record<string, string>, body: Record<string, unknown>, key?: string) =>
  t.post<TTipResult>(PATHS.tip, { addressOrDomain: creator.domain, ...body }, keyed(auth, key));

describe('tips', () => {
  it('from the creator page and from a post, with a message: the creator earns 80 % pending and sees the revenue by source', async () => {
    const fan = await createSignedInUser(t, { displayName: 'Generous' });
    await fundWallet(t, fan.user.id, 10_000n);
    const post = await insertPost(t, creator.user.id);
    const onPage = await tip(fan.auth, { usdCents: '500', message: 'Love your work' });
    expect(onPage.status, onPage.body.msg).toBe(200);
    const onPost = await tip(fan.auth, { usdCents: '1000', postId: post.id });
    expect(onPost.status, onPost.body.msg).toBe(200);
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(8_500n);
    expect(await balanceOf(t, earningsPending(creator.user.id))).toBe(1_200n);

    const summary = await t.post<TRevenueSummary>(PATHS.revenueSummary, { days: 30 }, creator.seller);
    expect(summary.body.data).toMatchObject({
      totalNetCents: '1200',
      pendingCents: '1200',
      availableCents: '0',
      feePercent: 20,
      holdDays: 7,
    });
    expect(summary.body.data.bySource.find((s) => s.source === 'tip')).toEqual({
      source: 'tip',
      count: 2,
      grossCents: '1500',
      netCents: '1200',
    });
    const lines = await t.post<TPage<TRevenueLine>>(PATHS.revenueList, { source: 'tip' }, creator.seller);
    expect(
      lines.body.data.items.map((l) => [l.grossCents, l.netCents, l.postId, l.fan.displayName, l.released]),
    ).toEqual([
      ['1000', '800', post.id, 'Generous', false],
      ['500', '400', null, 'Generous', false],
    ]);
    const history = await t.post<TPage<TTransaction>>(PATHS.transactionList, { direction: 'paid' }, fan.auth);
    expect(history.body.data.items.map((i) => [i.kind, i.amount, i.message])).toEqual([
      ['tip', '1000', null],
      ['tip', '500', 'Love your work'],
    ]);
    // Revenue calls are seller calls.
    expectError(await t.post(PATHS.revenueSummary, { days: 30 }, fan.auth), 'NOT_A_CREATOR');
  });

  it('rejects bad amounts and targets with a catalogue error and moves nothing', async () => {
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 1_000n);
    for (const usdCents of ['-100', '0', '1.5', 'abc', '', '1e3', 5, '12345678901']) {
      expectError(await tip(fan.auth, { usdCents }), 'VALIDATION');
    }
    for (const usdCents of ['99', '100001']) {
      const res = await tip(fan.auth, { usdCents });
      expect(res.body.code).toBe(1012313);
      expect(res.body.msg).toBe('Enter an amount between $1 and $1000.');
    }
    expectError(await tip(fan.auth, { usdCents: '500', currency: 'XYZ' }), 'VALIDATION');
    expectError(await tip(fan.auth, { usdCents: '500', message: 'x'.repeat(281) }), 'VALIDATION');
    expectError(await tip(creator.auth, { usdCents: '500' }), 'OWN_CONTENT');
    expectError(
      await t.post(PATHS.tip, { addressOrDomain: 'nobody-here', usdCents: '500' }, keyed(fan.auth)),
      'NOT_FOUND',
    );
    expectError(await tip(fan.auth, { usdCents: '500', postId: randomUUID() }), 'NOT_FOUND');
    const otherCreator = await createCreator(t, 'other');
    const otherPost = await insertPost(t, otherCreator.user.id);
    expectError(await tip(fan.auth, { usdCents: '500', postId: otherPost.id }), 'NOT_FOUND');
    expectError(await tip(fan.auth, { usdCents: '5000' }), 'INSUFFICIENT_BALANCE');
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(1_000n);
    expect(await t.deps.db.select().from(tips).where(eq(tips.fanId, fan.user.id))).toEqual([]);
  });

  it('refuses a restricted account in the use-case itself, whoever calls it', async () => {
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 1_000n);
    const restricted = { user: { ...fan.user, status: 'restricted' as const }, sessionId: 'direct' };
    await expect(
      sendTip(
        t.deps,
        restricted,
        { userId: fan.user.id, key: randomUUID() },
        { addressOrDomain: creator.domain, usdCents: '500', currency: 'USD' },
      ),
    ).rejects.toMatchObject({ errorName: 'ACCOUNT_RESTRICTED' });
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(1_000n);
  });

  it('answers in the caller’s language', async () => {
    const fan = await createSignedInUser(t);
    const res = await t.post(
      PATHS.tip,
      { addressOrDomain: creator.domain, usdCents: '500' },
      { ...keyed(fan.auth), locale: 'de' },
    );
    expectError(res, 'INSUFFICIENT_BALANCE', 'de');
  });
});
