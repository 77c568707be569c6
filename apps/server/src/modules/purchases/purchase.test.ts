import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPost } from '@fanlane/contracts/post';
import type { TBalance, TPurchaseResult, TTransaction } from '@fanlane/contracts/money';
import type { TPage } from '@fanlane/contracts/page';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError } from '../../../test/fixtures.ts';
import { createCreator, insertMedia, type TestCreator } from '../../../test/content-fixtures.ts';
import { insertPost } from '../../../test/post-rows.ts';
import { balanceOf, fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { earningsPending, fxTreasury, platformFees, wallet } from '../../ledger/accounts.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import { entitlements, idempotencyKeys, postMedia, posts, purchases } from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';
import { sqlErrorOf } from '../../db/errors.ts';
import { purchasePost } from './purchase-post.ts';

let t: TestApp;
let creator: TestCreator;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, 'seller');
});
afterAll(() => t.close());

async function ppvPost(priceCents = 499n) {
  const post = await insertPost(t, creator.user.id, { visibility: 'ppv', priceCents, photoCount: 1 });
  const m = await insertMedia(t, creator.user.id);
  await t.deps.db.insert(postMedia).values({ postId: post.id, mediaId: m.id, position: 0 });
  return post;
}

async function fan(cents = 0, currency: 'USD' | 'ETH' = 'USD') {
  const f = await createSignedInUser(t);
  if (cents > 0) await fundWallet(t, f.user.id, BigInt(cents), currency);
  return f;
}

const buy = (auth: Record<string, string>, postId: string, key?: string, currency?: string) =>
  t.post<TPurchaseResult>(PATHS.purchase, { postId, ...(currency && { currency }) }, keyed(auth, key));

describe('buying a pay-per-view post', () => {
  it('debits the fan, credits the creator 80 % pending and the platform 20 %, and unlocks the originals at once', async () => {
    const post = await ppvPost(499n);
    const f = await fan(1000);
    const before = await t.post<TPost>(PATHS.postDetail, { id: post.id }, f.auth);
    expect(before.body.data).toMatchObject({ canView: false, lockReason: 'purchase', price: '499' });
    expect(before.body.data.media[0]!.url).toBeNull();
    const feesBefore = await balanceOf(t, platformFees());
    const pendingBefore = await balanceOf(t, earningsPending(creator.user.id));

    const res = await buy(f.auth, post.id);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ postId: post.id, currency: 'USD', amount: '499', usdCents: '499' });

    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(501n);
    // 20 % of 499 is 99.8: the fee rounds down, the creator keeps the remainder.
    expect((await balanceOf(t, earningsPending(creator.user.id))) - pendingBefore).toBe(400n);
    expect((await balanceOf(t, platformFees())) - feesBefore).toBe(99n);
    const after = await t.post<TPost>(PATHS.postDetail, { id: post.id }, f.auth);
    expect(after.body.data).toMatchObject({ canView: true, lockReason: null });
    expect(after.body.data.media[0]!.url).toMatch(/\/media-file\/.+\/lg\?/);

    const balance = await t.post<TBalance>(PATHS.balance, {}, f.auth);
    expect(balance.body.data).toMatchObject({
      usdValue: '5.01',
      balances: { USD: '501' },
      earnings: null,
      payFixedFee: '50',
    });
    const paid = await t.post<TPage<TTransaction>>(PATHS.transactionList, {}, f.auth);
    expect(paid.body.data.items[0]).toMatchObject({
      id: res.body.data.transactionId,
      kind: 'purchase',
      direction: 'paid',
      currency: 'USD',
      amount: '499',
      usdCents: '499',
      postId: post.id,
      counterparty: { creatorDomain: creator.domain },
    });
    const earned = await t.post<TPage<TTransaction>>(PATHS.transactionList, { direction: 'received' }, creator.auth);
    expect(earned.body.data.items.find((i) => i.id === res.body.data.transactionId)).toMatchObject({
      kind: 'purchase',
      direction: 'received',
      amount: '400',
      usdCents: '499',
      feeCents: '99',
      counterparty: { address: f.user.address },
    });
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('pays from another currency at the quoted rate, rounded up, through the FX treasury, and records the rate', async () => {
    await t.post(
      PATHS.adminSetRate,
      { currency: 'ETH', usdRate: '3000' },
      (await createSignedInUser(t, { role: 'admin' })).auth,
    );
    const post = await ppvPost(499n);
    const oneEth = 10n ** 18n;
    const f = await fan(0);
    await fundWallet(t, f.user.id, oneEth, 'ETH');
    const treasuryEth = await balanceOf(t, fxTreasury('ETH'));
    const res = await buy(f.auth, post.id, undefined, 'ETH');
    expect(res.status, res.body.msg).toBe(200);
    // 4.99 USD / 3000 USD per ETH = 0.0016633… ETH, rounded up to the wei.
    const wei = (499n * oneEth + 300_000n - 1n) / 300_000n;
    expect(res.body.data).toMatchObject({ currency: 'ETH', amount: wei.toString(), usdCents: '499' });
    expect(await balanceOf(t, wallet(f.user.id, 'ETH'))).toBe(oneEth - wei);
    expect((await balanceOf(t, fxTreasury('ETH'))) - treasuryEth).toBe(wei);
    const detail = await t.post<TTransaction>(PATHS.transactionDetail, { id: res.body.data.transactionId }, f.auth);
    expect(detail.body.data).toMatchObject({ currency: 'ETH', usdRate: '3000', usdCents: '499' });
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('refuses, moving nothing: own post, a post not for sale, a post bought already, a blocked fan, an unknown post', async () => {
    const post = await ppvPost();
    const f = await fan(5000);
    expectError(await buy(creator.auth, post.id), 'OWN_CONTENT');
    const free = await insertPost(t, creator.user.id, { visibility: 'public' });
    expectError(await buy(f.auth, free.id), 'NOT_FOR_SALE');
    expect((await buy(f.auth, post.id)).status).toBe(200);
    expectError(await buy(f.auth, post.id), 'ALREADY_PURCHASED');
    expectError(await buy(f.auth, randomUUID()), 'NOT_FOUND');
    const blocked = await fan(5000);
    await t.post(PATHS.blockOperate, { address: blocked.user.address, block: true }, creator.auth);
    expectError(await buy(blocked.auth, post.id), 'BLOCKED');
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(5000n - 499n);
    expect(await balanceOf(t, wallet(blocked.user.id, 'USD'))).toBe(5000n);
  });

  it('refuses at commit a post edited or deleted since it was read, writing nothing (purchase_post, LD003)', async () => {
    const post = await ppvPost(499n);
    const f = await fan(5000);
    const stale = (priceCents: bigint) =>
      queryRows(
        t.deps.db,
        sql`select * from purchase_post(${f.user.id}::uuid, ${randomUUID()}, 'hash', '{}'::jsonb, ${randomUUID()}::uuid, ${post.id}::uuid,
          ${creator.user.id}::uuid, ${priceCents}::bigint, 'USD', ${priceCents}::numeric, 0, now(), ${randomUUID()}::uuid, null, now(),
          '{}'::bigint[], '{}'::numeric[], '{}'::boolean[], '{"events": []}'::jsonb)`,
      ).then(
        () => null,
        (err: unknown) => sqlErrorOf(err)?.code,
      );
    expect(await stale(299n)).toBe('LD003');
    await t.deps.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, post.id));
    expect(await stale(499n)).toBe('LD003');
    expectError(await buy(f.auth, post.id), 'NOT_FOUND');
    expect(await t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, f.user.id))).toEqual([]);
    expect(await t.deps.db.select().from(entitlements).where(eq(entitlements.userId, f.user.id))).toEqual([]);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(5000n);
  });

  it('charges what the post costs now, and refuses it once it is no longer for sale, after the post was remembered', async () => {
    const post = await ppvPost(499n);
    const [first, second, third] = [await fan(5000), await fan(5000), await fan(5000)];
    expect((await buy(first.auth, post.id)).status).toBe(200);
    const repriced = await t.post(
      PATHS.postUpdate,
      { id: post.id, text: 'repriced', mediaIds: [], visibility: 'ppv', price: '799' },
      creator.seller,
    );
    expect(repriced.status, repriced.body.msg).toBe(200);
    expect((await buy(second.auth, post.id)).body.data).toMatchObject({ usdCents: '799' });
    expect(await balanceOf(t, wallet(second.user.id, 'USD'))).toBe(5000n - 799n);
    const opened = await t.post(
      PATHS.postUpdate,
      { id: post.id, text: 'free now', mediaIds: [], visibility: 'public' },
      creator.seller,
    );
    expect(opened.status, opened.body.msg).toBe(200);
    expectError(await buy(third.auth, post.id), 'NOT_FOR_SALE');
    expect(await balanceOf(t, wallet(third.user.id, 'USD'))).toBe(5000n);
  });

  it('answers INSUFFICIENT_BALANCE with the missing amount and moves nothing', async () => {
    const post = await ppvPost(499n);
    const f = await fan(300);
    const res = await buy(f.auth, post.id);
    expectError(res, 'INSUFFICIENT_BALANCE');
    expect(res.body.data).toEqual({ currency: 'USD', missing: '199', missingFormatted: '1.99' });
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(300n);
    expect(await t.deps.db.select().from(purchases).where(eq(purchases.buyerId, f.user.id))).toEqual([]);
    // The key stored nothing: after a top-up the same key goes through.
    const key = randomUUID();
    expectError(await buy(f.auth, post.id, key), 'INSUFFICIENT_BALANCE');
    await fundWallet(t, f.user.id, 500n);
    expect((await buy(f.auth, post.id, key)).status).toBe(200);
  });

  it('refuses a restricted account in the use-case itself, whoever calls it, before reading the post', async () => {
    const post = await ppvPost();
    const f = await fan(5000);
    const restricted = { user: { ...f.user, status: 'restricted' as const }, sessionId: 'direct' };
    await expect(
      purchasePost(t.deps, restricted, { userId: f.user.id, key: randomUUID() }, { postId: post.id, currency: 'USD' }),
    ).rejects.toMatchObject({ errorName: 'ACCOUNT_RESTRICTED' });
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(5000n);
  });

  it('rejects bad input with a catalogue error: no key, a reused key, an unknown currency, a malformed id', async () => {
    const post = await ppvPost();
    const f = await fan(5000);
    expectError(await t.post(PATHS.purchase, { postId: post.id }, f.auth), 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(
      await t.post(PATHS.purchase, { postId: post.id }, { ...f.auth, 'idempotency-key': 'x'.repeat(129) }),
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expectError(await buy(f.auth, post.id, undefined, 'DOGE'), 'VALIDATION');
    expectError(await buy(f.auth, 'not-a-uuid'), 'VALIDATION');
    const key = randomUUID();
    expect((await buy(f.auth, post.id, key)).status).toBe(200);
    const other = await ppvPost();
    expectError(await buy(f.auth, other.id, key), 'IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(5000n - 499n);
  });
});

describe('purchases under concurrency', () => {
  it('200 simultaneous purchases against a balance covering 100: exactly 100 succeed, the rest are INSUFFICIENT_BALANCE', async () => {
    const posts = [];
    for (let i = 0; i < 200; i++)
      posts.push(await insertPost(t, creator.user.id, { visibility: 'ppv', priceCents: 100n }));
    const f = await fan(100 * 100);
    const answers = await Promise.all(posts.map((p) => buy(f.auth, p.id)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(100);
    expect(codes.filter((c) => c === 1012048)).toHaveLength(100);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(0n);
    expect(await t.deps.db.select().from(purchases).where(eq(purchases.buyerId, f.user.id))).toHaveLength(100);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('the same purchase sent 50 times at once with one key: one effect, 50 identical answers', async () => {
    const post = await ppvPost(250n);
    const f = await fan(1000);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(f.auth, post.id, key)));
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body])))).toHaveLength(1);
    expect(answers[0]!.status).toBe(200);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(750n);
    expect(await t.deps.db.select().from(purchases).where(eq(purchases.buyerId, f.user.id))).toHaveLength(1);
  });

  it('the same post bought twice at once with two keys: one purchase, one ALREADY_PURCHASED', async () => {
    const post = await ppvPost(250n);
    const f = await fan(1000);
    const answers = await Promise.all([buy(f.auth, post.id), buy(f.auth, post.id)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1012314]);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(750n);
  });
});
