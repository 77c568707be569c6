/** The two_factor_auth table: an account's authenticator secret, its last used step, its recovery codes. */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { twoFactorAuth } from '../../db/schema/index.ts';

type Db = Database | Tx;
export type TwoFactorRow = typeof twoFactorAuth.$inferSelect;

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(twoFactorAuth).where(eq(twoFactorAuth.userId, userId));
  return row;
}

/** Whether the account has confirmed 2FA: the staff guard's question, one indexed row. */
export async function hasTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorAuth.userId })
    .from(twoFactorAuth)
    .where(and(eq(twoFactorAuth.userId, userId), isNotNull(twoFactorAuth.enabledAt)));
  return Boolean(row);
}

/** A new, unconfirmed secret; replaces an earlier unconfirmed one, never a confirmed one. */
export async function savePendingSecret(db: Db, userId: string, secretCiphertext: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .insert(twoFactorAuth)
    .values({ userId, secretCiphertext, recoveryCodeHashes: [] })
    .onConflictDoUpdate({
      target: twoFactorAuth.userId,
      set: { secretCiphertext, lastUsedStep: null, recoveryCodeHashes: [], updatedAt: now },
      setWhere: isNull(twoFactorAuth.enabledAt),
    })
    .returning({ userId: twoFactorAuth.userId });
  return rows.length > 0;
}

/** Confirms the pending secret with the step of its first code; false when it was confirmed meanwhile. */
export async function enableTwoFactor(
  db: Db,
  userId: string,
  fields: { step: number; recoveryCodeHashes: string[]; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(twoFactorAuth)
    .set({
      enabledAt: fields.now,
      lastUsedStep: fields.step,
      recoveryCodeHashes: fields.recoveryCodeHashes,
      updatedAt: fields.now,
    })
    .where(and(eq(twoFactorAuth.userId, userId), isNull(twoFactorAuth.enabledAt)))
    .returning({ userId: twoFactorAuth.userId });
  return rows.length > 0;
}

/**
 * Takes `step` as used when it is later than the last used one, in one statement, so the same code
 * sent twice at once works only once. `enabled`: only for a confirmed setup.
 */
export async function claimStep(db: Db, userId: string, step: number, enabled = true): Promise<boolean> {
  const rows = await db
    .update(twoFactorAuth)
    .set({ lastUsedStep: step, updatedAt: new Date() })
    .where(
      and(
        eq(twoFactorAuth.userId, userId),
        enabled ? isNotNull(twoFactorAuth.enabledAt) : isNull(twoFactorAuth.enabledAt),
        or(isNull(twoFactorAuth.lastUsedStep), lt(twoFactorAuth.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorAuth.userId });
  return rows.length > 0;
}

/** Removes one recovery code's hash if the account still holds it; true when it did (the code is spent). */
export async function consumeRecoveryCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorAuth)
    .set({ recoveryCodeHashes: sql`${twoFactorAuth.recoveryCodeHashes} - ${hash}::text`, updatedAt: new Date() })
    .where(
      and(
        eq(twoFactorAuth.userId, userId),
        isNotNull(twoFactorAuth.enabledAt),
        sql`jsonb_exists(${twoFactorAuth.recoveryCodeHashes}, ${hash}::text)`,
      ),
    )
    .returning({ userId: twoFactorAuth.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<boolean> {
  const rows = await db
    .update(twoFactorAuth)
    .set({ recoveryCodeHashes: hashes, updatedAt: new Date() })
    .where(and(eq(twoFactorAuth.userId, userId), isNotNull(twoFactorAuth.enabledAt)))
    .returning({ userId: twoFactorAuth.userId });
  return rows.length > 0;
}

export async function deleteTwoFactor(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(twoFactorAuth)
    .where(eq(twoFactorAuth.userId, userId))
    .returning({ userId: twoFactorAuth.userId });
  return rows.length > 0;
}

/** For the demo seed and the test fixtures: a confirmed setup with a given secret, as if enrolled. */
export async function insertEnabledTwoFactor(
  db: Db,
  userId: string,
  fields: { secretCiphertext: string; recoveryCodeHashes: string[] },
): Promise<void> {
  const now = new Date();
  await db
    .insert(twoFactorAuth)
    .values({ userId, ...fields, enabledAt: now })
    .onConflictDoUpdate({ target: twoFactorAuth.userId, set: { ...fields, enabledAt: now, lastUsedStep: null } });
}
