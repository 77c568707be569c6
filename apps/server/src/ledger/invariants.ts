/**
 * The ledger's invariants, checked by the tests and by bench/chaos after every crash: each entry
 * balances per currency, each account's balance equals the sum of its postings, no user account is
 * negative, and every currency's accounts sum to zero (money is only ever moved, never made).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

export type LedgerReport = {
  entries: number;
  unbalancedEntries: string[];
  driftedAccounts: string[];
  negativeUserAccounts: string[];
  /** Per currency, the sum of every account (must be zero). */
  totals: Record<string, string>;
};

export async function checkLedger(db: Database): Promise<LedgerReport> {
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from journal_entries`);
  const unbalanced = await queryRows<{ id: string }>(
    db,
    sql`
    select entry_id as id from postings group by entry_id, currency having sum(amount) <> 0`,
  );
  const drifted = await queryRows<{ key: string }>(
    db,
    sql`
    select a.key from ledger_accounts a left join postings p on p.account_id = a.id
    group by a.id, a.key, a.balance having a.balance <> coalesce(sum(p.amount), 0)`,
  );
  const negative = await queryRows<{ key: string }>(
    db,
    sql`
    select key from ledger_accounts where kind in ('wallet', 'earnings_pending', 'earnings_available') and balance < 0`,
  );
  const totals = await queryRows<{ currency: string; total: string }>(
    db,
    sql`
    select currency, sum(balance)::text as total from ledger_accounts group by currency`,
  );
  return {
    entries: count?.n ?? 0,
    unbalancedEntries: unbalanced.map((r) => r.id),
    driftedAccounts: drifted.map((r) => r.key),
    negativeUserAccounts: negative.map((r) => r.key),
    totals: Object.fromEntries(totals.map((r) => [r.currency, r.total])),
  };
}

/** True when every invariant holds. */
export const ledgerHolds = (r: LedgerReport) =>
  r.unbalancedEntries.length === 0 &&
  r.driftedAccounts.length === 0 &&
  r.negativeUserAccounts.length === 0 &&
  Object.values(r.totals).every((t) => BigInt(t) === 0n);
