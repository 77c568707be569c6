/** The email_changes table: a requested e-mail change, its confirmation and the old inbox's restore link. */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { emailChanges } from '../../db/schema/index.ts';

type Db = Database | Tx;
export type EmailChangeRow = typeof emailChanges.$inferSelect;

export async function insertEmailChange(
  db: Db,
  fields: {
    userId: string;
    oldEmail: string | null;
    newEmail: string;
    confirmTokenHash: string;
    confirmExpiresAt: Date;
  },
): Promise<void> {
  await db.insert(emailChanges).values(fields);
}

/** Confirms the change an unexpired, unconfirmed link names, and arms its restore link; undefined when none. */
export async function confirmEmailChangeByToken(
  db: Db,
  confirmTokenHash: string,
  now: Date,
  restore: { restoreTokenHash: string; restoreExpiresAt: Date },
): Promise<EmailChangeRow | undefined> {
  const [claimed] = await db
    .update(emailChanges)
    .set({ confirmedAt: now, ...restore })
    .where(
      and(
        eq(emailChanges.confirmTokenHash, confirmTokenHash),
        isNull(emailChanges.confirmedAt),
        gt(emailChanges.confirmExpiresAt, now),
      ),
    )
    .returning();
  return claimed;
}

/** Marks restored the change an unexpired, unused restore link names; undefined when none. */
export async function restoreEmailChangeByToken(
  db: Db,
  restoreTokenHash: string,
  now: Date,
): Promise<EmailChangeRow | undefined> {
  const [change] = await db
    .update(emailChanges)
    .set({ restoredAt: now })
    .where(
      and(
        eq(emailChanges.restoreTokenHash, restoreTokenHash),
        isNull(emailChanges.restoredAt),
        isNotNull(emailChanges.oldEmail),
        gt(emailChanges.restoreExpiresAt, now),
      ),
    )
    .returning();
  return change;
}
