import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TTipResult, TTransaction } from '@fanlane/contracts/money';
import type { TPost } from '@fanlane/contracts/post';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { balanceOf, fundWallet, keyed, boughtPost, moveBetween } from '../../../test/money-fixtures.ts';
import {
  earningsAvailable,
  earningsDebt,
  earningsPending,
  fxTreasury,
  platformFees,
  railClearing,
  wallet,
} from '../../ledger/accounts.ts';
import { releaseDueEarnings } from '../../ledger/earnings-release.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import { earnings, journalEntries } from '../../db/schema/index.ts';
import { refundPayment } from './refund-payment.ts';

let t: TestApp;
let creator: TestCreator;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, 'refunded');
  admin = await createSignedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

describe('refunds', () => {
  it('an admin refund returns exactly what the fan paid, takes the creator’s pending share and the fee back, and locks the post again', async () => {
    const { fan, post, purchase } = await boughtPost(t, creator.user.id, 700n);
    const pending = await balanceOf(t, earningsPending(creator.user.id));
    expectError(await t.post(PATHS.adminRefund, { transactionId: purchase.transactionId }, fan.auth), 'FORBIDDEN');
    const res = await t.post(
      PATHS.adminRefund,
      { transactionId: purchase.transactionId, reason: 'duplicate' },
      admin.auth,
    );
    expect(res.status, res.body.msg).toBe(200);
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(10_000n);
    expect(await balanceOf(t, earningsPending(creator.user.id))).toBe(pending - 560n);
    const detail = await t.post<TPost>(PATHS.postDetail, { id: post.id }, fan.auth);
    expect(detail.body.data.canView).toBe(false);
    const history = await t.post<{ items: TTransaction[] }>(PATHS.transactionList, {}, fan.auth);
    expect(history.body.data.items.map((i) => [i.kind, i.direction, i.amount])).toEqual([
      ['refund', 'received', '700'],
      ['purchase', 'paid', '700'],
      ['top_up', 'received', '10000'],
    ]);
    expectError(
      await t.post(PATHS.adminRefund, { transactionId: purchase.transactionId }, admin.auth),
      'REFUND_NOT_POSSIBLE',
    );
    expectError(await t.post(PATHS.adminRefund, { transactionId: randomUUID() }, admin.auth), 'NOT_FOUND');
    // Bought again after the refund: a new purchase.
    expect((await t.post(PATHS.purchase, { postId: post.id }, keyed(fan.auth))).status).toBe(200);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('after the release takes the share back from the creator’s available earnings, and what they no longer have becomes a debt their next release pays first', async () => {
    const payee = await createCreator(t, 'released');
    const release = async (entryId: string) => {
      await t.deps.db.execute(
        sql`update ${earnings} set available_at = now() - interval '1 minute' where entry_id = ${entryId}`,
      );
      await releaseDueEarnings(t.deps);
    };
    const available = () => balanceOf(t, earningsAvailable(payee.user.id));
    const debt = () => balanceOf(t, earningsDebt(payee.user.id));

    // Released, still there: taken back from the available earnings.
    const first = await boughtPost(t, payee.user.id, 300n);
    await release(first.purchase.transactionId);
    expect(await available()).toBe(240n);
    const res = await t.post(PATHS.adminRefund, { transactionId: first.purchase.transactionId }, admin.auth);
    expect(res.status, res.body.msg).toBe(200);
    expect(await balanceOf(t, wallet(first.fan.user.id, 'USD'))).toBe(10_000n);
    expect(await available()).toBe(0n);
    expect(await debt()).toBe(0n);

    // Released and paid out: the creator owes it, never the fan.
    const second = await boughtPost(t, payee.user.id, 500n);
    await release(second.purchase.transactionId);
    expect(await available()).toBe(400n);
    await moveBetween(t, earningsAvailable(payee.user.id), railClearing('payouts-test', 'USD'), 300n, 'withdrawal');
    await t.post(PATHS.adminRefund, { transactionId: second.purchase.transactionId }, admin.auth);
    expect(await balanceOf(t, wallet(second.fan.user.id, 'USD'))).toBe(10_000n);
    expect(await available()).toBe(0n);
    expect(await debt()).toBe(-300n);

    // The next release pays the debt first: 560 of a $7.00 sale, 300 to the debt, 260 available.
    const third = await boughtPost(t, payee.user.id, 700n);
    await release(third.purchase.transactionId);
    expect(await debt()).toBe(0n);
    expect(await available()).toBe(260n);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('is refused for top-ups', async () => {
    const { fan } = await boughtPost(t, creator.user.id, 300n);
    const topUp = (await t.post<{ items: TTransaction[] }>(PATHS.transactionList, { direction: 'received' }, fan.auth))
      .body.data.items[0]!;
    expectError(await t.post(PATHS.adminRefund, { transactionId: topUp.id }, admin.auth), 'REFUND_NOT_POSSIBLE');
  });

  it('the use-case itself refuses anyone but an admin, whoever calls it, and moves nothing', async () => {
    const { fan, purchase } = await boughtPost(t, creator.user.id, 400n);
    await expect(
      refundPayment(t.deps, { user: fan.user, sessionId: 'direct' }, { transactionId: purchase.transactionId }),
    ).rejects.toMatchObject({ errorName: 'FORBIDDEN' });
    const [entry] = await t.deps.db
      .select({ reversedBy: journalEntries.reversedBy })
      .from(journalEntries)
      .where(eq(journalEntries.id, purchase.transactionId));
    expect(entry).toEqual({ reversedBy: null });
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(10_000n - 400n);
  });

  it('a tip paid in ETH comes back in ETH, to the wei, and the treasury and the fees give back their side', async () => {
    const fan = await createSignedInUser(t);
    const oneEth = 10n ** 18n;
    await fundWallet(t, fan.user.id, oneEth, 'ETH');
    const treasuryEth = await balanceOf(t, fxTreasury('ETH'));
    const fees = await balanceOf(t, platformFees());
    const pending = await balanceOf(t, earningsPending(creator.user.id));
    const tip = await t.post<TTipResult>(
      PATHS.tip,
      { addressOrDomain: creator.domain, usdCents: '750', currency: 'ETH' },
      keyed(fan.auth),
    );
    expect(tip.status, tip.body.msg).toBe(200);
    expect(BigInt(tip.body.data.amount)).toBeGreaterThan(0n);
    const res = await t.post(PATHS.adminRefund, { transactionId: tip.body.data.transactionId }, admin.auth);
    expect(res.status, res.body.msg).toBe(200);
    expect(await balanceOf(t, wallet(fan.user.id, 'ETH'))).toBe(oneEth);
    expect(await balanceOf(t, fxTreasury('ETH'))).toBe(treasuryEth);
    expect(await balanceOf(t, platformFees())).toBe(fees);
    expect(await balanceOf(t, earningsPending(creator.user.id))).toBe(pending);
    const [earning] = await t.deps.db
      .select({ reversedAt: earnings.reversedAt })
      .from(earnings)
      .where(eq(earnings.entryId, tip.body.data.transactionId));
    expect(earning!.reversedAt).toBeInstanceOf(Date);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });
});
