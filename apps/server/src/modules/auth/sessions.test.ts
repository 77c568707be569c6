import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TTokenPair } from '@fanlane/contracts/auth';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  bearer,
  createSignedInUser,
  expectError,
  expectInvalidFields,
  like,
  openSession,
  tokenWorks,
} from '../../../test/fixtures.ts';
import { refreshTokens, sessions, type UserRow } from '../../db/schema/index.ts';
import { createTokenService, hashOpaqueToken } from '../../lib/tokens.ts';

describe(`sessions: refresh tokens and sign-out (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fan: UserRow;
  let other: UserRow;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    fan = (await createSignedInUser(t, { email: 'sessions-fan@example.com' })).user;
    other = (await createSignedInUser(t, { email: 'sessions-other@example.com' })).user;
  });
  afterAll(async () => {
    await t.close();
  });

  const refresh = (refreshToken: string) => t.post<TTokenPair>(t.paths.refreshToken, { refreshToken });
  const sessionOfRefreshToken = async (token: string) => {
    const [row] = await t.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
    const [session] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, row?.sessionId ?? ''));
    return session;
  };

  describe('refreshing', () => {
    it('rotation returns a new pair, and the old access token keeps working until it expires', async () => {
      const login = await openSession(t, fan);
      const res = await refresh(login.refreshToken);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ token: like.string(), expiresAt: like.number(), refreshToken: like.string() });
      expect(res.body.data.refreshToken).not.toBe(login.refreshToken);
      expect(res.body.data.expiresAt).toBeGreaterThanOrEqual(login.expiresAt);

      expect(await tokenWorks(t, res.body.data.token)).toBe(true);
      expect(await tokenWorks(t, login.token)).toBe(true);
      // Both tokens belong to the same session (one family).
      expect((await sessionOfRefreshToken(res.body.data.refreshToken))?.id).toBe(
        (await sessionOfRefreshToken(login.refreshToken))?.id,
      );
      // The new refresh token rotates again.
      expect((await refresh(res.body.data.refreshToken)).status).toBe(200);
    });

    it('a reused refresh token revokes the whole session family', async () => {
      const stolen = await openSession(t, fan);
      const elsewhere = await openSession(t, fan);
      const rotated = await refresh(stolen.refreshToken);
      expect(rotated.status).toBe(200);

      expectError(await refresh(stolen.refreshToken), 'UNAUTHORIZED');

      // The token the rightful holder got from the rotation is dead too, and so is every access token of that session.
      expectError(await refresh(rotated.body.data.refreshToken), 'UNAUTHORIZED');
      expectError(await t.post(t.paths.me, undefined, bearer(rotated.body.data.token)), 'UNAUTHORIZED');
      expectError(await t.post(t.paths.me, undefined, stolen.auth), 'UNAUTHORIZED');
      const session = await sessionOfRefreshToken(stolen.refreshToken);
      expect(session?.revokedReason).toBe('refresh_token_reuse');

      // Other sessions of the same person are a different family and carry on.
      expect(await tokenWorks(t, elsewhere.token)).toBe(true);
      expect((await refresh(elsewhere.refreshToken)).status).toBe(200);
    });

    it('an unknown refresh token is refused', async () => {
      expectError(await refresh('this-token-was-never-issued'), 'UNAUTHORIZED');
    });

    it('an expired refresh token is refused', async () => {
      const login = await openSession(t, fan);
      await t.deps.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(login.refreshToken)));
      expectError(await refresh(login.refreshToken), 'UNAUTHORIZED');
    });

    it('a missing or empty refresh token is a validation error', async () => {
      expectInvalidFields(await t.post(t.paths.refreshToken, {}), ['refreshToken']);
      expectInvalidFields(await t.post(t.paths.refreshToken, { refreshToken: '' }), ['refreshToken']);
    });

    it('two concurrent uses of the same refresh token: exactly one succeeds', async () => {
      const login = await openSession(t, fan);
      const answers = await Promise.all([refresh(login.refreshToken), refresh(login.refreshToken)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
      const loser = answers.find((a) => a.status === 401);
      if (!loser) throw new Error('no refused refresh');
      expectError(loser, 'UNAUTHORIZED');
      const session = await sessionOfRefreshToken(login.refreshToken);
      const family = await t.deps.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.sessionId, session?.id ?? ''));
      // The original and exactly one successor: the losing request minted nothing.
      expect(family).toHaveLength(2);
    });
  });

  describe('access tokens', () => {
    it('a token signed with another secret, an expired token and a malformed header are all refused', async () => {
      const login = await openSession(t, fan);
      const claims = { userId: fan.id, sessionId: (await sessionOfRefreshToken(login.refreshToken))?.id ?? '' };
      const forged = await createTokenService('another-secret-another-secret-0000').signAccess(claims);
      const expired = await createTokenService(t.config.jwtSecret ?? '', -60).signAccess(claims);
      const genuine = await createTokenService(t.config.jwtSecret ?? '').signAccess(claims);

      expect(await tokenWorks(t, genuine.token)).toBe(true);
      expect(await tokenWorks(t, forged.token)).toBe(false);
      expect(await tokenWorks(t, expired.token)).toBe(false);
      expectError(await t.post(t.paths.me, undefined, { authorization: `Basic ${login.token}` }), 'UNAUTHORIZED');
      expectError(await t.post(t.paths.me, undefined, { authorization: 'Bearer ' }), 'UNAUTHORIZED');
    });

    it("a valid token naming another user's session is refused", async () => {
      const theirs = await openSession(t, other);
      const session = await sessionOfRefreshToken(theirs.refreshToken);
      const mixed = await createTokenService(t.config.jwtSecret ?? '').signAccess({
        userId: fan.id,
        sessionId: session?.id ?? '',
      });
      expect(await tokenWorks(t, mixed.token)).toBe(false);
    });
  });

  describe('signing out', () => {
    it('ends the session: its access token and refresh token stop working', async () => {
      const login = await openSession(t, fan);
      const elsewhere = await openSession(t, fan);
      const res = await t.post(t.paths.logout, {}, login.auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, code: 0, msg: 'ok', data: { ok: true } });

      expectError(await t.post(t.paths.me, undefined, login.auth), 'UNAUTHORIZED');
      expectError(await refresh(login.refreshToken), 'UNAUTHORIZED');
      expect((await sessionOfRefreshToken(login.refreshToken))?.revokedReason).toBe('logout');
      expect(await tokenWorks(t, elsewhere.token)).toBe(true);
    });

    it('needs no body', async () => {
      const login = await openSession(t, fan);
      const res = await t.post(t.paths.logout, undefined, login.auth);
      expect(res.status).toBe(200);
      expect(await tokenWorks(t, login.token)).toBe(false);
    });

    it("a refresh token of the caller's other session ends that one too; someone else's is left alone", async () => {
      const current = await openSession(t, fan);
      const mine = await openSession(t, fan);
      const theirs = await openSession(t, other);

      expect((await t.post(t.paths.logout, { refreshToken: mine.refreshToken }, current.auth)).status).toBe(200);
      expect(await tokenWorks(t, mine.token)).toBe(false);

      const again = await openSession(t, fan);
      expect((await t.post(t.paths.logout, { refreshToken: theirs.refreshToken }, again.auth)).status).toBe(200);
      expect(await tokenWorks(t, again.token)).toBe(false);
      expect(await tokenWorks(t, theirs.token)).toBe(true);
      expect((await refresh(theirs.refreshToken)).status).toBe(200);
    });

    it('needs a signed-in caller', async () => {
      expectError(await t.post(t.paths.logout, {}), 'UNAUTHORIZED');
    });

    it('signing out twice with the same token is refused the second time', async () => {
      const login = await openSession(t, fan);
      expect((await t.post(t.paths.logout, {}, login.auth)).status).toBe(200);
      expectError(await t.post(t.paths.logout, {}, login.auth), 'UNAUTHORIZED');
    });
  });
});
