/**
 * Property test of money in and out: random sequences of crypto deposits (credited through the real
 * credit, sometimes twice), withdrawals asked through the API (some refused), a creator's bank
 * payouts (some refused, some marked paid), their codes, an admin's approvals and rejections,
 * cancels, and sweeps whose transactions succeed or revert, run against a model of every wallet and
 * of the creator's earnings. The hot wallet is an in-memory chain here (the ganache tests
 * cover the real one). After every sequence: the wallets equal the model, each withdrawal is where
 * the model says, every entry balances, no user account is negative, each currency's accounts sum
 * to zero, and what users and the holds keep plus the fees equals what came in minus what went out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { keccak256, toHex } from 'viem';
import { PATHS } from '@fanlane/contracts/api-paths';
import { WITHDRAWAL_CODE_MAX_ATTEMPTS, type TWithdrawal } from '@fanlane/contracts/withdrawal';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, freshEmail, type SignedInUser } from '../../../test/fixtures.ts';
import { balanceOf, keyed, moveBetween } from '../../../test/money-fixtures.ts';
import { cryptoDeposits } from '../../db/schema/index.ts';
import { earningsAvailable, platformFees, railClearing, wallet } from '../../ledger/accounts.ts';
import { createCreator } from '../../../test/content-fixtures.ts';
import { setKycStatus } from '../users/users-repo.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import type { EvmSender } from '../../integrations/chains/evm-sender.ts';
import { creditDeposit, depositRail } from '../deposits/credit-deposit.ts';
import { processWithdrawals } from './process-withdrawals.ts';

const FINNEY = 10n ** 15n;
const FEE = FINNEY / 2n;
const CHAIN = 'evm:1337';
const USERS = 2;
const DEPOSITS = [10n * FINNEY, 100n * FINNEY];
// Below the 0.005 ETH minimum, two under the $100 review threshold (at 3000 USD/ETH), one over it.
const AMOUNTS = [4n * FINNEY, 10n * FINNEY, 30n * FINNEY, 50n * FINNEY];
/** A creator's bank payouts, USD cents: below the $10 minimum, two under the $100 review threshold, one over. */
const PAYOUTS = [500n, 1500n, 5000n, 20_000n];
const EARNINGS_CENTS = 30_000n;

type Op =
  | { op: 'deposit'; user: number; amount: number; twice: boolean }
  | { op: 'withdraw'; user: number; amount: number }
  | { op: 'code'; pick: number; right: boolean }
  | { op: 'approve'; pick: number }
  | { op: 'reject'; pick: number }
  | { op: 'cancel'; pick: number }
  | { op: 'sweep'; reverts: boolean }
  | { op: 'payout'; cents: number }
  | { op: 'paid'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      user: fc.nat(USERS - 1),
      amount: fc.nat(DEPOSITS.length - 1),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      user: fc.nat(USERS - 1),
      amount: fc.nat(AMOUNTS.length - 1),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('code' as const), pick: fc.nat(20), right: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('approve' as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reject' as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('sweep' as const), reverts: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('payout' as const), cents: fc.nat(PAYOUTS.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('paid' as const), pick: fc.nat(20) }) },
);

/** A chain in memory: what is broadcast is mined at once, succeeding or reverting as the sweep says. */
function memoryChain() {
  const mined = new Map<string, 'success' | 'reverted'>();
  const state = { reverts: false, nonce: 0 };
  const sender: EvmSender = {
    chain: CHAIN,
    address: '0x00000000000000000000000000000000000000a1',
    pendingNonce: () => Promise.resolve(state.nonce),
    sign: ({ nonce, to, amount }) => {
      const rawTx = toHex(`${nonce}:${to}:${amount}`);
      return Promise.resolve({ rawTx, txHash: keccak256(rawTx) });
    },
    broadcast: (rawTx) => {
      const hash = keccak256(rawTx);
      if (!mined.has(hash)) {
        mined.set(hash, state.reverts ? 'reverted' : 'success');
        state.nonce++;
      }
      return Promise.resolve();
    },
    receipt: (hash) => {
      const status = mined.get(hash);
      return Promise.resolve(status ? { status, blockNumber: 10n } : null);
    },
    head: () => Promise.resolve(10n),
  };
  return { sender, state, mined };
}

let t: TestApp;
let admin: SignedInUser;
const log = { error: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp({
    // Never called: the sweep below uses the in-memory chain.
    EVM_RPC_URL: 'http://127.0.0.1:9',
    EVM_CONFIRMATIONS: '1',
    WITHDRAW_REVIEW_ABOVE_USD: '100',
    WITHDRAW_DAILY_LIMIT_USD: '100000',
  });
  admin = await createSignedInUser(t, { role: 'admin', email: freshEmail('admin') });
});
afterAll(() => t.close());

/** `user` −1 is the creator's payout (USD earnings to the bank); the others are wallet withdrawals in ETH. */
/** `wrong`: wrong codes given so far (at WITHDRAWAL_CODE_MAX_ATTEMPTS the withdrawal is cancelled, its money back). */
type Modelled = {
  id: string;
  user: number;
  amount: bigint;
  status: TWithdrawal['status'];
  code: string;
  wrong?: number;
};
const OPEN = ['awaiting_code', 'requested', 'approved', 'broadcast'];

describe('money in and out', () => {
  it('every sequence of deposits and withdrawals keeps the books exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 25 }), async (ops) => {
        const chain = memoryChain();
        t.deps.evmSender = chain.sender;
        const users = await Promise.all(
          Array.from({ length: USERS }, () => createSignedInUser(t, { email: freshEmail('mover') })),
        );
        const model = users.map(() => 0n);
        // A verified creator with available earnings and a bank account to be paid to.
        const creator = await createCreator(t, 'payee', { email: freshEmail('payee') });
        // Verified (modules/kyc's decision, written straight: this property is about the money).
        await setKycStatus(t.deps.db, creator.user.id, 'approved');
        await moveBetween(t, railClearing('test', 'USD'), earningsAvailable(creator.user.id), EARNINGS_CENTS);
        const bank = await t.post<{ id: string }>(
          PATHS.payoutMethodSave,
          { kind: 'bank', holderName: 'Payee', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Bank' },
          creator.seller,
        );
        let earnings = EARNINGS_CENTS;
        let paidOut = 0n;
        const bankBefore = await balanceOf(t, railClearing('bank', 'USD'));
        const payoutHoldBefore = await balanceOf(t, railClearing('payouts', 'USD'));
        const authOf = (w: Modelled) => (w.user < 0 ? creator.auth : users[w.user]!.auth);
        const returned = (w: Modelled) => {
          if (w.user < 0) earnings += w.amount;
          else model[w.user]! += w.amount;
        };
        const asked: Modelled[] = [];
        let cameIn = 0n;
        let wentOut = 0n;
        let fees = 0n;
        const feesBefore = await balanceOf(t, platformFees('ETH'));
        const railBefore = await balanceOf(t, railClearing(depositRail(CHAIN), 'ETH'));
        const holdBefore = await balanceOf(t, railClearing('withdrawals', 'ETH'));
        const pick = (n: number, statuses: string[]) => {
          const open = asked.filter((w) => statuses.includes(w.status));
          return open.length === 0 ? null : open[n % open.length]!;
        };

        for (const op of ops) {
          if (op.op === 'deposit') {
            const user = users[op.user]!;
            const [row] = await t.deps.db
              .insert(cryptoDeposits)
              .values({
                chain: CHAIN,
                txHash: `0x${randomUUID().replace(/-/g, '')}`,
                logIndex: -1,
                blockNumber: 1n,
                blockHash: '0xblock',
                userId: user.user.id,
                currency: 'ETH',
                amount: DEPOSITS[op.amount]!,
                fromAddress: '0xfrom',
                toAddress: user.user.address.toLowerCase(),
                confirmationsNeeded: 1,
              })
              .returning();
            expect(await creditDeposit(t.deps, row!.id, CHAIN)).toBe(true);
            if (op.twice) expect(await creditDeposit(t.deps, row!.id, CHAIN)).toBe(false);
            model[op.user]! += DEPOSITS[op.amount]!;
            cameIn += DEPOSITS[op.amount]!;
          } else if (op.op === 'withdraw') {
            const user = users[op.user]!;
            const amount = AMOUNTS[op.amount]!;
            const res = await t.post<TWithdrawal>(
              PATHS.walletWithdraw,
              { currency: 'ETH', address: '0x000000000000000000000000000000000000dEaD', amount: amount.toString() },
              keyed(user.auth),
            );
            const allowed = amount >= 5n * FINNEY && amount <= model[op.user]!;
            expect(res.status === 200, `${res.body.msg} for ${amount} of ${model[op.user]}`).toBe(allowed);
            if (allowed) {
              model[op.user]! -= amount;
              const mail = t.smtp.lastTo(user.user.email!) ?? '';
              const code = /confirmation code is (\d{6})/.exec(mail)?.[1] ?? '';
              asked.push({ id: res.body.data.id, user: op.user, amount, status: 'awaiting_code', code });
            }
          } else if (op.op === 'code') {
            const w = pick(op.pick, ['awaiting_code']);
            if (!w) continue;
            const code = op.right ? w.code : w.code === '000000' ? '111111' : '000000';
            const res = await t.post<TWithdrawal>(PATHS.withdrawConfirm, { id: w.id, code }, authOf(w));
            if (op.right) {
              expect(res.status, res.body.msg).toBe(200);
              // Over the $100 threshold an admin decides: 0.05 ETH is $150; a $200 payout too.
              const usd = w.user < 0 ? w.amount : (w.amount * 3000n * 100n) / 10n ** 18n;
              w.status = usd > 10_000n ? 'requested' : 'approved';
              expect(res.body.data.status).toBe(w.status);
            } else {
              expect(res.status).not.toBe(200);
              w.wrong = (w.wrong ?? 0) + 1;
              if (w.wrong >= WITHDRAWAL_CODE_MAX_ATTEMPTS) {
                w.status = 'cancelled';
                returned(w);
              }
            }
          } else if (op.op === 'approve') {
            const w = pick(op.pick, ['requested']);
            if (!w) continue;
            await t.post(PATHS.adminWithdrawalApprove, { id: w.id }, admin.auth);
            w.status = 'approved';
          } else if (op.op === 'reject' || op.op === 'cancel') {
            const w = pick(
              op.pick,
              op.op === 'reject' ? ['awaiting_code', 'requested', 'approved'] : ['awaiting_code', 'requested'],
            );
            if (!w) continue;
            const res =
              op.op === 'reject'
                ? await t.post(PATHS.adminWithdrawalReject, { id: w.id, reason: 'property' }, admin.auth)
                : await t.post(PATHS.withdrawCancel, { id: w.id }, authOf(w));
            expect(res.status).toBe(200);
            w.status = op.op === 'reject' ? 'rejected' : 'cancelled';
            returned(w);
          } else if (op.op === 'payout') {
            const cents = PAYOUTS[op.cents]!;
            const res = await t.post<TWithdrawal>(
              PATHS.creatorWithdraw,
              { payoutMethodId: bank.body.data.id, amountCents: cents.toString() },
              keyed(creator.seller),
            );
            const allowed = cents >= 1000n && cents <= earnings;
            expect(res.status === 200, `${res.body.msg} for ${cents} of ${earnings}`).toBe(allowed);
            if (allowed) {
              earnings -= cents;
              const code = /confirmation code is (\d{6})/.exec(t.smtp.lastTo(creator.user.email!) ?? '')?.[1] ?? '';
              asked.push({ id: res.body.data.id, user: -1, amount: cents, status: 'awaiting_code', code });
            }
          } else if (op.op === 'paid') {
            const w = pick(op.pick, ['approved']);
            if (!w || w.user >= 0) continue;
            const res = await t.post(PATHS.adminWithdrawalMarkPaid, { id: w.id }, admin.auth);
            expect(res.status).toBe(200);
            w.status = 'confirmed';
            paidOut += w.amount;
          } else {
            chain.state.reverts = op.reverts;
            await processWithdrawals(t.deps, log);
            // The sweep sends wallet withdrawals; bank payouts wait for an admin to mark them paid.
            for (const w of asked.filter((x) => x.status === 'approved' && x.user >= 0)) {
              if (op.reverts) {
                w.status = 'failed';
                model[w.user]! += w.amount;
              } else {
                w.status = 'confirmed';
                wentOut += w.amount - FEE;
                fees += FEE;
              }
            }
          }
        }

        for (const [i, user] of users.entries()) expect(await balanceOf(t, wallet(user.user.id, 'ETH'))).toBe(model[i]);
        for (const w of asked) {
          const res = await t.post<TWithdrawal>(PATHS.withdrawDetail, { ref: w.id }, authOf(w));
          expect(res.body.data.status).toBe(w.status);
        }
        expect(await balanceOf(t, earningsAvailable(creator.user.id))).toBe(earnings);
        const payoutsHeld = asked
          .filter((w) => w.user < 0 && OPEN.includes(w.status))
          .reduce((sum, w) => sum + w.amount, 0n);
        expect((await balanceOf(t, railClearing('payouts', 'USD'))) - payoutHoldBefore).toBe(payoutsHeld);
        expect((await balanceOf(t, railClearing('bank', 'USD'))) - bankBefore).toBe(paidOut);
        expect(earnings + payoutsHeld + paidOut).toBe(EARNINGS_CENTS);
        const held = asked.filter((w) => w.user >= 0 && OPEN.includes(w.status)).reduce((sum, w) => sum + w.amount, 0n);
        expect((await balanceOf(t, railClearing('withdrawals', 'ETH'))) - holdBefore).toBe(held);
        expect((await balanceOf(t, platformFees('ETH'))) - feesBefore).toBe(fees);
        // The chain's clearing account: what came in through it, less what went out through it.
        expect((await balanceOf(t, railClearing(depositRail(CHAIN), 'ETH'))) - railBefore).toBe(wentOut - cameIn);
        // Money is only moved: users, holds and fees keep exactly what came in minus what went out.
        expect(model.reduce((a, b) => a + b, 0n) + held + fees).toBe(cameIn - wentOut);
        // Sent once each: one mined transaction per confirmed or failed withdrawal.
        expect(chain.mined.size).toBe(
          asked.filter((w) => w.user >= 0 && (w.status === 'confirmed' || w.status === 'failed')).length,
        );
        const report = await checkLedger(t.deps.db);
        expect(ledgerHolds(report)).toBe(true);
        // What this sequence left open must not be swept by the next one.
        for (const w of asked.filter((x) => ['awaiting_code', 'requested', 'approved'].includes(x.status)))
          await t.post(PATHS.adminWithdrawalReject, { id: w.id, reason: 'end of sequence' }, admin.auth);
      }),
      { numRuns: 20 },
    );
  });
});
