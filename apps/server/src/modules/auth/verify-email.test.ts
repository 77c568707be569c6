import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TUserInfo } from '@fanlane/contracts/auth';
import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@fanlane/contracts/auth';
import { ERRORS } from '@fanlane/contracts/errors';
import { verificationCodes } from '../../db/schema/index.ts';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  bearer,
  createSignedInUser,
  expectError,
  expectInvalidFields,
  freshEmail,
  mailedCode,
  userRow,
  type SignedInUser,
} from '../../../test/fixtures.ts';

describe(`verifying the e-mail (${TEST_DRIVER})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // The account's guessing budget has a test of its own below; here the code's own limit shows.
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', SIGN_IN_FREE_TRIES: '50' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** An account whose e-mail nobody has proven (as the demo accounts are seeded). */
  const unverified = () => createSignedInUser(t, { email: freshEmail('unproven') });
  const send = (user: { auth: Record<string, string> }) => t.post(t.paths.verifyEmailSend, undefined, user.auth);
  const confirm = (user: { auth: Record<string, string> }, code: string) =>
    t.post(t.paths.verifyEmail, { code }, user.auth);
  const info = async (user: { auth: Record<string, string> }) =>
    (await t.post<TUserInfo>(t.paths.me, undefined, user.auth)).body.data;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('an unverified user asks for a code, enters it, and the account shows verified', async () => {
    const member = await unverified();
    expect(await info(member)).toMatchObject({ email: member.user.email, emailVerified: false });

    const sent = await send(member);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ expiresInSeconds: 600, resendInSeconds: 60 });
    const mail = t.smtp.lastTo(member.user.email!) ?? '';
    expect(mail).toContain('account settings to verify this email');

    const confirmed = await confirm(member, t.lastCode(member.user.email!));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ emailVerified: true });
    expect(await info(member)).toMatchObject({ emailVerified: true });
    expect((await userRow(t, { id: member.user.id }))?.emailVerifiedAt).toBeInstanceOf(Date);
    // Nothing is left to verify.
    expectError(await send(member), 'EMAIL_ALREADY_VERIFIED');
  });

  it('a wrong code is refused and counts; the last allowed miss kills the code', async () => {
    const member = await unverified();
    await send(member);
    const code = t.lastCode(member.user.email!);
    for (let i = 1; i < VERIFICATION_CODE_MAX_ATTEMPTS; i += 1)
      expectError(await confirm(member, wrong(code)), 'CODE_INVALID');
    expectError(await confirm(member, wrong(code)), 'CODE_ATTEMPTS_EXCEEDED');
    // Even the right code is dead now.
    expectError(await confirm(member, code), 'CODE_ATTEMPTS_EXCEEDED');
    expect(await info(member)).toMatchObject({ emailVerified: false });
  });

  it('an expired code is refused', async () => {
    const member = await unverified();
    await send(member);
    await t.deps.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.email, member.user.email!), eq(verificationCodes.scene, 'verify-email')));
    expectError(await confirm(member, t.lastCode(member.user.email!)), 'CODE_EXPIRED');
    expect(await info(member)).toMatchObject({ emailVerified: false });
  });

  it('a used code does not work twice, and a code before any was asked for is invalid', async () => {
    const member = await unverified();
    expectError(await confirm(member, '123456'), 'CODE_INVALID');
    await send(member);
    const code = t.lastCode(member.user.email!);
    expect((await confirm(member, code)).status).toBe(200);
    // The account is verified now: the reused code meets that first.
    expectError(await confirm(member, code), 'EMAIL_ALREADY_VERIFIED');
    const row = await t.deps.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, member.user.email!), eq(verificationCodes.scene, 'verify-email')));
    expect(row.every((r) => r.consumedAt !== null)).toBe(true);
  });

  it('one code entered twice at once verifies once', async () => {
    const member = await unverified();
    await send(member);
    const code = t.lastCode(member.user.email!);
    const answers = await Promise.all([confirm(member, code), confirm(member, code)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.find((a) => a.status !== 200);
    expect([ERRORS.CODE_INVALID.code, ERRORS.EMAIL_ALREADY_VERIFIED.code]).toContain(refused?.body.code);
  });

  it('a new code waits out the resend time, as the sign-in code does', async () => {
    const member = await unverified();
    expect((await send(member)).status).toBe(200);
    const again = await send(member);
    expectError(again, 'CODE_COOLDOWN');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("a code of another purpose (the sign-in's) for the same inbox does not verify", async () => {
    const member = await unverified();
    const loginCode = await mailedCode(t, member.user.email!, 'login');
    await send(member);
    const verifyCode = t.lastCode(member.user.email!);
    expectError(await confirm(member, loginCode === verifyCode ? wrong(verifyCode) : loginCode), 'CODE_INVALID');
    expect((await confirm(member, verifyCode)).status).toBe(200);
  });

  it('an account without an e-mail binds one first; a malformed code is a field error; signed out is 401', async () => {
    const telegram: SignedInUser = await createSignedInUser(t);
    expectError(await send(telegram), 'EMAIL_REQUIRED');
    expectError(await confirm(telegram, '123456'), 'EMAIL_REQUIRED');
    expectInvalidFields(await confirm(await unverified(), '12ab56'), ['code']);
    expectInvalidFields(await confirm(await unverified(), '12\u00003456'), ['code']);
    expectError(await t.post(t.paths.verifyEmailSend), 'UNAUTHORIZED');
    expectError(await t.post(t.paths.verifyEmail, { code: '123456' }), 'UNAUTHORIZED');
  });

  describe('every way an e-mail arrives with a code or link proves it', () => {
    it('a password sign-up (its code) is verified from the start', async () => {
      const member = await signUp(t);
      expect(await info(member)).toMatchObject({ emailVerified: true });
      expectError(await send(member), 'EMAIL_ALREADY_VERIFIED');
    });

    it('a code sign-in makes a verified account, and proves an unproven one', async () => {
      const email = freshEmail('coder');
      const code = await mailedCode(t, email, 'login');
      const login = await t.post<{ token: string; info: TUserInfo }>(t.paths.loginEmailCode, { email, code });
      expect(login.body.data.info.emailVerified).toBe(true);

      const seeded = await unverified();
      const seededCode = await mailedCode(t, seeded.user.email!, 'login');
      const signedIn = await t.post<{ token: string; info: TUserInfo }>(t.paths.loginEmailCode, {
        email: seeded.user.email,
        code: seededCode,
      });
      expect(signedIn.body.data.info.emailVerified).toBe(true);
      expect(await info({ auth: bearer(signedIn.body.data.token) })).toMatchObject({ emailVerified: true });
    });

    it('binding an e-mail with its code verifies it', async () => {
      const telegram = await createSignedInUser(t);
      const email = freshEmail('bound');
      const code = await mailedCode(t, email, 'bind-email');
      expect((await t.post(t.paths.bindEmail, { email, code }, telegram.auth)).status).toBe(200);
      expect(await info(telegram)).toMatchObject({ email, emailVerified: true });
    });

    it('a password reset by mailed code proves the inbox', async () => {
      const seeded = await unverified();
      const code = await mailedCode(t, seeded.user.email!, 'reset-password');
      const reset = await t.post(t.paths.passwordReset, {
        email: seeded.user.email,
        code,
        password: 'a-new-pass-77',
      });
      expect(reset.status).toBe(200);
      expect((await userRow(t, { id: seeded.user.id }))?.emailVerifiedAt).toBeInstanceOf(Date);
    });
  });

  describe('guessing, as at sign-in', () => {
    let guarded: TestApp;
    beforeAll(async () => {
      guarded = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    });
    afterAll(async () => {
      await guarded.close();
    });

    it("wrong codes draw on the account's sign-in budget: after the free tries even the right code waits", async () => {
      const member = await createSignedInUser(guarded, { email: freshEmail('guesser') });
      await guarded.post(guarded.paths.verifyEmailSend, undefined, member.auth);
      const code = guarded.lastCode(member.user.email!);
      const answers = [];
      for (let i = 0; i < 6; i += 1)
        answers.push(await guarded.post(guarded.paths.verifyEmail, { code: wrong(code) }, member.auth));
      // Five tries kill the code (as they would a sign-in code); the sixth meets the account's back-off.
      expect(answers.map((a) => a.body.code)).toEqual([
        ...Array<number>(VERIFICATION_CODE_MAX_ATTEMPTS - 1).fill(ERRORS.CODE_INVALID.code),
        ERRORS.CODE_ATTEMPTS_EXCEEDED.code,
        ERRORS.TOO_MANY_REQUESTS.code,
      ]);
      expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(0);
      expectError(await guarded.post(guarded.paths.verifyEmail, { code }, member.auth), 'TOO_MANY_REQUESTS');
      expect((await userRow(guarded, { id: member.user.id }))?.emailVerifiedAt).toBeNull();
    });

    it('the per-address limit of the auth calls holds for both calls', async () => {
      const tight = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
      try {
        const member = await createSignedInUser(tight, { email: freshEmail('hasty') });
        const sends = [];
        for (let i = 0; i < 3; i += 1)
          sends.push(await tight.post(tight.paths.verifyEmailSend, undefined, member.auth));
        expect(sends.map((a) => a.status)).toEqual([200, 429, 429]);
        expectError(sends[2]!, 'TOO_MANY_REQUESTS');
        const confirms = [];
        for (let i = 0; i < 3; i += 1)
          confirms.push(await tight.post(tight.paths.verifyEmail, { code: '000000' }, member.auth));
        expect(confirms.map((a) => a.status)).toEqual([400, 400, 429]);
      } finally {
        await tight.close();
      }
    });
  });
});
