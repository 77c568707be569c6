import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TLoginResult } from '@fanlane/contracts/auth';
import { ACCESS_TOKEN_TTL_SECONDS, isWalletAddress } from '@fanlane/contracts/constants';
import { DISPLAY_NAME_MAX, friendlyName } from '@fanlane/contracts/names';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { expectError, expectInvalidFields, freshEmail, like, mailedCode, userRow } from '../../../test/fixtures.ts';
import { sessions, users, verificationCodes } from '../../db/schema/index.ts';

describe(`sign-up with password (${TEST_DRIVER})`, () => {
  let t: TestApp;
  const password = 'correct-horse-1';

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (body: Record<string, unknown>) => t.post<TLoginResult>(t.paths.registerPassword, body);

  it('a new fan signs up with the mailed code and is signed in for the first time', async () => {
    const email = freshEmail();
    const code = await mailedCode(t, email, 'register');
    const before = Date.now();
    const res = await register({ email, password, code, fromDomain: 'somecreator' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 0, msg: 'ok' });
    const result = res.body.data;
    expect(result).toEqual({
      token: like.matching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      expiresAt: like.number(),
      refreshToken: like.matching(/^[\w-]{43}$/),
      info: {
        address: like.string(),
        creatorDomain: null,
        imageDisplayRatio: 'blur-15px',
        email,
        displayName: like.matching(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{3}$/),
        avatar: null,
        role: 'user',
        emailVerified: true,
        sensitiveFilter: false,
      },
      firstLogin: true,
    });
    expect(result.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(result.expiresAt).toBeLessThanOrEqual(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);

    const row = await userRow(t, { email });
    expect(row).toBeDefined();
    expect(row?.address).toBe(result.info.address);
    expect(isWalletAddress(row?.address)).toBe(true);
    expect(row?.address).toBe(t.deps.addresses.deriveAddress(row?.addressIndex ?? -1));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(password);
    expect(row?.lastLoginAt).not.toBeNull();
    // Skipped the name: a friendly one from the account's id, stored, and never the address.
    expect(row?.displayName).toBe(friendlyName(row?.id ?? ''));
    expect(result.info.displayName).toBe(row?.displayName);
    expect(result.info.displayName).not.toContain('0x');

    const [session] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? ''));
    expect(session).toMatchObject({ loginType: 'password', revokedAt: null, ip: '127.0.0.1' });
    const [used] = await t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(used?.consumedAt).not.toBeNull();

    const me = await t.post(t.paths.me, undefined, { authorization: `Bearer ${result.token}` });
    expect(me.body).toEqual({ success: true, code: 0, msg: 'ok', data: result.info });
  });

  it('a display name given at sign-up is the account name, trimmed', async () => {
    const email = freshEmail();
    const code = await mailedCode(t, email, 'register');
    const res = await register({ email, password, code, displayName: '  Maya Moon  ' });
    expect(res.status).toBe(200);
    expect(res.body.data.info.displayName).toBe('Maya Moon');
    expect((await userRow(t, { email }))?.displayName).toBe('Maya Moon');
  });

  it.each([
    ['blank', '   '],
    ['too long', 'n'.repeat(DISPLAY_NAME_MAX + 1)],
  ])('a display name breaking the profile rules (%s) is a validation error naming it', async (_label, displayName) => {
    const email = freshEmail();
    const code = await mailedCode(t, email, 'register');
    expectInvalidFields(await register({ email, password, code, displayName }), ['displayName']);
    expect(await userRow(t, { email })).toBeUndefined();
  });

  it('accounts that skip the name get different friendly names', async () => {
    const people = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    const names = people.map((p) => p.info.displayName);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{3}$/);
  });

  it('every account gets its own derived address', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    expect(a.info.address).not.toBe(b.info.address);
    const [rowA, rowB] = [await userRow(t, { email: a.email }), await userRow(t, { email: b.email })];
    expect(rowA?.addressIndex).not.toBe(rowB?.addressIndex);
  });

  it('a wrong code is refused with CODE_INVALID and no account is made', async () => {
    const email = freshEmail();
    const code = await mailedCode(t, email, 'register');
    const wrong = code === '000000' ? '000001' : '000000';
    expectError(await register({ email, password, code: wrong }), 'CODE_INVALID');
    expect(await userRow(t, { email })).toBeUndefined();
  });

  it('an expired code is refused with CODE_EXPIRED', async () => {
    const email = freshEmail();
    const code = await mailedCode(t, email, 'register');
    await t.deps.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, email));
    expectError(await register({ email, password, code }), 'CODE_EXPIRED');
    expect(await userRow(t, { email })).toBeUndefined();
  });

  it('five wrong codes kill the code: the fifth answers CODE_ATTEMPTS_EXCEEDED and the right code no longer works', async () => {
    const email = freshEmail();
    const code = await mailedCode(t, email, 'register');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 4; i++) expectError(await register({ email, password, code: wrong }), 'CODE_INVALID');
    expectError(await register({ email, password, code: wrong }), 'CODE_ATTEMPTS_EXCEEDED');
    expectError(await register({ email, password, code }), 'CODE_ATTEMPTS_EXCEEDED');
    expect(await userRow(t, { email })).toBeUndefined();
    const [row] = await t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(row?.attempts).toBe(5);
  });

  it('a code mailed for another purpose does not create an account', async () => {
    const email = freshEmail();
    const loginCode = await mailedCode(t, email, 'login');
    expectError(await register({ email, password, code: loginCode }), 'CODE_INVALID');
    expect(await userRow(t, { email })).toBeUndefined();
  });

  it('a code is used up by the sign-up and cannot sign up again', async () => {
    const email = freshEmail();
    const code = await mailedCode(t, email, 'register');
    expect((await register({ email, password, code })).status).toBe(200);
    // The account now exists, so a second sign-up is refused before the code is even looked at…
    expectError(await register({ email, password, code }), 'EMAIL_TAKEN');
    // …and the code itself is gone for every other use too.
    const [row] = await t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(row?.consumedAt).not.toBeNull();
  });

  it.each([
    ['too short', 'abc123'],
    ['without a digit', 'only-letters-here'],
    ['without a letter', '1234567890'],
    ['too long', `a1${'x'.repeat(200)}`],
  ])('a weak password (%s) is a validation error naming the password', async (_label, weak) => {
    const email = freshEmail();
    expectInvalidFields(await register({ email, password: weak, code: '123456' }), ['password']);
  });

  it('a code that is not six digits is a validation error naming the code', async () => {
    expectInvalidFields(await register({ email: freshEmail(), password, code: '12ab56' }), ['code']);
  });

  it('a registered email is refused with EMAIL_TAKEN, whatever the code', async () => {
    const member = await signUp(t);
    expectError(await register({ email: member.email.toUpperCase(), password, code: '123456' }), 'EMAIL_TAKEN');
    const rows = await t.deps.db.select().from(users).where(eq(users.email, member.email));
    expect(rows).toHaveLength(1);
  });

  it('two concurrent sign-ups with one email: one account, and the other is told the email is taken', async () => {
    // A few rounds, since a race can fall either way.
    for (let round = 0; round < 3; round++) {
      const email = freshEmail('race');
      const code = await mailedCode(t, email, 'register');
      const body = { email, password, code };
      const answers = await Promise.all([register(body), register(body)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.status !== 200);
      if (!loser) throw new Error('no losing sign-up');
      expectError(loser, 'EMAIL_TAKEN');
      const rows = await t.deps.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    }
  });
});
