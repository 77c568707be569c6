import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../../app.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  expectError,
  expectInvalidFields,
  openSession,
  rawPost,
  type Answer,
  type Envelope,
} from '../../../test/fixtures.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { PATHS } from '@fanlane/contracts/api-paths';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';

type Route = { name: string; url: string; signedIn?: boolean; seller?: boolean; fields: string[] };

describe(`bad input on every auth call (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let caller: UserRow;
  let routes: Route[];
  let seller: TestCreator;

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // So hostile launch data reaches the Telegram check instead of "not configured".
      TELEGRAM_BOT_TOKEN: '7000000001:AAE-bad-input-bot',
      SIGN_IN_FREE_TRIES: '100',
      PROMOTION_TAG_USES_PER_MINUTE: '100000',
    });
    caller = (await createSignedInUser(t, { email: 'bad-input@example.com' })).user;
    seller = await createCreator(t, 'badinput');
    const p = t.paths;
    // `fields`: what an empty JSON object lacks, so a 422 must name exactly these.
    const authRoutes: Route[] = [
      { name: 'verification-code', url: p.verificationCode, fields: ['email', 'scene'] },
      { name: 'register/password', url: p.registerPassword, fields: ['email', 'password', 'code'] },
      { name: 'login/password', url: p.loginPassword, fields: ['email', 'password'] },
      { name: 'login/email-code', url: p.loginEmailCode, fields: ['email', 'code'] },
      { name: 'global/login', url: p.globalLogin, fields: ['type'] },
      { name: 'login/auth-code', url: p.loginAuthCode, fields: ['authCode'] },
      { name: 'auth-code/create', url: p.createAuthCode, signedIn: true, fields: [] },
      { name: 'refresh-token', url: p.refreshToken, fields: ['refreshToken'] },
      { name: 'logout', url: p.logout, signedIn: true, fields: [] },
      { name: 'password/reset', url: p.passwordReset, fields: ['email', 'code', 'password'] },
      { name: 'password/update', url: p.passwordUpdate, signedIn: true, fields: ['password'] },
      { name: 'email/change', url: p.emailChange, signedIn: true, fields: ['newEmail'] },
      { name: 'email/change/confirm', url: p.emailChangeConfirm, fields: ['token'] },
      { name: 'account/restore', url: p.restoreAccess, fields: ['token', 'password'] },
      { name: 'check-email', url: p.checkEmail, fields: ['email'] },
      { name: 'bind-email', url: p.bindEmail, signedIn: true, fields: ['email', 'code'] },
      { name: 'email/verify/send', url: p.verifyEmailSend, signedIn: true, fields: [] },
      { name: 'email/verify', url: p.verifyEmail, signedIn: true, fields: ['code'] },
      { name: 'user/info', url: p.me, signedIn: true, fields: [] },
      { name: 'telegram/mini-app/login', url: p.telegramMiniAppLogin, fields: ['initData'] },
      { name: 'phone/verification-code', url: p.phoneCode, fields: ['phone', 'scene'] },
      { name: 'recaptcha/score', url: p.recaptchaScore, fields: ['token'] },
      { name: 'rate/limit/pre-access', url: PATHS.rateLimitPreAccess, fields: ['action'] },
      { name: 'rate/limit/access', url: PATHS.rateLimitAccess, fields: ['action'] },
      { name: 'login/phone', url: p.loginPhone, fields: ['phone', 'code'] },
      { name: 'bind-phone', url: p.bindPhone, signedIn: true, fields: ['phone', 'code'] },
      { name: 'phone/state', url: p.phoneState, signedIn: true, fields: [] },
      { name: 'login/2fa', url: p.loginSecondFactor, fields: ['challenge', 'code'] },
    ];
    // Other calls that take JSON from anyone (docs/tracking-links.md).
    routes = [
      ...authRoutes,
      { name: 'tracking-link/list', url: PATHS.trackingLinkList, seller: true, fields: [] },
      { name: 'tracking-link/create', url: PATHS.trackingLinkCreate, seller: true, fields: ['name'] },
      { name: 'tracking-link/update', url: PATHS.trackingLinkUpdate, seller: true, fields: ['id', 'name'] },
      { name: 'tracking-link/archive', url: PATHS.trackingLinkArchive, seller: true, fields: ['id', 'archived'] },
      { name: 'promotion-tag/use', url: PATHS.promotionTagUse, fields: ['promotionTag'] },
      // Identity verification (docs/kyc.md); the multipart submit and the signed webhook have their own tests.
      { name: 'kyc/detail', url: PATHS.kycDetail, signedIn: true, fields: [] },
      // Deleting the account and downloading one's data (docs/account-deletion.md); the archive's GET has its own tests.
      { name: 'account/delete/state', url: PATHS.accountDeletion, signedIn: true, fields: [] },
      { name: 'account/delete/code', url: PATHS.accountDeletionCode, signedIn: true, fields: [] },
      { name: 'account/delete', url: PATHS.accountDelete, signedIn: true, fields: [] },
      { name: 'account/delete/cancel', url: PATHS.accountDeleteCancel, signedIn: true, fields: [] },
      { name: 'account/data-export', url: PATHS.dataExport, signedIn: true, fields: [] },
      { name: 'account/data-export/request', url: PATHS.dataExportRequest, signedIn: true, fields: [] },
      // Moderation (docs/moderation.md): reports, /appeal, the staff console's users, reports and appeals.
      { name: 'report/create', url: PATHS.reportCreate, signedIn: true, fields: ['targetType', 'targetId', 'reason'] },
      { name: 'appeal/state', url: PATHS.appealState, signedIn: true, fields: [] },
      {
        name: 'appeal/create',
        url: PATHS.appealCreate,
        signedIn: true,
        fields: ['subjectType', 'subjectId', 'message'],
      },
      { name: 'appeal/link', url: PATHS.appealLink, fields: ['email'] },
      { name: 'admin/user/search', url: PATHS.adminUserSearch, signedIn: true, fields: [] },
      { name: 'admin/user/detail', url: PATHS.adminUserDetail, signedIn: true, fields: ['userId'] },
      {
        name: 'admin/user/restrict',
        url: PATHS.adminUserRestrict,
        signedIn: true,
        fields: ['userId', 'kind', 'reason'],
      },
      { name: 'admin/user/lift', url: PATHS.adminUserLift, signedIn: true, fields: ['userId'] },
      { name: 'admin/user/role', url: PATHS.adminUserRole, signedIn: true, fields: ['userId', 'role'] },
      { name: 'admin/report/queue', url: PATHS.adminReportQueue, signedIn: true, fields: [] },
      {
        name: 'admin/report/resolve',
        url: PATHS.adminReportResolve,
        signedIn: true,
        fields: ['targetType', 'targetId', 'action'],
      },
      {
        name: 'admin/content/remove',
        url: PATHS.adminContentRemove,
        signedIn: true,
        fields: ['targetType', 'targetId', 'reason'],
      },
      { name: 'admin/appeal/list', url: PATHS.adminAppealList, signedIn: true, fields: [] },
      { name: 'admin/appeal/decide', url: PATHS.adminAppealDecide, signedIn: true, fields: ['appealId', 'decision'] },
      { name: 'admin/kyc/list', url: PATHS.adminKycList, signedIn: true, fields: [] },
      { name: 'admin/kyc/detail', url: PATHS.adminKycDetail, signedIn: true, fields: ['id'] },
      { name: 'admin/kyc/document', url: PATHS.adminKycDocument, signedIn: true, fields: ['id', 'kind'] },
      { name: 'admin/kyc/approve', url: PATHS.adminKycApprove, signedIn: true, fields: ['id'] },
      { name: 'admin/kyc/reject', url: PATHS.adminKycReject, signedIn: true, fields: ['id', 'reason'] },
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  // A fresh session per signed-in request: a hostile value that happens to be a valid refresh token
  // string may sign that session out, and must not take the rest of the table down with it.
  const headersFor = async (route: Route) =>
    route.seller
      ? { ...(await openSession(t, seller.user)).auth, 'user-type': 'SELLER', 'shop-domain': seller.domain }
      : route.signedIn
        ? (await openSession(t, caller)).auth
        : {};
  const json = 'application/json';

  function expectEnvelope(res: Answer) {
    expect(res.status, `${res.body.code} ${res.body.msg}`).toBeLessThan(500);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'msg', 'success']);
    expect(res.body.success).toBe(res.status === 200);
    expect(typeof res.body.code).toBe('number');
    expect(res.body.msg).not.toBe('');
  }

  it('the table below covers every auth call', () => {
    const authUrls = new Set<string>(Object.values(t.paths));
    const covered = routes.filter((r) => authUrls.has(r.url)).map((r) => r.url);
    expect(covered.sort()).toEqual([...authUrls].sort());
  });

  it('malformed JSON is refused with 400 and the envelope, on every call', async () => {
    for (const route of routes) {
      for (const payload of ['{"email": ', '{email: "a@b.co"}', "{'a': 1}", '{"a":1}}', '\u0000', '[1,2']) {
        const res = await rawPost(t, route.url, payload, json, await headersFor(route));
        expectError(res, 'BAD_REQUEST');
      }
    }
  });

  it('an empty body declared as JSON is refused with 400', async () => {
    for (const route of routes)
      expectError(await rawPost(t, route.url, '', json, await headersFor(route)), 'BAD_REQUEST');
  });

  it('prototype-pollution keys are refused with 400 and pollute nothing', async () => {
    for (const route of routes) {
      for (const payload of [
        '{"__proto__": {"isAdmin": true}, "email": "a@example.com"}',
        '{"constructor": {"prototype": {"isAdmin": true}}}',
      ]) {
        expectError(await rawPost(t, route.url, payload, json, await headersFor(route)), 'BAD_REQUEST');
      }
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('a body over 1 MiB is refused with 413', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(BODY_LIMIT_BYTES) });
    for (const route of routes)
      expectError(await rawPost(t, route.url, huge, json, await headersFor(route)), 'PAYLOAD_TOO_LARGE');
  });

  it('a form or XML body is refused with 415', async () => {
    for (const route of routes) {
      expectError(
        await rawPost(
          t,
          route.url,
          'email=a%40example.com&password=x',
          'application/x-www-form-urlencoded',
          await headersFor(route),
        ),
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expectError(
        await rawPost(t, route.url, '<login/>', 'application/xml', await headersFor(route)),
        'UNSUPPORTED_MEDIA_TYPE',
      );
    }
  });

  it('missing fields are a 422 naming each of them', async () => {
    for (const route of routes.filter((r) => r.fields.length > 0)) {
      const res: Answer = await t.post(route.url, {}, await headersFor(route));
      expectInvalidFields(res, route.fields);
    }
  });

  it('fields of the wrong type are a 422 naming each of them', async () => {
    for (const route of routes.filter((r) => r.fields.length > 0 && r.name !== 'login/auth-code')) {
      const body = Object.fromEntries(route.fields.map((f) => [f, 12345]));
      expectInvalidFields(await t.post(route.url, body, await headersFor(route)), route.fields);
    }
    expectInvalidFields(await t.post(`${t.paths.loginAuthCode}?authCode=${'x'.repeat(500)}`), ['authCode']);
  });

  it('a body that is not an object is a 422 about the body', async () => {
    for (const route of routes.filter((r) => r.fields.length > 0 && r.name !== 'login/auth-code')) {
      for (const payload of ['[]', 'null', '42', '"text"', 'true']) {
        const res = await rawPost(t, route.url, payload, json, await headersFor(route));
        expectInvalidFields(res, ['(body)']);
      }
    }
  });

  const hostile: unknown[] = [
    [],
    null,
    0,
    -1,
    1e308,
    true,
    '',
    ' ',
    'x'.repeat(300_000),
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✨ مرحبا 你好',
    'a\u0000b@example.com',
    "' OR '1'='1' --",
    "'; DROP TABLE users; --",
    "robert@example.com'); DELETE FROM sessions; --",
    '${jndi:ldap://x}',
    '<script>alert(1)</script>@example.com',
    '../../etc/passwd',
    { $ne: null },
    { toString: 'x' },
    ['a@example.com'],
    { nested: { deeper: { deepest: [1, [2, [3]]] } } },
  ];

  it('never answers 5xx, whatever each field holds', async () => {
    const fieldNames = [
      'email',
      'password',
      'code',
      'scene',
      'type',
      'refreshToken',
      'token',
      'newEmail',
      'oldPassword',
      'fromDomain',
      'initData',
      'promoteKey',
      'name',
      'id',
      'archived',
      'period',
      'promotionTag',
      'visitorId',
    ];
    for (const route of routes) {
      for (const value of hostile) {
        const body = Object.fromEntries(fieldNames.map((f) => [f, value]));
        const res = await t.post<unknown>(route.url, body, await headersFor(route));
        expectEnvelope(res);
        const whole = await rawPost(t, route.url, JSON.stringify(value), json, await headersFor(route));
        expectEnvelope(whole);
      }
    }
    // Every route times every hostile value, twice: longer than the default on a busy machine.
  }, 120_000);

  it('odd but well-formed values are handled as data, not code', async () => {
    // Valid shapes carrying hostile text reach the database as parameters and get ordinary answers.
    const email = "o'brien+test@example.com";
    expect((await t.post(t.paths.checkEmail, { email })).body.data).toEqual({ registered: false });
    expectError(await t.post(t.paths.loginPassword, { email, password: "' OR '1'='1' --" }), 'INVALID_CREDENTIALS');
    expectError(await t.post(t.paths.refreshToken, { refreshToken: "'; DROP TABLE sessions; --" }), 'UNAUTHORIZED');
    expectError(
      await t.post(`${t.paths.loginAuthCode}?authCode=${encodeURIComponent("' OR 1=1 --")}`),
      'AUTH_CODE_INVALID',
    );
    expect((await t.post(t.paths.me, undefined, (await openSession(t, caller)).auth)).status).toBe(200);
  });

  it('property: no JSON body makes the sign-in call answer 5xx', async () => {
    const credentials = fc.record(
      {
        email: fc.oneof(fc.emailAddress(), fc.string(), fc.constant('bad-input@example.com')),
        password: fc.oneof(fc.string({ maxLength: 140 }), fc.jsonValue()),
        fromDomain: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), credentials), async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url: t.paths.loginPassword,
          payload: JSON.stringify(body),
          headers: { 'content-type': json },
        });
        const envelope = res.json<Envelope>();
        return (
          res.statusCode < 500 && typeof envelope.code === 'number' && envelope.success === (res.statusCode === 200)
        );
      }),
      { numRuns: 60 },
    );
  });
});
