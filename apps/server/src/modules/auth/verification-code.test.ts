import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { VERIFICATION_CODE_RESEND_SECONDS, VERIFICATION_CODE_TTL_SECONDS } from '@fanlane/contracts/auth';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { expectError, expectInvalidFields, freshEmail, mailedCode } from '../../../test/fixtures.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';

describe(`e-mailed verification codes (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    member = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const codesFor = (email: string) =>
    t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
  const mailsTo = (email: string) => t.smtp.messages.filter((m) => m.to.includes(email)).length;

  it('mails six digits through SMTP and keeps only a keyed hash of them', async () => {
    const email = freshEmail();
    const res = await t.post(t.paths.verificationCode, { email, scene: 'register' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      code: 0,
      msg: 'ok',
      data: { expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS, resendInSeconds: VERIFICATION_CODE_RESEND_SECONDS },
    });
    const code = t.lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(t.smtp.lastTo(email)).toContain(`Subject: ${t.config.brandName}: your code is ${code}`);

    const rows = await codesFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scene: 'register', attempts: 0, consumedAt: null });
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(code);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(VERIFICATION_CODE_TTL_SECONDS * 1000);
  });

  it('an address typed with capitals and spaces is mailed at its lower-case form', async () => {
    const email = freshEmail('mixed');
    const res = await t.post(t.paths.verificationCode, { email: `  ${email.toUpperCase()} `, scene: 'login' });
    expect(res.status).toBe(200);
    expect(t.lastCode(email)).toMatch(/^\d{6}$/);
    expect(await codesFor(email)).toHaveLength(1);
  });

  it('asking again within 60 s is refused with CODE_COOLDOWN and a retry-after header, and nothing more is mailed', async () => {
    const email = freshEmail();
    await mailedCode(t, email, 'register');
    const again = await t.post(t.paths.verificationCode, { email, scene: 'register' });
    expectError(again, 'CODE_COOLDOWN');
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(VERIFICATION_CODE_RESEND_SECONDS);
    expect(again.body.data).toEqual({ retryAfterSeconds: retryAfter });
    expect(mailsTo(email)).toBe(1);
    expect(await codesFor(email)).toHaveLength(1);
  });

  it('the cooldown is per purpose: a sign-in code right after a sign-up code is mailed', async () => {
    const email = freshEmail();
    await mailedCode(t, email, 'register');
    const res = await t.post(t.paths.verificationCode, { email, scene: 'login' });
    expect(res.status).toBe(200);
    expect(mailsTo(email)).toBe(2);
  });

  it('after the cooldown a new code replaces the old one, which stops working', async () => {
    const email = freshEmail();
    const first = await mailedCode(t, email, 'login');
    await t.deps.db
      .update(verificationCodes)
      .set({ createdAt: sql`${verificationCodes.createdAt} - interval '61 seconds'` })
      .where(eq(verificationCodes.email, email));
    const second = await mailedCode(t, email, 'login');
    expect(mailsTo(email)).toBe(2);

    const live = await t.deps.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), sql`${verificationCodes.consumedAt} is null`));
    expect(live).toHaveLength(1);

    if (first !== second) expectError(await t.post(t.paths.loginEmailCode, { email, code: first }), 'CODE_INVALID');
    const ok = await t.post(t.paths.loginEmailCode, { email, code: second });
    expect(ok.status).toBe(200);
  });

  it('a sign-up code for a registered email is refused with EMAIL_TAKEN and nothing is mailed', async () => {
    const before = mailsTo(member.email);
    const res = await t.post(t.paths.verificationCode, { email: member.email, scene: 'register' });
    expectError(res, 'EMAIL_TAKEN');
    expect(mailsTo(member.email)).toBe(before);
  });

  it('a password-reset code for an unknown email is refused with ACCOUNT_NOT_FOUND', async () => {
    const email = freshEmail('nobody');
    expectError(await t.post(t.paths.verificationCode, { email, scene: 'reset-password' }), 'ACCOUNT_NOT_FOUND');
    expect(mailsTo(email)).toBe(0);
  });

  it('a password-reset code for a member is mailed', async () => {
    expect(await mailedCode(t, member.email, 'reset-password')).toMatch(/^\d{6}$/);
  });

  it('an unknown purpose or a bad address is a validation error naming the field', async () => {
    expectInvalidFields(await t.post(t.paths.verificationCode, { email: freshEmail(), scene: 'wire-money' }), [
      'scene',
    ]);
    expectInvalidFields(await t.post(t.paths.verificationCode, { email: 'not-an-email', scene: 'login' }), ['email']);
    expectInvalidFields(await t.post(t.paths.verificationCode, {}), ['email', 'scene']);
  });

  it('a banned account is told so and gets no code (a restricted one still signs in, docs/moderation.md)', async () => {
    const banned = await signUp(t);
    await t.deps.db.update(users).set({ status: 'banned' }).where(eq(users.email, banned.email));
    const before = mailsTo(banned.email);
    expectError(await t.post(t.paths.verificationCode, { email: banned.email, scene: 'login' }), 'ACCOUNT_BANNED');
    expect(mailsTo(banned.email)).toBe(before);
  });
});
