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
import { eq, sql } from 'drizzle-orm';
import type { TCurrency, TTransactionKind } from '@fanlane/contracts/money';
import type { Tx } from '../db/client.ts';
import { journalEntries, ledgerAccounts, postings, type AccountKind } from '../db/schema/index.ts';
import { appError } from '../http/app-error.ts';
import { isUserAccount, type Account } from './accounts.ts';
import { formatMinor } from './amounts.ts';

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
  lines: Line[];
};

const LOCK_RANK: Record<AccountKind, number> = {
  wallet: 0,
  earnings_pending: 1,
  earnings_available: 2,
  fx_treasury: 3,
  rail_clearing: 4,
  platform_fees: 5,
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
  for (const { account, amount } of byAccount.values()) perCurrency.set(account.currency, (perCurrency.get(account.currency) ?? 0n) + amount);
  for (const [currency, sum] of perCurrency) {
    if (sum !== 0n) throw new UnbalancedEntryError(`entry does not balance in ${currency}: ${sum}`);
  }
  return [...byAccount.values()]
    .filter((l) => l.amount !== 0n)
    .sort((a, b) => LOCK_RANK[a.account.kind] - LOCK_RANK[b.account.kind] || a.account.id - b.account.id);
}

async function debitGuarded(tx: Tx, { account, amount }: Line) {
  const result = await tx.execute(
    sql`update ${ledgerAccounts} set balance = balance + ${amount.toString()}::numeric
        where id = ${account.id} and balance + ${amount.toString()}::numeric >= 0 returning id`,
  );
  if ((result as { rows: unknown[] }).rows.length > 0) return;
  const [row] = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, account.id));
  const missing = -amount - (row?.balance ?? 0n);
  throw appError('INSUFFICIENT_BALANCE', {
    data: { currency: account.currency, missing: missing.toString(), missingFormatted: formatMinor(missing, account.currency) },
  });
}

/**
 * Posts the entry (created_at is a JS time in milliseconds, so history cursors compare exactly);
 * answers its id. Throws INSUFFICIENT_BALANCE when a user account would go below zero. */
export async function postEntry(tx: Tx, input: EntryInput): Promise<string> {
  const lines = normaliseLines(input.lines);
  for (const line of lines) {
    if (line.amount < 0n && isUserAccount(line.account.kind)) await debitGuarded(tx, line);
    else {
      await tx.execute(sql`update ${ledgerAccounts} set balance = balance + ${line.amount.toString()}::numeric where id = ${line.account.id}`);
    }
  }
  // The entry and its postings in one statement (one round trip inside the money transaction).
  const id = input.id ?? randomUUID();
  const list = (values: (string | number | bigint)[]) => `{${values.join(',')}}`;
  await tx.execute(sql`
    with entry as (
      insert into ${journalEntries} (id, kind, ref_type, ref_id, actor_id, usd_rate, memo, created_at)
      values (${id}, ${input.kind}, ${input.refType}, ${input.refId}, ${input.actorId ?? null}, ${input.usdRate ?? null}, ${input.memo ?? null},
        ${new Date().toISOString()}::timestamptz)
      returning id)
    insert into ${postings} (entry_id, account_id, currency, amount)
    select entry.id, l.account_id, l.currency, l.amount
    from entry, unnest(${list(lines.map((l) => l.account.id))}::bigint[], ${list(lines.map((l) => l.account.currency))}::text[],
      ${list(lines.map((l) => l.amount))}::numeric[]) as l (account_id, currency, amount)`);
  return id;
}
