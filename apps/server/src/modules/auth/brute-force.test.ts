import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@fanlane/contracts/error-messages';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { expectError, type Answer, type Envelope } from '../../../test/fixtures.ts';

const LIMIT = 5;

describe(`brute force: auth calls are rate limited per IP (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    member = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function postFrom(
    ip: string,
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await t.app.inject({ method: 'POST', url, payload: body as object, headers, remoteAddress: ip });
    return { status: res.statusCode, headers: res.headers, body: res.json<Envelope>() };
  }

  it('repeated wrong passwords from one IP end in 429 with a retry-after header, even for the right password', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < LIMIT; i++) {
      expectError(
        await postFrom(ip, t.paths.loginPassword, { email: member.email, password: `guess-${i}-x` }),
        'INVALID_CREDENTIALS',
      );
    }
    const blocked = await postFrom(ip, t.paths.loginPassword, { email: member.email, password: 'guess-again-x' });
    expectError(blocked, 'TOO_MANY_REQUESTS');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expectError(
      await postFrom(ip, t.paths.loginPassword, { email: member.email, password: member.password }),
      'TOO_MANY_REQUESTS',
    );
  });

  it('the 429 is translated like every error', async () => {
    const ip = '198.51.100.8';
    for (let i = 0; i < LIMIT; i++)
      await postFrom(ip, t.paths.loginPassword, { email: member.email, password: 'wrong-pass-1' });
    const blocked = await postFrom(
      ip,
      t.paths.loginPassword,
      { email: member.email, password: 'wrong-pass-1' },
      { locale: 'fr' },
    );
    expectError(blocked, 'TOO_MANY_REQUESTS', 'fr');
    expect(blocked.body.msg).toBe(ERROR_MESSAGES.fr.too_many_requests);
  });

  it('another IP is not held back by the first one (for another account)', async () => {
    const other = await signUp(t);
    const [noisy, quiet] = ['198.51.100.9', '198.51.100.10'];
    for (let i = 0; i <= LIMIT; i++)
      await postFrom(noisy, t.paths.loginPassword, { email: member.email, password: 'wrong-pass-1' });
    expectError(
      await postFrom(noisy, t.paths.loginPassword, { email: other.email, password: other.password }),
      'TOO_MANY_REQUESTS',
    );
    const fine = await postFrom(quiet, t.paths.loginPassword, { email: other.email, password: other.password });
    expect(fine.status).toBe(200);
  });

  it('an account guessed at from many addresses and routes backs off, whoever asks, and a success clears it', async () => {
    const target = await signUp(t);
    const guess = (n: number, url: string) =>
      postFrom(`192.0.2.${n}`, url, {
        ...(url === t.paths.globalLogin && { type: 'password' }),
        email: target.email.toUpperCase(),
        password: `wrong-guess-${n}`,
      });
    // Five free tries, spread over two routes and five addresses (globalLogin signs in the same way).
    for (let n = 1; n <= 5; n++) {
      expectError(await guess(n, n % 2 ? t.paths.loginPassword : t.paths.globalLogin), 'INVALID_CREDENTIALS');
    }
    // The sixth, from a fresh address, must wait: even with the right password.
    const held = await postFrom('192.0.2.99', t.paths.loginPassword, {
      email: target.email,
      password: target.password,
    });
    expectError(held, 'TOO_MANY_REQUESTS');
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another account from the same addresses is not held back.
    const bystander = await signUp(t);
    expect(
      (await postFrom('192.0.2.1', t.paths.loginPassword, { email: bystander.email, password: bystander.password }))
        .status,
    ).toBe(200);
  });

  it('every sign-in, code and account-recovery call is limited, even when the requests are invalid', async () => {
    const limited = [
      t.paths.verificationCode,
      t.paths.registerPassword,
      t.paths.loginPassword,
      t.paths.loginEmailCode,
      t.paths.globalLogin,
      t.paths.loginAuthCode,
      t.paths.refreshToken,
      t.paths.passwordReset,
      t.paths.passwordUpdate,
      t.paths.emailChange,
      t.paths.emailChangeConfirm,
      t.paths.restoreAccess,
      t.paths.checkEmail,
      t.paths.bindEmail,
    ];
    for (const [n, url] of limited.entries()) {
      const ip = `203.0.113.${n + 1}`;
      for (let i = 0; i < LIMIT; i++) expect((await postFrom(ip, url, {})).status, url).not.toBe(429);
      expectError(await postFrom(ip, url, {}), 'TOO_MANY_REQUESTS');
    }
  });
});
