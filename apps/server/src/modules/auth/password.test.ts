import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  expectError,
  expectInvalidFields,
  loginWithPassword,
  mailedCode,
  openSession,
  sessionsOf,
  signIn,
  tokenWorks,
  userRow,
} from '../../../test/fixtures.ts';
import { users } from '../../db/schema/index.ts';

describe(`passwords: reset and change (${TEST_DRIVER})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const mailCount = (email: string, subject: string) =>
    t.smtp.messages.filter((m) => m.to.includes(email) && m.raw.includes(`Subject: ${t.config.brandName}: ${subject}`))
      .length;

  describe('a forgotten password, reset with a mailed code', () => {
    it('signs every session out; the new password works and the old one does not', async () => {
      const member = await signUp(t);
      const laptop = await signIn(t, member.email, member.password);
      const code = await mailedCode(t, member.email, 'reset-password');

      const res = await t.post(t.paths.passwordReset, { email: member.email, code, password: 'brand-new-pass-2' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, code: 0, msg: 'ok', data: { ok: true } });

      for (const session of [member, laptop]) {
        expect(await tokenWorks(t, session.token)).toBe(false);
        expectError(await t.post(t.paths.refreshToken, { refreshToken: session.refreshToken }), 'UNAUTHORIZED');
      }
      const row = await userRow(t, { email: member.email });
      const all = await sessionsOf(t, row?.id ?? '');
      expect(all.every((s) => s.revokedReason === 'password_reset')).toBe(true);

      expectError(await loginWithPassword(t, member.email, member.password), 'INVALID_CREDENTIALS');
      expect((await loginWithPassword(t, member.email, 'brand-new-pass-2')).status).toBe(200);
      expect(mailCount(member.email, 'your password was changed')).toBe(1);
    });

    it('a wrong code changes nothing', async () => {
      const member = await signUp(t);
      const code = await mailedCode(t, member.email, 'reset-password');
      const wrong = code === '000000' ? '000001' : '000000';
      expectError(
        await t.post(t.paths.passwordReset, { email: member.email, code: wrong, password: 'brand-new-pass-2' }),
        'CODE_INVALID',
      );
      expect(await tokenWorks(t, member.token)).toBe(true);
      expect((await loginWithPassword(t, member.email, member.password)).status).toBe(200);
    });

    it('an unknown email is refused with ACCOUNT_NOT_FOUND', async () => {
      expectError(
        await t.post(t.paths.passwordReset, {
          email: 'nobody-here@example.com',
          code: '123456',
          password: 'brand-new-pass-2',
        }),
        'ACCOUNT_NOT_FOUND',
      );
    });

    it('a weak new password is a validation error naming it', async () => {
      expectInvalidFields(
        await t.post(t.paths.passwordReset, { email: 'x@example.com', code: '123456', password: 'short' }),
        ['password'],
      );
    });
  });

  describe('a signed-in member changing the password', () => {
    it('a wrong current password is refused with WRONG_PASSWORD and nothing changes', async () => {
      const member = await signUp(t);
      const laptop = await signIn(t, member.email, member.password);
      expectError(
        await t.post(
          t.paths.passwordUpdate,
          { oldPassword: 'not-my-password-1', password: 'brand-new-pass-2' },
          member.auth,
        ),
        'WRONG_PASSWORD',
      );
      expectError(
        await t.post(t.paths.passwordUpdate, { password: 'brand-new-pass-2' }, member.auth),
        'WRONG_PASSWORD',
      );
      expect(await tokenWorks(t, laptop.token)).toBe(true);
      expect((await loginWithPassword(t, member.email, member.password)).status).toBe(200);
    });

    it('signs the other sessions out, keeps this one, and mails a notice', async () => {
      const member = await signUp(t);
      const laptop = await signIn(t, member.email, member.password);
      const res = await t.post(
        t.paths.passwordUpdate,
        { oldPassword: member.password, password: 'brand-new-pass-2' },
        member.auth,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ok: true });

      expect(await tokenWorks(t, member.token)).toBe(true);
      expect((await t.post(t.paths.refreshToken, { refreshToken: member.refreshToken })).status).toBe(200);
      expect(await tokenWorks(t, laptop.token)).toBe(false);
      expectError(await t.post(t.paths.refreshToken, { refreshToken: laptop.refreshToken }), 'UNAUTHORIZED');

      expectError(await loginWithPassword(t, member.email, member.password), 'INVALID_CREDENTIALS');
      expect((await loginWithPassword(t, member.email, 'brand-new-pass-2')).status).toBe(200);
      expect(mailCount(member.email, 'your password was changed')).toBe(1);
    });

    it('an account made without a password sets its first one without an old password', async () => {
      const { user, auth } = await createSignedInUser(t, { email: 'passwordless@example.com' });
      const res = await t.post(t.paths.passwordUpdate, { password: 'first-password-1' }, auth);
      expect(res.status).toBe(200);
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await loginWithPassword(t, 'passwordless@example.com', 'first-password-1')).status).toBe(200);
    });

    it('a weak new password is a validation error naming it', async () => {
      const { auth } = await createSignedInUser(t);
      expectInvalidFields(await t.post(t.paths.passwordUpdate, { password: 'weak' }, auth), ['password']);
    });

    it('needs a signed-in caller', async () => {
      expectError(await t.post(t.paths.passwordUpdate, { password: 'brand-new-pass-2' }), 'UNAUTHORIZED');
    });

    it('a session signed out elsewhere cannot change the password', async () => {
      const { user } = await createSignedInUser(t);
      const session = await openSession(t, user);
      expect((await t.post(t.paths.logout, {}, session.auth)).status).toBe(200);
      expectError(await t.post(t.paths.passwordUpdate, { password: 'brand-new-pass-2' }, session.auth), 'UNAUTHORIZED');
    });
  });
});
