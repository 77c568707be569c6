/**
 * Property test of the money model: random sequences of top-ups, purchases, tips, subscriptions,
 * plan changes, renewals, releases, refunds (before and after the release, a creator's debt
 * included) and account deletions (a fan's or a creator's, erased for good), run through the real calls against a model of what each wallet
 * and earnings account must hold. After every sequence: each entry balances, no user account is negative, balances equal
 * their postings, and what users hold plus the platform's fees equals the money that came in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPurchaseResult, TTipResult } from '@fanlane/contracts/money';
import { splitFee } from '@fanlane/contracts/money-math';
import type { TSubscription } from '@fanlane/contracts/subscription';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures.ts';
import { createCreator } from '../../test/content-fixtures.ts';
import { saveTier } from '../modules/subscriptions/save-tier.ts';
import { insertPost } from '../../test/post-rows.ts';
import { balanceOf, fundWallet, keyed } from '../../test/money-fixtures.ts';
import { earnings, subscriptionCharges, subscriptions, users } from '../db/schema/index.ts';
import { renewDueSubscriptions } from '../modules/subscriptions/renew-subscriptions.ts';
import { earningsAvailable, earningsDebt, earningsPending, wallet } from './accounts.ts';
import { releaseDueEarnings } from './earnings-release.ts';
import { checkLedger, ledgerHolds } from './invariants.ts';
import { scheduledDeletionOf } from '../modules/auth/account-deletions-repo.ts';
import { eraseAccount } from '../modules/account-deletion/erase-account.ts';
import { requestDeletion } from '../modules/account-deletion/request-deletion.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

type Op =
  | { op: 'topUp'; fan: number; cents: number }
  | { op: 'buy'; fan: number; post: number }
  | { op: 'tip'; fan: number; creator: number; cents: number }
  | { op: 'subscribe'; fan: number; creator: number }
  | { op: 'change'; fan: number; creator: number; tier: number; pick: number | null }
  | { op: 'renew' }
  | { op: 'release' }
  | { op: 'refund'; pick: number }
  | { op: 'delete'; fan: number | null; creator: number };

const FANS = 3;
const CREATORS = 2;
const PRICES = [100n, 499n, 1250n, 2999n];
/** Each creator's two tiers, lowest first: fans subscribe to the first and change between them. */
const TIER_PRICES = [999n, 1999n];
const DAY_MS = 86_400_000;
const START_CENTS = 2500n;

// Top-ups weigh more so that most sequences have money to spend; every kind comes up in most runs.
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('topUp' as const),
      fan: fc.nat(FANS - 1),
      cents: fc.integer({ min: 1, max: 5000 }),
    }),
  },
  {
    weight: 2,
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
      cents: fc.integer({ min: 100, max: 3000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('subscribe' as const),
      fan: fc.nat(FANS - 1),
      creator: fc.nat(CREATORS - 1),
    }),
  },
  // Mostly a live subscription (pick), sometimes any fan and creator (who may not be subscribed).
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('change' as const),
      fan: fc.nat(FANS - 1),
      creator: fc.nat(CREATORS - 1),
      tier: fc.nat(1),
      pick: fc.option(fc.nat(50), { freq: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ op: 'renew' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'release' as const }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('refund' as const), pick: fc.nat(50) }) },
  // A fan's account, or (fan null) a creator's.
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('delete' as const),
      fan: fc.option(fc.nat(FANS - 1), { freq: 2 }),
      creator: fc.nat(CREATORS - 1),
    }),
  },
);

/**
 * Deletes the account as its owner does (password confirmed, the balance forfeited: it stays in the
 * books), straight through the use case (the HTTP call is rate limited per address), and erases it
 * as the job would once the grace period is over, every owner's share included.
 */
async function deleteAccount(account: SignedInUser) {
  const password = 'property-pass-1';
  await t.deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, account.user.id));
  const [user] = await t.deps.db.select().from(users).where(eq(users.id, account.user.id));
  await requestDeletion(t.deps, { user: user!, sessionId: 'property' }, { password, forfeitBalance: true });
  const deletion = await scheduledDeletionOf(t.deps.db, user!.id);
  expect(await eraseAccount(t.deps, deletion!.id, new Date(Date.now() + t.config.accountDeletionGraceMs + 1000))).toBe(
    true,
  );
  await t.deps.events.relay();
}

async function world() {
  const fans = await Promise.all(Array.from({ length: FANS }, () => createSignedInUser(t)));
  const creators = await Promise.all(Array.from({ length: CREATORS }, (_, i) => createCreator(t, `prop${i}`)));
  // Straight through the use case: the HTTP call is rate limited per address, and shrinking makes many worlds.
  const tiers = [];
  for (const c of creators) {
    const own = [];
    for (const [i, price] of TIER_PRICES.entries()) {
      own.push(
        await saveTier(
          t.deps,
          { user: c.user, sessionId: 'property' },
          {
            name: `Tier ${i}`,
            priceCents: price.toString(),
            benefits: [],
            bundles: [],
            trialDays: 0,
            status: 'active',
          },
        ),
      );
    }
    tiers.push(own);
  }
  const posts = [];
  for (const c of creators) {
    for (const priceCents of PRICES)
      posts.push({
        row: await insertPost(t, c.user.id, { visibility: 'ppv', priceCents }),
        creator: creators.indexOf(c),
        price: priceCents,
      });
  }
  return { fans, creators, posts, tiers };
}

describe('ledger properties', () => {
  it('every sequence of payments keeps the books exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 30 }), async (ops) => {
        const w = await world();
        // Each fan starts with a little money, so that subscriptions (and changes to them) come up often.
        for (const fan of w.fans) await fundWallet(t, fan.user.id, START_CENTS);
        const fanWallet = w.fans.map(() => START_CENTS);
        const pending = w.creators.map(() => 0n);
        const available = w.creators.map(() => 0n);
        const owned = new Set<string>();
        // Live subscriptions by fan:creator, and the periods charged so far per subscription id.
        const subscribed = new Map<string, string>();
        const charged = new Map<string, number>();
        // Per subscription: the tier it is on, and the tier its next period is charged on.
        const onTier = new Map<string, number>();
        const nextTier = new Map<string, number>();
        const book = (fan: number, creator: number, gross: bigint) => {
          const { feeCents, netCents } = splitFee(gross, 20);
          fanWallet[fan]! -= gross;
          pending[creator]! += netCents;
          fees += feeCents;
        };
        let moneyIn = START_CENTS * BigInt(w.fans.length);
        let fees = 0n;
        // Payments that may still be refunded: entry id, fan, creator, gross, post.
        const refundable: {
          entry: string;
          fan: number;
          creator: number;
          gross: bigint;
          post?: number;
          released?: boolean;
        }[] = [];
        // What each creator owes back after a refund took more than their available earnings.
        const debt = w.creators.map(() => 0n);
        const subscribe = async (fan: number, creator: number) => {
          const res = await t.post<TSubscription>(
            PATHS.subscribe,
            { tierId: w.tiers[creator]![0]!.id },
            keyed(w.fans[fan]!.auth),
          );
          const key = `${fan}:${creator}`;
          if (subscribed.has(key)) expect(res.body.code).toBe(1012323);
          else if (fanWallet[fan]! < TIER_PRICES[0]!) expect(res.body.code).toBe(1012048);
          else {
            expect(res.body.code, res.body.msg).toBe(0);
            book(fan, creator, TIER_PRICES[0]!);
            subscribed.set(key, res.body.data.id);
            charged.set(res.body.data.id, 1);
            onTier.set(res.body.data.id, 0);
            nextTier.set(res.body.data.id, 0);
          }
        };
        // One subscription from the start, so that plan changes have something to change in every run.
        await subscribe(0, 0);
        // Deleted accounts: nothing they do, and nothing done to what they had, moves money any more;
        // subscriptions with them stop (renewals), and what they held stays where it was.
        const deletedFans = new Set<number>();
        const deletedCreators = new Set<number>();
        const stopped = new Map<string, number>();
        const refused = async (res: Promise<{ body: { code: number } }>) => expect((await res).body.code).not.toBe(0);

        for (const step of ops) {
          const gone =
            ('fan' in step && step.fan !== null && deletedFans.has(step.fan)) ||
            (step.op === 'buy' && deletedCreators.has(w.posts[step.post]!.creator)) ||
            ((step.op === 'tip' || step.op === 'subscribe') && deletedCreators.has(step.creator));
          if (step.op === 'delete') {
            const isFan = step.fan !== null;
            const index = step.fan ?? step.creator;
            if ((isFan ? deletedFans : deletedCreators).has(index)) continue;
            await deleteAccount(isFan ? w.fans[index]! : w.creators[index]!);
            (isFan ? deletedFans : deletedCreators).add(index);
            for (const [key, id] of subscribed) {
              const [fan, creator] = key.split(':').map(Number) as [number, number];
              if (isFan ? fan === index : creator === index) {
                subscribed.delete(key);
                stopped.set(id, charged.get(id)!);
              }
            }
          } else if (gone && step.op !== 'change') {
            // A deleted fan is signed out for good; a deleted creator's posts, tiers and name are gone.
            const fan = w.fans[step.fan]!;
            if (step.op === 'buy')
              await refused(t.post(PATHS.purchase, { postId: w.posts[step.post]!.row.id }, keyed(fan.auth)));
            else if (step.op === 'tip')
              await refused(
                t.post(
                  PATHS.tip,
                  { addressOrDomain: w.creators[step.creator]!.domain, usdCents: '100' },
                  keyed(fan.auth),
                ),
              );
            else if (step.op === 'subscribe')
              await refused(t.post(PATHS.subscribe, { tierId: w.tiers[step.creator]![0]!.id }, keyed(fan.auth)));
            else if (step.op === 'topUp') continue; // money arriving for a tombstone: the deposits' own tests
          } else if (step.op === 'topUp') {
            await fundWallet(t, w.fans[step.fan]!.user.id, BigInt(step.cents));
            fanWallet[step.fan]! += BigInt(step.cents);
            moneyIn += BigInt(step.cents);
          } else if (step.op === 'buy') {
            const post = w.posts[step.post]!;
            const res = await t.post<TPurchaseResult>(
              PATHS.purchase,
              { postId: post.row.id },
              keyed(w.fans[step.fan]!.auth),
            );
            const key = `${step.fan}:${step.post}`;
            if (owned.has(key)) expect(res.body.code).toBe(1012314);
            else if (fanWallet[step.fan]! < post.price) expect(res.body.code).toBe(1012048);
            else {
              expect(res.body.code, res.body.msg).toBe(0);
              const { feeCents, netCents } = splitFee(post.price, 20);
              fanWallet[step.fan]! -= post.price;
              pending[post.creator]! += netCents;
              fees += feeCents;
              owned.add(key);
              refundable.push({
                entry: res.body.data.transactionId,
                fan: step.fan,
                creator: post.creator,
                gross: post.price,
                post: step.post,
              });
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
              const { feeCents, netCents } = splitFee(BigInt(step.cents), 20);
              fanWallet[step.fan]! -= BigInt(step.cents);
              pending[step.creator]! += netCents;
              fees += feeCents;
              refundable.push({
                entry: res.body.data.transactionId,
                fan: step.fan,
                creator: step.creator,
                gross: BigInt(step.cents),
              });
            }
          } else if (step.op === 'subscribe') {
            await subscribe(step.fan, step.creator);
          } else if (step.op === 'change') {
            const live = [...subscribed.keys()];
            const [fan, creator] =
              step.pick !== null && live.length > 0
                ? (live[step.pick % live.length]!.split(':').map(Number) as [number, number])
                : [step.fan, step.creator];
            const id = subscribed.get(`${fan}:${creator}`);
            const tierId = w.tiers[creator]![step.tier]!.id;
            if (deletedFans.has(fan) || deletedCreators.has(creator)) {
              await refused(t.post(PATHS.planChange, { tierId }, keyed(w.fans[fan]!.auth)));
              continue;
            }
            if (id) {
              // Half of a 30-day period left: an upgrade from the $9.99 tier gets 499 cents of credit.
              const start = new Date(Date.now() - 15 * DAY_MS);
              await t.deps.db
                .update(subscriptions)
                .set({ currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + 30 * DAY_MS) })
                .where(eq(subscriptions.id, id));
            }
            const before = id
              ? (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!
              : null;
            const res = await t.post<TSubscription>(PATHS.planChange, { tierId }, keyed(w.fans[fan]!.auth));
            if (!id || !before) {
              expect(res.body.code).toBe(1012330);
              continue;
            }
            const current = onTier.get(id)!;
            if (step.tier === current) {
              if (nextTier.get(id) === current) expect(res.body.code).toBe(1012331);
              else expect(res.body.code, res.body.msg).toBe(0);
              nextTier.set(id, current);
            } else if (step.tier < current) {
              expect(res.body.code, res.body.msg).toBe(0);
              nextTier.set(id, step.tier);
            } else {
              const credit = before.status === 'active' ? 499n : 0n;
              const charge = TIER_PRICES[step.tier]! - credit;
              if (fanWallet[fan]! < charge) {
                expect(res.body.code).toBe(1012048);
                continue;
              }
              expect(res.body.code, res.body.msg).toBe(0);
              const [row] = await t.deps.db
                .select()
                .from(subscriptionCharges)
                .where(
                  and(
                    eq(subscriptionCharges.subscriptionId, id),
                    eq(subscriptionCharges.periodIndex, before.periodIndex + 1),
                  ),
                );
              expect(row!.usdCents).toBe(charge);
              book(fan, creator, charge);
              refundable.push({ entry: row!.entryId, fan, creator, gross: charge });
              charged.set(id, before.periodIndex + 1);
              onTier.set(id, step.tier);
              nextTier.set(id, step.tier);
            }
          } else if (step.op === 'renew') {
            // Every live subscription of this world comes due (and may be retried) now; the stopped
            // ones too, and they must not renew.
            const ids = [...subscribed.values()];
            const stoppedIds = [...stopped.keys()];
            const due = [...ids, ...stoppedIds];
            if (due.length === 0) continue;
            await t.deps.db
              .update(subscriptions)
              .set({ currentPeriodEnd: new Date(Date.now() - 1000), updatedAt: new Date(Date.now() - 7 * 3600_000) })
              .where(inArray(subscriptions.id, due));
            while ((await renewDueSubscriptions(t.deps)) > 0);
            if (stoppedIds.length > 0) {
              const rows = await t.deps.db.select().from(subscriptions).where(inArray(subscriptions.id, stoppedIds));
              for (const row of rows)
                expect(row.periodIndex, 'a deleted account’s subscription renewed').toBe(stopped.get(row.id));
            }
            if (ids.length === 0) continue;
            // Which renewals went through depends on the sweep's order when a wallet covers only some:
            // read the charges, book them in the model, and check a renewal failed only for want of money.
            const rows = await t.deps.db.select().from(subscriptions).where(inArray(subscriptions.id, ids));
            for (const [key, id] of subscribed) {
              const row = rows.find((r) => r.id === id)!;
              const [fan, creator] = key.split(':').map(Number) as [number, number];
              const renewals = row.periodIndex - charged.get(id)!;
              expect(renewals === 0 || renewals === 1).toBe(true);
              if (renewals === 1) {
                // The renewal is charged on the plan the fan chose for it.
                book(fan, creator, TIER_PRICES[nextTier.get(id)!]!);
                charged.set(id, row.periodIndex);
                onTier.set(id, nextTier.get(id)!);
              } else {
                expect(row.status).toBe('past_due');
              }
            }
            for (const [key, id] of subscribed) {
              const row = rows.find((r) => r.id === id)!;
              if (row.status === 'past_due')
                expect(fanWallet[Number(key.split(':')[0])]! < TIER_PRICES[nextTier.get(id)!]!).toBe(true);
            }
          } else if (step.op === 'release') {
            await t.deps.db.execute(
              sql`update ${earnings} set available_at = now() - interval '1 second' where released_entry_id is null`,
            );
            while ((await releaseDueEarnings(t.deps)) > 0);
            for (let c = 0; c < w.creators.length; c++) {
              // A debt is paid first from what is released.
              const payoff = -debt[c]! < pending[c]! ? -debt[c]! : pending[c]!;
              debt[c]! += payoff;
              available[c]! += pending[c]! - payoff;
              pending[c] = 0n;
            }
            for (const paid of refundable) paid.released = true;
          } else if (refundable.length > 0) {
            const [paid] = refundable.splice(step.pick % refundable.length, 1);
            const res = await t.post(PATHS.adminRefund, { transactionId: paid!.entry }, admin.auth);
            expect(res.body.code, res.body.msg).toBe(0);
            const { feeCents, netCents } = splitFee(paid!.gross, 20);
            fanWallet[paid!.fan]! += paid!.gross;
            if (paid!.released) {
              // Released: from the available earnings, and what is not there any more as a debt.
              const take = available[paid!.creator]! < netCents ? available[paid!.creator]! : netCents;
              available[paid!.creator]! -= take;
              debt[paid!.creator]! -= netCents - take;
            } else pending[paid!.creator]! -= netCents;
            fees -= feeCents;
            if (paid!.post !== undefined) owned.delete(`${paid!.fan}:${paid!.post}`);
          }
        }

        for (let f = 0; f < w.fans.length; f++)
          expect(await balanceOf(t, wallet(w.fans[f]!.user.id, 'USD'))).toBe(fanWallet[f]);
        for (let c = 0; c < w.creators.length; c++) {
          expect(await balanceOf(t, earningsPending(w.creators[c]!.user.id))).toBe(pending[c]);
          expect(await balanceOf(t, earningsAvailable(w.creators[c]!.user.id))).toBe(available[c]);
          expect(await balanceOf(t, earningsDebt(w.creators[c]!.user.id))).toBe(debt[c]);
        }
        const held = [...fanWallet, ...pending, ...available, ...debt].reduce((a, b) => a + b, 0n);
        expect(held + fees).toBe(moneyIn);
        const report = await checkLedger(t.deps.db);
        expect(report).toMatchObject({ unbalancedEntries: [], driftedAccounts: [], negativeUserAccounts: [] });
        expect(ledgerHolds(report)).toBe(true);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
