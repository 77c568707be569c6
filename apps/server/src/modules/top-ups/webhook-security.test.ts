import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, type Envelope, type SignedInUser } from '../../../test/fixtures.ts';
import { webhookEvents } from '../../db/schema/index.ts';
import { buildEvent, type SandboxEvent } from '../../integrations/payments/sandbox-gateway/events.ts';
import { signatureHeader } from '../../integrations/payments/sandbox-gateway/signature.ts';
import { openCheckout, topUpOf, usdWallet } from '../../../test/top-up-fixtures.ts';

const SECRET = 'sandbox-test-secret-7c1f0e9a2b';

describe(`the sandbox webhook is believed only when signed, fresh and new (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fan: SignedInUser;

  const now = () => Math.floor(Date.now() / 1000);
  async function deliver(body: string, signature?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: PATHS.webhookSandbox,
      headers: {
        'content-type': 'application/json',
        ...(signature !== undefined && { 'sandbox-signature': signature }),
      },
      payload: body,
    });
    return { status: res.statusCode, body: res.json<Envelope<{ duplicate: boolean; applied: boolean }>>() };
  }
  const signed = (event: SandboxEvent, timestamp = now(), secret = SECRET) => {
    const body = JSON.stringify(event);
    return { body, signature: signatureHeader(secret, body, timestamp) };
  };
  /** A top-up waiting on its checkout, and the success event the gateway would send for it. */
  async function pendingTopUp(amountCents = '1000') {
    const { topUp, sessionId } = await openCheckout(t, fan.auth, amountCents);
    const event = buildEvent(
      'charge.succeeded',
      { id: sessionId, reference: topUp.id, amountCents: BigInt(topUp.totalCents) },
      {
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040, holderName: null, token: null },
      },
    );
    return { topUp, event };
  }
  const eventsRecorded = async (eventId: string) =>
    (await t.deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).length;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET });
    fan = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('tampered bodies and signatures, a missing header and another secret are refused, and nothing moves', async () => {
    const { topUp, event } = await pendingTopUp();
    const { body, signature } = signed(event);
    const [, hex] = signature.split('v1=');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

    expectError(await deliver(body.replace('"1050"', '"1000050"'), signature), 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await deliver(`${body} `, signature), 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await deliver(body, flipped), 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await deliver(body, `t=${now()},v1=${hex!.slice(0, 63)}`), 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await deliver(body, `t=${now() + 1},v1=${hex}`), 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await deliver(body), 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await deliver(body, ''), 'WEBHOOK_SIGNATURE_INVALID');
    expectError(
      await deliver(body, signed(event, now(), 'another-secret-entirely').signature),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expectError(await deliver('', signature), 'WEBHOOK_SIGNATURE_INVALID');

    expect(await eventsRecorded(event.id)).toBe(0);
    expect(await usdWallet(t, fan.user.id)).toBe(0n);
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('pending');
  });

  it('a delivery signed six minutes ago, or six minutes ahead, is stale; four minutes ago is fine', async () => {
    const { topUp, event } = await pendingTopUp();
    for (const skew of [-360, 360]) {
      const old = signed(event, now() + skew);
      expectError(await deliver(old.body, old.signature), 'WEBHOOK_STALE');
    }
    expect(await eventsRecorded(event.id)).toBe(0);
    expect(await usdWallet(t, fan.user.id)).toBe(0n);

    const recent = signed(event, now() - 240);
    const res = await deliver(recent.body, recent.signature);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ duplicate: false, applied: true });
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('succeeded');
    expect(await usdWallet(t, fan.user.id)).toBe(1000n);
  });

  it('a replayed event answers duplicate and credits nothing more', async () => {
    const before = await usdWallet(t, fan.user.id);
    const { event } = await pendingTopUp('700');
    const first = signed(event);
    expect((await deliver(first.body, first.signature)).body.data).toEqual({ duplicate: false, applied: true });
    const again = signed(event);
    const replay = await deliver(again.body, again.signature);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ duplicate: true, applied: false });
    expect(await usdWallet(t, fan.user.id)).toBe(before + 700n);
  });

  it('twenty deliveries of one event at once credit the wallet once', async () => {
    const before = await usdWallet(t, fan.user.id);
    const { topUp, event } = await pendingTopUp('1200');
    const { body, signature } = signed(event);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(body, signature)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(answers.filter((a) => a.body.data.applied)).toHaveLength(1);
    expect(answers.filter((a) => a.body.data.duplicate)).toHaveLength(19);
    expect(await usdWallet(t, fan.user.id)).toBe(before + 1200n);
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('succeeded');
  });

  it('a second success event for a paid top-up credits nothing', async () => {
    const before = await usdWallet(t, fan.user.id);
    const { topUp, event } = await pendingTopUp('900');
    const first = signed(event);
    await deliver(first.body, first.signature);
    const second = signed({ ...event, id: `${event.id}_again` });
    expect((await deliver(second.body, second.signature)).body.data).toEqual({ duplicate: false, applied: false });
    expect(await usdWallet(t, fan.user.id)).toBe(before + 900n);
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('succeeded');
  });

  it('a charge of another amount than the total fails the top-up and credits nothing', async () => {
    const before = await usdWallet(t, fan.user.id);
    const { topUp, event } = await pendingTopUp('1000');
    const short = signed({ ...event, data: { ...event.data, amountCents: '50' } });
    expect((await deliver(short.body, short.signature)).body.data).toEqual({ duplicate: false, applied: false });
    expect(await topUpOf(t, fan.auth, topUp.id)).toMatchObject({
      status: 'failed',
      failureCode: 'amount_mismatch',
      transactionId: null,
    });
    expect(await usdWallet(t, fan.user.id)).toBe(before);
  });

  it('an event for no top-up of this checkout is acknowledged and changes nothing', async () => {
    const before = await usdWallet(t, fan.user.id);
    const { topUp, event } = await pendingTopUp('800');
    for (const data of [
      { ...event.data, reference: '00000000-0000-4000-8000-000000000000' },
      { ...event.data, reference: 'not-a-top-up' },
      { ...event.data, sessionId: `cs_sbx_${'f'.repeat(32)}` },
    ]) {
      const stray = signed({ ...event, id: `${event.id}_${data.reference.length}_${data.sessionId.slice(-3)}`, data });
      expect((await deliver(stray.body, stray.signature)).body.data).toEqual({ duplicate: false, applied: false });
    }
    expect(await usdWallet(t, fan.user.id)).toBe(before);
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('pending');
  });

  it('a signed body that is not an event is a bad request; another content type is refused', async () => {
    const body = '{"id":"evt_x","type":"charge.refunded"}';
    expectError(await deliver(body, signatureHeader(SECRET, body)), 'BAD_REQUEST');
    expectError(await deliver('not json', signatureHeader(SECRET, 'not json')), 'BAD_REQUEST');
    const res = await t.app.inject({
      method: 'POST',
      url: PATHS.webhookSandbox,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expectError({ status: res.statusCode, body: res.json() }, 'UNSUPPORTED_MEDIA_TYPE');
  });
});
