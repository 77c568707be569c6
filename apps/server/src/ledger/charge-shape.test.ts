/**
 * One entry shape for every spend (docs/money.md, "Entries"): a purchase is charged by one SQL
 * statement (purchase_post, migration 0006), a tip and a subscription by applyCharge(). The same
 * price must leave the same postings and the same earnings row whichever path wrote them, apart
 * from the entry's kind and the business object behind it. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPurchaseResult, TSpendableCurrency, TTipResult } from '@fanlane/contracts/money';
import type { TSubscription, TTier } from '@fanlane/contracts/subscription';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/helpers.ts';
import { createSignedInUser } from '../../test/fixtures.ts';
import { createCreator, createTier, type TestCreator } from '../../test/content-fixtures.ts';
import { insertPost } from '../../test/post-rows.ts';
import { fundWallet, keyed } from '../../test/money-fixtures.ts';
import { earnings, journalEntries, ledgerAccounts, postings, subscriptionCharges } from '../db/schema/index.ts';

const PRICE = 499n;

describe(`one entry shape for a purchase, a tip and a subscription (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let tier: TTier;

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'shape');
    tier = await createTier(t, creator, { name: 'Same price', priceCents: PRICE.toString() });
  });
  afterAll(() => t.close());

  /** Everything an entry wrote to the ledger, with who is who in place of ids. */
  async function shapeOf(entryId: string, fanId: string) {
    const role = (ownerId: string | null) =>
      ownerId === null ? 'platform' : ownerId === fanId ? 'fan' : ownerId === creator.user.id ? 'creator' : ownerId;
    const [entry] = await t.deps.db.select().from(journalEntries).where(eq(journalEntries.id, entryId));
    const lines = await t.deps.db
      .select({
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        ownerId: ledgerAccounts.ownerId,
        amount: postings.amount,
      })
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(eq(postings.entryId, entryId));
    const earned = await t.deps.db.select().from(earnings).where(eq(earnings.entryId, entryId));
    expect(entry, entryId).toBeDefined();
    expect(earned, entryId).toHaveLength(1);
    const [earning] = earned;
    return {
      kind: entry!.kind,
      shape: {
        entry: {
          actor: role(entry!.actorId),
          usdRate: entry!.usdRate,
          memo: entry!.memo,
          reversedBy: entry!.reversedBy,
        },
        postings: lines
          .map((l) => ({ account: l.kind, currency: l.currency, owner: role(l.ownerId), amount: l.amount.toString() }))
          .sort((a, b) => `${a.account}:${a.currency}`.localeCompare(`${b.account}:${b.currency}`)),
        earning: {
          creator: role(earning!.creatorId),
          fan: role(earning!.fanId),
          grossCents: earning!.grossCents,
          netCents: earning!.netCents,
          heldMs: earning!.availableAt.getTime() - earning!.createdAt.getTime(),
          writtenWithEntry: earning!.createdAt.getTime() === entry!.createdAt.getTime(),
          releasedEntryId: earning!.releasedEntryId,
          reversedAt: earning!.reversedAt,
        },
      },
    };
  }

  for (const currency of ['USD', 'ETH'] as const satisfies readonly TSpendableCurrency[]) {
    it(`a $4.99 purchase, tip and subscription paid in ${currency} post the same lines and earnings`, async () => {
      const fan = await createSignedInUser(t);
      await fundWallet(t, fan.user.id, 10_000n);
      await fundWallet(t, fan.user.id, 10n ** 18n, 'ETH');
      const post = await insertPost(t, creator.user.id, { visibility: 'ppv', priceCents: PRICE });

      const bought = await t.post<TPurchaseResult>(PATHS.purchase, { postId: post.id, currency }, keyed(fan.auth));
      expect(bought.status, bought.body.msg).toBe(200);
      const tipped = await t.post<TTipResult>(
        PATHS.tip,
        { addressOrDomain: creator.domain, usdCents: PRICE.toString(), currency },
        keyed(fan.auth),
      );
      expect(tipped.status, tipped.body.msg).toBe(200);
      const subscribed = await t.post<TSubscription>(PATHS.subscribe, { tierId: tier.id, currency }, keyed(fan.auth));
      expect(subscribed.status, subscribed.body.msg).toBe(200);
      const [charge] = await t.deps.db
        .select({ entryId: subscriptionCharges.entryId })
        .from(subscriptionCharges)
        .where(eq(subscriptionCharges.subscriptionId, subscribed.body.data.id));

      const [purchase, tip, subscription] = await Promise.all([
        shapeOf(bought.body.data.transactionId, fan.user.id),
        shapeOf(tipped.body.data.transactionId, fan.user.id),
        shapeOf(charge!.entryId, fan.user.id),
      ]);
      expect([purchase.kind, tip.kind, subscription.kind]).toEqual(['purchase', 'tip', 'subscription']);
      expect(tip.shape).toEqual(purchase.shape);
      expect(subscription.shape).toEqual(purchase.shape);

      // And the shape is the documented one: 20 % of 499 is 99.8, the fee rounds down.
      const { shape } = purchase;
      expect(shape.earning).toMatchObject({ grossCents: PRICE, netCents: 400n, heldMs: t.config.earningsHoldMs });
      expect(shape.earning.writtenWithEntry).toBe(true);
      const usd = shape.postings.filter((p) => p.currency === 'USD');
      expect(usd).toEqual(
        expect.arrayContaining([
          { account: 'earnings_pending', currency: 'USD', owner: 'creator', amount: '400' },
          { account: 'platform_fees', currency: 'USD', owner: 'platform', amount: '99' },
        ]),
      );
      if (currency === 'ETH') {
        expect(shape.entry.usdRate).toBe('3000');
        expect(shape.postings.find((p) => p.account === 'fx_treasury' && p.currency === 'USD')?.amount).toBe('-499');
      } else {
        expect(shape.postings.find((p) => p.account === 'wallet')).toMatchObject({ owner: 'fan', amount: '-499' });
      }
    });
  }
});
