/** Payout methods: a creator's crypto addresses per network and bank account (payout_methods). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { payoutMethods, type PayoutMethodRow } from '../../db/schema/index.ts';

type Db = Database | Tx;
export type PayoutMethodFields = Pick<
  PayoutMethodRow,
  'kind' | 'network' | 'address' | 'holderName' | 'iban' | 'bic' | 'bankName'
>;

export function payoutMethodsOf(db: Db, userId: string): Promise<PayoutMethodRow[]> {
  return db
    .select()
    .from(payoutMethods)
    .where(eq(payoutMethods.userId, userId))
    .orderBy(asc(payoutMethods.kind), asc(payoutMethods.network));
}

/** One of the user's methods; undefined for someone else's or none. */
export async function findPayoutMethod(db: Db, userId: string, id: string): Promise<PayoutMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.id, id), eq(payoutMethods.userId, userId)));
  return row;
}

/** Saves the user's method of this kind and network, replacing the one before. */
export async function upsertPayoutMethod(db: Db, userId: string, fields: PayoutMethodFields): Promise<PayoutMethodRow> {
  const [row] = await db
    .insert(payoutMethods)
    .values({ userId, ...fields })
    .onConflictDoUpdate({
      target: [payoutMethods.userId, payoutMethods.kind, payoutMethods.network],
      set: { ...fields, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Deletes one of the user's methods; false when they have no such method. */
export async function deletePayoutMethod(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(payoutMethods)
    .where(and(eq(payoutMethods.id, id), eq(payoutMethods.userId, userId)))
    .returning({ id: payoutMethods.id });
  return rows.length > 0;
}
