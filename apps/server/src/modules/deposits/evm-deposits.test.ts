import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCryptoDeposit, TDepositAddress } from '@fanlane/contracts/deposit';
import type { TPage } from '@fanlane/contracts/page';
import type { TTopUpOptions } from '@fanlane/contracts/top-up';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { balanceOf } from '../../../test/money-fixtures.ts';
import { startLocalChain, LOCAL_CHAIN_ID, type LocalChain } from '../../../test/evm/local-chain.ts';
import { cryptoDeposits, journalEntries } from '../../db/schema/index.ts';
import { wallet } from '../../ledger/accounts.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { createEvmSource } from '../../integrations/chains/evm-source.ts';
import type { ChainSource } from '../../integrations/chains/chain-source.ts';
import { watchChain, type WatchLogger } from './watch-chain.ts';
import { catchUp } from './catch-up.ts';

const ETH = 10n ** 18n;
const CONFIRMATIONS = 3;

describe(`crypto deposits on a local EVM node (${TEST_DRIVER})`, () => {
  let chain: LocalChain;
  let t: TestApp;
  let fan: SignedInUser;
  let source: ChainSource;
  const logged: { level: 'error' | 'warn'; msg: string }[] = [];
  const log: WatchLogger = {
    error: (_obj, msg) => void logged.push({ level: 'error', msg }),
    warn: (_obj, msg) => void logged.push({ level: 'warn', msg }),
  };

  const watch = () => watchChain(t.deps, source, { log });
  const depositsOf = async (auth: Record<string, string>) =>
    (await t.post<TPage<TCryptoDeposit>>(PATHS.depositList, {}, auth)).body.data.items;
  const ledgerEntriesFor = async (depositId: string) =>
    t.deps.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.refType, 'crypto_deposit'), eq(journalEntries.refId, depositId)));

  beforeAll(async () => {
    chain = await startLocalChain();
    t = await createTestApp({
      EVM_RPC_URL: chain.rpcUrl,
      EVM_CHAIN_ID: String(LOCAL_CHAIN_ID),
      EVM_CONFIRMATIONS: String(CONFIRMATIONS),
      EVM_USDT_CONTRACT: chain.usdt,
      EVM_EXPLORER_URL: 'https://explorer.example/',
    });
    source = t.deps.chains.find((c) => c.chain === `evm:${LOCAL_CHAIN_ID}`)!;
    fan = await createSignedInUser(t);
    // The first pass starts at the chain's head: the token's deployment before it is not read.
    await watch();
  });
  afterAll(async () => {
    await t.close();
    await chain.close();
  });

  it('offers ETH and USDT on the configured chain, and gives each user their own address and a QR URI', async () => {
    const options = await t.post<TTopUpOptions>(PATHS.topUpOptions, {}, fan.auth);
    expect(options.body.data.crypto.map((c) => [c.currency, c.chainId, c.confirmations])).toEqual([
      ['ETH', LOCAL_CHAIN_ID, CONFIRMATIONS],
      ['USDT', LOCAL_CHAIN_ID, CONFIRMATIONS],
    ]);
    const eth = await t.post<TDepositAddress>(PATHS.depositAddress, { currency: 'ETH' }, fan.auth);
    expect(eth.body.data).toMatchObject({
      address: fan.user.address,
      network: 'ethereum',
      minAmount: String(ETH / 1000n),
      paymentUri: `ethereum:${fan.user.address}@${LOCAL_CHAIN_ID}`,
    });
    const usdt = await t.post<TDepositAddress>(PATHS.depositAddress, { currency: 'USDT' }, fan.auth);
    expect(usdt.body.data.paymentUri).toBe(
      `ethereum:${chain.usdt}@${LOCAL_CHAIN_ID}/transfer?address=${fan.user.address}`,
    );

    const other = await createSignedInUser(t);
    const theirs = await t.post<TDepositAddress>(PATHS.depositAddress, { currency: 'ETH' }, other.auth);
    expect(theirs.body.data.address).not.toBe(fan.user.address);
  });

  it('refuses a currency that is not configured or not a crypto deposit, and a caller who is not signed in', async () => {
    expectError(await t.post(PATHS.depositAddress, { currency: 'SOL' }, fan.auth), 'PROVIDER_NOT_CONFIGURED');
    expectInvalidFields(await t.post(PATHS.depositAddress, { currency: 'USD' }, fan.auth), ['currency']);
    expectError(await t.post(PATHS.depositAddress, { currency: 'ETH' }), 'UNAUTHORIZED');
  });

  it('shows an ETH transfer as pending, credits it once after the confirmations, and never again', async () => {
    const receipt = await chain.sendEth(fan.user.address as Address, ETH / 20n);
    expect((await watch()).recorded).toBe(1);

    const [pending] = await depositsOf(fan.auth);
    expect(pending).toMatchObject({
      currency: 'ETH',
      amount: String(ETH / 20n),
      status: 'pending',
      txHash: receipt.transactionHash,
      confirmations: 1,
      confirmationsNeeded: CONFIRMATIONS,
      explorerUrl: `https://explorer.example/tx/${receipt.transactionHash}`,
      transactionId: null,
    });
    expect(await balanceOf(t, wallet(fan.user.id, 'ETH'))).toBe(0n);

    await chain.mine(1);
    expect((await watch()).credited).toBe(0);
    await chain.mine(1);
    expect((await watch()).credited).toBe(1);
    for (let i = 0; i < 3; i++) expect((await watch()).credited).toBe(0);

    const detail = await t.post<TCryptoDeposit>(PATHS.depositDetail, { id: pending!.id }, fan.auth);
    expect(detail.body.data).toMatchObject({ status: 'credited', confirmations: CONFIRMATIONS });
    expect(detail.body.data.transactionId).not.toBeNull();
    expect(await ledgerEntriesFor(pending!.id)).toHaveLength(1);
    expect(await balanceOf(t, wallet(fan.user.id, 'ETH'))).toBe(ETH / 20n);
  });

  it("credits USDT from the token contract's Transfer logs in micro-units", async () => {
    await chain.sendUsdt(fan.user.address as Address, 25_000_000n);
    await chain.mine(CONFIRMATIONS);
    const result = await watch();
    expect(result).toMatchObject({ recorded: 1, credited: 1 });
    expect(await balanceOf(t, wallet(fan.user.id, 'USDT'))).toBe(25_000_000n);
    const [latest] = await depositsOf(fan.auth);
    expect(latest).toMatchObject({ currency: 'USDT', amount: '25000000', status: 'credited' });
  });

  it('keeps a deposit below the minimum out of the wallet, and ignores transfers to addresses that are not ours', async () => {
    const before = await balanceOf(t, wallet(fan.user.id, 'ETH'));
    await chain.sendEth(fan.user.address as Address, 1000n);
    await chain.sendEth('0x000000000000000000000000000000000000dEaD', ETH);
    await chain.mine(CONFIRMATIONS);
    await watch();
    const [small] = await depositsOf(fan.auth);
    expect(small).toMatchObject({ amount: '1000', status: 'below_minimum', transactionId: null });
    expect(await balanceOf(t, wallet(fan.user.id, 'ETH'))).toBe(before);
    const strangers = await t.deps.db
      .select()
      .from(cryptoDeposits)
      .where(eq(cryptoDeposits.toAddress, '0x000000000000000000000000000000000000dead'));
    expect(strangers).toEqual([]);
  });

  it('drops a pending deposit whose block left the chain in a reorganisation, and reads the new blocks', async () => {
    const before = await balanceOf(t, wallet(fan.user.id, 'ETH'));
    const snapshot = await chain.snapshot();
    await chain.sendEth(fan.user.address as Address, ETH / 10n);
    expect((await watch()).recorded).toBe(1);
    const [seen] = await depositsOf(fan.auth);
    expect(seen).toMatchObject({ status: 'pending', amount: String(ETH / 10n) });

    // The chain forks below the deposit's block: the node now has other blocks at those heights.
    await chain.revert(snapshot);
    await chain.mine(CONFIRMATIONS + 1);
    const rewound = await watch();
    expect(rewound.rewoundTo).not.toBeNull();
    await catchUp(t.deps, source, { log });

    const [dropped] = await depositsOf(fan.auth);
    expect(dropped).toMatchObject({ id: seen!.id, status: 'dropped' });
    expect(await balanceOf(t, wallet(fan.user.id, 'ETH'))).toBe(before);
    expect(logged.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('after a crash in the middle of catching up, resumes from its cursor: every deposit credited exactly once', async () => {
    const others = await Promise.all(Array.from({ length: 5 }, () => createSignedInUser(t)));
    for (const [i, other] of others.entries())
      await chain.sendEth(other.user.address as Address, ETH / 100n + BigInt(i));
    await chain.mine(CONFIRMATIONS);

    // A watcher that reads two blocks a pass and dies on its third read.
    let reads = 0;
    const fresh = createEvmSource({ ...t.config.evm!, rpcUrl: chain.rpcUrl });
    const dying: ChainSource = {
      ...fresh,
      scan: (from, to, isOurs) => {
        if (++reads === 3) return Promise.reject(new Error('killed'));
        return fresh.scan(from, to, isOurs);
      },
    };
    await expect(
      (async () => {
        for (;;) await watchChain(t.deps, dying, { log, maxBlocks: 2n });
      })(),
    ).rejects.toThrow('killed');

    // A new process: another source object, two passes at once racing on the same cursor.
    const restarted = createEvmSource({ ...t.config.evm!, rpcUrl: chain.rpcUrl });
    await Promise.all([catchUp(t.deps, restarted, { log }), catchUp(t.deps, restarted, { log })]);
    for (const [i, other] of others.entries()) {
      expect(await balanceOf(t, wallet(other.user.id, 'ETH'))).toBe(ETH / 100n + BigInt(i));
      const [deposit] = await depositsOf(other.auth);
      expect(deposit).toMatchObject({ status: 'credited' });
      expect(await ledgerEntriesFor(deposit!.id)).toHaveLength(1);
    }
  });

  it('shows a user only their own deposits, and keeps the books balanced', async () => {
    const [own] = await depositsOf(fan.auth);
    const other = await createSignedInUser(t);
    expectError(await t.post(PATHS.depositDetail, { id: own!.id }, other.auth), 'NOT_FOUND');
    expect(await depositsOf(other.auth)).toEqual([]);

    const report = await checkLedger(t.deps.db);
    expect(report.unbalancedEntries).toEqual([]);
    expect(report.driftedAccounts).toEqual([]);
    expect(report.negativeUserAccounts).toEqual([]);
    expect(report.totals.ETH).toBe('0');
  });
});
