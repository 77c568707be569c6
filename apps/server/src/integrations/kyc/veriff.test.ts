import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TKycDetail } from '@fanlane/contracts/kyc';
import { users } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, freshEmail } from '../../../test/fixtures.ts';
import { kycFields, submitKyc } from '../../../test/kyc-fixtures.ts';
import { VERIFF_SIGNATURE_HEADER, veriffSignature } from './veriff.ts';

const SECRET = 'veriff-shared-secret-for-tests';
const API_KEY = 'veriff-api-key-for-tests';

/** Stands in for the provider's API: checks our key and signature, opens sessions. */
function fakeVeriff() {
  const sessions: { vendorData: string; signatureOk: boolean }[] = [];
  let down = false;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (down || req.url !== '/v1/sessions' || req.headers['x-auth-client'] !== API_KEY) {
        res.writeHead(down ? 503 : 401).end();
        return;
      }
      const parsed = JSON.parse(body) as { verification: { vendorData: string } };
      const id = `session-${sessions.length + 1}`;
      sessions.push({
        vendorData: parsed.verification.vendorData,
        signatureOk: req.headers[VERIFF_SIGNATURE_HEADER] === veriffSignature(SECRET, body),
      });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'success', verification: { id, url: `https://magic.example/${id}` } }));
    });
  });
  return { server, sessions, setDown: (value: boolean) => (down = value) };
}

describe(`hosted verification (Veriff-style, ${TEST_DRIVER})`, () => {
  let t: TestApp;
  const provider = fakeVeriff();

  const webhook = (payload: unknown, signature?: string) => {
    const body = JSON.stringify(payload);
    return t.app.inject({
      method: 'POST',
      url: PATHS.kycWebhook,
      payload: body,
      headers: {
        'content-type': 'application/json',
        [VERIFF_SIGNATURE_HEADER]: signature ?? veriffSignature(SECRET, body),
      },
    });
  };
  const decision = (sessionId: string, status: string, reason?: string) => ({
    status: 'success',
    verification: { id: sessionId, status, code: 9001, reason: reason ?? null, vendorData: 'x' },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
    const { port } = provider.server.address() as AddressInfo;
    t = await createTestApp({
      KYC_PROVIDER: 'veriff',
      VERIFF_API_KEY: API_KEY,
      VERIFF_SHARED_SECRET: SECRET,
      VERIFF_BASE_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    provider.server.close();
  });

  it('opens a session for the application and sends the applicant there', async () => {
    const fan = await createSignedInUser(t, { email: freshEmail('hosted') });
    const res = await submitKyc(t, fan.auth, { fields: kycFields() });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      state: 'submitted',
      provider: 'veriff',
      hostedUrl: 'https://magic.example/session-1',
    });
    expect(provider.sessions).toEqual([{ vendorData: res.body.data.application!.id, signatureOk: true }]);
  });

  it('applies a signed decision once, and refuses an unsigned or forged one', async () => {
    const fan = await createSignedInUser(t, { email: freshEmail('hosted') });
    const sent = await submitKyc(t, fan.auth, { fields: kycFields() });
    const sessionId = sent.body.data.hostedUrl!.split('/').pop()!;
    const forged = await webhook(decision(sessionId, 'approved'), veriffSignature('another-secret', 'x'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ code: number }>().code).toBe(1012317);
    expect((await webhook(decision(sessionId, 'approved'), '')).statusCode).toBe(400);
    const body = JSON.stringify(decision(sessionId, 'approved'));
    const tampered = await t.app.inject({
      method: 'POST',
      url: PATHS.kycWebhook,
      payload: body.replace('approved', 'declined'),
      headers: { 'content-type': 'application/json', [VERIFF_SIGNATURE_HEADER]: veriffSignature(SECRET, body) },
    });
    expect(tampered.statusCode).toBe(400);

    const applied = await webhook(decision(sessionId, 'approved'));
    expect(applied.json<{ data: { applied: boolean } }>().data).toEqual({ applied: true });
    expect((await webhook(decision(sessionId, 'approved'))).json<{ data: { applied: boolean } }>().data).toEqual({
      applied: false,
    });
    const detail = await t.post<TKycDetail>(PATHS.kycDetail, undefined, fan.auth);
    expect(detail.body.data.state).toBe('approved');
    const [row] = await t.deps.db.select({ s: users.kycStatus }).from(users).where(eq(users.id, fan.user.id));
    expect(row!.s).toBe('approved');
  });

  it('passes a decline on with its reason, and the applicant may start again', async () => {
    const fan = await createSignedInUser(t, { email: freshEmail('hosted') });
    const sent = await submitKyc(t, fan.auth, { fields: kycFields() });
    const sessionId = sent.body.data.hostedUrl!.split('/').pop()!;
    await webhook(decision(sessionId, 'declined', 'Document expired'));
    const detail = await t.post<TKycDetail>(PATHS.kycDetail, undefined, fan.auth);
    expect(detail.body.data).toMatchObject({
      state: 'rejected',
      canSubmit: true,
      application: { rejectReason: 'Document expired' },
    });
  });

  it('stores nothing when the provider does not answer', async () => {
    const fan = await createSignedInUser(t, { email: freshEmail('hosted') });
    provider.setDown(true);
    expectError(await submitKyc(t, fan.auth, { fields: kycFields() }), 'KYC_PROVIDER_UNAVAILABLE');
    provider.setDown(false);
    expect((await t.post<TKycDetail>(PATHS.kycDetail, undefined, fan.auth)).body.data.state).toBe('none');
  });
});
