import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCryptoDeposit, TDepositAddress } from '@fanlane/contracts/deposit';
import type { TPage } from '@fanlane/contracts/page';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures.ts';
import { balanceOf } from '../../../test/money-fixtures.ts';
import { randomBase58, startFakeSolana, type FakeSolana } from '../../../test/solana/solana-rpc-server.ts';
import { wallet } from '../../ledger/accounts.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { createSolanaSource } from '../../integrations/chains/solana-source.ts';
import { watchChain, type WatchLogger } from './watch-chain.ts';
import { catchUp } from './catch-up.ts';

const SOL = 1_000_000_000n;
const log: WatchLogger = { error: () => undefined, warn: () => undefined };

describe(`SOL deposits through Solana's JSON-RPC (${TEST_DRIVER})`, () => {
  let node: FakeSolana;
  let t: TestApp;
  let fan: SignedInUser;
  let address: string;

  const watch = () => watchChain(t.deps, createSolanaSource({ rpcUrl: node.rpcUrl, explorerUrl: null }), { log });
  const deposits = async () => (await t.post<TPage<TCryptoDeposit>>(PATHS.depositList, {}, fan.auth)).body.data.items;

  beforeAll(async () => {
    node = await startFakeSolana();
    t = await createTestApp({ SOLANA_RPC_URL: node.rpcUrl, SOLANA_EXPLORER_URL: 'https://explorer.solana.test' });
    fan = await createSignedInUser(t);
    const answer = await t.post<TDepositAddress>(PATHS.depositAddress, { currency: 'SOL' }, fan.auth);
    address = answer.body.data.address;
    expect(answer.body.data).toMatchObject({ network: 'solana', paymentUri: `solana:${address}` });
    node.produce(10);
    await watch();
  });
  afterAll(async () => {
    await t.close();
    await node.close();
  });

  it('derives one stable base58 address per user, different for each', async () => {
    const again = await t.post<TDepositAddress>(PATHS.depositAddress, { currency: 'SOL' }, fan.auth);
    expect(again.body.data.address).toBe(address);
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const other = await createSignedInUser(t);
    const theirs = await t.post<TDepositAddress>(PATHS.depositAddress, { currency: 'SOL' }, other.auth);
    expect(theirs.body.data.address).not.toBe(address);
  });

  it('shows a transfer as pending while its slot is only confirmed, and credits it once finalised', async () => {
    const [signature] = node.produce(12, [{ from: randomBase58(32), to: address, lamports: SOL / 2n }]);
    node.produce(15); // 11, 13 and 14 are skipped
    expect((await watch()).recorded).toBe(1);
    const [pending] = await deposits();
    expect(pending).toMatchObject({
      currency: 'SOL',
      network: 'solana',
      amount: String(SOL / 2n),
      status: 'pending',
      txHash: signature,
      blockNumber: '12',
      explorerUrl: `https://explorer.solana.test/tx/${signature}`,
    });
    expect(await balanceOf(t, wallet(fan.user.id, 'SOL'))).toBe(0n);

    node.finalize(12);
    expect((await watch()).credited).toBe(1);
    expect((await watch()).credited).toBe(0);
    expect(await balanceOf(t, wallet(fan.user.id, 'SOL'))).toBe(SOL / 2n);
    const [credited] = await deposits();
    expect(credited).toMatchObject({ id: pending!.id, status: 'credited' });
  });

  it('ignores failed transactions and other addresses', async () => {
    node.produce(16, [
      { from: randomBase58(32), to: address, lamports: SOL, failed: true },
      { from: randomBase58(32), to: randomBase58(32), lamports: SOL },
    ]);
    node.finalize(16);
    expect(await watch()).toMatchObject({ recorded: 0, credited: 0 });
    expect(await balanceOf(t, wallet(fan.user.id, 'SOL'))).toBe(SOL / 2n);
  });

  it('drops a deposit in a confirmed slot that the cluster abandoned for another fork', async () => {
    node.produce(20, [{ from: randomBase58(32), to: address, lamports: SOL / 4n }]);
    expect((await watch()).recorded).toBe(1);
    node.abandonAbove(16);
    node.produce(19);
    node.produce(21);
    expect((await watch()).rewoundTo).toBe(16n);
    await catchUp(t.deps, createSolanaSource({ rpcUrl: node.rpcUrl, explorerUrl: null }), { log });
    node.finalize(21);
    await watch();
    const [dropped] = await deposits();
    expect(dropped).toMatchObject({ amount: String(SOL / 4n), status: 'dropped' });
    expect(await balanceOf(t, wallet(fan.user.id, 'SOL'))).toBe(SOL / 2n);
    const report = await checkLedger(t.deps.db);
    expect(report.totals.SOL).toBe('0');
    expect(report.unbalancedEntries).toEqual([]);
  });
});
