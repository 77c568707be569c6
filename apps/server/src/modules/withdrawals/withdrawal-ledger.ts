/**
 * The entries of a withdrawal (docs/money.md, "Withdrawals"). Asking reserves: the source (a wallet,
 * or a creator's available earnings) pays a hold account. Then exactly one of two things happens:
 * it is sent (the hold pays the chain's clearing account what arrives and the platform the fee,
 * converting through the FX treasury when USD earnings go out as crypto; a bank payout pays the bank
 * rail), or it is returned (the hold pays the source back, line for line).
 */
import type { TCurrency } from '@fanlane/contracts/money';
import type { Tx } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import type { WithdrawalRow } from '../../db/schema/index.ts';
import {
  earningsAvailable,
  fxTreasury,
  platformFees,
  railClearing,
  resolveAccounts,
  wallet,
  type Account,
  type AccountRef,
} from '../../ledger/accounts.ts';
import { postEntry, type Line } from '../../ledger/post-entry.ts';
import { depositRail } from '../deposits/credit-deposit.ts';

type Shape = Pick<
  WithdrawalRow,
  'id' | 'userId' | 'kind' | 'currency' | 'sourceCurrency' | 'network' | 'amount' | 'fee' | 'sendAmount' | 'chain'
>;

const sourceOf = (w: Shape): AccountRef =>
  w.kind === 'payout' ? earningsAvailable(w.userId) : wallet(w.userId, w.sourceCurrency as TCurrency);
const holdOf = (w: Shape): AccountRef =>
  w.kind === 'payout' ? railClearing('payouts', 'USD') : railClearing('withdrawals', w.sourceCurrency as TCurrency);

/** The accounts each step touches, created before its transaction opens. */
export async function withdrawalAccounts(db: Database, w: Shape) {
  const [source, hold] = await resolveAccounts(db, [sourceOf(w), holdOf(w)] as const);
  return { source, hold };
}
export type WithdrawalAccounts = Awaited<ReturnType<typeof withdrawalAccounts>>;

export async function settlementLines(db: Database, w: Shape): Promise<Line[]> {
  const { hold } = await withdrawalAccounts(db, w);
  if (w.network === 'bank') {
    const [bank] = await resolveAccounts(db, [railClearing('bank', 'USD')] as const);
    return [
      { account: hold, amount: -w.amount },
      { account: bank, amount: w.amount },
    ];
  }
  const currency = w.currency as TCurrency;
  const [rail, fees] = await resolveAccounts(db, [
    railClearing(depositRail(w.chain!), currency),
    platformFees(currency),
  ] as const);
  const out: Line[] = [
    { account: hold, amount: -w.amount },
    { account: rail, amount: w.sendAmount },
    { account: fees, amount: w.fee },
  ];
  if (w.kind === 'wallet') return out;
  // USD earnings leave as crypto: the FX treasury takes the dollars and gives the coins.
  const [treasuryUsd, treasuryCoin] = await resolveAccounts(db, [fxTreasury('USD'), fxTreasury(currency)] as const);
  return [
    ...out,
    { account: treasuryUsd, amount: w.amount },
    { account: treasuryCoin, amount: -(w.sendAmount + w.fee) },
  ];
}

/** Reserving moves the amount from the source to the hold; returning moves it back, line for line. */
export function postReserve(tx: Tx, w: Shape, accounts: WithdrawalAccounts) {
  return postMove(tx, w, 'withdrawal', accounts.source, accounts.hold);
}

export function postReturn(tx: Tx, w: Shape, accounts: WithdrawalAccounts) {
  return postMove(tx, w, 'withdrawal_return', accounts.hold, accounts.source);
}

function postMove(tx: Tx, w: Shape, refType: string, from: Account, to: Account) {
  return postEntry(tx, {
    kind: 'withdrawal',
    refType,
    refId: w.id,
    actorId: w.userId,
    lines: [
      { account: from, amount: -w.amount },
      { account: to, amount: w.amount },
    ],
  });
}

export async function postSettle(tx: Tx, w: Shape, lines: Line[]) {
  return postEntry(tx, { kind: 'withdrawal', refType: 'withdrawal_settle', refId: w.id, actorId: w.userId, lines });
}
