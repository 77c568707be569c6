import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, type Answer, type Envelope } from '../../../test/fixtures.ts';
import { users } from '../../db/schema/index.ts';
import { callerOf, requireCreator } from './guards.ts';
import { ok } from '../../http/envelope.ts';
import { installErrorHandler } from '../../http/error-handler.ts';
import { requestContextPlugin } from '../../http/request-context.ts';

describe(`requireCreator, the guard of seller calls (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let guarded: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    guarded = Fastify({ logger: false });
    guarded.decorate('deps', t.deps);
    installErrorHandler(guarded);
    await guarded.register(requestContextPlugin);
    guarded.decorateRequest('caller', null);
    guarded.post('/seller-only', { preHandler: requireCreator }, (request) =>
      ok({ creatorDomain: callerOf(request).user.creatorDomain }),
    );
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await t.close();
  });

  const call = async (headers: Record<string, string>): Promise<Answer> => {
    const res = await guarded.inject({ method: 'POST', url: '/seller-only', headers });
    return { status: res.statusCode, headers: res.headers, body: res.json<Envelope>() };
  };

  it('no token: 401', async () => {
    expectError(await call({}), 'UNAUTHORIZED');
  });

  it('a fan who is not a creator: NOT_A_CREATOR', async () => {
    const fan = await createSignedInUser(t);
    expectError(await call({ ...fan.auth, 'user-type': 'SELLER', 'shop-domain': 'anything' }), 'NOT_A_CREATOR');
  });

  it('a creator calling as a buyer, without Shop-Domain, or for another shop: SHOP_DOMAIN_MISMATCH', async () => {
    const creator = await createSignedInUser(t, { creatorDomain: 'OwnShop' });
    await createSignedInUser(t, { creatorDomain: 'OtherShop' });
    expectError(await call({ ...creator.auth, 'shop-domain': 'OwnShop' }), 'SHOP_DOMAIN_MISMATCH');
    expectError(
      await call({ ...creator.auth, 'user-type': 'BUYER', 'shop-domain': 'OwnShop' }),
      'SHOP_DOMAIN_MISMATCH',
    );
    expectError(await call({ ...creator.auth, 'user-type': 'SELLER' }), 'SHOP_DOMAIN_MISMATCH');
    expectError(
      await call({ ...creator.auth, 'user-type': 'SELLER', 'shop-domain': 'OtherShop' }),
      'SHOP_DOMAIN_MISMATCH',
    );
  });

  it('a creator calling as SELLER for their own shop passes, whatever the case of the domain', async () => {
    const creator = await createSignedInUser(t, { creatorDomain: 'CaseShop' });
    const res = await call({ ...creator.auth, 'user-type': 'seller', 'shop-domain': 'caseshop' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, code: 0, msg: 'ok', data: { creatorDomain: 'CaseShop' } });
  });

  it('a restricted creator is stopped with ACCOUNT_RESTRICTED', async () => {
    const creator = await createSignedInUser(t, { creatorDomain: 'BannedShop' });
    await t.deps.db.update(users).set({ status: 'restricted' }).where(eq(users.id, creator.user.id));
    expectError(
      await call({ ...creator.auth, 'user-type': 'SELLER', 'shop-domain': 'BannedShop' }),
      'ACCOUNT_RESTRICTED',
    );
  });
});

describe(`a correctly signed token that names no real session (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A token signed with the server's own secret, as a leaked secret would allow. */
  const forged = (claims: Record<string, unknown>, subject: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('fanlane')
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret ?? ''));

  it('a sid or sub that is not a uuid is a 401, not a 500', async () => {
    const fan = await createSignedInUser(t);
    const cases = [
      await forged({ sid: 'not-a-uuid' }, fan.user.id),
      await forged({ sid: randomUUID() }, 'not-a-uuid'),
      await forged({ sid: "x'; drop table users; --" }, 'a\u0000b'),
      await forged({ sid: 42 }, fan.user.id),
    ];
    for (const token of cases) {
      expectError(await t.post(t.paths.me, undefined, { authorization: `Bearer ${token}` }), 'UNAUTHORIZED');
    }
    // The same forgery with real ids is refused too: the session check still runs.
    const real = await forged({ sid: randomUUID() }, fan.user.id);
    expectError(await t.post(t.paths.me, undefined, { authorization: `Bearer ${real}` }), 'UNAUTHORIZED');
  });
});
