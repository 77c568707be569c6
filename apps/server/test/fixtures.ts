/** Small builders the server tests share: fresh emails, codes from the real mailbox, sessions, raw requests, error checks. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ERRORS, type ErrorName } from '@fanlane/contracts/errors';
import { errorMessage } from '@fanlane/contracts/error-messages';
import type { Locale } from '@fanlane/contracts/locales';
import type { TLoginResult, TVerificationScene } from '@fanlane/contracts/auth';
import type { TFieldIssue } from '@fanlane/contracts/envelope';
import { sessions, users, type UserRow } from '../src/db/schema/index.ts';
import { createUser } from '../src/modules/users/users-repo.ts';
import { startSession } from '../src/modules/auth/sessions.ts';
import { encryptSecret, newRecoveryCodes, totpFor, totpKey } from '../src/modules/auth/two-factor.ts';
import { insertEnabledTwoFactor } from '../src/modules/auth/two-factor-repo.ts';
import { isStaff } from '@fanlane/contracts/staff';
import type { TestApp } from './helpers.ts';

export type Envelope<T = unknown> = { success: boolean; code: number; msg: string; data: T };
export type Answer<T = unknown> = { status: number; headers: Record<string, unknown>; body: Envelope<T> };

/** Asymmetric matchers typed as unknown, so the object literals holding them stay free of `any`. */
export const like = {
  string: (): unknown => expect.any(String),
  number: (): unknown => expect.any(Number),
  matching: (pattern: RegExp): unknown => expect.stringMatching(pattern),
  containing: (shape: Record<string, unknown>): unknown => expect.objectContaining(shape),
};

export const freshEmail = (label = 'fan') => `${label}-${randomBytes(5).toString('hex')}@example.com`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asks for a code through the real call and reads it from the real mailbox. */
export async function mailedCode(t: TestApp, email: string, scene: TVerificationScene): Promise<string> {
  const res = await t.post(t.paths.verificationCode, { email, scene });
  if (res.status !== 200)
    throw new Error(`verification code for ${email} (${scene}) failed: ${res.status} ${res.body.msg}`);
  return t.lastCode(email);
}

export const loginWithPassword = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.post<TLoginResult>(t.paths.loginPassword, { email, password }, headers);

/** Signs in with a password and fails the test unless it works. */
export async function signIn(t: TestApp, email: string, password: string) {
  const res = await loginWithPassword(t, email, password);
  expect(res.status, res.body.msg).toBe(200);
  return { ...res.body.data, auth: bearer(res.body.data.token) };
}

/**
 * An account made straight in the database (a Telegram or wallet account has no email), signed in.
 * A staff role comes with two-factor authentication enrolled (TEST_TOTP_SECRET), as staff calls
 * require; `twoFactor: false` leaves it out, for the tests of that rule.
 */
export async function createSignedInUser(
  t: TestApp,
  fields: Parameters<typeof createUser>[2] & { twoFactor?: boolean } = {},
) {
  const { twoFactor, ...userFields } = fields;
  const user = await createUser(t.deps.db, t.deps.addresses, userFields);
  if (twoFactor ?? isStaff(user.role)) await enrolTwoFactor(t, user.id);
  return { user, ...(await openSession(t, user)) };
}
export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;

/** The authenticator secret the fixtures enrol (base32), and the current code of it. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const totpCode = (at = Date.now(), secret = TEST_TOTP_SECRET) => totpFor(secret).generate({ timestamp: at });

/** Confirmed 2FA for an account, as if it had enrolled in the settings; gives its recovery codes. */
export async function enrolTwoFactor(t: TestApp, userId: string, secret = TEST_TOTP_SECRET) {
  const key = totpKey(t.deps.config);
  const { codes, hashes } = newRecoveryCodes(key, userId);
  await insertEnabledTwoFactor(t.deps.db, userId, {
    secretCiphertext: encryptSecret(key, secret),
    recoveryCodeHashes: hashes,
  });
  return { recoveryCodes: codes };
}

/** Another session for an existing user, as if they signed in on a second device (second factor included). */
export async function openSession(t: TestApp, user: UserRow) {
  const login = await startSession(t.deps, user, 'test', { ip: null, userAgent: null }, { secondFactorDone: true });
  return { ...login, auth: bearer(login.token) };
}

export async function userRow(t: TestApp, where: { email: string } | { id: string }): Promise<UserRow | undefined> {
  const [row] = await t.deps.db
    .select()
    .from(users)
    .where('email' in where ? eq(users.email, where.email) : eq(users.id, where.id));
  return row;
}

export async function sessionsOf(t: TestApp, userId: string) {
  return t.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** Whether an access token still opens the caller's own info. */
export async function tokenWorks(t: TestApp, token: string): Promise<boolean> {
  const res = await t.post(t.paths.me, undefined, bearer(token));
  if (res.status !== 200 && res.status !== 401) throw new Error(`unexpected ${res.status} from user info`);
  return res.status === 200;
}

/** A request with a raw body (malformed JSON, another content type, a huge payload). */
export async function rawPost(
  t: TestApp,
  url: string,
  payload: string | Buffer,
  contentType: string,
  headers: Record<string, string> = {},
  extra: Partial<InjectOptions> = {},
): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...headers },
    ...extra,
  });
  return { status: res.statusCode, headers: res.headers, body: res.json<Envelope>() };
}

/** The failure envelope of a catalogue error: its status, its code, and its message in `locale`. */
export function expectError(res: Answer | { status: number; body: Envelope }, name: ErrorName, locale: Locale = 'en') {
  const entry = ERRORS[name];
  expect({ status: res.status, success: res.body.success, code: res.body.code }, res.body.msg).toEqual({
    status: entry.status,
    success: false,
    code: entry.code,
  });
  if (name !== 'VALIDATION') expect(res.body.msg).toBe(errorMessage(entry.key, locale));
}

/** A 422 whose data.fields names exactly `fields`. */
export function expectInvalidFields(res: Answer | { status: number; body: Envelope }, fields: string[]) {
  expectError(res, 'VALIDATION');
  const issues = (res.body.data as { fields: TFieldIssue[] }).fields;
  expect([...new Set(issues.map((f) => f.field))].sort()).toEqual([...fields].sort());
  for (const field of fields) expect(res.body.msg).toContain(field);
}

/** A creator domain nobody has yet: letters and digits, like a real one. */
export const freshDomain = (label = 'mia') => `${label}${randomBytes(4).toString('hex')}`;

/** Everything the become-creator form asks for, filled in by someone born in 1994. */
export const completeCreatorForm = (creatorDomain: string) => ({
  submit: true as const,
  creatorDomain,
  displayName: 'Mia Paints',
  categories: ['art', 'photography'],
  socialLinks: [{ platform: 'instagram', url: 'https://instagram.com/miapaints' }],
  country: 'DE',
  dateOfBirth: '1994-05-17',
  agreed: true,
});
