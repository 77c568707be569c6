import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TBalance, TExchangeRate, TPriceQuote, TTransaction } from '@fanlane/contracts/money';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, like, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { balanceOf, boughtPost, fundWallet } from '../../../test/money-fixtures.ts';
import { earningsAvailable, earningsPending } from '../../ledger/accounts.ts';
import { releaseDueEarnings } from '../../ledger/earnings-release.ts';
import { adminRatesSource, coingeckoRatesSource } from '../../ledger/rates.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import { earnings } from '../../db/schema/index.ts';
import { setRate } from './set-rate.ts';
import { sql } from 'drizzle-orm';

let t: TestApp;
let creator: TestCreator;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, 'earner');
  admin = await createSignedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

describe('balance and rates', () => {
  it('answers the spec’s userBalance fields, every currency in minor units and a creator’s earnings', async () => {
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 12_345n);
    await fundWallet(t, fan.user.id, 1_500_000_000_000_000_000n, 'ETH');
    await fundWallet(t, fan.user.id, 2_500_000n, 'USDT');
    const res = await t.post<TBalance>(PATHS.balance, { address: fan.user.address, chain: 5 }, fan.auth);
    expect(res.body.data).toMatchObject({
      usdValue: '123.45',
      ethValue: '1.5',
      usdtValue: '2.5',
      usdRate: '3000',
      solToUsdRate: '150',
      usdToStarsRate: '50',
      balances: { USD: '12345', ETH: '1500000000000000000', USDT: '2500000', SOL: '0', STARS: '0', DFS: '0' },
      earnings: null,
    });
    const mine = await t.post<TBalance>(PATHS.balance, {}, creator.auth);
    expect(mine.body.data.earnings).toEqual({ pending: like.string(), available: like.string(), debt: '0' });
    expectError(await t.post(PATHS.balance, {}), 'UNAUTHORIZED');
  });

  it('quotes rates and prices; unknown currencies and bad rates are catalogue errors', async () => {
    const eth = await t.app.inject({ method: 'GET', url: `${PATHS.exchangeRate}?targetCurrency=eth` });
    expect(eth.json<{ data: TExchangeRate }>().data).toMatchObject({
      currency: 'ETH',
      usdRate: '3000',
      perUsd: '0.000333',
    });
    const unknown = await t.app.inject({ method: 'GET', url: `${PATHS.exchangeRate}?targetCurrency=XYZ` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ code: number }>().code).toBe(1012312);

    const fan = await createSignedInUser(t);
    const quote = await t.post<TPriceQuote>(PATHS.priceQuote, { usdCents: '1000', currency: 'STARS' }, fan.auth);
    expect(quote.body.data).toEqual({ currency: 'STARS', usdCents: '1000', amount: '500', usdRate: '0.02' });

    expectError(await t.post(PATHS.adminSetRate, { currency: 'SOL', usdRate: '160' }, fan.auth), 'FORBIDDEN');
    await expect(
      setRate(t.deps, { user: fan.user, sessionId: 'direct' }, { currency: 'SOL', usdRate: '160' }),
    ).rejects.toMatchObject({ errorName: 'FORBIDDEN' });
    for (const usdRate of ['0', '0.000', '-1', 'abc', '1e3']) {
      expectError(await t.post(PATHS.adminSetRate, { currency: 'SOL', usdRate }, admin.auth), 'VALIDATION');
    }
    expectError(
      await t.post(PATHS.adminSetRate, { currency: 'USD', usdRate: '2' }, admin.auth),
      'CURRENCY_UNSUPPORTED',
    );
    expect((await t.post(PATHS.adminSetRate, { currency: 'SOL', usdRate: '162.5' }, admin.auth)).status).toBe(200);
    const sol = await t.app.inject({ method: 'GET', url: `${PATHS.exchangeRate}?targetCurrency=SOL` });
    expect(sol.json<{ data: TExchangeRate }>().data).toMatchObject({ usdRate: '162.5', source: 'admin' });
  });

  it('reads a CoinGecko-style price API, falls back to the admin table for what it does not price, and fails closed', async () => {
    let answer: unknown = { tether: { usd: 1.0002 }, ethereum: { usd: 3012.55 }, solana: { usd: 148.1 } };
    let requests = 0;
    const server = createServer((req, res) => {
      requests++;
      expect(new URL(req.url!, 'http://x').searchParams.get('vs_currencies')).toBe('usd');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3/simple/price`;
      const rates = coingeckoRatesSource({ url, cacheMs: 0, fallback: adminRatesSource(t.deps.db) });
      expect((await rates.rate('ETH')).usdRate).toBe('3012.55');
      expect((await rates.rate('STARS')).usdRate).toBe('0.02');
      expect((await rates.all()).map((r) => r.currency).sort()).toEqual(['DFS', 'ETH', 'SOL', 'STARS', 'USD', 'USDT']);
      answer = { ethereum: { usd: 'NaN' } };
      await expect(rates.rate('ETH')).rejects.toMatchObject({ errorName: 'RATE_UNAVAILABLE' });
      expect(requests).toBeGreaterThanOrEqual(3);
    } finally {
      server.close();
    }
  });
});

describe('earnings release', () => {
  it('moves pending earnings to available once their hold passed, exactly once even when two sweeps race', async () => {
    const { purchase } = await boughtPost(t, creator.user.id, 1000n);
    const pending = await balanceOf(t, earningsPending(creator.user.id));
    expect(await releaseDueEarnings(t.deps)).toBe(0);
    await t.deps.db.execute(
      sql`update ${earnings} set available_at = now() - interval '1 minute' where entry_id = ${purchase.transactionId}`,
    );
    const released = await Promise.all([releaseDueEarnings(t.deps), releaseDueEarnings(t.deps)]);
    expect(released[0] + released[1]).toBe(1);
    expect(await balanceOf(t, earningsPending(creator.user.id))).toBe(pending - 800n);
    expect(await balanceOf(t, earningsAvailable(creator.user.id))).toBe(800n);
    expect(await releaseDueEarnings(t.deps)).toBe(0);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });
});

describe('history', () => {
  it('pages newest first and hides other users’ transactions', async () => {
    const fan = await createSignedInUser(t);
    for (let i = 0; i < 5; i++) await fundWallet(t, fan.user.id, BigInt(100 + i));
    const first = await t.post<{ items: TTransaction[]; nextCursor: string | null }>(
      PATHS.transactionList,
      { limit: 3 },
      fan.auth,
    );
    expect(first.body.data.items).toHaveLength(3);
    const second = await t.post<{ items: TTransaction[]; nextCursor: string | null }>(
      PATHS.transactionList,
      { limit: 3, cursor: first.body.data.nextCursor },
      fan.auth,
    );
    expect(second.body.data).toMatchObject({ nextCursor: null });
    // Every line exactly once across the pages (entries of one millisecond are ordered by id).
    const seen = [...first.body.data.items, ...second.body.data.items].map((i) => i.amount).sort();
    expect(seen).toEqual(['100', '101', '102', '103', '104']);
    const stranger = await createSignedInUser(t);
    expectError(
      await t.post(PATHS.transactionDetail, { id: first.body.data.items[0]!.id }, stranger.auth),
      'NOT_FOUND',
    );
    expectError(await t.post(PATHS.transactionList, { cursor: 'garbage' }, fan.auth), 'VALIDATION');
  });
});
