import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  expectError,
  expectInvalidFields,
  freshEmail,
  loginWithPassword,
  mailedCode,
  signIn,
  tokenWorks,
  userRow,
} from '../../../test/fixtures.ts';
import { emailChanges } from '../../db/schema/index.ts';
import { createUser } from '../users/users-repo.ts';

describe(`account email: change, restore, check, bind (${TEST_DRIVER})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The token of the newest `/settings/<page>?token=` link mailed to `email`. */
  function linkToken(email: string, page: 'emailChange' | 'restoreAccess'): string {
    const mail = t.smtp.lastTo(email) ?? '';
    const match = new RegExp(`${t.config.publicUrl}/settings/${page}\\?token=([\\w-]+)`).exec(mail);
    if (!match?.[1]) throw new Error(`no ${page} link mailed to ${email}`);
    return match[1];
  }

  const requestChange = (auth: Record<string, string>, newEmail: string, password?: string) =>
    t.post(t.paths.emailChange, { newEmail, ...(password !== undefined && { password }) }, auth);
  const confirm = (token: string) => t.post<{ email: string }>(t.paths.emailChangeConfirm, { token });
  const restore = (token: string, password: string) =>
    t.post<{ email: string }>(t.paths.restoreAccess, { token, password });

  describe('changing the email', () => {
    it('the new inbox confirms the change, the old inbox can undo it, and undoing signs everyone out', async () => {
      const member = await signUp(t);
      const phone = await signIn(t, member.email, member.password);
      const newEmail = freshEmail('moved');

      const asked = await requestChange(member.auth, newEmail, member.password);
      expect(asked.status).toBe(200);
      expect(asked.body.data).toEqual({ ok: true });
      const confirmToken = linkToken(newEmail, 'emailChange');
      // Nothing changes until the new inbox confirms.
      expect((await userRow(t, { email: member.email }))?.email).toBe(member.email);

      const confirmed = await confirm(confirmToken);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toEqual({ email: newEmail });
      expect(await userRow(t, { email: member.email })).toBeUndefined();
      expect((await userRow(t, { email: newEmail }))?.address).toBe(member.info.address);
      expect((await loginWithPassword(t, newEmail, member.password)).status).toBe(200);
      expectError(await loginWithPassword(t, member.email, member.password), 'INVALID_CREDENTIALS');
      expect(t.smtp.lastTo(member.email)).toContain(`changed to ${newEmail}`);
      const restoreToken = linkToken(member.email, 'restoreAccess');

      const restored = await restore(restoreToken, 'taken-back-pass-3');
      expect(restored.status).toBe(200);
      expect(restored.body.data).toEqual({ email: member.email });
      expect((await userRow(t, { email: member.email }))?.address).toBe(member.info.address);
      expect(await userRow(t, { email: newEmail })).toBeUndefined();
      for (const session of [member, phone]) expect(await tokenWorks(t, session.token)).toBe(false);
      expectError(await loginWithPassword(t, member.email, member.password), 'INVALID_CREDENTIALS');
      expectError(await loginWithPassword(t, newEmail, member.password), 'INVALID_CREDENTIALS');
      expect((await loginWithPassword(t, member.email, 'taken-back-pass-3')).status).toBe(200);

      // Each link works once.
      expectError(await confirm(confirmToken), 'LINK_INVALID');
      expectError(await restore(restoreToken, 'another-pass-4'), 'LINK_INVALID');
    });

    it('made-up links are refused with LINK_INVALID', async () => {
      expectError(await confirm('garbage-token'), 'LINK_INVALID');
      expectError(await restore('garbage-token', 'good-password-1'), 'LINK_INVALID');
      expectError(await confirm("' or 1=1 --"), 'LINK_INVALID');
    });

    it('an expired confirmation link is refused and the email stays', async () => {
      const { user, auth } = await createSignedInUser(t, { email: freshEmail('stays') });
      const newEmail = freshEmail();
      expect((await requestChange(auth, newEmail)).status).toBe(200);
      await t.deps.db
        .update(emailChanges)
        .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailChanges.userId, user.id));
      expectError(await confirm(linkToken(newEmail, 'emailChange')), 'LINK_INVALID');
      expect((await userRow(t, { id: user.id }))?.email).toBe(user.email);
    });

    it('an email someone else has is refused with EMAIL_TAKEN', async () => {
      const { auth } = await createSignedInUser(t, { email: freshEmail() });
      const { user: someone } = await createSignedInUser(t, { email: freshEmail('someone') });
      expectError(await requestChange(auth, someone.email ?? ''), 'EMAIL_TAKEN');
    });

    it('an email taken between request and confirmation is refused at confirmation, and nothing changes', async () => {
      const { user, auth } = await createSignedInUser(t, { email: freshEmail() });
      const wanted = freshEmail('wanted');
      expect((await requestChange(auth, wanted)).status).toBe(200);
      await createUser(t.deps.db, t.deps.addresses, { email: wanted });
      expectError(await confirm(linkToken(wanted, 'emailChange')), 'EMAIL_TAKEN');
      expect((await userRow(t, { id: user.id }))?.email).toBe(user.email);
      const [change] = await t.deps.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
      expect(change?.confirmedAt).toBeNull();
    });

    it('the same email, in any case, is refused with SAME_EMAIL', async () => {
      const email = freshEmail();
      const { auth } = await createSignedInUser(t, { email });
      expectError(await requestChange(auth, email.toUpperCase()), 'SAME_EMAIL');
    });

    it('an account with a password must give it', async () => {
      const member = await signUp(t);
      expectError(await requestChange(member.auth, freshEmail(), 'not-my-password-1'), 'WRONG_PASSWORD');
      expectError(await requestChange(member.auth, freshEmail()), 'WRONG_PASSWORD');
    });

    it('needs a signed-in caller and a valid address', async () => {
      expectError(await t.post(t.paths.emailChange, { newEmail: freshEmail() }), 'UNAUTHORIZED');
      const { auth } = await createSignedInUser(t);
      expectInvalidFields(await requestChange(auth, 'not an email'), ['newEmail']);
    });
  });

  describe('check-email', () => {
    it('tells whether an email has an account, whatever its case', async () => {
      const email = freshEmail();
      await createSignedInUser(t, { email });
      expect((await t.post(t.paths.checkEmail, { email: email.toUpperCase() })).body).toEqual({
        success: true,
        code: 0,
        msg: 'ok',
        data: { registered: true },
      });
      expect((await t.post(t.paths.checkEmail, { email: freshEmail('free') })).body.data).toEqual({
        registered: false,
      });
      expectInvalidFields(await t.post(t.paths.checkEmail, { email: 'nope' }), ['email']);
    });
  });

  describe('bind-email', () => {
    it('an account without email (Telegram, wallet) adds one proven by a code', async () => {
      const { user, auth } = await createSignedInUser(t);
      expect(user.email).toBeNull();
      const email = freshEmail('bound');
      const code = await mailedCode(t, email, 'bind-email');
      const res = await t.post(t.paths.bindEmail, { email, code }, auth);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ok: true });
      expect((await userRow(t, { id: user.id }))?.email).toBe(email);
      expect((await t.post<{ email: string }>(t.paths.me, undefined, auth)).body.data.email).toBe(email);
    });

    it('an account that already has an email is refused with EMAIL_ALREADY_BOUND', async () => {
      const { auth } = await createSignedInUser(t, { email: freshEmail() });
      const email = freshEmail();
      const code = await mailedCode(t, email, 'bind-email');
      expectError(await t.post(t.paths.bindEmail, { email, code }, auth), 'EMAIL_ALREADY_BOUND');
      expect(await userRow(t, { email })).toBeUndefined();
    });

    it('a wrong code is refused and no email is bound', async () => {
      const { user, auth } = await createSignedInUser(t);
      const email = freshEmail();
      const code = await mailedCode(t, email, 'bind-email');
      expectError(
        await t.post(t.paths.bindEmail, { email, code: code === '000000' ? '000001' : '000000' }, auth),
        'CODE_INVALID',
      );
      expect((await userRow(t, { id: user.id }))?.email).toBeNull();
    });

    it('an email someone else has gets no code', async () => {
      const taken = freshEmail();
      await createSignedInUser(t, { email: taken });
      expectError(await t.post(t.paths.verificationCode, { email: taken, scene: 'bind-email' }), 'EMAIL_TAKEN');
    });

    it('needs a signed-in caller', async () => {
      expectError(await t.post(t.paths.bindEmail, { email: freshEmail(), code: '123456' }), 'UNAUTHORIZED');
    });
  });
});
