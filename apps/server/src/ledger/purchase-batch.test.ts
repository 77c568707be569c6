import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../test/content-fixtures.ts';
import { insertPost } from '../../test/post-rows.ts';
import { balanceOf, fundWallet } from '../../test/money-fixtures.ts';
import { entitlements, purchases } from '../db/schema/index.ts';
import { earningsPending, wallet } from './accounts.ts';
import { planCharge } from './charge.ts';
import { checkLedger, ledgerHolds } from './invariants.ts';
import { chargePurchases, isPostChanged, purchaseItem } from './purchase-charge.ts';

describe(`purchases charged together in one statement (group commit, ${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'batchseller');
  });
  afterAll(() => t.close());

  const fan = async (cents: number) => {
    const f = await createSignedInUser(t);
    if (cents > 0) await fundWallet(t, f.user.id, BigInt(cents));
    return f;
  };
  const post = () => insertPost(t, creator.user.id, { visibility: 'ppv', priceCents: 100n });

  /** One purchase as the use-case builds it; `usdCents` other than the post's price plays a post changed since read. */
  async function purchase(buyer: SignedInUser, postId: string, key = randomUUID(), usdCents = 100n) {
    const plan = await planCharge(t.deps, {
      fanId: buyer.user.id,
      creatorId: creator.user.id,
      usdCents,
      currency: 'USD',
    });
    const ids = { purchaseId: randomUUID(), postId, entryId: randomUUID() };
    return purchaseItem(t.deps, {
      key: { userId: buyer.user.id, key },
      body: { postId },
      plan,
      ...ids,
      answer: {
        ...ids,
        transactionId: ids.entryId,
        currency: 'USD',
        amount: usdCents.toString(),
        usdCents: usdCents.toString(),
      },
    });
  }

  it('each item succeeds or fails on its own, with its own catalogue error, and the books balance', async () => {
    const [p1, p2, p3, p4, p5, p6] = [
      await post(),
      await post(),
      await post(),
      await post(),
      await post(),
      await post(),
    ];
    const short = await fan(250); // buys p1 and p2, then lacks 50 cents for p3
    const twice = await fan(1000); // buys p1 with two keys
    const retry = await fan(1000); // sends one key twice
    const blocked = await fan(1000);
    const late = await fan(1000); // read p6 at an old price
    const buyer = await fan(1000);
    await t.post(PATHS.blockOperate, { address: blocked.user.address, block: true }, creator.auth);
    const pendingBefore = await balanceOf(t, earningsPending(creator.user.id));
    const key = randomUUID();

    const batch = [
      await purchase(short, p1.id),
      await purchase(twice, p1.id),
      await purchase(short, p2.id),
      await purchase(retry, p4.id, key),
      await purchase(twice, p1.id),
      await purchase(short, p3.id),
      await purchase(retry, p4.id, key),
      await purchase(blocked, p5.id),
      await purchase(late, p6.id, randomUUID(), 90n),
      await purchase(buyer, p6.id),
    ];
    const outcomes = await chargePurchases(
      t.deps.db,
      batch.map((b) => b.item),
    );
    const settled = await Promise.allSettled(batch.map((b, i) => b.settle(outcomes[i]!)));
    const codeOf = (r: PromiseSettledResult<unknown>) =>
      r.status === 'fulfilled'
        ? 'ok'
        : isPostChanged(r.reason)
          ? 'post changed'
          : (r.reason as { errorName?: string }).errorName;
    expect(settled.map(codeOf)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ALREADY_PURCHASED',
      'INSUFFICIENT_BALANCE',
      'ok',
      'BLOCKED',
      'post changed',
      'ok',
    ]);
    const missing =
      settled[5]?.status === 'rejected' ? (settled[5].reason as { options?: { data?: unknown } }).options?.data : null;
    expect(missing).toMatchObject({ currency: 'USD', missing: '50' });
    // The key sent twice: the second answer is the first, replayed.
    const [first, again] = [settled[3], settled[6]];
    expect(first?.status === 'fulfilled' && first.value.replayed).toBe(false);
    expect(again?.status === 'fulfilled' && again.value).toEqual({
      answer: first?.status === 'fulfilled' && first.value.answer,
      replayed: true,
    });

    expect(await balanceOf(t, wallet(short.user.id, 'USD'))).toBe(50n);
    for (const f of [twice, retry, buyer]) expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(900n);
    for (const f of [blocked, late]) expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(1000n);
    const bought = await t.deps.db.select().from(purchases).where(eq(purchases.creatorId, creator.user.id));
    expect(bought).toHaveLength(5);
    const pendingAfter = await balanceOf(t, earningsPending(creator.user.id));
    expect(pendingAfter - pendingBefore).toBe(5n * 80n);
    const granted = await t.deps.db.select().from(entitlements).where(eq(entitlements.userId, short.user.id));
    expect(granted.map((e) => e.postId).sort()).toEqual([p1.id, p2.id].sort());
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('an empty wallet in a batch fails only its own items', async () => {
    const [a, b] = [await post(), await post()];
    const broke = await fan(0);
    const rich = await fan(500);
    const batch = [await purchase(broke, a.id), await purchase(rich, a.id), await purchase(rich, b.id)];
    const outcomes = await chargePurchases(
      t.deps.db,
      batch.map((x) => x.item),
    );
    expect(outcomes.map((o) => ('error' in o ? 'error' : 'row'))).toEqual(['error', 'row', 'row']);
    expect(await balanceOf(t, wallet(rich.user.id, 'USD'))).toBe(300n);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('two batches over the same accounts in opposite orders run at once without a deadlock', async () => {
    const [one, two] = [await fan(10_000), await fan(10_000)];
    for (let round = 0; round < 3; round++) {
      const posts = [];
      for (let i = 0; i < 8; i++) posts.push(await post());
      const forward = [];
      const backward = [];
      for (let i = 0; i < 4; i++) {
        forward.push(await purchase(i % 2 ? one : two, posts[i]!.id));
        backward.unshift(await purchase(i % 2 ? one : two, posts[i + 4]!.id));
      }
      const [a, b] = await Promise.all([
        chargePurchases(
          t.deps.db,
          forward.map((x) => x.item),
        ),
        chargePurchases(
          t.deps.db,
          backward.map((x) => x.item),
        ),
      ]);
      expect([...a, ...b].filter((o) => 'error' in o)).toEqual([]);
    }
    expect(await balanceOf(t, wallet(one.user.id, 'USD'))).toBe(10_000n - 12n * 100n);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });
});
