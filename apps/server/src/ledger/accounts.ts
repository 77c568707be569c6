/**
 * Ledger accounts by key. An account row is created once, outside any money transaction (so a
 * rolled-back payment never leaves a cached id behind), and its id is cached for the process.
 */
import { inArray, sql } from 'drizzle-orm';
import type { TCurrency } from '@fanlane/contracts/money';
import type { Database } from '../db/client.ts';
import { ledgerAccounts, USER_ACCOUNT_KINDS, type AccountKind } from '../db/schema/index.ts';

export type AccountRef = {
  key: string;
  kind: AccountKind;
  currency: TCurrency;
  ownerId: string | null;
  rail: string | null;
};
export type Account = AccountRef & { id: number };

export const wallet = (userId: string, currency: TCurrency): AccountRef => ({
  key: `wallet:${currency}:${userId}`,
  kind: 'wallet',
  currency,
  ownerId: userId,
  rail: null,
});
export const earningsPending = (creatorId: string): AccountRef => ({
  key: `earnings_pending:USD:${creatorId}`,
  kind: 'earnings_pending',
  currency: 'USD',
  ownerId: creatorId,
  rail: null,
});
export const earningsAvailable = (creatorId: string): AccountRef => ({
  key: `earnings_available:USD:${creatorId}`,
  kind: 'earnings_available',
  currency: 'USD',
  ownerId: creatorId,
  rail: null,
});
/** A creator's debt to the platform, recovered from their next releases (ledger/earnings-release.ts). */
export const earningsDebt = (creatorId: string): AccountRef => ({
  key: `earnings_debt:USD:${creatorId}`,
  kind: 'earnings_debt',
  currency: 'USD',
  ownerId: creatorId,
  rail: null,
});

/** One creator's earnings move one at a time: a release paying a debt, a refund after release. */
export const creatorEarningsLock = (creatorId: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`earnings:${creatorId}`}, 0))`;

/**
 * Every charge credits the platform's fees; one row would serialise all payments on its lock, so
 * the fee account is split into FEE_SHARDS rows and a charge picks one at random. The platform's
 * fee balance is their sum.
 */
export const FEE_SHARDS = 16;
export const platformFees = (currency: TCurrency = 'USD', shard = 0): AccountRef => ({
  key: shard === 0 ? `platform_fees:${currency}` : `platform_fees:${currency}:${shard}`,
  kind: 'platform_fees',
  currency,
  ownerId: null,
  rail: null,
});
export const anyFeeShard = (currency: TCurrency = 'USD') =>
  platformFees(currency, Math.floor(Math.random() * FEE_SHARDS));
export const fxTreasury = (currency: TCurrency): AccountRef => ({
  key: `fx_treasury:${currency}`,
  kind: 'fx_treasury',
  currency,
  ownerId: null,
  rail: null,
});
export const railClearing = (rail: string, currency: TCurrency = 'USD'): AccountRef => ({
  key: `rail_clearing:${currency}:${rail}`,
  kind: 'rail_clearing',
  currency,
  ownerId: null,
  rail,
});

export const isUserAccount = (kind: AccountKind) => (USER_ACCOUNT_KINDS as readonly string[]).includes(kind);

const idCache = new WeakMap<Database, Map<string, number>>();

/** The accounts for these refs, created when missing. Call before opening the money transaction. */
export async function resolveAccounts<const T extends readonly AccountRef[]>(
  db: Database,
  refs: T,
): Promise<{ [K in keyof T]: Account }> {
  let cache = idCache.get(db);
  if (!cache) idCache.set(db, (cache = new Map<string, number>()));
  const missing = refs.filter((r) => !cache.has(r.key));
  if (missing.length > 0) {
    await db
      .insert(ledgerAccounts)
      .values(
        missing.map((r) => ({ key: r.key, kind: r.kind, currency: r.currency, ownerId: r.ownerId, rail: r.rail })),
      )
      .onConflictDoNothing({ target: ledgerAccounts.key });
    const rows = await db
      .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
      .from(ledgerAccounts)
      .where(
        inArray(
          ledgerAccounts.key,
          missing.map((r) => r.key),
        ),
      );
    for (const row of rows) cache.set(row.key, row.id);
  }
  return refs.map((r) => ({ ...r, id: cache.get(r.key)! })) as { [K in keyof T]: Account };
}

/** Balances of a user's accounts by key (absent accounts are zero). */
export async function balancesOf(db: Database, ownerId: string): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.ownerId} = ${ownerId}`);
  return new Map(rows.map((r) => [r.key, r.balance]));
}
