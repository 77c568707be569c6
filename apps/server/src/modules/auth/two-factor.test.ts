/**
 * Two-factor authentication (docs/admin-console.md): enrolment through the settings calls, the
 * sign-in's second step on every sign-in path, wrong, reused and expired codes, recovery codes,
 * turning it off, the budget, and the secret encrypted at rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sign } from '@telegram-apps/init-data-node';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TLoginResult } from '@fanlane/contracts/auth';
import type {
  TRecoveryCodes,
  TTwoFactorChallenge,
  TTwoFactorSetup,
  TTwoFactorStatus,
} from '@fanlane/contracts/two-factor';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  bearer,
  createSignedInUser,
  enrolTwoFactor,
  expectError,
  expectInvalidFields,
  freshEmail,
  mailedCode,
  tokenWorks,
  totpCode,
} from '../../../test/fixtures.ts';
import { twoFactorAuth, users } from '../../db/schema/index.ts';
import { createUser } from '../users/users-repo.ts';
import { signChallenge, totpFor } from './two-factor.ts';

const BOT_TOKEN = '654321:two-factor-test-token';
const STEP_MS = 30_000;

describe(`two-factor authentication (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SIGN_IN_FREE_TRIES: '100',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    });
  });
  afterAll(() => t.close());

  const loginPassword = (email: string, password: string) =>
    t.post<TTwoFactorChallenge>(t.paths.loginPassword, { email, password });
  const secondStep = (challenge: string, code: string) =>
    t.post<TLoginResult>(t.paths.loginSecondFactor, { challenge, code });
  /** The first step of a sign-in of an account with 2FA: no session, a challenge. */
  function challengeOf(res: Awaited<ReturnType<TestApp['post']>>): string {
    expectError(res, 'TWO_FACTOR_REQUIRED');
    const data = res.body.data as TTwoFactorChallenge;
    expect(data.expiresAt).toBeGreaterThan(Date.now());
    return data.challenge;
  }

  it('enrols with a first code, gives ten recovery codes once, and signs the other sessions out', async () => {
    const fan = await signUp(t, freshEmail('totp'));
    const elsewhere = await loginPassword(fan.email, fan.password);
    const other = (elsewhere.body.data as unknown as TLoginResult).token;
    expectError(await t.post(PATHS.twoFactorConfirm, { code: '123456' }, fan.auth), 'TWO_FACTOR_NOT_ENABLED');
    expectInvalidFields(await t.post(PATHS.twoFactorConfirm, {}, fan.auth), ['code']);
    expectInvalidFields(await t.post(PATHS.twoFactorConfirm, { code: 123456 }, fan.auth), ['code']);
    expectError(await t.post(PATHS.twoFactorSetup), 'UNAUTHORIZED');

    const setup = (await t.post<TTwoFactorSetup>(PATHS.twoFactorSetup, undefined, fan.auth)).body.data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}.*$/);
    expect(setup.uri).toContain(encodeURIComponent(fan.email));
    // The secret at rest is ciphertext: neither the base32 text nor its bytes are in the row.
    const [row] = await t.deps.db.select().from(twoFactorAuth);
    expect(row?.secretCiphertext).toMatch(/^v1\./);
    for (const stored of (await t.deps.db.select().from(twoFactorAuth)).map((r) => r.secretCiphertext))
      expect(stored).not.toContain(setup.secret);

    const now = Date.now();
    expectError(await t.post(PATHS.twoFactorConfirm, { code: '000000' }, fan.auth), 'TWO_FACTOR_CODE_INVALID');
    const old = totpFor(setup.secret).generate({ timestamp: now - 3 * STEP_MS });
    expectError(await t.post(PATHS.twoFactorConfirm, { code: old }, fan.auth), 'TWO_FACTOR_CODE_INVALID');
    const confirmed = await t.post<TRecoveryCodes>(
      PATHS.twoFactorConfirm,
      { code: totpFor(setup.secret).generate({ timestamp: now }) },
      fan.auth,
    );
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    expect(confirmed.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.data.recoveryCodes).size).toBe(10);
    expect(await tokenWorks(t, fan.token)).toBe(true);
    expect(await tokenWorks(t, other)).toBe(false);

    const status = (await t.post<TTwoFactorStatus>(PATHS.twoFactorStatus, undefined, fan.auth)).body.data;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expectError(await t.post(PATHS.twoFactorSetup, undefined, fan.auth), 'TWO_FACTOR_ALREADY_ENABLED');

    // The next sign-in needs a code: the one that confirmed (used), an expired one and a wrong one fail.
    const challenge = challengeOf(await loginPassword(fan.email, fan.password));
    const code = (at: number) => totpFor(setup.secret).generate({ timestamp: at });
    expectError(await secondStep(challenge, code(now)), 'TWO_FACTOR_CODE_INVALID');
    expectError(await secondStep(challenge, code(now - 2 * STEP_MS)), 'TWO_FACTOR_CODE_INVALID');
    expectError(await secondStep(challenge, '999999'), 'TWO_FACTOR_CODE_INVALID');
    const signedIn = await secondStep(challenge, code(now + STEP_MS));
    expect(signedIn.status, signedIn.body.msg).toBe(200);
    expect(await tokenWorks(t, signedIn.body.data.token)).toBe(true);
    // Used once: the same code (and any of an earlier step) never works again, even on a new challenge.
    const again = challengeOf(await loginPassword(fan.email, fan.password));
    expectError(await secondStep(again, code(now + STEP_MS)), 'TWO_FACTOR_CODE_INVALID');

    // A recovery code works once, in any spelling.
    const [recovery] = confirmed.body.data.recoveryCodes;
    if (!recovery) throw new Error('no recovery code');
    const withRecovery = await secondStep(again, ` ${recovery.toUpperCase()} `);
    expect(withRecovery.status, withRecovery.body.msg).toBe(200);
    const third = challengeOf(await loginPassword(fan.email, fan.password));
    expectError(await secondStep(third, recovery), 'TWO_FACTOR_CODE_INVALID');
    const left = (await t.post<TTwoFactorStatus>(PATHS.twoFactorStatus, undefined, fan.auth)).body.data;
    expect(left.recoveryCodesLeft).toBe(9);

    // New recovery codes (with the password) replace the old ones.
    const fresh = await t.post<TRecoveryCodes>(PATHS.twoFactorRecoveryCodes, { password: fan.password }, fan.auth);
    expect(fresh.status, fresh.body.msg).toBe(200);
    expectError(await secondStep(third, confirmed.body.data.recoveryCodes[1] ?? ''), 'TWO_FACTOR_CODE_INVALID');
    expect((await secondStep(third, fresh.body.data.recoveryCodes[0] ?? '')).status).toBe(200);

    // Off with a wrong password: no; with the password: yes, and sign-in is one step again.
    expectError(await t.post(PATHS.twoFactorDisable, { password: 'not-it-at-all' }, fan.auth), 'WRONG_PASSWORD');
    expectInvalidFields(await t.post(PATHS.twoFactorDisable, {}, fan.auth), ['code']);
    expect((await t.post(PATHS.twoFactorDisable, { password: fan.password }, fan.auth)).status).toBe(200);
    expect((await loginPassword(fan.email, fan.password)).status).toBe(200);
    expectError(await t.post(PATHS.twoFactorDisable, { password: fan.password }, fan.auth), 'TWO_FACTOR_NOT_ENABLED');
  });

  it('every sign-in path asks for the second factor: password, mailed code, texted code, Telegram', async () => {
    // Password and mailed code.
    const fan = await signUp(t, freshEmail('paths'));
    const fanRow = (await t.deps.db.select().from(users).where(eq(users.email, fan.email)))[0];
    if (!fanRow) throw new Error('no user');
    await enrolTwoFactor(t, fanRow.id);
    challengeOf(await loginPassword(fan.email, fan.password));
    const code = await mailedCode(t, fan.email, 'login');
    const byMail = challengeOf(await t.post(t.paths.loginEmailCode, { email: fan.email, code }));
    expect((await secondStep(byMail, totpCode())).status).toBe(200);

    // Texted code.
    const phone = '+14155550177';
    const texter = await createUser(t.deps.db, t.deps.addresses, { phone });
    await enrolTwoFactor(t, texter.id);
    expect((await t.post(t.paths.phoneCode, { phone, scene: 'phone-login' })).status).toBe(200);
    const texted = /\b(\d{6})\b/.exec(t.deps.sms.outbox(phone).at(-1)?.text ?? '')?.[1] ?? '';
    const byPhone = challengeOf(await t.post(t.paths.loginPhone, { phone, code: texted }));
    expect((await secondStep(byPhone, totpCode(Date.now() + STEP_MS))).status).toBe(200);

    // Telegram: the first sign-in makes the account; once it has 2FA, the mini-app asks too.
    const tg = { id: 777_000_001, first_name: 'Ira', language_code: 'en' };
    const initData = () => sign({ user: tg, query_id: 'q', chat_type: 'sender' }, BOT_TOKEN, new Date());
    const first = await t.post<TLoginResult>(t.paths.telegramMiniAppLogin, { initData: initData() });
    expect(first.status, first.body.msg).toBe(200);
    const tgRow = (await t.deps.db.select().from(users).where(eq(users.address, first.body.data.info.address)))[0];
    if (!tgRow) throw new Error('no telegram user');
    await enrolTwoFactor(t, tgRow.id);
    const byTelegram = challengeOf(await t.post(t.paths.telegramMiniAppLogin, { initData: initData() }));
    const session = await secondStep(byTelegram, totpCode());
    expect(session.status, session.body.msg).toBe(200);
    expect(session.body.data.info.address).toBe(first.body.data.info.address);
  });

  it('refuses a forged, garbled or expired challenge', async () => {
    const user = await createSignedInUser(t, { email: freshEmail('chal') });
    await enrolTwoFactor(t, user.user.id);
    const good = signChallenge(t.config, user.user.id, 'password').challenge;
    const [body] = good.split('.');
    for (const challenge of [`${body}.AAAA`, 'nonsense', `${body}`, good.replace(/^./, 'x')])
      expectError(await secondStep(challenge, totpCode()), 'TWO_FACTOR_CHALLENGE_INVALID');
    const stale = signChallenge(t.config, user.user.id, 'password', Date.now() - 301_000).challenge;
    expectError(await secondStep(stale, totpCode()), 'TWO_FACTOR_CHALLENGE_INVALID');
    expectInvalidFields(await t.post(t.paths.loginSecondFactor, { challenge: good }), ['code']);
    expectInvalidFields(await t.post(t.paths.loginSecondFactor, { challenge: good, code: '1' }), ['code']);
  });

  it('staff cannot turn it off; an auth code made by a signed-in session needs no second step', async () => {
    const admin = await createSignedInUser(t, { role: 'admin' });
    expectError(
      await t.post(PATHS.twoFactorDisable, { code: totpCode() }, admin.auth),
      'TWO_FACTOR_REQUIRED_FOR_STAFF',
    );
    const status = (await t.post<TTwoFactorStatus>(PATHS.twoFactorStatus, undefined, admin.auth)).body.data;
    expect(status).toMatchObject({ enabled: true, required: true });
    const made = await t.post<{ authCode: string }>(t.paths.createAuthCode, undefined, admin.auth);
    const url = `${t.paths.loginAuthCode}?authCode=${made.body.data.authCode}`;
    const res = await t.post<TLoginResult>(url);
    expect(res.status, res.body.msg).toBe(200);
    expect(await tokenWorks(t, res.body.data.token)).toBe(true);
    expect(bearer(res.body.data.token)).toBeTruthy();
  });
});

describe(`two-factor codes and the sign-in budget (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_FREE_TRIES: '3' });
  });
  afterAll(() => t.close());

  it('wrong codes count against the account, and a right one then waits its turn', async () => {
    const fan = await signUp(t, freshEmail('budget'));
    const row = (await t.deps.db.select().from(users).where(eq(users.email, fan.email)))[0];
    if (!row) throw new Error('no user');
    await enrolTwoFactor(t, row.id);
    const first = await t.post<TTwoFactorChallenge>(t.paths.loginPassword, {
      email: fan.email,
      password: fan.password,
    });
    const { challenge } = first.body.data;
    expectError(await t.post(t.paths.loginSecondFactor, { challenge, code: '000000' }), 'TWO_FACTOR_CODE_INVALID');
    expectError(await t.post(t.paths.loginSecondFactor, { challenge, code: '111111' }), 'TWO_FACTOR_CODE_INVALID');
    const blocked = await t.post(t.paths.loginSecondFactor, { challenge, code: totpCode() });
    expectError(blocked, 'TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
