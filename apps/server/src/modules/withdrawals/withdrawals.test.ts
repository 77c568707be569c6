import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TAdminWithdrawal, TWithdrawal, TWithdrawalOptions } from '@fanlane/contracts/withdrawal';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  expectError,
  expectInvalidFields,
  freshEmail,
  type SignedInUser,
} from '../../../test/fixtures.ts';
import { balanceOf, fundWallet, keyed, moveBetween } from '../../../test/money-fixtures.ts';
import { createCreator } from '../../../test/content-fixtures.ts';
import { verifyIdentity } from '../../../test/kyc-fixtures.ts';
import { startLocalChain, LOCAL_CHAIN_ID, type LocalChain } from '../../../test/evm/local-chain.ts';
import { adminActions, journalEntries, withdrawals } from '../../db/schema/index.ts';
import { earningsAvailable, railClearing, wallet } from '../../ledger/accounts.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { HOT_WALLET_ACCOUNT_INDEX } from '../../integrations/chains/evm-sender.ts';
import { processWithdrawals } from './process-withdrawals.ts';
import type { WatchLogger } from '../deposits/watch-chain.ts';

const ETH = 10n ** 18n;
const FINNEY = ETH / 1000n; // 0.001 ETH = $3 at the default 3000 USD/ETH
const FEE = (5n * ETH) / 10_000n; // WITHDRAW_FEE_ETH 0.0005
const CONFIRMATIONS = 2;
const errors: string[] = [];
const log: WatchLogger = { error: (_o, msg) => void errors.push(msg), warn: () => undefined };

describe(`withdrawals and payouts through the hot wallet on a local EVM node (${TEST_DRIVER})`, () => {
  let chain: LocalChain;
  let t: TestApp;
  let admin: SignedInUser;

  const fresh = () => createSignedInUser(t, { email: freshEmail('payer') });
  const codeFor = (email: string) => {
    const mail = t.smtp.lastTo(email);
    const code = mail && /confirmation code is (\d{6})/.exec(mail)?.[1];
    if (!code) throw new Error(`no withdrawal code mailed to ${email}`);
    return code;
  };
  const withdraw = (user: SignedInUser, body: Record<string, unknown>, key?: string) =>
    t.post<TWithdrawal>(PATHS.walletWithdraw, body, keyed(user.auth, key));
  const confirm = (user: SignedInUser, id: string, code: string) =>
    t.post<TWithdrawal>(PATHS.withdrawConfirm, { id, code }, user.auth);
  const detail = async (user: SignedInUser, ref: string) =>
    (await t.post<TWithdrawal>(PATHS.withdrawDetail, { ref }, user.auth)).body.data;
  const ethOf = (user: SignedInUser) => balanceOf(t, wallet(user.user.id, 'ETH'));
  const to = () =>
    mnemonicToAccount('test test test test test test test test test test test junk', {
      addressIndex: Math.floor(Math.random() * 1000),
    }).address;

  /** A user with `wei` in their ETH wallet and a withdrawal confirmed by its code. */
  async function confirmedWithdrawal(wei: bigint, amount: bigint, recipient: Address = to()) {
    const user = await fresh();
    await fundWallet(t, user.user.id, wei, 'ETH');
    const asked = await withdraw(user, { currency: 'ETH', address: recipient, amount: amount.toString() });
    expect(asked.status, asked.body.msg).toBe(200);
    const confirmed = await confirm(user, asked.body.data.id, codeFor(user.user.email!));
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    return { user, withdrawal: confirmed.body.data, recipient };
  }

  beforeAll(async () => {
    chain = await startLocalChain();
    t = await createTestApp({
      EVM_RPC_URL: chain.rpcUrl,
      EVM_CHAIN_ID: String(LOCAL_CHAIN_ID),
      EVM_CONFIRMATIONS: String(CONFIRMATIONS),
      EVM_USDT_CONTRACT: chain.usdt,
      EVM_EXPLORER_URL: 'https://explorer.example',
      WITHDRAW_REVIEW_ABOVE_USD: '50',
      WITHDRAW_DAILY_LIMIT_USD: '1000',
    });
    admin = await createSignedInUser(t, { email: freshEmail('admin'), role: 'admin' });
    // The hot wallet: account 1 of the app's seed, funded on the node.
    const hot = mnemonicToAccount(t.mnemonic, { accountIndex: HOT_WALLET_ACCOUNT_INDEX }).address;
    expect(t.deps.evmSender!.address).toBe(hot);
    await chain.sendEth(hot, 50n * ETH);
    await chain.sendUsdt(hot, 100_000_000_000n);
  });
  afterAll(async () => {
    await t.close();
    await chain.close();
  });

  it('tells the form what may be withdrawn, the fees, bounds and what is left of the day', async () => {
    const user = await fresh();
    const options = (await t.post<TWithdrawalOptions>(PATHS.withdrawOptions, {}, user.auth)).body.data;
    expect(options.channels.map((c) => [c.currency, c.fee, c.minAmount])).toEqual([
      ['ETH', FEE.toString(), (5n * FINNEY).toString()],
      ['USDT', '1000000', '10000000'],
    ]);
    expect(options).toMatchObject({
      dailyLimitCents: '100000',
      dailyLeftCents: '100000',
      reviewAboveCents: '5000',
      kycStatus: 'none',
    });
  });

  it('refuses every bad request with its catalogue error and moves nothing', async () => {
    const user = await fresh();
    await fundWallet(t, user.user.id, 20n * FINNEY, 'ETH');
    const good = to();
    const flipped = good.replace(/[a-f]/, (c) => c.toUpperCase());
    const cases: [Record<string, unknown>, (res: Awaited<ReturnType<typeof withdraw>>) => void][] = [
      [{ currency: 'ETH', address: '0x1234', amount: '6000000000000000' }, (r) => expectInvalidFields(r, ['address'])],
      [{ currency: 'ETH', address: flipped, amount: '6000000000000000' }, (r) => expectInvalidFields(r, ['address'])],
      [
        { currency: 'ETH', address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk', amount: '6000000000000000' },
        (r) => expectInvalidFields(r, ['address']),
      ],
      [{ currency: 'ETH', address: good, amount: '1000' }, (r) => expectError(r, 'WITHDRAW_BELOW_MINIMUM')],
      [
        { currency: 'ETH', address: good, amount: (11n * ETH).toString() },
        (r) => expectError(r, 'WITHDRAW_ABOVE_MAXIMUM'),
      ],
      // 0.34 ETH is $1,020: over the $1,000 a day.
      [
        { currency: 'ETH', address: good, amount: (340n * FINNEY).toString() },
        (r) => expectError(r, 'WITHDRAW_DAILY_LIMIT'),
      ],
      [
        { currency: 'ETH', address: good, amount: (30n * FINNEY).toString() },
        (r) => expectError(r, 'INSUFFICIENT_BALANCE'),
      ],
      [
        { currency: 'SOL', address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk', amount: '100000000' },
        (r) => expectError(r, 'WITHDRAW_UNAVAILABLE'),
      ],
      [{ currency: 'ETH', address: good, amount: '-5' }, (r) => expectInvalidFields(r, ['amount'])],
    ];
    for (const [body, check] of cases) check(await withdraw(user, body));
    expectError(
      await t.post(PATHS.walletWithdraw, { currency: 'ETH', address: good, amount: '6000000000000000' }, user.auth),
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect(await ethOf(user)).toBe(20n * FINNEY);
    expect(await t.deps.db.select().from(withdrawals).where(eq(withdrawals.userId, user.user.id))).toEqual([]);
  });

  it('reserves the money at once, takes the mailed code once, refuses a wrong one and a reused one', async () => {
    const user = await fresh();
    await fundWallet(t, user.user.id, 20n * FINNEY, 'ETH');
    const asked = await withdraw(user, { currency: 'ETH', address: to(), amount: (10n * FINNEY).toString() });
    expect(asked.body.data).toMatchObject({
      status: 'awaiting_code',
      fee: FEE.toString(),
      sendAmount: (10n * FINNEY - FEE).toString(),
    });
    expect(await ethOf(user)).toBe(10n * FINNEY);
    const code = codeFor(user.user.email!);
    expect(t.smtp.lastTo(user.user.email!)).toContain('0.0095 ETH');

    expectError(await confirm(user, asked.body.data.id, code === '000000' ? '111111' : '000000'), 'CODE_INVALID');
    const stranger = await fresh();
    expectError(await confirm(stranger, asked.body.data.id, code), 'NOT_FOUND');
    const ok = await confirm(user, asked.body.data.id, code);
    // $30 is under the $50 review threshold: approved straight away.
    expect(ok.body.data.status).toBe('approved');
    expectError(await confirm(user, asked.body.data.id, code), 'CODE_INVALID');
  });

  it('keeps a withdrawal whose code mail could not go out, and mails a new code on request', async () => {
    const user = await fresh();
    await fundWallet(t, user.user.id, 10n * FINNEY, 'ETH');
    const mailer = t.deps.mailer;
    t.deps.mailer = { ...mailer, send: () => Promise.reject(new Error('SMTP down')) };
    let asked;
    try {
      asked = await withdraw(user, { currency: 'ETH', address: to(), amount: (10n * FINNEY).toString() });
    } finally {
      t.deps.mailer = mailer;
    }
    expect(asked.status).toBe(200);
    expect(asked.body.data.status).toBe('awaiting_code');
    expect(t.smtp.lastTo(user.user.email!)).toBeUndefined();
    await t.post(PATHS.withdrawResendCode, { id: asked.body.data.id }, user.auth);
    const ok = await confirm(user, asked.body.data.id, codeFor(user.user.email!));
    expect(ok.body.data.status).toBe('approved');
  });

  it('closes a withdrawal after five wrong codes, and one whose code expired, with the money back', async () => {
    const user = await fresh();
    await fundWallet(t, user.user.id, 20n * FINNEY, 'ETH');
    const first = await withdraw(user, { currency: 'ETH', address: to(), amount: (6n * FINNEY).toString() });
    for (let i = 0; i < 4; i++) expectError(await confirm(user, first.body.data.id, '999999'), 'CODE_INVALID');
    expectError(await confirm(user, first.body.data.id, '999999'), 'CODE_ATTEMPTS_EXCEEDED');
    expect((await detail(user, first.body.data.id)).status).toBe('cancelled');

    const second = await withdraw(user, { currency: 'ETH', address: to(), amount: (6n * FINNEY).toString() });
    await t.deps.db
      .update(withdrawals)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(withdrawals.id, second.body.data.id));
    expect((await processWithdrawals(t.deps, log)).expired).toBe(1);
    expect((await detail(user, second.body.data.id)).status).toBe('expired');
    expect(await ethOf(user)).toBe(20n * FINNEY);
  });

  it('signs, sends and confirms an approved ETH withdrawal: the address receives it once, the books settle', async () => {
    const { user, withdrawal, recipient } = await confirmedWithdrawal(20n * FINNEY, 10n * FINNEY);
    const before = await chain.balance(recipient);
    expect((await processWithdrawals(t.deps, log)).sent).toBe(1);
    const sent = await detail(user, withdrawal.id);
    expect(sent.status).toBe('broadcast');
    expect(sent.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(sent.explorerUrl).toBe(`https://explorer.example/tx/${sent.txHash}`);
    expect(await chain.balance(recipient)).toBe(before + 10n * FINNEY - FEE);

    await chain.mine(CONFIRMATIONS);
    expect((await processWithdrawals(t.deps, log)).settled).toBe(1);
    const done = await detail(user, sent.txHash!);
    expect(done).toMatchObject({ id: withdrawal.id, status: 'confirmed', confirmations: CONFIRMATIONS });
    expect(await processWithdrawals(t.deps, log)).toMatchObject({ sent: 0, settled: 0 });
    expect(await chain.balance(recipient)).toBe(before + 10n * FINNEY - FEE);
    // Reserved once, settled once: the hold account got the amount and paid it on.
    const entries = await t.deps.db
      .select({ refType: journalEntries.refType })
      .from(journalEntries)
      .where(eq(journalEntries.refId, withdrawal.id));
    expect(entries.map((e) => e.refType).sort()).toEqual(['withdrawal', 'withdrawal_settle']);
    expectError(await t.post(PATHS.withdrawDetail, { ref: sent.txHash }, (await fresh()).auth), 'NOT_FOUND');
  });

  it('sends USDT through the token contract', async () => {
    const user = await fresh();
    await fundWallet(t, user.user.id, 40_000_000n, 'USDT');
    const recipient = to();
    const asked = await withdraw(user, { currency: 'USDT', address: recipient, amount: '40000000' });
    await confirm(user, asked.body.data.id, codeFor(user.user.email!));
    await processWithdrawals(t.deps, log);
    await chain.mine(CONFIRMATIONS);
    await processWithdrawals(t.deps, log);
    expect((await detail(user, asked.body.data.id)).status).toBe('confirmed');
    const received = await chain.publicClient.readContract({
      address: chain.usdt,
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          stateMutability: 'view',
          inputs: [{ type: 'address' }],
          outputs: [{ type: 'uint256' }],
        },
      ],
      functionName: 'balanceOf',
      args: [recipient],
    });
    expect(received).toBe(39_000_000n);
  });

  it('after a crash between signing and sending, sends the same signed transaction, never a second one', async () => {
    const { user, withdrawal, recipient } = await confirmedWithdrawal(20n * FINNEY, 8n * FINNEY);
    const real = t.deps.evmSender!;
    const sender = { ...real, broadcast: () => Promise.reject(new Error('killed before the send')) };
    t.deps.evmSender = sender;
    try {
      await processWithdrawals(t.deps, log);
    } finally {
      t.deps.evmSender = real;
    }
    expect(errors).toContain('withdrawal not sent yet');
    const kept = await detail(user, withdrawal.id);
    expect(kept.status).toBe('broadcast');
    const nonceBefore = await chain.publicClient.getTransactionCount({ address: real.address });

    await processWithdrawals(t.deps, log); // sends the kept bytes
    await processWithdrawals(t.deps, log); // the node has them: the same bytes again change nothing
    await chain.mine(CONFIRMATIONS);
    await processWithdrawals(t.deps, log);
    expect(await detail(user, withdrawal.id)).toMatchObject({ status: 'confirmed', txHash: kept.txHash });
    expect(await chain.publicClient.getTransactionCount({ address: real.address })).toBe(nonceBefore + 1);
    expect(await chain.balance(recipient)).toBe(8n * FINNEY - FEE);
  });

  it('sends a withdrawal above the threshold to review: the admin approves one and rejects another, whose money returns', async () => {
    const user = await fresh();
    await fundWallet(t, user.user.id, 100n * FINNEY, 'ETH');
    const big = await withdraw(user, { currency: 'ETH', address: to(), amount: (20n * FINNEY).toString() });
    expect((await confirm(user, big.body.data.id, codeFor(user.user.email!))).body.data.status).toBe('requested');
    const other = await withdraw(user, { currency: 'ETH', address: to(), amount: (30n * FINNEY).toString() });
    await confirm(user, other.body.data.id, codeFor(user.user.email!));

    expectError(await t.post(PATHS.adminWithdrawalApprove, { id: big.body.data.id }, user.auth), 'FORBIDDEN');
    const queue = await t.post<TPage<TAdminWithdrawal>>(PATHS.adminWithdrawalList, { status: 'requested' }, admin.auth);
    expect(queue.body.data.items.map((w) => w.id)).toEqual(
      expect.arrayContaining([big.body.data.id, other.body.data.id]),
    );
    expect(queue.body.data.items.find((w) => w.id === big.body.data.id)?.user.email).toBe(user.user.email);

    const approved = await t.post<TAdminWithdrawal>(PATHS.adminWithdrawalApprove, { id: big.body.data.id }, admin.auth);
    expect(approved.body.data.status).toBe('approved');
    expectError(await t.post(PATHS.adminWithdrawalApprove, { id: big.body.data.id }, admin.auth), 'WITHDRAW_NOT_OPEN');
    const rejected = await t.post<TAdminWithdrawal>(
      PATHS.adminWithdrawalReject,
      { id: other.body.data.id, reason: 'Address on a sanctions list' },
      admin.auth,
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'Address on a sanctions list' });
    // 100 − 20 on its way out; the rejected 30 came back.
    expect(await ethOf(user)).toBe(80n * FINNEY);
    const recorded = await t.deps.db.select().from(adminActions).where(eq(adminActions.targetId, other.body.data.id));
    expect(recorded.map((a) => [a.action, a.adminId, a.detail])).toEqual([
      ['withdrawal.reject', admin.user.id, 'Address on a sanctions list'],
    ]);
    await expect(t.deps.db.execute(sql`update admin_actions set detail = 'edited'`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`delete from admin_actions`)).rejects.toThrow();
  });

  it('lets the user cancel while it waits for the code', async () => {
    const user = await fresh();
    await fundWallet(t, user.user.id, 10n * FINNEY, 'ETH');
    const asked = await withdraw(user, { currency: 'ETH', address: to(), amount: (10n * FINNEY).toString() });
    expect(await ethOf(user)).toBe(0n);
    const cancelled = await t.post<TWithdrawal>(PATHS.withdrawCancel, { id: asked.body.data.id }, user.auth);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await ethOf(user)).toBe(10n * FINNEY);
    expectError(await t.post(PATHS.withdrawCancel, { id: asked.body.data.id }, user.auth), 'WITHDRAW_NOT_OPEN');
  });

  it('reserves only what the balance covers when 50 withdrawals arrive at once, and one per Idempotency-Key', async () => {
    const user = await fresh();
    await fundWallet(t, user.user.id, 100n * FINNEY, 'ETH');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        withdraw(user, { currency: 'ETH', address: to(), amount: (5n * FINNEY).toString() }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    for (const refused of answers.filter((a) => a.status !== 200)) expectError(refused, 'INSUFFICIENT_BALANCE');
    expect(await ethOf(user)).toBe(0n);

    const again = await fresh();
    await fundWallet(t, again.user.id, 100n * FINNEY, 'ETH');
    const key = randomUUID();
    const body = { currency: 'ETH', address: to(), amount: (5n * FINNEY).toString() };
    const same = await Promise.all(Array.from({ length: 20 }, () => withdraw(again, body, key)));
    expect(new Set(same.map((a) => a.body.data.id)).size).toBe(1);
    expect(await ethOf(again)).toBe(95n * FINNEY);
  });

  it("pays a verified creator's available earnings to their bank (marked paid by an admin) and as USDT to their address", async () => {
    const creator = await createCreator(t, 'maker', { email: freshEmail('maker') });
    await moveBetween(t, railClearing('test', 'USD'), earningsAvailable(creator.user.id), 12_000n);
    const bank = await t.post<{ id: string }>(
      PATHS.payoutMethodSave,
      {
        kind: 'bank',
        holderName: 'Mia Maker',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
      },
      creator.seller,
    );
    const address = await t.post<{ id: string }>(
      PATHS.payoutMethodSave,
      { kind: 'crypto', network: 'ethereum', address: to() },
      creator.seller,
    );
    expect(bank.status, bank.body.msg).toBe(200);
    const payout = (body: Record<string, unknown>) =>
      t.post<TWithdrawal>(PATHS.creatorWithdraw, body, keyed(creator.seller));

    expectError(await payout({ payoutMethodId: bank.body.data.id, amountCents: '4000' }), 'KYC_REQUIRED');
    expectError(
      await t.post(
        PATHS.creatorWithdraw,
        { payoutMethodId: bank.body.data.id, amountCents: '4000' },
        keyed((await fresh()).auth),
      ),
      'NOT_A_CREATOR',
    );
    await verifyIdentity(t, creator, admin);
    creator.user.kycStatus = 'approved';
    expectError(await payout({ payoutMethodId: bank.body.data.id, amountCents: '20000' }), 'INSUFFICIENT_BALANCE');
    expectError(await payout({ payoutMethodId: bank.body.data.id, amountCents: '500' }), 'WITHDRAW_BELOW_MINIMUM');
    expectError(await payout({ payoutMethodId: randomUUID(), amountCents: '4000' }), 'NOT_FOUND');

    const toBank = await payout({ payoutMethodId: bank.body.data.id, amountCents: '4000' });
    expect(toBank.body.data).toMatchObject({ network: 'bank', currency: 'USD', destination: 'Mia Maker ••3000' });
    await confirm(creator, toBank.body.data.id, codeFor(creator.user.email!));
    const paid = await t.post<TAdminWithdrawal>(PATHS.adminWithdrawalMarkPaid, { id: toBank.body.data.id }, admin.auth);
    expect(paid.body.data.status).toBe('confirmed');

    const toChain = await payout({ payoutMethodId: address.body.data.id, amountCents: '3000', currency: 'USDT' });
    // $30.00 at 1 USD/USDT is 30 USDT; the 1 USDT fee stays with the platform.
    expect(toChain.body.data).toMatchObject({
      currency: 'USDT',
      sendAmount: '29000000',
      fee: '1000000',
      amount: '3000',
    });
    await confirm(creator, toChain.body.data.id, codeFor(creator.user.email!));
    await processWithdrawals(t.deps, log);
    await chain.mine(CONFIRMATIONS);
    await processWithdrawals(t.deps, log);
    expect((await detail(creator, toChain.body.data.id)).status).toBe('confirmed');
    expect(await balanceOf(t, earningsAvailable(creator.user.id))).toBe(5_000n);
  });

  it('keeps the books balanced through every withdrawal above', async () => {
    const report = await checkLedger(t.deps.db);
    expect(report.unbalancedEntries).toEqual([]);
    expect(report.driftedAccounts).toEqual([]);
    expect(report.negativeUserAccounts).toEqual([]);
    for (const total of Object.values(report.totals)) expect(total).toBe('0');
  });
});
