/** The verification_codes (e-mailed 6-digit codes) and auth_codes (one-time hand-over codes) tables. */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TCodeScene } from '@fanlane/contracts/auth';
import type { Database, Tx } from '../../db/client.ts';
import { authCodes, verificationCodes } from '../../db/schema/index.ts';

type Db = Database | Tx;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** When the newest code for this email and purpose was issued, live or not. */
export async function lastCodeIssuedAt(
  db: Db,
  email: string,
  scene: TCodeScene,
): Promise<{ createdAt: Date } | undefined> {
  const [recent] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.scene, scene)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return recent;
}

/** How many codes went to this address or number for these purposes since `since`, used or not. */
export async function countCodesIssuedSince(
  db: Db,
  email: string,
  scenes: readonly TCodeScene[],
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        inArray(verificationCodes.scene, [...scenes]),
        gt(verificationCodes.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** Uses up every live code for this email and purpose, so a new one replaces them. */
export async function consumeLiveCodes(db: Db, email: string, scene: TCodeScene, at: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(
      and(eq(verificationCodes.email, email), eq(verificationCodes.scene, scene), isNull(verificationCodes.consumedAt)),
    );
}

export async function insertVerificationCode(
  db: Db,
  fields: { email: string; scene: TCodeScene; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(verificationCodes).values(fields);
}

/** The newest code for this email and purpose that is not used up. */
export async function findLiveCode(db: Db, email: string, scene: TCodeScene): Promise<VerificationCodeRow | undefined> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.email, email), eq(verificationCodes.scene, scene), isNull(verificationCodes.consumedAt)),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return live;
}

/** Counts a wrong try against a code; the attempts after it come back. */
export async function countWrongAttempt(db: Db, id: string): Promise<number | undefined> {
  const [after] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return after?.attempts;
}

/** Uses up a code that is still live, unexpired and under `maxAttempts`; false when it was not. */
export async function burnLiveCode(db: Db, id: string, now: Date, maxAttempts: number): Promise<boolean> {
  const burned = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        sql`${verificationCodes.attempts} < ${maxAttempts}`,
      ),
    )
    .returning({ id: verificationCodes.id });
  return burned.length > 0;
}

export async function insertAuthCode(db: Db, fields: { codeHash: string; userId: string; expiresAt: Date }) {
  await db.insert(authCodes).values(fields);
}

/** Uses up an unused, unexpired auth code; its user comes back, or undefined when there is none. */
export async function useAuthCode(db: Db, codeHash: string, now: Date): Promise<{ userId: string } | undefined> {
  const [used] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
    .returning({ userId: authCodes.userId });
  return used;
}
