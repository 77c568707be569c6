/**
 * Property test of the paid first message: for random prices, balances and sequences of sends
 * (three Idempotency-Keys reused at random, the right price or a stale one, some without paying),
 * run through the real calls: the fan is charged the price exactly once if and only if a paid
 * message was stored, that message is the conversation's first, the creator earns the price less
 * the fee, and every entry of the books balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatMessage, TChatMessagePage, TChatPair } from '@fanlane/contracts/chat';
import { splitFee } from '@fanlane/contracts/money-math';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser } from '../../../test/fixtures.ts';
import { createCreator } from '../../../test/content-fixtures.ts';
import { balanceOf, fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import { earningsPending, wallet } from '../../ledger/accounts.ts';

type Send = { key: number; pay: 'price' | 'stale' | 'none' };

const sendArb: fc.Arbitrary<Send> = fc.record({
  key: fc.nat(2),
  pay: fc.constantFrom('price' as const, 'stale' as const, 'none' as const),
});

describe(`the paid first message, property (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let world = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('charges the price once exactly when a paid first message is stored, whatever the sends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 5_000 }),
        fc.integer({ min: 0, max: 6_000 }),
        fc.array(sendArb, { minLength: 1, maxLength: 6 }),
        async (price, funds, sends) => {
          world += 1;
          const creator = await createCreator(t, `prop${world}`);
          const set = await t.post(PATHS.chatSettingsUpdate, { firstMessagePriceCents: String(price) }, creator.auth);
          expect(set.status, set.body.msg).toBe(200);
          const fan = await createSignedInUser(t);
          if (funds > 0) await fundWallet(t, fan.user.id, BigInt(funds));
          const opened = await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: creator.domain }, fan.auth);
          const id = opened.body.data.privateChatId;
          const keys = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];

          for (const [i, s] of sends.entries()) {
            const body = {
              privateChatId: id,
              text: `try ${i}`,
              ...(s.pay !== 'none' && { firstMessagePriceCents: String(s.pay === 'price' ? price : price + 1) }),
            };
            const res = await t.post<TChatMessage>(
              PATHS.chatSend,
              body,
              s.pay === 'none' ? fan.auth : keyed(fan.auth, keys[s.key]),
            );
            // Every answer is an answer: a message or a catalogue refusal, never a server error.
            expect(res.status, res.body.msg).toBeLessThan(500);
          }

          const stored = (await t.post<TChatMessagePage>(PATHS.chatMessageList, { privateChatId: id }, fan.auth)).body
            .data.items;
          const paid = stored.filter((m) => m.paidCents !== null);
          expect(paid.length).toBeLessThanOrEqual(1);
          const charged = paid.length === 1;
          if (charged) {
            expect(paid[0]!.paidCents).toBe(String(price));
            // The paid one is the conversation's first message; whatever came after went free.
            expect(Math.min(...stored.map((m) => m.seq))).toBe(paid[0]!.seq);
          } else {
            // Nobody paid: nothing was stored at all (every send needed the price).
            expect(stored).toEqual([]);
          }
          const cost = charged ? BigInt(price) : 0n;
          expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(BigInt(funds) - cost);
          const net = charged ? splitFee(cost, t.deps.config.platformFeePercent).netCents : 0n;
          expect(await balanceOf(t, earningsPending(creator.user.id))).toBe(net);
        },
      ),
      { numRuns: 12 },
    );
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });
});
