/**
 * Property test of disputes in the money model: random sequences of card top-ups (through the
 * sandbox gateway's page and webhooks), purchases, tips, releases, refunds, fans' disputes decided
 * either way, and card chargebacks won and lost (the sandbox decides by the evidence), run through
 * the real calls against a model of every wallet, earnings account, fee, hold and loss. After each
 * sequence: the model equals the books, every entry balances, no user account is negative, and
 * what users hold plus fees, open holds and losses equals the money the card network left with us.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPurchaseResult, TTipResult } from '@fanlane/contracts/money';
import { splitFee } from '@fanlane/contracts/money-math';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser } from '../../../test/fixtures.ts';
import { createCreator } from '../../../test/content-fixtures.ts';
import { insertPost } from '../../../test/post-rows.ts';
import { balanceOf, keyed } from '../../../test/money-fixtures.ts';
import { openCheckout, payOnPage, runJobs } from '../../../test/top-up-fixtures.ts';
import { disputes, earnings, jobs, journalEntries, topUps } from '../../db/schema/index.ts';
import { SANDBOX_DISPUTE_JOB } from '../../integrations/payments/sandbox-gateway/disputes.ts';
import { SANDBOX_WEBHOOK_JOB } from '../../integrations/payments/sandbox-gateway/events.ts';
import { earningsAvailable, earningsDebt, earningsPending, platformFees, wallet } from '../../ledger/accounts.ts';
import { disputeHold, disputeLosses } from '../../ledger/dispute-ledger.ts';
import { releaseDueEarnings } from '../../ledger/earnings-release.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';

let t: TestApp;

beforeAll(async () => {
  // Each world calls from its own address (X-Forwarded-For): the per-address limits hold per world.
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

type Op =
  | { op: 'cardTopUp'; fan: number; cents: number }
  | { op: 'buy'; fan: number; post: number }
  | { op: 'tip'; fan: number; creator: number; cents: number }
  | { op: 'release' }
  | { op: 'refund'; pick: number }
  | { op: 'dispute'; pick: number }
  | { op: 'decide'; pick: number; won: boolean }
  | { op: 'chargeback'; pick: number }
  | { op: 'chargebackEnd'; pick: number; won: boolean };

const FANS = 2;
const CREATORS = 2;
const PRICES = [150n, 499n, 1250n];
const CARD_FEE = 50n;
const FEE_PERCENT = 20;

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('cardTopUp' as const),
      fan: fc.nat(FANS - 1),
      cents: fc.integer({ min: 500, max: 4000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('buy' as const),
      fan: fc.nat(FANS - 1),
      post: fc.nat(PRICES.length * CREATORS - 1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('tip' as const),
      fan: fc.nat(FANS - 1),
      creator: fc.nat(CREATORS - 1),
      cents: fc.integer({ min: 100, max: 2000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'release' as const }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('refund' as const), pick: fc.nat(50) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('dispute' as const), pick: fc.nat(50) }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('decide' as const), pick: fc.nat(50), won: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('chargeback' as const), pick: fc.nat(50) }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('chargebackEnd' as const), pick: fc.nat(50), won: fc.boolean() }),
  },
);

type Payment = {
  entry: string;
  fan: number;
  creator: number;
  gross: bigint;
  net: bigint;
  fee: bigint;
  post?: number;
  released: boolean;
  state: 'live' | 'held' | 'reversed';
};
type Hold = { payment: Payment; fromPending: boolean };
type OpenDispute = {
  id: string;
  fan: number;
  holds: Hold[];
  card: { total: bigint; owed: bigint; walletHeld: bigint; topUp: CardTopUp } | null;
};
type CardTopUp = { fan: number; sessionId: string; amount: bigint; total: bigint; at: Date; disputed: boolean };

/** Runs the sandbox's delayed jobs (dispute events and decisions) now. */
async function runSandboxNow() {
  await t.deps.db.execute(
    sql`update ${jobs} set run_at = now() where status = 'pending' and kind in (${SANDBOX_WEBHOOK_JOB}, ${SANDBOX_DISPUTE_JOB})`,
  );
  await runJobs(t);
}

let worlds = 0;

async function world() {
  worlds++;
  const ip = { 'x-forwarded-for': `10.77.${worlds >> 8}.${worlds & 255}` };
  const fans = (await Promise.all(Array.from({ length: FANS }, () => createSignedInUser(t)))).map((fan) => ({
    ...fan,
    auth: { ...fan.auth, ...ip },
  }));
  // An admin per world too: the dispute calls are limited per account.
  const staff = { ...(await createSignedInUser(t, { role: 'admin' })).auth, ...ip };
  const creators = await Promise.all(Array.from({ length: CREATORS }, (_, i) => createCreator(t, `dprop${i}`)));
  const posts = [];
  for (const [creator, c] of creators.entries())
    for (const price of PRICES)
      posts.push({ row: await insertPost(t, c.user.id, { visibility: 'ppv', priceCents: price }), creator, price });
  return { fans, creators, posts, ip, staff };
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

describe('dispute properties', () => {
  it('every sequence of payments, disputes and chargebacks keeps the books exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 24, size: 'max' }), async (ops) => {
        const w = await world();
        // The platform's fee and loss accounts are shared by every run: each run checks its own change.
        const feesBefore = await balanceOf(t, platformFees());
        const lossesBefore = await balanceOf(t, disputeLosses());
        const fanWallet = w.fans.map(() => 0n);
        const pending = w.creators.map(() => 0n);
        const available = w.creators.map(() => 0n);
        const debt = w.creators.map(() => 0n);
        let fees = 0n;
        let holds = 0n;
        let losses = 0n;
        /** What the card network left with the platform: card totals, less chargebacks not won back. */
        let moneyIn = 0n;
        const payments: Payment[] = [];
        const owned = new Set<string>();
        const cards: CardTopUp[] = [];
        const open: OpenDispute[] = [];
        const live = () => payments.filter((p) => p.state === 'live');

        const pay = (fan: number, creator: number, gross: bigint, entry: string, post?: number) => {
          const { feeCents, netCents } = splitFee(gross, FEE_PERCENT);
          fanWallet[fan]! -= gross;
          pending[creator]! += netCents;
          fees += feeCents;
          payments.push({
            entry,
            fan,
            creator,
            gross,
            net: netCents,
            fee: feeCents,
            post,
            released: false,
            state: 'live',
          });
        };
        const hold = (payment: Payment): Hold => {
          payment.state = 'held';
          holds += payment.net;
          if (!payment.released) {
            pending[payment.creator]! -= payment.net;
            return { payment, fromPending: true };
          }
          const take = min(available[payment.creator]!, payment.net);
          available[payment.creator]! -= take;
          debt[payment.creator]! -= payment.net - take;
          return { payment, fromPending: false };
        };
        const giveBack = ({ payment, fromPending }: Hold) => {
          payment.state = 'live';
          holds -= payment.net;
          if (fromPending) pending[payment.creator]! += payment.net;
          else {
            const payoff = min(-debt[payment.creator]!, payment.net);
            debt[payment.creator]! += payoff;
            available[payment.creator]! += payment.net - payoff;
          }
        };
        const reverse = ({ payment }: Hold) => {
          payment.state = 'reversed';
          holds -= payment.net;
          fanWallet[payment.fan]! += payment.gross;
          fees -= payment.fee;
          if (payment.post !== undefined) owned.delete(`${payment.fan}:${payment.post}`);
        };

        const cardTopUp = async (fanIndex: number, cents: number) => {
          const fan = w.fans[fanIndex]!;
          const { topUp, sessionId } = await openCheckout(t, fan.auth, String(cents));
          expect((await payOnPage(t, sessionId, undefined, {}, w.ip)).body.data.status).toBe('succeeded');
          await runJobs(t);
          const [row] = await t.deps.db
            .select({ at: journalEntries.createdAt })
            .from(topUps)
            .innerJoin(journalEntries, eq(journalEntries.id, topUps.entryId))
            .where(eq(topUps.id, topUp.id));
          const amount = BigInt(cents);
          fanWallet[fanIndex]! += amount;
          fees += CARD_FEE;
          moneyIn += amount + CARD_FEE;
          cards.push({ fan: fanIndex, sessionId, amount, total: amount + CARD_FEE, at: row!.at, disputed: false });
        };
        // Every fan starts with a card top-up, so that payments, disputes and chargebacks come up in most runs.
        for (let f = 0; f < FANS; f++) await cardTopUp(f, 1500);

        for (const step of ops) {
          if (step.op === 'cardTopUp') {
            await cardTopUp(step.fan, step.cents);
          } else if (step.op === 'buy') {
            const post = w.posts[step.post]!;
            const res = await t.post<TPurchaseResult>(
              PATHS.purchase,
              { postId: post.row.id },
              keyed(w.fans[step.fan]!.auth),
            );
            if (owned.has(`${step.fan}:${step.post}`)) expect(res.body.code).toBe(1012314);
            else if (fanWallet[step.fan]! < post.price) expect(res.body.code).toBe(1012048);
            else {
              expect(res.body.code, res.body.msg).toBe(0);
              pay(step.fan, post.creator, post.price, res.body.data.transactionId, step.post);
              owned.add(`${step.fan}:${step.post}`);
            }
          } else if (step.op === 'tip') {
            const res = await t.post<TTipResult>(
              PATHS.tip,
              { addressOrDomain: w.creators[step.creator]!.domain, usdCents: String(step.cents) },
              keyed(w.fans[step.fan]!.auth),
            );
            if (fanWallet[step.fan]! < BigInt(step.cents)) expect(res.body.code).toBe(1012048);
            else {
              expect(res.body.code, res.body.msg).toBe(0);
              pay(step.fan, step.creator, BigInt(step.cents), res.body.data.transactionId);
            }
          } else if (step.op === 'release') {
            await t.deps.db.execute(
              sql`update ${earnings} set available_at = now() - interval '1 second' where released_entry_id is null`,
            );
            while ((await releaseDueEarnings(t.deps)) > 0);
            for (let c = 0; c < CREATORS; c++) {
              const payoff = min(-debt[c]!, pending[c]!);
              debt[c]! += payoff;
              available[c]! += pending[c]! - payoff;
              pending[c] = 0n;
            }
            // Held payments wait for their dispute.
            for (const p of live()) p.released = true;
          } else if (step.op === 'refund') {
            const candidates = live();
            if (candidates.length === 0) continue;
            const paid = candidates[step.pick % candidates.length]!;
            const res = await t.post(PATHS.adminRefund, { transactionId: paid.entry }, w.staff);
            expect(res.body.code, res.body.msg).toBe(0);
            reverse(hold(paid));
          } else if (step.op === 'dispute') {
            const candidates = live();
            if (candidates.length === 0) continue;
            const paid = candidates[step.pick % candidates.length]!;
            const fan = w.fans[paid.fan]!;
            const res = await t.post<{ id: string }>(
              PATHS.disputeOpen,
              { transactionId: paid.entry, reason: 'not_as_described', message: 'property' },
              fan.auth,
            );
            expect(res.body.code, res.body.msg).toBe(0);
            open.push({ id: res.body.data.id, fan: paid.fan, holds: [hold(paid)], card: null });
            // Held: neither disputed again nor refunded.
            expect((await t.post(PATHS.adminRefund, { transactionId: paid.entry }, w.staff)).body.code).toBe(1012341);
          } else if (step.op === 'decide') {
            const fanCases = open.filter((d) => d.card === null);
            if (fanCases.length === 0) continue;
            const dispute = fanCases[step.pick % fanCases.length]!;
            const res = await t.post(
              PATHS.adminDisputeDecide,
              { id: dispute.id, outcome: step.won ? 'won' : 'lost', note: 'property' },
              w.staff,
            );
            expect(res.body.code, res.body.msg).toBe(0);
            open.splice(open.indexOf(dispute), 1);
            for (const h of dispute.holds) (step.won ? giveBack : reverse)(h);
          } else if (step.op === 'chargeback') {
            const candidates = cards.filter((c) => !c.disputed);
            if (candidates.length === 0) continue;
            const card = candidates[step.pick % candidates.length]!;
            card.disputed = true;
            const asked = await t.post<{ disputeId: string }>(
              PATHS.sandboxDispute,
              { sessionId: card.sessionId },
              w.ip,
            );
            expect(asked.body.code, asked.body.msg).toBe(0);
            await runJobs(t);
            // The model's choice: the wallet first, then the fan's newest live payments since the top-up.
            const walletHeld = min(fanWallet[card.fan]!, card.amount);
            fanWallet[card.fan]! -= walletHeld;
            let uncovered = card.amount - walletHeld;
            const mine = live().filter((p) => p.fan === card.fan);
            const times =
              mine.length === 0
                ? []
                : await t.deps.db
                    .select({ id: journalEntries.id, at: journalEntries.createdAt })
                    .from(journalEntries)
                    .where(
                      inArray(
                        journalEntries.id,
                        mine.map((p) => p.entry),
                      ),
                    );
            const newestFirst = times
              .filter((r) => r.at >= card.at)
              .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
              .map((r) => mine.find((p) => p.entry === r.id)!);
            const held: Hold[] = [];
            for (const p of newestFirst) {
              if (uncovered <= 0n) break;
              held.push(hold(p));
              uncovered -= p.gross;
            }
            moneyIn -= card.total;
            holds += walletHeld - card.total;
            const [row] = await t.deps.db
              .select({ id: disputes.id, walletHeldCents: disputes.walletHeldCents })
              .from(disputes)
              .where(eq(disputes.providerRef, asked.body.data.disputeId));
            expect(row!.walletHeldCents).toBe(walletHeld);
            open.push({
              id: row!.id,
              fan: card.fan,
              holds: held,
              card: { total: card.total, owed: card.amount, walletHeld, topUp: card },
            });
          } else {
            const cardCases = open.filter((d) => d.card !== null);
            if (cardCases.length === 0) continue;
            const dispute = cardCases[step.pick % cardCases.length]!;
            const card = dispute.card!;
            const text = step.won ? 'Delivered to the signed-in card holder' : 'losing_evidence';
            expect((await t.post(PATHS.disputeEvidence, { id: dispute.id, text }, w.staff)).body.code).toBe(0);
            expect((await t.post(PATHS.adminDisputeSubmit, { id: dispute.id }, w.staff)).body.code).toBe(0);
            await runSandboxNow();
            open.splice(open.indexOf(dispute), 1);
            holds -= card.walletHeld - card.total;
            if (step.won) {
              moneyIn += card.total;
              fanWallet[dispute.fan]! += card.walletHeld;
              for (const h of dispute.holds) giveBack(h);
            } else {
              const spent = dispute.holds.reduce((sum, h) => sum + h.payment.gross, 0n);
              const covered = min(card.owed - card.walletHeld, spent);
              for (const h of dispute.holds) reverse(h);
              fanWallet[dispute.fan]! -= covered;
              losses -= card.total - card.walletHeld - covered;
            }
          }
        }

        for (let f = 0; f < FANS; f++)
          expect(await balanceOf(t, wallet(w.fans[f]!.user.id, 'USD')), `fan ${f}`).toBe(fanWallet[f]);
        for (let c = 0; c < CREATORS; c++) {
          const id = w.creators[c]!.user.id;
          expect(await balanceOf(t, earningsPending(id)), `pending ${c}`).toBe(pending[c]);
          expect(await balanceOf(t, earningsAvailable(id)), `available ${c}`).toBe(available[c]);
          expect(await balanceOf(t, earningsDebt(id)), `debt ${c}`).toBe(debt[c]);
        }
        let holdBooks = 0n;
        for (const d of open) holdBooks += await balanceOf(t, disputeHold(d.id));
        expect(holdBooks).toBe(holds);
        expect((await balanceOf(t, platformFees())) - feesBefore).toBe(fees);
        expect((await balanceOf(t, disputeLosses())) - lossesBefore).toBe(losses);
        const users = [...fanWallet, ...pending, ...available, ...debt].reduce((a, b) => a + b, 0n);
        expect(users + fees + holds + losses).toBe(moneyIn);
        const report = await checkLedger(t.deps.db);
        expect(report).toMatchObject({ unbalancedEntries: [], driftedAccounts: [], negativeUserAccounts: [] });
        expect(ledgerHolds(report)).toBe(true);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
