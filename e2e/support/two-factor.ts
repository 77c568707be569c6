/**
 * Two-factor authentication in the e2e suite: the codes of an authenticator app (RFC 6238, the
 * same SHA-1, 6 digits, 30 s the server uses), and the staff sign-in through the API. A code is
 * taken once per 30-second step by the server, so one session per account is opened with a code
 * and the later ones come from it through an auth code (a signed-in session hands one over, as
 * the web app does for another tab).
 */
import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEFAULT_PRODUCT_PREFIX, productPaths } from '@fanlane/contracts/api-paths';
import type { TLoginResult } from '@fanlane/contracts/auth';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TTwoFactorChallenge } from '@fanlane/contracts/two-factor';

/** apps/server/src/demo/demo-accounts.ts DEMO_TOTP_SECRET: the demo staff's authenticator key. */
export const DEMO_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';
const STEP_MS = 30_000;

function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The code an authenticator app shows for `secret` at `at`. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / STEP_MS)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

const paths = productPaths(DEFAULT_PRODUCT_PREFIX);
type Envelope<T> = { code: number; msg: string; data: T };

async function post<T>(request: APIRequestContext, url: string, data?: unknown, token?: string) {
  const res = await request.post(url, { data, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status(), body: (await res.json()) as Envelope<T> };
}

/** The second step with the app's code: this step's, else the next one's (±1 step), else the next step's in turn. */
export async function passSecondFactor(request: APIRequestContext, challenge: string, secret: string) {
  for (let round = 0; round < 3; round++) {
    for (const at of [Date.now(), Date.now() + STEP_MS]) {
      const res = await post<TLoginResult>(request, paths.loginSecondFactor, { challenge, code: totp(secret, at) });
      if (res.status === 200) return res.body.data;
      expect(res.body.code, res.body.msg).toBe(ERRORS.TWO_FACTOR_CODE_INVALID.code);
    }
    // Both codes were used already (this account signed in twice this step): wait for the next one.
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 200));
  }
  throw new Error('no authenticator code was accepted');
}

/** One session per account opened with a code; the others are handed over from it. */
const baseSessions = new Map<string, TLoginResult>();

export async function loginWithSecondFactor(
  request: APIRequestContext,
  account: { email: string; password: string; totpSecret?: string },
): Promise<TLoginResult> {
  const base = baseSessions.get(account.email);
  if (base) {
    const made = await post<{ authCode: string }>(request, paths.createAuthCode, undefined, base.token);
    if (made.status === 200) {
      const url = `${paths.loginAuthCode}?authCode=${encodeURIComponent(made.body.data.authCode)}`;
      const handed = await post<TLoginResult>(request, url);
      expect(handed.status, handed.body.msg).toBe(200);
      return handed.body.data;
    }
    baseSessions.delete(account.email);
  }
  const first = await post<TLoginResult | TTwoFactorChallenge>(request, paths.loginPassword, {
    email: account.email,
    password: account.password,
  });
  if (first.status === 200) return first.body.data as TLoginResult;
  expect(first.body.code, first.body.msg).toBe(ERRORS.TWO_FACTOR_REQUIRED.code);
  const login = await passSecondFactor(
    request,
    (first.body.data as TTwoFactorChallenge).challenge,
    account.totpSecret ?? DEMO_TOTP_SECRET,
  );
  baseSessions.set(account.email, login);
  // The base session stays with this module; the caller gets one of its own.
  return loginWithSecondFactor(request, account);
}
