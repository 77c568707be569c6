import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TWithdrawal } from '@fanlane/contracts/withdrawal';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectInvalidFields, freshEmail, type SignedInUser } from '../../../test/fixtures.ts';
import { balanceOf, fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { randomBase58, startFakeSolana, type FakeSolana } from '../../../test/solana/solana-rpc-server.ts';
import { wallet } from '../../ledger/accounts.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import { processWithdrawals } from './process-withdrawals.ts';

const SOL = 1_000_000_000n;
const FEE = 1_000_000n; // WITHDRAW_FEE_SOL 0.001
const log = { error: () => undefined, warn: () => undefined };

describe(`SOL withdrawals through Solana's JSON-RPC (${TEST_DRIVER})`, () => {
  let node: FakeSolana;
  let t: TestApp;

  beforeAll(async () => {
    node = await startFakeSolana();
    node.produce(10);
    t = await createTestApp({ SOLANA_RPC_URL: node.rpcUrl });
  });
  afterAll(async () => {
    await t.close();
    await node.close();
  });

  /** A user with 1 SOL and an approved withdrawal of `lamports` to a fresh address. */
  async function approved(lamports: bigint) {
    const user: SignedInUser = await createSignedInUser(t, { email: freshEmail('sol') });
    await fundWallet(t, user.user.id, SOL, 'SOL');
    const to = randomBase58(32);
    const asked = await t.post<TWithdrawal>(
      PATHS.walletWithdraw,
      { currency: 'SOL', address: to, amount: lamports.toString() },
      keyed(user.auth),
    );
    expect(asked.status, asked.body.msg).toBe(200);
    const code = /confirmation code is (\d{6})/.exec(t.smtp.lastTo(user.user.email!) ?? '')?.[1] ?? '';
    const ok = await t.post<TWithdrawal>(PATHS.withdrawConfirm, { id: asked.body.data.id, code }, user.auth);
    expect(ok.body.data.status).toBe('approved');
    const detail = async () =>
      (await t.post<TWithdrawal>(PATHS.withdrawDetail, { ref: asked.body.data.id }, user.auth)).body.data;
    return { user, to, id: asked.body.data.id, detail };
  }

  it('signs a System transfer from the hot wallet, sends it once, and settles it when finalised', async () => {
    const { user, to, detail } = await approved(SOL / 4n);
    expect((await processWithdrawals(t.deps, log)).sent).toBe(1);
    const sent = await detail();
    expect(sent.status).toBe('broadcast');
    const transfer = node.received.get(sent.txHash!);
    expect(transfer).toMatchObject({ from: t.deps.solanaSender!.address, to, lamports: SOL / 4n - FEE });

    // Not landed yet: the same bytes go again; then it lands, first confirmed, then finalised.
    await processWithdrawals(t.deps, log);
    expect(node.received.size).toBe(1);
    node.land(sent.txHash!, false);
    await processWithdrawals(t.deps, log);
    expect((await detail()).status).toBe('broadcast');
    node.land(sent.txHash!, true);
    expect((await processWithdrawals(t.deps, log)).settled).toBe(1);
    expect(await detail()).toMatchObject({ status: 'confirmed', confirmations: 1 });
    expect(await balanceOf(t, wallet(user.user.id, 'SOL'))).toBe(SOL - SOL / 4n);
  });

  it('returns the money when the transaction fails on chain, or can no longer land', async () => {
    const failed = await approved(SOL / 10n);
    node.rejectNextSend();
    // Sent, then followed in the same sweep: the cluster says it failed.
    expect(await processWithdrawals(t.deps, log)).toMatchObject({ sent: 1, failed: 1 });
    expect(await failed.detail()).toMatchObject({ status: 'failed', failureReason: 'reverted' });
    expect(await balanceOf(t, wallet(failed.user.user.id, 'SOL'))).toBe(SOL);

    const stale = await approved(SOL / 10n);
    await processWithdrawals(t.deps, log);
    node.advanceHeight(151); // past the blockhash's last valid height, never landed
    expect((await processWithdrawals(t.deps, log)).failed).toBe(1);
    expect(await stale.detail()).toMatchObject({ status: 'failed', failureReason: 'expired' });
    expect(await balanceOf(t, wallet(stale.user.user.id, 'SOL'))).toBe(SOL);
  });

  it('refuses an Ethereum address for SOL', async () => {
    const user = await createSignedInUser(t, { email: freshEmail('sol') });
    await fundWallet(t, user.user.id, SOL, 'SOL');
    const res = await t.post(
      PATHS.walletWithdraw,
      { currency: 'SOL', address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', amount: (SOL / 10n).toString() },
      keyed(user.auth),
    );
    expectInvalidFields(res, ['address']);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });
});
