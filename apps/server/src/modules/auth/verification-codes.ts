/** E-mailed 6-digit codes: issued with a resend cooldown, consumed once, dead after too many wrong tries. */
import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
  type TCodeScene,
} from '@fanlane/contracts/auth';
import type { Database, Tx } from '../../db/client.ts';
import { appError } from '../../http/app-error.ts';
import { newSixDigitCode, safeEqualHex, type TokenService } from '../../lib/tokens.ts';
import {
  burnLiveCode,
  consumeLiveCodes,
  countWrongAttempt,
  findLiveCode,
  insertVerificationCode,
  lastCodeIssuedAt,
} from './codes-repo.ts';

export async function issueVerificationCode(
  db: Database,
  tokens: TokenService,
  email: string,
  scene: TCodeScene,
): Promise<{ code: string; expiresInSeconds: number }> {
  const now = Date.now();
  const recent = await lastCodeIssuedAt(db, email, scene);
  if (recent && now - recent.createdAt.getTime() < VERIFICATION_CODE_RESEND_SECONDS * 1000) {
    const wait = Math.ceil((VERIFICATION_CODE_RESEND_SECONDS * 1000 - (now - recent.createdAt.getTime())) / 1000);
    throw appError('CODE_COOLDOWN', { headers: { 'retry-after': String(wait) }, data: { retryAfterSeconds: wait } });
  }
  const code = newSixDigitCode();
  await db.transaction(async (tx) => {
    // A new code replaces any older live one for the same email and purpose.
    await consumeLiveCodes(tx, email, scene, new Date(now));
    await insertVerificationCode(tx, {
      email,
      scene,
      codeHash: tokens.hashCode(code, `${scene}:${email}`),
      expiresAt: new Date(now + VERIFICATION_CODE_TTL_SECONDS * 1000),
      createdAt: new Date(now),
    });
  });
  return { code, expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS };
}

/**
 * Checks a code without using it up, and returns its id for burnVerificationCode. Wrong codes count
 * against the live code; the last allowed miss kills it.
 */
export async function checkVerificationCode(
  db: Database,
  tokens: TokenService,
  email: string,
  scene: TCodeScene,
  code: string,
): Promise<string> {
  const now = new Date();
  const live = await findLiveCode(db, email, scene);
  if (!live) throw appError('CODE_INVALID');
  if (live.expiresAt <= now) throw appError('CODE_EXPIRED');
  if (live.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) throw appError('CODE_ATTEMPTS_EXCEEDED');

  if (!safeEqualHex(live.codeHash, tokens.hashCode(code, `${scene}:${email}`))) {
    const attempts = await countWrongAttempt(db, live.id);
    throw appError((attempts ?? 0) >= VERIFICATION_CODE_MAX_ATTEMPTS ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID');
  }
  return live.id;
}

/** Uses up a checked code atomically, so two concurrent uses of one code cannot both pass. Takes a transaction. */
export async function burnVerificationCode(db: Database | Tx, id: string): Promise<void> {
  const now = new Date();
  if (!(await burnLiveCode(db, id, now, VERIFICATION_CODE_MAX_ATTEMPTS))) throw appError('CODE_INVALID');
}

/** Checks and burns a code. */
export async function consumeVerificationCode(
  db: Database,
  tokens: TokenService,
  email: string,
  scene: TCodeScene,
  code: string,
): Promise<void> {
  await burnVerificationCode(db, await checkVerificationCode(db, tokens, email, scene, code));
}
