// Runs when TEST_REDIS_URL is set: the sign-in budget kept in Redis, shared by every instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { expectError, type Envelope } from '../../../test/fixtures.ts';
import { budgetWithoutItsStore, signInBudgetRules } from '../../../test/sign-in-budget-kit.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe('the sign-in budget, shared through Redis', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });
  signInBudgetRules(() => {
    const client = new Redis(redisUrl);
    clients.push(client);
    return client;
  });

  it('with Redis unreachable, a sign-in still goes through, and the outage is reported', async () => {
    const gone = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    gone.on('error', () => undefined); // the refused connection is the point
    await budgetWithoutItsStore(gone);
    gone.disconnect();
  });
});

describe(`two app instances on one Redis share the sign-in budget (${TEST_DRIVER})`, () => {
  let first: TestApp;
  let second: TestApp;
  let ips = 0;
  const stranger = () => `198.19.${Math.floor(++ips / 250)}.${ips % 250}`;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  const guess = async (t: TestApp, email: string, password = 'wrong-guess-1') => {
    const res = await t.app.inject({
      method: 'POST',
      url: t.paths.loginPassword,
      payload: { email, password },
      remoteAddress: stranger(),
    });
    return { status: res.statusCode, headers: res.headers, body: res.json<Envelope>() };
  };

  /** One account, signed up on each instance's database with the same e-mail and password. */
  async function accountOnBoth() {
    const member = await signUp(first);
    await signUp(second, member.email, member.password);
    return member;
  }

  it('guesses on one instance make the other wait, even for the right password, and a success on it forgives', async () => {
    const member = await accountOnBoth();
    for (let i = 0; i < 5; i++) expectError(await guess(i % 2 ? second : first, member.email), 'INVALID_CREDENTIALS');
    const held = await guess(second, member.email, member.password);
    expectError(held, 'TOO_MANY_REQUESTS');
    expect(held.headers['retry-after']).toBe('1');
    expectError(await guess(first, member.email, member.password), 'TOO_MANY_REQUESTS');
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await guess(second, member.email, member.password)).status).toBe(200);
    expectError(await guess(first, member.email), 'INVALID_CREDENTIALS');
  });

  it('60 parallel guesses at one account, spread over both instances and 60 addresses, get only the 5 free tries checked', async () => {
    const member = await accountOnBoth();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => guess(i % 2 ? second : first, member.email)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 101038)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(55);
  });
});
