/**
 * Writes one journal entry: checks it balances per currency, moves each account's balance, and
 * records the postings. Runs inside the caller's transaction.
 *
 * Deadlocks are avoided by one global lock order: rows are updated by account class (user
 * wallets, then creator earnings, then platform accounts), then by id. Platform accounts come
 * last so the hottest rows are held for the shortest time. A user account is debited only with a
 * guard (`balance + amount >= 0`); the CHECK constraint is the backstop.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TCurrency, TTransactionKind } from '@fanlane/contracts/money';
import { formatMinor } from '@fanlane/contracts/money-math';
import { pgArray, type Tx } from '../db/client.ts';
import { sqlErrorOf } from '../db/errors.ts';
import { ledgerAccounts, postings, type AccountKind } from '../db/schema/index.ts';
import { appError, type AppError } from '../http/app-error.ts';
import { isUserAccount, type Account } from './accounts.ts';

export type Line = { account: Account; amount: bigint };
export type EntryInput = {
  /** Given when the caller needs the id before posting (rows that reference the entry). */
  id?: string;
  kind: TTransactionKind;
  refType: string;
  refId: string;
  actorId?: string | null;
  usdRate?: string | null;
  memo?: string | null;
  /** When it happened; now unless the caller writes rows of the same moment beside it. */
  at?: Date;
  lines: Line[];
};

const LOCK_RANK: Record<AccountKind, number> = {
  wallet: 0,
  earnings_pending: 1,
  earnings_available: 2,
  earnings_debt: 3,
  fx_treasury: 4,
  dispute_hold: 5,
  rail_clearing: 6,
  dispute_losses: 7,
  platform_fees: 8,
};

export class UnbalancedEntryError extends Error {}

/** Sums lines per account (dropping zeros) and checks every currency nets to zero. */
export function normaliseLines(lines: Line[]): Line[] {
  const byAccount = new Map<number, Line>();
  for (const line of lines) {
    const seen = byAccount.get(line.account.id);
    byAccount.set(line.account.id, { account: line.account, amount: (seen?.amount ?? 0n) + line.amount });
  }
  const perCurrency = new Map<TCurrency, bigint>();
  for (const { account, amount } of byAccount.values())
    perCurrency.set(account.currency, (perCurrency.get(account.currency) ?? 0n) + amount);
  for (const [currency, sum] of perCurrency) {
    if (sum !== 0n) throw new UnbalancedEntryError(`entry does not balance in ${currency}: ${sum}`);
  }
  return [...byAccount.values()].filter((l) => l.amount !== 0n).sort((a, b) => compareLockOrder(a.account, b.account));
}

/** The order every charge locks its accounts in: by kind (LOCK_RANK), then by id. */
export const compareLockOrder = (a: Account, b: Account) => LOCK_RANK[a.kind] - LOCK_RANK[b.kind] || a.id - b.id;

/** The SQLSTATE ledger_post raises when a guarded account would go below zero (migration 0005). */
const INSUFFICIENT_FUNDS_STATE = 'LD001';

/** INSUFFICIENT_BALANCE with the missing amount when `err` is ledger_post's LD001 for one of `lines`. */
export function insufficientFunds(err: unknown, lines: Line[]): AppError | null {
  const sqlError = sqlErrorOf(err);
  if (sqlError?.code !== INSUFFICIENT_FUNDS_STATE || !sqlError.detail) return null;
  const [accountId, balance] = sqlError.detail.split(':');
  const line = lines.find((l) => String(l.account.id) === accountId);
  if (!line || !balance) return null;
  const missing = -line.amount - BigInt(balance);
  return appError('INSUFFICIENT_BALANCE', {
    data: {
      currency: line.account.currency,
      missing: missing.toString(),
      missingFormatted: formatMinor(missing, line.account.currency),
    },
  });
}

/** ledger_post's three line arguments (accounts, amounts, guarded) for normalised lines, as array literals. */
export const lineArrays = (lines: Line[]) => ({
  accounts: pgArray(lines.map((l) => l.account.id)),
  amounts: pgArray(lines.map((l) => l.amount)),
  guarded: pgArray(lines.map((l) => l.amount < 0n && isUserAccount(l.account.kind))),
});

/**
 * Posts the entry in one round trip (the ledger_post function: balances in lock order, then the
 * entry and its postings; created_at is a JS time in milliseconds, so history cursors compare
 * exactly); answers its id. Throws INSUFFICIENT_BALANCE when a user account would go below zero.
 * On PostgreSQL that error aborts the transaction: a caller that wants to go on uses a savepoint.
 */
export async function postEntry(tx: Tx, input: EntryInput): Promise<string> {
  const lines = normaliseLines(input.lines);
  const id = input.id ?? randomUUID();
  const arrays = lineArrays(lines);
  try {
    await tx.execute(sql`select ledger_post(
      ${id}::uuid, ${input.kind}, ${input.refType}, ${input.refId}, ${input.actorId ?? null}::uuid, ${input.usdRate ?? null}, ${input.memo ?? null},
      ${(input.at ?? new Date()).toISOString()}::timestamptz, ${arrays.accounts}::bigint[], ${arrays.amounts}::numeric[], ${arrays.guarded}::boolean[])`);
  } catch (err) {
    throw insufficientFunds(err, lines) ?? err;
  }
  return id;
}

/** The lines these entries posted, with their accounts (a reversal negates them). */
export async function postedLines(tx: Tx, entryIds: string[]): Promise<Line[]> {
  const rows = await tx
    .select({
      amount: postings.amount,
      id: ledgerAccounts.id,
      key: ledgerAccounts.key,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      ownerId: ledgerAccounts.ownerId,
      rail: ledgerAccounts.rail,
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(inArray(postings.entryId, entryIds));
  return rows.map(({ amount, ...account }) => ({ account, amount }));
}
