import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TLoginResult } from '@fanlane/contracts/auth';
import type { TPhoneState, TSendPhoneCodeResponse } from '@fanlane/contracts/phone';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { parseConfig, ConfigError } from '../../config.ts';
import { createTwilioSender, SmsRefused } from '../../integrations/sms/twilio.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, userRow } from '../../../test/fixtures.ts';

let serial = 1000 + Math.floor(Math.random() * 8000);
/** A fresh US number (415 555 xxxx: valid, and texts may go to it). */
const freshPhone = () => `+1415555${String(serial++).padStart(4, '0')}`;

describe(`phone sign-in and binding (${TEST_DRIVER})`, () => {
  let t: TestApp;

  const sendCode = (phone: string, scene: 'phone-login' | 'bind-phone', extra: object = {}, headers = {}) =>
    t.post<TSendPhoneCodeResponse>(t.paths.phoneCode, { phone, scene, ...extra }, headers);
  /** The code of the newest text to `e164` in the dev outbox. */
  const textedCode = (e164: string) => {
    const code = /\b(\d{6})\b/.exec(t.deps.sms.outbox(e164)[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code texted to ${e164}`);
    return code;
  };
  /** Makes the number's codes `seconds` older (the resend cooldown and the hourly count are by issue time). */
  const age = (e164: string, seconds: number) =>
    t.deps.db
      .update(verificationCodes)
      .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(verificationCodes.email, e164));
  const login = (phone: string, code: string, extra: object = {}) =>
    t.post<TLoginResult>(t.paths.loginPhone, { phone, code, ...extra });

  beforeAll(async () => {
    t = await createTestApp({ SMS_CODES_PER_IP_PER_HOUR: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  it('numbers of several countries, as typed, come back in E.164', async () => {
    const cases: [string, string | undefined, string][] = [
      ['+1 (415) 555-0142', undefined, '+14155550142'],
      ['(415) 555-0143', 'US', '+14155550143'],
      ['07400 123456', 'GB', '+447400123456'],
      ['01512 3456789', 'de', '+4915123456789'],
      ['06 12 34 56 78', 'FR', '+33612345678'],
      ['+81 90-1234-5678', 'US', '+819012345678'],
      ['+380 50 123 4567', undefined, '+380501234567'],
    ];
    for (const [phone, country, e164] of cases) {
      const res = await sendCode(phone, 'phone-login', country ? { country } : {});
      expect(res.status, `${phone}: ${res.body.msg}`).toBe(200);
      expect(res.body.data).toEqual({ phone: e164, expiresInSeconds: 600, resendInSeconds: 60 });
      expect(t.deps.sms.outbox(e164)).toHaveLength(1);
    }
  });

  it('refuses what is not a number, and numbers that cannot take a text, with catalogue errors', async () => {
    for (const [phone, country] of [
      ['12345', 'US'],
      ['+999 123 456', undefined],
      ['555 0100', undefined],
      ['07700 900123', 'GB'],
    ] as const)
      expectError(await sendCode(phone, 'phone-login', country ? { country } : {}), 'PHONE_INVALID');
    // A landline, toll-free and premium-rate: real numbers, but no texts.
    for (const phone of ['+44 20 7946 0958', '+1 800 555 0199', '+1 900 555 0100', '+49 30 123456'])
      expectError(await sendCode(phone, 'phone-login'), 'PHONE_UNSUPPORTED');
    expectInvalidFields(await sendCode('call me', 'phone-login'), ['phone']);
    expectInvalidFields(await sendCode('+14155550100', 'phone-login', { country: 'USA' }), ['country']);
    expectInvalidFields(await sendCode('+14155550100', 'login' as 'phone-login'), ['scene']);
    expectError(await login('+44 20 7946 0958', '123456'), 'PHONE_UNSUPPORTED');
  });

  it('the first sign-in makes an account with the number; the next one opens the same account', async () => {
    const phone = freshPhone();
    await sendCode(phone, 'phone-login');
    const first = await login(phone, textedCode(phone), { displayName: 'Texting Tess' });
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.firstLogin).toBe(true);
    expect(first.body.data.info).toMatchObject({ displayName: 'Texting Tess', email: null });
    const row = await userRow(t, { id: (await t.deps.db.select().from(users).where(eq(users.phone, phone)))[0]!.id });
    expect(row?.address).toBe(first.body.data.info.address);

    await age(phone, 61);
    // Typed another way (national, with the picker's country): the same number.
    const national = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    expect((await sendCode(national, 'phone-login', { country: 'US' })).status).toBe(200);
    const second = await login(national, textedCode(phone), { country: 'US', displayName: 'Ignored' });
    expect(second.status, second.body.msg).toBe(200);
    expect(second.body.data).toMatchObject({ firstLogin: false, info: { address: first.body.data.info.address } });
    const state = await t.post<TPhoneState>(
      t.paths.phoneState,
      {},
      { authorization: `Bearer ${second.body.data.token}` },
    );
    expect(state.body.data).toEqual({ phone });
  });

  it('a wrong, an expired and a used code are refused; five wrong tries kill the code', async () => {
    const phone = freshPhone();
    await sendCode(phone, 'phone-login');
    const code = textedCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await login(phone, wrong), 'CODE_INVALID');
    expect((await login(phone, code)).status).toBe(200);
    expectError(await login(phone, code), 'CODE_INVALID');

    await age(phone, 61);
    await sendCode(phone, 'phone-login');
    await t.deps.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, phone));
    expectError(await login(phone, textedCode(phone)), 'CODE_EXPIRED');

    const other = freshPhone();
    await sendCode(other, 'phone-login');
    const right = textedCode(other);
    const miss = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expectError(await login(other, miss), 'CODE_INVALID');
    expectError(await login(other, miss), 'CODE_ATTEMPTS_EXCEEDED');
  });

  it('a code for the same number waits out the cooldown, and a number gets five texts an hour', async () => {
    const phone = freshPhone();
    expect((await sendCode(phone, 'phone-login')).status).toBe(200);
    const again = await sendCode(phone, 'phone-login');
    expectError(again, 'CODE_COOLDOWN');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 1; i < 5; i++) {
      await age(phone, 61);
      expect((await sendCode(phone, 'phone-login')).status).toBe(200);
    }
    await age(phone, 61);
    const sixth = await sendCode(phone, 'phone-login');
    expectError(sixth, 'PHONE_CODE_LIMIT');
    expect(t.deps.sms.outbox(phone)).toHaveLength(5);
    // An hour on, it may have texts again.
    await age(phone, 3600);
    expect((await sendCode(phone, 'phone-login')).status).toBe(200);
  });

  it('an address gets SMS_CODES_PER_IP_PER_HOUR texts, whatever the numbers', async () => {
    const limited = await createTestApp({ SMS_CODES_PER_IP_PER_HOUR: '3' });
    try {
      const send = () => limited.post(limited.paths.phoneCode, { phone: freshPhone(), scene: 'phone-login' });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
      expectError(await send(), 'TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });

  it('binding: a signed-in user proves a number; another account cannot have it; it then signs in there', async () => {
    const owner = await createSignedInUser(t);
    const phone = freshPhone();
    expectError(await sendCode(phone, 'bind-phone'), 'UNAUTHORIZED');
    expect((await sendCode(phone, 'bind-phone', {}, owner.auth)).status).toBe(200);
    expectError(await t.post(t.paths.bindPhone, { phone, code: '000000' }), 'UNAUTHORIZED');
    const bound = await t.post<TPhoneState>(t.paths.bindPhone, { phone, code: textedCode(phone) }, owner.auth);
    expect(bound.body.data).toEqual({ phone });
    expect((await userRow(t, { id: owner.user.id }))?.phone).toBe(phone);
    expectError(await sendCode(phone, 'bind-phone', {}, owner.auth), 'PHONE_SAME');

    const rival = await createSignedInUser(t);
    expectError(await sendCode(phone, 'bind-phone', {}, rival.auth), 'PHONE_TAKEN');
    // A number taken between the code and the binding: the unique index decides.
    const contested = freshPhone();
    await sendCode(contested, 'bind-phone', {}, rival.auth);
    const third = await createSignedInUser(t);
    await t.deps.db.update(users).set({ phone: contested }).where(eq(users.id, third.user.id));
    expectError(
      await t.post(t.paths.bindPhone, { phone: contested, code: textedCode(contested) }, rival.auth),
      'PHONE_TAKEN',
    );
    expect((await userRow(t, { id: rival.user.id }))?.phone).toBeNull();

    // The bound number signs in to the owner's account.
    await sendCode(phone, 'phone-login');
    const signedIn = await login(phone, textedCode(phone));
    expect(signedIn.body.data.info.address).toBe(owner.user.address);
  });

  it('the text is written in the language of the request, with the WebOTP line', async () => {
    for (const [locale, words] of [
      ['de', 'Dein Code lautet'],
      ['ja', '認証コード'],
      ['ar', 'رمزك'],
      ['en', 'your code is'],
    ] as const) {
      const phone = freshPhone();
      await sendCode(phone, 'phone-login', {}, { locale });
      const text = t.deps.sms.outbox(phone)[0]!.text;
      expect(text).toContain(words);
      expect(text).toContain(textedCode(phone));
      expect(text).toMatch(new RegExp(`\\n@${new URL(t.config.publicUrl).host} #${textedCode(phone)}$`));
    }
  });

  it('the dev text outbox answers only this machine, only for one named number, never in production', async () => {
    const phone = freshPhone();
    await sendCode(phone, 'phone-login');
    const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers });
    const url = `${PATHS.devSmsOutbox}?to=${encodeURIComponent(phone)}`;
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await get(url, ip);
      expect(res.statusCode, ip).toBe(200);
      expect(res.json<{ data: { to: string; text: string }[] }>().data[0]).toMatchObject({ to: phone });
    }
    // An unencoded + arrives as a space: the same number.
    expect((await get(`${PATHS.devSmsOutbox}?to=${phone}`, '127.0.0.1')).json<{ data: unknown[] }>().data).toHaveLength(
      1,
    );
    for (const ip of ['10.0.0.7', '2001:db8::1', '::ffff:10.0.0.7'])
      expect((await get(url, ip)).statusCode, ip).toBe(404);
    expect((await get(url, '10.0.0.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await get(PATHS.devSmsOutbox, '127.0.0.1')).statusCode).toBe(422);
    expect((await get(`${PATHS.devSmsOutbox}?to=everyone`, '127.0.0.1')).statusCode).toBe(422);
    const production = await buildApp({ ...t.deps, config: { ...t.config, env: 'production', isProduction: true } });
    try {
      expect((await production.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

/** A stand-in for Twilio's API on this machine: it records each request and answers as told. */
async function startFakeTwilio(answer: { status: number; body: object }) {
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, answer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the Twilio adapter', () => {
  const sid = `AC${'0123456789abcdef'.repeat(2)}`;
  const token = 'secret-token-0123456789';
  const twilio = (
    apiBase: string,
    sender: { from: string | null; messagingServiceSid: string | null } = {
      from: '+15005550006',
      messagingServiceSid: null,
    },
  ) => ({
    accountSid: sid,
    authToken: token,
    apiBase,
    ...sender,
  });

  it('posts the form to the account’s Messages resource with basic auth', async () => {
    const fake = await startFakeTwilio({ status: 201, body: { sid: 'SM1', status: 'queued' } });
    try {
      const send = createTwilioSender(twilio(fake.base));
      await send({ to: '+14155550100', text: 'Fanlane: your code is 123456.' });
      expect(fake.seen).toHaveLength(1);
      const [req] = fake.seen;
      expect(req!.method).toBe('POST');
      expect(req!.url).toBe(`/2010-04-01/Accounts/${sid}/Messages.json`);
      expect(req!.headers.authorization).toBe(`Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`);
      expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(req!.body))).toEqual({
        To: '+14155550100',
        From: '+15005550006',
        Body: 'Fanlane: your code is 123456.',
      });

      const viaService = createTwilioSender(
        twilio(fake.base, { from: null, messagingServiceSid: `MG${'a'.repeat(32)}` }),
      );
      await viaService({ to: '+14155550101', text: 'hi' });
      expect(Object.fromEntries(new URLSearchParams(fake.seen[1]!.body))).toEqual({
        To: '+14155550101',
        MessagingServiceSid: `MG${'a'.repeat(32)}`,
        Body: 'hi',
      });
    } finally {
      await fake.close();
    }
  });

  it('a refusal throws with Twilio’s status and code', async () => {
    const fake = await startFakeTwilio({
      status: 400,
      body: { code: 21211, message: "The 'To' number is not valid." },
    });
    try {
      const send = createTwilioSender(twilio(fake.base));
      const err = await send({ to: '+14155550100', text: 'x' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SmsRefused);
      expect(err).toMatchObject({ status: 400, providerCode: '21211' });
    } finally {
      await fake.close();
    }
  });

  it('configured, the server texts through it; a refusal is SMS_NOT_SENT and nothing is kept', async () => {
    const fake = await startFakeTwilio({ status: 201, body: { sid: 'SM2' } });
    const t = await createTestApp({
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: token,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: fake.base,
    });
    try {
      const phone = freshPhone();
      const res = await t.post(t.paths.phoneCode, { phone, scene: 'phone-login' });
      expect(res.status, res.body.msg).toBe(200);
      const form = Object.fromEntries(new URLSearchParams(fake.seen[0]!.body));
      expect(form.To).toBe(phone);
      expect(form.Body).toMatch(/\b\d{6}\b/);
      expect(t.deps.sms.outbox(phone)).toEqual([]);

      fake.answer.status = 503;
      expectError(await t.post(t.paths.phoneCode, { phone: freshPhone(), scene: 'phone-login' }), 'SMS_NOT_SENT');
    } finally {
      await t.close();
      await fake.close();
    }
  });

  it('the configuration names what Twilio still needs', () => {
    const err = (() => {
      try {
        parseConfig({ SMS_PROVIDER: 'twilio' });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).problems.join('\n')).toMatch(
      /TWILIO_ACCOUNT_SID.*\n.*TWILIO_AUTH_TOKEN.*\n.*TWILIO_FROM/,
    );
    expect(parseConfig({}).sms.twilio).toBeNull();
  });
});
