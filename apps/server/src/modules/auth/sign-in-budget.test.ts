import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { expectError, freshEmail, type Answer, type Envelope } from '../../../test/fixtures.ts';
import { signInBudgetRules } from '../../../test/sign-in-budget-kit.ts';

describe('the sign-in budget, in one process', () => {
  signInBudgetRules();
});

const IP_BUDGET = 5;

describe(`sign-in budgets on the real calls (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let ips = 0;
  /** A new address: each test's addresses stay inside the per-address budget unless it means to spend it. */
  const stranger = () => `198.18.${Math.floor(++ips / 250)}.${ips % 250}`;

  beforeAll(async () => {
    // The per-route limit out of the way, so what answers is the budget under test.
    t = await createTestApp({ SIGN_IN_IP_PER_MINUTE: String(IP_BUDGET), AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function postFrom(ip: string, url: string, body: object, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'POST', url, payload: body, headers, remoteAddress: ip });
    return { status: res.statusCode, headers: res.headers, body: res.json<Envelope>() } satisfies Answer;
  }
  const wrongPassword = (ip: string, email: string) =>
    postFrom(ip, t.paths.loginPassword, { email, password: 'wrong-guess-1' });
  const rightPassword = (ip: string, who: { email: string; password: string }) =>
    postFrom(ip, t.paths.loginPassword, { email: who.email, password: who.password });

  it('an account backs off across the password and e-mail-code routes and two addresses, the same whether it exists or not', async () => {
    const member = await signUp(t);
    const answersFor = async (email: string) => {
      const [first, second] = [stranger(), stranger()];
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const res =
          i % 2
            ? await postFrom(second, t.paths.loginEmailCode, { email, code: '000000' })
            : await wrongPassword(first, email.toUpperCase());
        answers.push([res.status, res.body.code, res.headers['retry-after'] ?? null]);
      }
      return answers;
    };
    const known = await answersFor(member.email);
    expect(known).toEqual([
      [400, 101038, null],
      [400, 101006, null],
      [400, 101038, null],
      [400, 101006, null],
      [400, 101038, null],
      [429, 429, '1'],
    ]);
    expect(await answersFor(freshEmail('nobody'))).toEqual(known);
    // The right password from a third address waits too.
    expectError(await rightPassword(stranger(), member), 'TOO_MANY_REQUESTS');
  });

  it('the wait doubles, then passes; the right password then signs in and the count starts over', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const member = await signUp(t);
    for (let i = 0; i < 5; i++) expectError(await wrongPassword(stranger(), member.email), 'INVALID_CREDENTIALS');
    const first = await rightPassword(stranger(), member);
    expectError(first, 'TOO_MANY_REQUESTS');
    expect(first.headers['retry-after']).toBe('1');
    vi.advanceTimersByTime(1_000);
    expectError(await wrongPassword(stranger(), member.email), 'INVALID_CREDENTIALS');
    expect((await rightPassword(stranger(), member)).headers['retry-after']).toBe('2');
    vi.advanceTimersByTime(2_000);
    expect((await rightPassword(stranger(), member)).status).toBe(200);
    for (let i = 0; i < 5; i++) expectError(await wrongPassword(stranger(), member.email), 'INVALID_CREDENTIALS');
    expect((await wrongPassword(stranger(), member.email)).headers['retry-after']).toBe('1');
  });

  it('a stranger guessing cannot keep the owner out where the owner signed in before', async () => {
    const member = await signUp(t);
    const home = stranger();
    expect((await rightPassword(home, member)).status).toBe(200);
    for (let i = 0; i < 5; i++) await wrongPassword(stranger(), member.email);
    expectError(await rightPassword(stranger(), member), 'TOO_MANY_REQUESTS');
    expect((await rightPassword(home, member)).status).toBe(200);
  });

  it('a signed-in password change draws on the same budget as sign-in', async () => {
    const member = await signUp(t);
    for (let i = 0; i < 5; i++) await wrongPassword(stranger(), member.email);
    const change = await postFrom(
      stranger(),
      t.paths.passwordUpdate,
      { oldPassword: member.password, password: 'brand-new-pass-1' },
      member.auth,
    );
    expectError(change, 'TOO_MANY_REQUESTS');
  });

  it('one address has one budget across every sign-in route together', async () => {
    const ip = stranger();
    const calls = [
      () => wrongPassword(ip, freshEmail()),
      () => postFrom(ip, t.paths.loginEmailCode, { email: freshEmail(), code: '000000' }),
      () => postFrom(ip, t.paths.globalLogin, { type: 'password', email: freshEmail(), password: 'wrong-guess-1' }),
      () => postFrom(ip, t.paths.passwordReset, { email: freshEmail(), code: '000000', password: 'brand-new-pass-1' }),
      () => postFrom(ip, t.paths.globalLogin, { type: 'email-code', email: freshEmail(), code: '000000' }),
    ];
    for (const call of calls) expect((await call()).status).not.toBe(429);
    const refused = await postFrom(ip, t.paths.loginEmailCode, { email: freshEmail(), code: '000000' });
    expectError(refused, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expectError(await wrongPassword(stranger(), freshEmail()), 'INVALID_CREDENTIALS');
  });
});
