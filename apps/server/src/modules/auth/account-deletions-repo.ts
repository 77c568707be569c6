/** The account_deletions table (docs/account-deletion.md): one row per request to delete an account. */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  accountDeletions,
  emailChanges,
  sessions,
  verificationCodes,
  type AccountDeletionRow,
} from '../../db/schema/index.ts';

type Db = Database | Tx;
export type { AccountDeletionRow };

/** The user's scheduled deletion, if one is. */
export async function scheduledDeletionOf(db: Db, userId: string): Promise<AccountDeletionRow | undefined> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'scheduled')))
    .orderBy(desc(accountDeletions.requestedAt))
    .limit(1);
  return row;
}

/** Schedules a deletion; undefined when one already is (the partial unique index). */
export async function insertScheduledDeletion(
  db: Db,
  fields: {
    userId: string;
    confirmedBy: 'password' | 'code';
    forfeitedBalance: boolean;
    requestedAt: Date;
    dueAt: Date;
  },
): Promise<AccountDeletionRow | undefined> {
  const [row] = await db
    .insert(accountDeletions)
    .values({ ...fields, status: 'scheduled' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Cancels the user's scheduled deletion; the cancelled row, or undefined when none was scheduled. */
export async function cancelScheduledDeletion(
  db: Db,
  userId: string,
  by: string,
  at: Date,
): Promise<AccountDeletionRow | undefined> {
  const [row] = await db
    .update(accountDeletions)
    .set({ status: 'cancelled', cancelledAt: at, cancelledBy: by.slice(0, 64) })
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'scheduled')))
    .returning();
  return row;
}

/** Locks a deletion that is still scheduled and due, for the erase job; undefined otherwise. */
export async function lockDueDeletion(tx: Tx, id: string, now: Date): Promise<AccountDeletionRow | undefined> {
  const [row] = await tx
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.id, id), eq(accountDeletions.status, 'scheduled'), lte(accountDeletions.dueAt, now)))
    .for('update');
  return row;
}

export async function markDeletionDone(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(accountDeletions).set({ status: 'done', doneAt: at }).where(eq(accountDeletions.id, id));
}

/** Scheduled deletions whose time came (a sweep catches any whose job was lost). */
export async function dueDeletionIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.status, 'scheduled'), lte(accountDeletions.dueAt, now)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What auth keeps of an erased account: its sessions (with their refresh tokens), e-mail changes and mailed codes. */
export async function eraseAuthLeftovers(tx: Tx, userId: string, email: string | null, phone: string | null) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  for (const address of [email, phone]) {
    if (address) await tx.delete(verificationCodes).where(eq(verificationCodes.email, address));
  }
}

/** For the tests: every deletion row of a user, newest first. */
export function deletionsOf(db: Db, userId: string): Promise<AccountDeletionRow[]> {
  return db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .orderBy(desc(accountDeletions.requestedAt), sql`${accountDeletions.id}`);
}
