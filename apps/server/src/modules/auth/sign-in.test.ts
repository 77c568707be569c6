import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { TLoginResult } from '@fanlane/contracts/auth';
import { friendlyName } from '@fanlane/contracts/names';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  bearer,
  expectError,
  expectInvalidFields,
  freshEmail,
  like,
  loginWithPassword,
  mailedCode,
  sessionsOf,
  tokenWorks,
  userRow,
} from '../../../test/fixtures.ts';
import { authCodes, sessions, users } from '../../db/schema/index.ts';
import { hashOpaqueToken } from '../../lib/tokens.ts';

describe(`sign-in (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    member = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const latestSession = async (userId: string) => {
    const [row] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row;
  };

  describe('with a password', () => {
    it('returns the login result, with firstLogin false once the account has signed in before', async () => {
      const res = await loginWithPassword(t, member.email, member.password);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        code: 0,
        msg: 'ok',
        data: {
          token: like.string(),
          expiresAt: like.number(),
          refreshToken: like.string(),
          info: {
            address: member.info.address,
            creatorDomain: null,
            imageDisplayRatio: 'blur-15px',
            email: member.email,
            displayName: member.info.displayName,
            avatar: null,
            role: 'user',
            emailVerified: true,
            sensitiveFilter: false,
          },
          firstLogin: false,
        },
      });
      expect(res.body.data.token).not.toBe(member.token);
      expect(res.body.data.refreshToken).not.toBe(member.refreshToken);
      expect(await tokenWorks(t, res.body.data.token)).toBe(true);
    });

    it('matches the email whatever its case', async () => {
      const res = await loginWithPassword(t, ` ${member.email.toUpperCase()}`, member.password);
      expect(res.status).toBe(200);
      expect(res.body.data.info.address).toBe(member.info.address);
    });

    it('a wrong password and an unknown email get the same INVALID_CREDENTIALS answer', async () => {
      const wrongPassword = await loginWithPassword(t, member.email, 'not-the-password-1');
      const unknownEmail = await loginWithPassword(t, freshEmail('ghost'), member.password);
      expectError(wrongPassword, 'INVALID_CREDENTIALS');
      expectError(unknownEmail, 'INVALID_CREDENTIALS');
      expect(unknownEmail.body).toEqual(wrongPassword.body);
      expect(unknownEmail.status).toBe(wrongPassword.status);
    });

    it('an account made by e-mailed code has no password to sign in with', async () => {
      const email = freshEmail();
      const code = await mailedCode(t, email, 'login');
      expect((await t.post(t.paths.loginEmailCode, { email, code })).status).toBe(200);
      expectError(await loginWithPassword(t, email, 'anything-at-all-1'), 'INVALID_CREDENTIALS');
    });

    it('an empty password is a validation error naming it', async () => {
      expectInvalidFields(await loginWithPassword(t, member.email, ''), ['password']);
    });
  });

  describe('with an e-mailed code', () => {
    it('signs an existing member in and records how', async () => {
      const code = await mailedCode(t, member.email, 'login');
      const res = await t.post<TLoginResult>(t.paths.loginEmailCode, { email: member.email, code });
      expect(res.status).toBe(200);
      expect(res.body.data.info.address).toBe(member.info.address);
      expect(res.body.data.firstLogin).toBe(false);
      const row = await userRow(t, { email: member.email });
      expect((await latestSession(row?.id ?? ''))?.loginType).toBe('email-code');
    });

    it('creates a passwordless account for a new email and reports the first sign-in', async () => {
      const email = freshEmail('newcomer');
      const code = await mailedCode(t, email, 'login');
      const res = await t.post<TLoginResult>(t.paths.loginEmailCode, { email, code });
      expect(res.status).toBe(200);
      expect(res.body.data.firstLogin).toBe(true);
      expect(res.body.data.info.email).toBe(email);
      const row = await userRow(t, { email });
      expect(row?.passwordHash).toBeNull();
      expect(row?.address).toBe(res.body.data.info.address);
      expect(res.body.data.info.displayName).toBe(friendlyName(row?.id ?? ''));
    });

    it('a new account takes the display name sent with the code; an existing one keeps its own', async () => {
      const email = freshEmail('named');
      const res = await t.post<TLoginResult>(t.paths.loginEmailCode, {
        email,
        code: await mailedCode(t, email, 'login'),
        displayName: 'Noor',
      });
      expect(res.body.data.info.displayName).toBe('Noor');
      const existing = await signUp(t);
      const again = await t.post<TLoginResult>(t.paths.loginEmailCode, {
        email: existing.email,
        code: await mailedCode(t, existing.email, 'login'),
        displayName: 'Someone Else',
      });
      expect(again.body.data.info.displayName).toBe(existing.info.displayName);
    });

    it('a code works once', async () => {
      const email = freshEmail();
      const code = await mailedCode(t, email, 'login');
      expect((await t.post(t.paths.loginEmailCode, { email, code })).status).toBe(200);
      expectError(await t.post(t.paths.loginEmailCode, { email, code }), 'CODE_INVALID');
    });

    it('a sign-up code does not sign in', async () => {
      const email = freshEmail();
      const code = await mailedCode(t, email, 'register');
      expectError(await t.post(t.paths.loginEmailCode, { email, code }), 'CODE_INVALID');
      expect(await userRow(t, { email })).toBeUndefined();
    });
  });

  describe('through global/login', () => {
    it('type password signs in like the password call', async () => {
      const res = await t.post<TLoginResult>(t.paths.globalLogin, {
        type: 'password',
        email: member.email,
        password: member.password,
        fromDomain: 'x',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.info.address).toBe(member.info.address);
      expectError(
        await t.post(t.paths.globalLogin, { type: 'password', email: member.email, password: 'wrong-pass-1' }),
        'INVALID_CREDENTIALS',
      );
    });

    it('type email-code signs in like the code call', async () => {
      const email = freshEmail();
      const code = await mailedCode(t, email, 'login');
      const res = await t.post<TLoginResult>(t.paths.globalLogin, { type: 'email-code', email, code });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ firstLogin: true, info: { email } });
      expectError(await t.post(t.paths.globalLogin, { type: 'email-code', email, code }), 'CODE_INVALID');
    });

    it('an unknown or missing type is a validation error naming type', async () => {
      expectInvalidFields(
        await t.post(t.paths.globalLogin, { type: 'wallet', email: member.email, password: member.password }),
        ['type'],
      );
      expectInvalidFields(await t.post(t.paths.globalLogin, { email: member.email, password: member.password }), [
        'type',
      ]);
    });

    it("a type's missing fields are named", async () => {
      expectInvalidFields(await t.post(t.paths.globalLogin, { type: 'email-code', email: member.email }), ['code']);
    });
  });

  describe('with a one-time auth code', () => {
    const createCode = async (auth: Record<string, string>) => {
      const res = await t.post<{ authCode: string; expiresInSeconds: number }>(t.paths.createAuthCode, undefined, auth);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const useCode = (authCode: string) =>
      t.post<TLoginResult>(`${t.paths.loginAuthCode}?authCode=${encodeURIComponent(authCode)}`);

    it('a signed-in member makes a code that signs the holder in once', async () => {
      const made = await createCode(member.auth);
      expect(made.expiresInSeconds).toBe(120);
      const first = await useCode(made.authCode);
      expect(first.status).toBe(200);
      expect(first.body.data.info.address).toBe(member.info.address);
      expect(await tokenWorks(t, first.body.data.token)).toBe(true);
      const row = await userRow(t, { email: member.email });
      expect((await latestSession(row?.id ?? ''))?.loginType).toBe('auth-code');

      expectError(await useCode(made.authCode), 'AUTH_CODE_INVALID');
    });

    it('an expired code is refused', async () => {
      const made = await createCode(member.auth);
      await t.deps.db
        .update(authCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authCodes.codeHash, hashOpaqueToken(made.authCode)));
      expectError(await useCode(made.authCode), 'AUTH_CODE_INVALID');
    });

    it('an invented code is refused, and a missing one is a validation error', async () => {
      expectError(await useCode('made-up-code'), 'AUTH_CODE_INVALID');
      expectInvalidFields(await t.post(t.paths.loginAuthCode), ['authCode']);
    });

    it('making a code needs a signed-in caller', async () => {
      expectError(await t.post(t.paths.createAuthCode), 'UNAUTHORIZED');
    });

    it('only a hash of the code is stored', async () => {
      const made = await createCode(member.auth);
      const rows = await t.deps.db.select().from(authCodes);
      expect(rows.some((r) => r.codeHash === made.authCode)).toBe(false);
    });
  });

  // docs/moderation.md: a restricted account signs in and reads, and every call that acts answers
  // ACCOUNT_RESTRICTED (1012220); a banned one cannot sign in any way (its sessions were revoked by the ban).
  describe('a restricted or banned account', () => {
    it('restricted: signs in, reads its own info, and is refused every acting call (1012220)', async () => {
      const restricted = await signUp(t);
      await t.deps.db.update(users).set({ status: 'restricted' }).where(eq(users.email, restricted.email));
      const again = await loginWithPassword(t, restricted.email, restricted.password);
      expect(again.status).toBe(200);
      expect((await t.post(t.paths.me, undefined, restricted.auth)).status).toBe(200);
      expect((await t.post(t.paths.refreshToken, { refreshToken: restricted.refreshToken })).status).toBe(200);
      expectError(await t.post(t.paths.createAuthCode, undefined, restricted.auth), 'ACCOUNT_RESTRICTED');
    });

    it('banned: cannot sign in any way, and its open sessions stop working', async () => {
      const banned = await signUp(t);
      const code = await mailedCode(t, banned.email, 'login');
      const authCode = (await t.post<{ authCode: string }>(t.paths.createAuthCode, undefined, banned.auth)).body.data
        .authCode;
      await t.deps.db.update(users).set({ status: 'banned' }).where(eq(users.email, banned.email));

      expectError(await loginWithPassword(t, banned.email, banned.password), 'ACCOUNT_BANNED');
      expectError(
        await t.post(t.paths.globalLogin, { type: 'password', email: banned.email, password: banned.password }),
        'ACCOUNT_BANNED',
      );
      expectError(await t.post(t.paths.loginEmailCode, { email: banned.email, code }), 'ACCOUNT_BANNED');
      expectError(await t.post(`${t.paths.loginAuthCode}?authCode=${authCode}`), 'ACCOUNT_BANNED');
      expectError(await t.post(t.paths.me, undefined, banned.auth), 'UNAUTHORIZED');
      expectError(await t.post(t.paths.refreshToken, { refreshToken: banned.refreshToken }), 'UNAUTHORIZED');
      // A wrong password still says only "wrong email or password": a ban is not revealed to guessers.
      expectError(await loginWithPassword(t, banned.email, 'wrong-guess-1'), 'INVALID_CREDENTIALS');

      const row = await userRow(t, { email: banned.email });
      expect(await sessionsOf(t, row?.id ?? '')).toHaveLength(1);
    });
  });

  it('the caller info call needs a valid token', async () => {
    expectError(await t.post(t.paths.me), 'UNAUTHORIZED');
    expectError(await t.post(t.paths.me, undefined, bearer('not.a.jwt')), 'UNAUTHORIZED');
    expectError(await t.post(t.paths.me, undefined, { authorization: member.token }), 'UNAUTHORIZED');
  });
});
