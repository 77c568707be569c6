/**
 * Two-factor authentication's mechanics (docs/admin-console.md): TOTP (RFC 6238, SHA-1, 6 digits,
 * 30 s, a window of one step either side) through `otpauth`; secrets encrypted with AES-256-GCM
 * under TOTP_ENCRYPTION_KEY; recovery codes kept as keyed hashes; the signed, short-lived challenge
 * a sign-in answers with while the second factor is missing.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  type TTwoFactorChallenge,
} from '@fanlane/contracts/two-factor';
import type { AppDeps } from '../../deps.ts';
import type { Config } from '../../config.ts';
import { resolveTotpKey } from '../../lib/dev-secrets.ts';
import { appError } from '../../http/app-error.ts';
import { claimStep, consumeRecoveryCode, findTwoFactor } from './two-factor-repo.ts';

const keys = new WeakMap<Config, Buffer>();
/** The configured (or derived) key, worked out once per config. */
export function totpKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = resolveTotpKey(config);
    keys.set(config, key);
  }
  return key;
}

const subKey = (key: Buffer, purpose: string) => createHmac('sha256', key).update(purpose).digest();

export function encryptSecret(key: Buffer, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('two-factor secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export const newSecret = () => new Secret({ size: 20 }).base32;

export function totpFor(secretBase32: string, label = 'account', issuer = 'Fanlane') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The step a 6-digit code matches within ±1 step of `now`, or null. */
export function matchingStep(secretBase32: string, code: string, now: number): number | null {
  const totp = totpFor(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten new recovery codes, `xxxxx-xxxxx` (about 49 bits each), and what is stored of them. */
export function newRecoveryCodes(key: Buffer, userId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map((c) => hashRecoveryCode(key, userId, c)) };
}

const normalRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
export const hashRecoveryCode = (key: Buffer, userId: string, code: string) =>
  createHmac('sha256', subKey(key, 'recovery-codes'))
    .update(`${userId}\0${normalRecovery(code)}`)
    .digest('base64url');

/**
 * Checks a second factor of an account with confirmed 2FA and spends it: an app code of a step
 * later than the last used one, or an unused recovery code. Anything else: TWO_FACTOR_CODE_INVALID.
 */
export async function spendSecondFactor(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<'app' | 'recovery'> {
  const row = await findTwoFactor(deps.db, userId);
  if (!row?.enabledAt) throw appError('TWO_FACTOR_NOT_ENABLED');
  const key = totpKey(deps.config);
  const digits = code.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    const step =
      digits.length === TOTP_DIGITS ? matchingStep(decryptSecret(key, row.secretCiphertext), digits, now) : null;
    if (step !== null && (await claimStep(deps.db, userId, step))) return 'app';
    throw appError('TWO_FACTOR_CODE_INVALID');
  }
  if (await consumeRecoveryCode(deps.db, userId, hashRecoveryCode(key, userId, code))) return 'recovery';
  throw appError('TWO_FACTOR_CODE_INVALID');
}

type ChallengeClaims = { u: string; t: string; e: number };

/** What a sign-in answers while the second factor is missing: who, how they signed in, until when. */
export function signChallenge(
  config: Config,
  userId: string,
  loginType: string,
  now = Date.now(),
): TTwoFactorChallenge {
  const expiresAt = now + TWO_FACTOR_CHALLENGE_TTL_SECONDS * 1000;
  const body = Buffer.from(
    JSON.stringify({ u: userId, t: loginType, e: expiresAt } satisfies ChallengeClaims),
  ).toString('base64url');
  const mac = createHmac('sha256', subKey(totpKey(config), 'challenge'))
    .update(body)
    .digest('base64url');
  return { challenge: `${body}.${mac}`, expiresAt };
}

/** The challenge's user and sign-in type, or TWO_FACTOR_CHALLENGE_INVALID (forged, mangled or expired). */
export function readChallenge(
  config: Config,
  challenge: string,
  now = Date.now(),
): { userId: string; loginType: string } {
  const [body, mac] = challenge.split('.');
  const invalid = () => appError('TWO_FACTOR_CHALLENGE_INVALID');
  if (!body || !mac) throw invalid();
  const expected = createHmac('sha256', subKey(totpKey(config), 'challenge'))
    .update(body)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let claims: Partial<ChallengeClaims>;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Partial<ChallengeClaims>;
  } catch {
    throw invalid();
  }
  if (typeof claims.u !== 'string' || typeof claims.t !== 'string' || typeof claims.e !== 'number' || claims.e <= now)
    throw invalid();
  return { userId: claims.u, loginType: claims.t };
}
