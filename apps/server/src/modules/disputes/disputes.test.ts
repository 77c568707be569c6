import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TDispute, TDisputeLine } from '@fanlane/contracts/dispute';
import type { TTransaction } from '@fanlane/contracts/money';
import type { TPost } from '@fanlane/contracts/post';
import { SANDBOX_CARDS } from '@fanlane/contracts/top-up';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPage } from '@fanlane/contracts/page';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createTier, subscribeTo, type TestCreator } from '../../../test/content-fixtures.ts';
import { balanceOf, boughtPost, fundWallet, keyed, moveBetween } from '../../../test/money-fixtures.ts';
import { openCheckout, payOnPage, runJobs, usdWallet } from '../../../test/top-up-fixtures.ts';
import { insertPost } from '../../../test/post-rows.ts';
import {
  earningsAvailable,
  earningsDebt,
  earningsPending,
  platformFees,
  railClearing,
  wallet,
} from '../../ledger/accounts.ts';
import { disputeHold, disputeLosses } from '../../ledger/dispute-ledger.ts';
import { releaseDueEarnings } from '../../ledger/earnings-release.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import {
  earnings,
  jobs,
  journalEntries,
  sandboxGatewayDisputes,
  subscriptionCharges,
  subscriptions,
} from '../../db/schema/index.ts';
import { SANDBOX_DISPUTE_JOB } from '../../integrations/payments/sandbox-gateway/disputes.ts';
import { SANDBOX_WEBHOOK_JOB } from '../../integrations/payments/sandbox-gateway/events.ts';

let t: TestApp;
let creator: TestCreator;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, 'disputed');
  admin = await createSignedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const open = (auth: Record<string, string>, transactionId: string, message = 'The post was empty') =>
  t.post<TDispute>(PATHS.disputeOpen, { transactionId, reason: 'not_received', message }, auth);
const detail = (auth: Record<string, string>, id: string) => t.post<TDispute>(PATHS.disputeDetail, { id }, auth);
const evidence = (auth: Record<string, string>, id: string, text: string) =>
  t.post<TDispute>(PATHS.disputeEvidence, { id, text }, auth);
const decide = (id: string, outcome: 'won' | 'lost', note = 'Looked at both sides') =>
  t.post<TDispute>(PATHS.adminDisputeDecide, { id, outcome, note }, admin.auth);
const held = (id: string) => balanceOf(t, disputeHold(id));
/** The first charge of a subscription (its id, which its earnings row names). */
async function chargeOf(subscriptionId: string) {
  const [row] = await t.deps.db
    .select({ id: subscriptionCharges.id })
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.subscriptionId, subscriptionId));
  return row?.id;
}
/** Makes an earnings row due and runs the release. */
async function releaseNow(entryId: string) {
  await t.deps.db.execute(
    sql`update ${earnings} set available_at = now() - interval '1 minute' where entry_id = ${entryId}`,
  );
  return releaseDueEarnings(t.deps);
}
/** Runs the sandbox's delayed jobs (dispute events, its decisions) now instead of later. */
async function runSandboxNow() {
  await t.deps.db.execute(
    sql`update ${jobs} set run_at = now() where status = 'pending' and kind in (${SANDBOX_WEBHOOK_JOB}, ${SANDBOX_DISPUTE_JOB})`,
  );
  await runJobs(t);
}

describe("a fan's dispute", () => {
  it('holds the creator’s pending share; the creator answers, the fan does not see it; lost refunds the fan and locks the post again', async () => {
    const { fan, post, purchase } = await boughtPost(t, creator.user.id, 700n);
    const pending = await balanceOf(t, earningsPending(creator.user.id));
    const fees = await balanceOf(t, platformFees());

    const res = await open(fan.auth, purchase.transactionId);
    expect(res.status, res.body.msg).toBe(200);
    const dispute = res.body.data;
    expect(dispute).toMatchObject({
      source: 'fan',
      status: 'open',
      reason: 'not_received',
      viewerRole: 'fan',
      amountCents: '700',
      message: 'The post was empty',
      canAddEvidence: true,
      payments: [
        { transactionId: purchase.transactionId, kind: 'purchase', usdCents: '700', heldCents: '560', postId: post.id },
      ],
    });
    expect(await balanceOf(t, earningsPending(creator.user.id))).toBe(pending - 560n);
    expect(await held(dispute.id)).toBe(560n);

    // Held: not released when due, not refunded, not disputed twice.
    expect(await releaseNow(purchase.transactionId)).toBe(0);
    expectError(
      await t.post(PATHS.adminRefund, { transactionId: purchase.transactionId }, admin.auth),
      'DISPUTE_EXISTS',
    );
    expectError(await open(fan.auth, purchase.transactionId), 'DISPUTE_EXISTS');

    // The creator answers; the fan sees only their own words; a stranger sees nothing.
    const answered = await evidence(creator.auth, dispute.id, 'The post has 12 photos; the fan opened it twice.');
    expect(answered.status, answered.body.msg).toBe(200);
    expect(answered.body.data).toMatchObject({ viewerRole: 'creator', evidence: [{ role: 'creator' }] });
    expect((await evidence(fan.auth, dispute.id, 'Still empty for me')).status).toBe(200);
    expect((await detail(fan.auth, dispute.id)).body.data.evidence.map((e) => e.role)).toEqual(['fan']);
    expect((await detail(admin.auth, dispute.id)).body.data.evidence.map((e) => e.role)).toEqual(['creator', 'fan']);
    const stranger = await createSignedInUser(t);
    expectError(await detail(stranger.auth, dispute.id), 'NOT_FOUND');
    expectError(await evidence(stranger.auth, dispute.id, 'me too'), 'NOT_FOUND');
    expectError(
      await t.post(PATHS.adminDisputeDecide, { id: dispute.id, outcome: 'won', note: 'x' }, fan.auth),
      'FORBIDDEN',
    );

    // Lost: the fan has their $7 back, the post is locked again, the fee is returned.
    expect((await decide(dispute.id, 'lost')).status).toBe(200);
    const closed = (await detail(fan.auth, dispute.id)).body.data;
    expect(closed).toMatchObject({ status: 'lost', outcomeNote: 'Looked at both sides', canAddEvidence: false });
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(10_000n);
    expect(await balanceOf(t, earningsPending(creator.user.id))).toBe(pending - 560n);
    expect(await balanceOf(t, platformFees())).toBe(fees - 140n);
    expect(await held(dispute.id)).toBe(0n);
    expect((await t.post<TPost>(PATHS.postDetail, { id: post.id }, fan.auth)).body.data.canView).toBe(false);
    const history = await t.post<{ items: TTransaction[] }>(PATHS.transactionList, {}, fan.auth);
    expect(history.body.data.items[0]).toMatchObject({
      kind: 'dispute_settlement',
      direction: 'received',
      amount: '700',
    });

    expectError(await decide(dispute.id, 'won'), 'DISPUTE_CLOSED');
    expectError(await evidence(creator.auth, dispute.id, 'late'), 'DISPUTE_CLOSED');
    expectError(await open(fan.auth, purchase.transactionId), 'DISPUTE_NOT_POSSIBLE');
    expect(await releaseNow(purchase.transactionId)).toBe(0);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('won gives a released share back: the debt the hold made is paid first, the rest is available again', async () => {
    const payee = await createCreator(t, 'kept');
    const available = () => balanceOf(t, earningsAvailable(payee.user.id));
    const debt = () => balanceOf(t, earningsDebt(payee.user.id));
    const { fan, purchase } = await boughtPost(t, payee.user.id, 500n);
    expect(await releaseNow(purchase.transactionId)).toBe(1);
    await moveBetween(t, earningsAvailable(payee.user.id), railClearing('payouts-test', 'USD'), 300n, 'withdrawal');
    expect(await available()).toBe(100n);

    const dispute = (await open(fan.auth, purchase.transactionId, 'Not what the caption said')).body.data;
    expect(await available()).toBe(0n);
    expect(await debt()).toBe(-300n);
    expect(await held(dispute.id)).toBe(400n);

    const res = await decide(dispute.id, 'won', 'The post matches its caption');
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.status).toBe('won');
    expect(await debt()).toBe(0n);
    expect(await available()).toBe(100n);
    expect(await held(dispute.id)).toBe(0n);
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(10_000n - 500n);
    // Still the fan's payment: refundable again like any other.
    expect((await t.post(PATHS.adminRefund, { transactionId: purchase.transactionId }, admin.auth)).status).toBe(200);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('won leaves a pending share pending, released when its hold passes', async () => {
    const payee = await createCreator(t, 'waits');
    const { fan, purchase } = await boughtPost(t, payee.user.id, 1000n);
    const dispute = (await open(fan.auth, purchase.transactionId)).body.data;
    expect(await balanceOf(t, earningsPending(payee.user.id))).toBe(0n);
    await decide(dispute.id, 'won');
    expect(await balanceOf(t, earningsPending(payee.user.id))).toBe(800n);
    expect(await releaseNow(purchase.transactionId)).toBe(1);
    expect(await balanceOf(t, earningsAvailable(payee.user.id))).toBe(800n);
  });

  it('lost on a subscription period ends the subscription at once, without renewal; the post behind it locks', async () => {
    const maker = await createCreator(t, 'subscribed');
    const tier = await createTier(t, maker, { name: 'Club', priceCents: '800' });
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 2000n);
    const subscription = await subscribeTo(t, fan.auth, { tierId: tier.id });
    const post = await insertPost(t, maker.user.id, { visibility: 'subscribers' });
    const canView = async () => (await t.post<TPost>(PATHS.postDetail, { id: post.id }, fan.auth)).body.data.canView;
    expect(await canView()).toBe(true);
    const [charge] = await t.deps.db
      .select({ entryId: earnings.entryId })
      .from(earnings)
      .where(eq(earnings.refId, (await chargeOf(subscription.id))!));
    const dispute = (await open(fan.auth, charge!.entryId, 'Charged after I cancelled')).body.data;
    expect(dispute.payments).toMatchObject([{ kind: 'subscription', usdCents: '800', heldCents: '640' }]);
    expect((await decide(dispute.id, 'lost', 'Refunded the period')).status).toBe(200);
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(2000n);
    const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row).toMatchObject({ status: 'expired', autoRenew: false });
    expect(await canView()).toBe(false);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('bad input: another fan’s payment, a top-up, a refunded or too old payment, no message, an unknown reason; nothing is held', async () => {
    const { fan, purchase } = await boughtPost(t, creator.user.id, 300n);
    const other = await createSignedInUser(t);
    expectError(await open(other.auth, purchase.transactionId), 'NOT_FOUND');
    expectError(await open(fan.auth, randomUUID()), 'NOT_FOUND');
    const topUp = (await t.post<{ items: TTransaction[] }>(PATHS.transactionList, { direction: 'received' }, fan.auth))
      .body.data.items[0]!;
    expectError(await open(fan.auth, topUp.id), 'NOT_FOUND');
    expectInvalidFields(await open(fan.auth, purchase.transactionId, '   '), ['message']);
    expectInvalidFields(
      await t.post(
        PATHS.disputeOpen,
        { transactionId: purchase.transactionId, reason: 'unauthorized', message: 'x' },
        fan.auth,
      ),
      ['reason'],
    );
    expectInvalidFields(await open(fan.auth, purchase.transactionId, 'x'.repeat(2001)), ['message']);

    await t.deps.db
      .update(journalEntries)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(journalEntries.id, purchase.transactionId));
    expectError(await open(fan.auth, purchase.transactionId), 'DISPUTE_NOT_POSSIBLE');

    const refunded = await boughtPost(t, creator.user.id, 200n);
    await t.post(PATHS.adminRefund, { transactionId: refunded.purchase.transactionId }, admin.auth);
    expectError(await open(refunded.fan.auth, refunded.purchase.transactionId), 'DISPUTE_NOT_POSSIBLE');

    const mine = await t.post<TPage<TDisputeLine>>(PATHS.disputeList, {}, fan.auth);
    expect(mine.body.data.items).toEqual([]);
    expectError(await t.post(PATHS.adminDisputeList, {}, fan.auth), 'FORBIDDEN');
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });
});

describe('disputes at the same time', () => {
  it('ten opens of one payment hold it once; a refund racing an open, and decisions racing each other, move money once', async () => {
    const { fan, purchase } = await boughtPost(t, creator.user.id, 900n);
    const pending = await balanceOf(t, earningsPending(creator.user.id));
    const opens = await Promise.all(Array.from({ length: 10 }, () => open(fan.auth, purchase.transactionId)));
    const opened = opens.filter((r) => r.status === 200);
    expect(opened).toHaveLength(1);
    for (const r of opens.filter((r) => r.status !== 200))
      expect([ERRORS.DISPUTE_EXISTS.code, ERRORS.DISPUTE_NOT_POSSIBLE.code]).toContain(r.body.code);
    expect(await balanceOf(t, earningsPending(creator.user.id))).toBe(pending - 720n);

    const id = opened[0]!.body.data.id;
    const decisions = await Promise.all([
      decide(id, 'lost'),
      decide(id, 'won'),
      decide(id, 'lost'),
      decide(id, 'won'),
      decide(id, 'lost'),
    ]);
    expect(decisions.filter((r) => r.status === 200)).toHaveLength(1);
    const status = (await detail(admin.auth, id)).body.data.status;
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(status === 'lost' ? 10_000n : 10_000n - 900n);
    expect(await held(id)).toBe(0n);

    const raced = await boughtPost(t, creator.user.id, 400n);
    const [refund, dispute] = await Promise.all([
      t.post(PATHS.adminRefund, { transactionId: raced.purchase.transactionId }, admin.auth),
      open(raced.fan.auth, raced.purchase.transactionId),
    ]);
    expect([refund.status, dispute.status].filter((s) => s === 200)).toHaveLength(1);
    expect(await balanceOf(t, wallet(raced.fan.user.id, 'USD'))).toBe(refund.status === 200 ? 10_000n : 10_000n - 400n);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });
});

describe('card chargebacks through the sandbox gateway', () => {
  /** A fan who topped up $20 on the sandbox's page (the card pays $20.50) and has it credited. */
  async function toppedUp(card: string = SANDBOX_CARDS.success) {
    const fan = await createSignedInUser(t);
    const { topUp, sessionId } = await openCheckout(t, fan.auth, '2000');
    expect((await payOnPage(t, sessionId, card)).body.data.status).toBe('succeeded');
    await runJobs(t);
    expect(await usdWallet(t, fan.user.id)).toBe(2000n);
    return { fan, topUp, sessionId };
  }
  const chargebacks = async (fan: SignedInUser) =>
    (await t.post<TPage<TDisputeLine>>(PATHS.disputeList, {}, fan.auth)).body.data.items;

  it('the wallet gives back what is left, the newest payments cover the rest; lost evidence reverses them and the card fee is the platform’s loss', async () => {
    const seller = await createCreator(t, 'charged');
    const { fan, sessionId } = await toppedUp();
    const older = await insertPost(t, seller.user.id, { visibility: 'ppv', priceCents: 300n });
    const newer = await insertPost(t, seller.user.id, { visibility: 'ppv', priceCents: 1200n });
    for (const post of [older, newer])
      expect((await t.post(PATHS.purchase, { postId: post.id }, keyed(fan.auth))).status).toBe(200);
    expect(await usdWallet(t, fan.user.id)).toBe(500n);
    const clearing = await balanceOf(t, railClearing('sandbox'));
    const losses = await balanceOf(t, disputeLosses());

    // The card holder disputes the $20.50 charge with their bank.
    const asked = await t.post<{ disputeId: string }>(PATHS.sandboxDispute, { sessionId, reason: 'unauthorized' });
    expect(asked.status, asked.body.msg).toBe(200);
    expectError(await t.post(PATHS.sandboxDispute, { sessionId }), 'CONFLICT');
    await runJobs(t);
    const [line] = await chargebacks(fan);
    expect(line).toMatchObject({ source: 'chargeback', status: 'open', reason: 'unauthorized', amountCents: '2050' });
    const dispute = (await detail(admin.auth, line!.id)).body.data;
    expect(dispute).toMatchObject({ walletHeldCents: '500', providerRef: asked.body.data.disputeId });
    // $5 from the wallet; of the $15 spent, the $12 post (newest) covers 12 and the $3 post the rest.
    expect(dispute.payments.map((p) => [p.usdCents, p.heldCents])).toEqual(
      expect.arrayContaining([
        ['1200', '960'],
        ['300', '240'],
      ]),
    );
    expect(await usdWallet(t, fan.user.id)).toBe(0n);
    expect(await balanceOf(t, railClearing('sandbox'))).toBe(clearing + 2050n);
    expect(await balanceOf(t, earningsPending(seller.user.id))).toBe(0n);
    // The fan told their bank; the case here is the creators' and the admins'.
    expectError(await evidence(fan.auth, dispute.id, 'I did not buy this'), 'FORBIDDEN');
    expectError(await decide(dispute.id, 'lost'), 'DISPUTE_CLOSED');
    expectInvalidFields(await t.post(PATHS.adminDisputeSubmit, { id: dispute.id }, admin.auth), ['id']);

    expect((await evidence(seller.auth, dispute.id, 'losing_evidence')).status).toBe(200);
    const sent = await t.post<TDispute>(PATHS.adminDisputeSubmit, { id: dispute.id }, admin.auth);
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.data.status).toBe('under_review');
    const [bank] = await t.deps.db
      .select()
      .from(sandboxGatewayDisputes)
      .where(eq(sandboxGatewayDisputes.id, asked.body.data.disputeId));
    expect(bank?.status).toBe('under_review');
    expect(bank?.evidence).toContain('losing_evidence');
    expectError(await evidence(seller.auth, dispute.id, 'more'), 'DISPUTE_CLOSED');

    await runSandboxNow();
    expect((await detail(fan.auth, dispute.id)).body.data.status).toBe('lost');
    // Both posts are taken back; the fan owes the $15 they spent of the $20 and keeps nothing extra.
    expect(await usdWallet(t, fan.user.id)).toBe(0n);
    for (const post of [older, newer])
      expect((await t.post<TPost>(PATHS.postDetail, { id: post.id }, fan.auth)).body.data.canView).toBe(false);
    expect(await balanceOf(t, earningsPending(seller.user.id))).toBe(0n);
    expect(await held(dispute.id)).toBe(0n);
    // The bank kept $20.50: the fan's $20 came back from them, the card fee (50) is the platform's loss.
    expect(await balanceOf(t, disputeLosses())).toBe(losses - 50n);
    expect(await balanceOf(t, railClearing('sandbox'))).toBe(clearing + 2050n);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('holds two released shares of one creator from what is available once, the rest as debt, and gives back each exactly once', async () => {
    const seller = await createCreator(t, 'paidout');
    const { fan, sessionId } = await toppedUp();
    const cheap = await insertPost(t, seller.user.id, { visibility: 'ppv', priceCents: 500n });
    const dear = await insertPost(t, seller.user.id, { visibility: 'ppv', priceCents: 1000n });
    for (const post of [cheap, dear]) {
      const bought = await t.post<{ transactionId: string }>(PATHS.purchase, { postId: post.id }, keyed(fan.auth));
      expect(await releaseNow(bought.body.data.transactionId)).toBe(1);
    }
    // $12 available, $10 of it paid out: $2 left when the card holder disputes the $20.50.
    await moveBetween(t, earningsAvailable(seller.user.id), railClearing('payouts-test', 'USD'), 1000n, 'withdrawal');
    const available = () => balanceOf(t, earningsAvailable(seller.user.id));
    const debt = () => balanceOf(t, earningsDebt(seller.user.id));
    await t.post(PATHS.sandboxDispute, { sessionId });
    await runJobs(t);
    const [line] = await chargebacks(fan);
    expect(line).toMatchObject({ status: 'open' });
    expect(await available()).toBe(0n);
    expect(await debt()).toBe(-1000n);

    await evidence(seller.auth, line!.id, 'Both posts were opened by the card holder.');
    await t.post(PATHS.adminDisputeSubmit, { id: line!.id }, admin.auth);
    await runSandboxNow();
    expect((await detail(admin.auth, line!.id)).body.data.status).toBe('won');
    expect(await debt()).toBe(0n);
    expect(await available()).toBe(200n);
    expect(await usdWallet(t, fan.user.id)).toBe(500n);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('the dispute test card is charged back by itself; evidence wins it and everything held comes back', async () => {
    const { fan } = await toppedUp(SANDBOX_CARDS.dispute);
    const clearing = await balanceOf(t, railClearing('sandbox'));
    await runSandboxNow();
    const [line] = await chargebacks(fan);
    expect(line).toMatchObject({ status: 'open', amountCents: '2050' });
    expect(await usdWallet(t, fan.user.id)).toBe(0n);
    expect(await held(line!.id)).toBe(2000n - 2050n);

    await evidence(admin.auth, line!.id, 'Signed-in purchase from the card holder’s usual device.');
    await t.post(PATHS.adminDisputeSubmit, { id: line!.id }, admin.auth);
    await runSandboxNow();
    expect((await detail(admin.auth, line!.id)).body.data.status).toBe('won');
    expect(await usdWallet(t, fan.user.id)).toBe(2000n);
    expect(await balanceOf(t, railClearing('sandbox'))).toBe(clearing);
    expect(await held(line!.id)).toBe(0n);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('no evidence by the due date loses; every event delivered twice changes nothing the second time', async () => {
    const { fan, sessionId } = await toppedUp();
    const losses = await balanceOf(t, disputeLosses());
    const { disputeId } = (await t.post<{ disputeId: string }>(PATHS.sandboxDispute, { sessionId })).body.data;
    await runJobs(t);
    await t.deps.db
      .update(sandboxGatewayDisputes)
      .set({ dueBy: new Date(Date.now() - 1000) })
      .where(eq(sandboxGatewayDisputes.id, disputeId));
    // Every delivery twice: each job of this dispute's webhooks runs again.
    await runSandboxNow();
    const [line] = await chargebacks(fan);
    expect(line).toMatchObject({ status: 'lost' });
    expect(await usdWallet(t, fan.user.id)).toBe(0n);
    expect(await balanceOf(t, disputeLosses())).toBe(losses - 50n);
    await t.deps.db.execute(
      sql`update ${jobs} set status = 'pending', run_at = now(), attempts = 0 where kind = ${SANDBOX_WEBHOOK_JOB} and payload::text like ${`%${disputeId}%`}`,
    );
    await runJobs(t);
    expect(await chargebacks(fan)).toHaveLength(1);
    expect(await usdWallet(t, fan.user.id)).toBe(0n);
    expect(await balanceOf(t, disputeLosses())).toBe(losses - 50n);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });
});
