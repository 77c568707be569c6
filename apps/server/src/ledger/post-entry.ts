/**
 * Writes one journal entry: checks it balances per currency, moves each account's balance, and
 * records the postings. Runs inside the caller's transaction.
 *
 * Deadlocks are avoided by one global lock order: rows are updated by account class (user
 * wallets, then creator earnings, then platform accounts), then by id. Platform accounts come
 * last so the hottest rows are held for the shortest time. A user account is debited only with a
 * guard (`balance + amount >= 0`); the CHECK constraint is the backstop.
 */
import { eq, sql } from 'drizzle-orm';
import type { TCurrency, TTransactionKind } from '@fanlane/contracts/money';
import type { Tx } from '../db/client.ts';
import { journalEntries, ledgerAccounts, postings, type AccountKind } from '../db/schema/index.ts';
import { appError } from '../http/app-error.ts';
import { isUserAccount, type Account } from './accounts.ts';
import { formatMinor } from './amounts.ts';

export type Line = { account: Account; amount: bigint };
export type EntryInput = {
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

/** Posts the entry; answers its id. Throws INSUFFICIENT_BALANCE when a user account would go below zero. */
export async function postEntry(tx: Tx, input: EntryInput): Promise<string> {
  const lines = normaliseLines(input.lines);
  for (const line of lines) {
    if (line.amount < 0n && isUserAccount(line.account.kind)) await debitGuarded(tx, line);
    else {
      await tx.execute(sql`update ${ledgerAccounts} set balance = balance + ${line.amount.toString()}::numeric where id = ${line.account.id}`);
    }
  }
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      kind: input.kind,
      refType: input.refType,
      refId: input.refId,
      actorId: input.actorId ?? null,
      usdRate: input.usdRate ?? null,
      memo: input.memo ?? null,
      // Milliseconds (a JS time, not now()), so history cursors compare exactly.
      createdAt: new Date(),
    })
    .returning({ id: journalEntries.id });
  await tx.insert(postings).values(lines.map((l) => ({ entryId: entry!.id, accountId: l.account.id, currency: l.account.currency, amount: l.amount })));
  return entry!.id;
}
