import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TTopUpOptions } from '@fanlane/contracts/top-up';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, type Envelope, type SignedInUser } from '../../../test/fixtures.ts';
import { buildEvent } from '../../integrations/payments/sandbox-gateway/events.ts';
import { signatureHeader } from '../../integrations/payments/sandbox-gateway/signature.ts';
import { nextYear, startTopUp, topUpOf, usdWallet } from '../../../test/top-up-fixtures.ts';
import type { TDispute, TDisputeLine } from '@fanlane/contracts/dispute';
import { sql } from 'drizzle-orm';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';

const SECRET_KEY = 'sk_test_fanlane_offline';
const WEBHOOK_SECRET = 'whsec_fanlane_offline_test';
const SANDBOX_SECRET = 'sandbox-test-secret-for-stripe-file';

type SeenRequest = { path: string; form: URLSearchParams; headers: Record<string, string | string[] | undefined> };

/** Answers POST /v1/checkout/sessions the way Stripe does, and keeps what it was sent. */
function fakeStripe() {
  const seen: SeenRequest[] = [];
  const state = { refuse: false };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push({ path: req.url ?? '', form, headers: req.headers });
      if (state.refuse) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'account not activated' } }));
        return;
      }
      const disputeId = /^\/v1\/disputes\/(dp_[\w]+)$/.exec(req.url ?? '')?.[1];
      if (req.method === 'POST' && disputeId) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify({ id: disputeId, object: 'dispute', status: 'under_review', amount: 2050, currency: 'usd' }),
          );
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no route' } }));
        return;
      }
      const id = `cs_test_${seen.length}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { topUpId: form.get('metadata[topUpId]') },
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: 'usd',
        payment_status: 'unpaid',
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      res
        .writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${seen.length}` })
        .end(JSON.stringify(session));
    });
  });
  return { server, seen, state };
}

describe(`card top-ups through Stripe, offline (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fan: SignedInUser;
  let stripe: Stripe;
  const fake = fakeStripe();

  async function deliver(event: object, opts: { secret?: string; timestamp?: number; header?: string | null } = {}) {
    const payload = JSON.stringify(event);
    const header =
      opts.header === null
        ? undefined
        : (opts.header ??
          stripe.webhooks.generateTestHeaderString({
            payload,
            secret: opts.secret ?? WEBHOOK_SECRET,
            ...(opts.timestamp && { timestamp: opts.timestamp }),
          }));
    const res = await t.app.inject({
      method: 'POST',
      url: PATHS.webhookStripe,
      headers: { 'content-type': 'application/json; charset=utf-8', ...(header && { 'stripe-signature': header }) },
      payload,
    });
    return { status: res.statusCode, body: res.json<Envelope<{ duplicate: boolean; applied: boolean }>>() };
  }

  let eventCount = 0;
  /** A Stripe event around one API object, as Stripe sends it. */
  const stripeEvent = (type: string, object: Record<string, unknown>) => ({
    id: `evt_test_${++eventCount}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
  const sessionEvent = (
    type: string,
    session: { id: string; topUpId: string; amount: number; paymentStatus?: string },
  ) =>
    stripeEvent(type, {
      id: session.id,
      object: 'checkout.session',
      client_reference_id: session.topUpId,
      metadata: { topUpId: session.topUpId },
      amount_total: session.amount,
      currency: 'usd',
      payment_status: session.paymentStatus ?? 'paid',
      payment_intent: `pi_for_${session.id}`,
    });
  const disputeEvent = (
    type: string,
    dispute: { id: string; paymentIntent: string; amount: number; status: string; reason?: string },
  ) =>
    stripeEvent(type, {
      id: dispute.id,
      object: 'dispute',
      amount: dispute.amount,
      currency: 'usd',
      charge: `ch_for_${dispute.paymentIntent}`,
      payment_intent: dispute.paymentIntent,
      reason: dispute.reason ?? 'fraudulent',
      status: dispute.status,
      evidence_details: { due_by: Math.floor(Date.now() / 1000) + 7 * 86_400 },
    });

  async function stripeTopUp(amountCents: string) {
    const res = await startTopUp(t, fan.auth, { amountCents });
    expect(res.status, res.body.msg).toBe(200);
    const topUp = res.body.data;
    const sessionId = new URL(topUp.checkoutUrl ?? '').pathname.split('/').pop() ?? '';
    return { topUp, session: { id: sessionId, topUpId: topUp.id, amount: Number(topUp.totalCents) } };
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    const api = { host: '127.0.0.1', port, protocol: 'http' as const };
    stripe = new Stripe(SECRET_KEY, api);
    t = await createTestApp(
      {
        CARD_PROVIDER: 'stripe',
        ONRAMP_PROVIDER: 'sandbox',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
      },
      { payments: { stripeApi: api } },
    );
    fan = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve, reject) => fake.server.close((err) => (err ? reject(err) : resolve())));
  });

  it('Stripe refusing or unreachable is PROVIDER_UNAVAILABLE, with no top-up left behind', async () => {
    const someone = await createSignedInUser(t);
    fake.state.refuse = true;
    try {
      expectError(await startTopUp(t, someone.auth, { amountCents: '1500' }), 'PROVIDER_UNAVAILABLE');
    } finally {
      fake.state.refuse = false;
    }
    const list = await t.post<{ items: unknown[] }>(PATHS.topUpList, {}, someone.auth);
    expect(list.body.data.items).toEqual([]);
  });

  it('the kodo route shows Stripe (no saved cards), the alchemy route the sandbox', async () => {
    const options = (await t.post<TTopUpOptions>(PATHS.topUpOptions, {}, fan.auth)).body.data;
    expect(options.card).toEqual({ provider: 'stripe', name: 'Stripe', savedCards: false });
    expect(options.onRamp).toEqual({ provider: 'sandbox', name: 'Sandbox card gateway' });
    expect(options).toMatchObject({ payFixedFeeCents: '50', minCents: '500', maxCents: '200000', paypal: null });
  });

  it('a top-up opens a Checkout Session for the total, once per idempotency key', async () => {
    const before = fake.seen.length;
    const res = await startTopUp(t, fan.auth, { amountCents: '1000', returnPath: '/creator/mia' }, 'stripe-key-1');
    expect(res.status, res.body.msg).toBe(200);
    const topUp = res.body.data;
    expect(topUp).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      totalCents: '1050',
      checkoutUrl: `https://checkout.stripe.com/c/pay/cs_test_${before + 1}`,
    });

    expect(fake.seen).toHaveLength(before + 1);
    const { form, headers, path } = fake.seen.at(-1)!;
    expect(path).toBe('/v1/checkout/sessions');
    expect(headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(headers['idempotency-key']).toBe(`topup-${topUp.id}`);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      client_reference_id: topUp.id,
      'metadata[topUpId]': topUp.id,
      'payment_intent_data[metadata][topUpId]': topUp.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1050',
      'line_items[0][price_data][product_data][name]': `${t.config.brandName} balance top-up`,
      success_url: `${t.config.publicUrl}/pay/success?topUpId=${topUp.id}&return=%2Fcreator%2Fmia&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.publicUrl}/pay/cancel?topUpId=${topUp.id}&return=%2Fcreator%2Fmia`,
    });

    const again = await startTopUp(t, fan.auth, { amountCents: '1000', returnPath: '/creator/mia' }, 'stripe-key-1');
    expect(again.body.data).toEqual(topUp);
    expect(fake.seen).toHaveLength(before + 1);
  });

  it('checkout.session.completed (paid) credits the wallet once; a replay is a duplicate', async () => {
    const before = await usdWallet(t, fan.user.id);
    const { topUp, session } = await stripeTopUp('2000');
    const event = sessionEvent('checkout.session.completed', session);
    expect((await deliver(event)).body.data).toEqual({ duplicate: false, applied: true });
    expect((await deliver(event)).body.data).toEqual({ duplicate: true, applied: false });
    expect(await topUpOf(t, fan.auth, topUp.id)).toMatchObject({ status: 'succeeded', checkoutUrl: null });
    expect(await usdWallet(t, fan.user.id)).toBe(before + 2000n);
  });

  it('an unpaid completion waits for the async payment, which then credits it', async () => {
    const before = await usdWallet(t, fan.user.id);
    const { topUp, session } = await stripeTopUp('1500');
    expect(
      (await deliver(sessionEvent('checkout.session.completed', { ...session, paymentStatus: 'unpaid' }))).body.data,
    ).toEqual({ duplicate: false, applied: false });
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('pending');
    expect((await deliver(sessionEvent('checkout.session.async_payment_succeeded', session))).body.data.applied).toBe(
      true,
    );
    expect(await usdWallet(t, fan.user.id)).toBe(before + 1500n);
  });

  it('a failed async payment and an expired session close the top-up without credit', async () => {
    const before = await usdWallet(t, fan.user.id);
    const failed = await stripeTopUp('1000');
    await deliver(
      sessionEvent('checkout.session.async_payment_failed', { ...failed.session, paymentStatus: 'unpaid' }),
    );
    expect(await topUpOf(t, fan.auth, failed.topUp.id)).toMatchObject({
      status: 'failed',
      failureCode: 'payment_failed',
    });
    const expired = await stripeTopUp('1000');
    await deliver(sessionEvent('checkout.session.expired', { ...expired.session, paymentStatus: 'unpaid' }));
    expect(await topUpOf(t, fan.auth, expired.topUp.id)).toMatchObject({ status: 'expired', failureCode: 'expired' });
    expect(await usdWallet(t, fan.user.id)).toBe(before);
  });

  it('charge.dispute.* holds the wallet by the PaymentIntent, sends the evidence with disputes.update, and applies the outcome once', async () => {
    const payer = await createSignedInUser(t);
    const admin = await createSignedInUser(t, { role: 'admin' });
    const res = await startTopUp(t, payer.auth, { amountCents: '2000' });
    const sessionId = new URL(res.body.data.checkoutUrl ?? '').pathname.split('/').pop() ?? '';
    const session = { id: sessionId, topUpId: res.body.data.id, amount: 2050 };
    await deliver(sessionEvent('checkout.session.completed', session));
    expect(await usdWallet(t, payer.user.id)).toBe(2000n);

    const dispute = { id: 'dp_test_1', paymentIntent: `pi_for_${sessionId}`, amount: 2050 };
    // A dispute of a charge that is not ours is acknowledged and changes nothing.
    expect(
      (
        await deliver(
          disputeEvent('charge.dispute.created', {
            ...dispute,
            id: 'dp_other',
            paymentIntent: 'pi_unknown',
            status: 'needs_response',
          }),
        )
      ).body.data,
    ).toEqual({ duplicate: false, applied: false });
    const created = disputeEvent('charge.dispute.created', { ...dispute, status: 'needs_response' });
    expect((await deliver(created)).body.data).toEqual({ duplicate: false, applied: true });
    expect((await deliver(created)).body.data).toEqual({ duplicate: true, applied: false });
    expect(await usdWallet(t, payer.user.id)).toBe(0n);
    const [line] = (await t.post<{ items: TDisputeLine[] }>(PATHS.disputeList, {}, payer.auth)).body.data.items;
    expect(line).toMatchObject({ source: 'chargeback', status: 'open', reason: 'unauthorized', amountCents: '2050' });

    await t.post(PATHS.disputeEvidence, { id: line!.id, text: 'The card holder signed in with 2FA.' }, admin.auth);
    const sent = await t.post<TDispute>(PATHS.adminDisputeSubmit, { id: line!.id }, admin.auth);
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.data.status).toBe('under_review');
    const call = fake.seen.at(-1)!;
    expect(call.path).toBe('/v1/disputes/dp_test_1');
    expect(call.form.get('submit')).toBe('true');
    expect(call.form.get('evidence[uncategorized_text]')).toContain('The card holder signed in with 2FA.');

    const won = disputeEvent('charge.dispute.closed', { ...dispute, status: 'won' });
    expect((await deliver(won)).body.data).toEqual({ duplicate: false, applied: true });
    expect((await deliver(disputeEvent('charge.dispute.closed', { ...dispute, status: 'lost' }))).body.data).toEqual({
      duplicate: false,
      applied: false,
    });
    expect(await usdWallet(t, payer.user.id)).toBe(2000n);
    expect((await t.post<TDispute>(PATHS.disputeDetail, { id: line!.id }, payer.auth)).body.data.status).toBe('won');
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('two first events of one dispute at once open it once and hold the wallet once', async () => {
    const payer = await createSignedInUser(t);
    const res = await startTopUp(t, payer.auth, { amountCents: '1000' });
    const sessionId = new URL(res.body.data.checkoutUrl ?? '').pathname.split('/').pop() ?? '';
    await deliver(
      sessionEvent('checkout.session.completed', { id: sessionId, topUpId: res.body.data.id, amount: 1050 }),
    );
    const dispute = { id: 'dp_twice', paymentIntent: `pi_for_${sessionId}`, amount: 1050 };
    const answers = await Promise.all([
      deliver(disputeEvent('charge.dispute.created', { ...dispute, status: 'needs_response' })),
      deliver(disputeEvent('charge.dispute.updated', { ...dispute, status: 'needs_response' })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const lines = (await t.post<{ items: TDisputeLine[] }>(PATHS.disputeList, {}, payer.auth)).body.data.items;
    expect(lines).toHaveLength(1);
    expect(await usdWallet(t, payer.user.id)).toBe(0n);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('a dispute that arrives before its charge was credited answers 409, so Stripe sends it again', async () => {
    const res = await startTopUp(t, fan.auth, { amountCents: '1000' });
    const sessionId = new URL(res.body.data.checkoutUrl ?? '').pathname.split('/').pop() ?? '';
    await t.deps.db.execute(
      sql`update top_ups set payment_ref = ${`pi_for_${sessionId}`} where id = ${res.body.data.id}`,
    );
    const early = disputeEvent('charge.dispute.created', {
      id: 'dp_early',
      paymentIntent: `pi_for_${sessionId}`,
      amount: 1050,
      status: 'needs_response',
    });
    expectError(await deliver(early), 'CONFLICT');
    await deliver(
      sessionEvent('checkout.session.completed', { id: sessionId, topUpId: res.body.data.id, amount: 1050 }),
    );
    expect((await deliver(early)).body.data).toEqual({ duplicate: false, applied: true });
  });

  it('a wrong secret, a missing or forged header and a stale timestamp are refused, and nothing moves', async () => {
    const before = await usdWallet(t, fan.user.id);
    const { topUp, session } = await stripeTopUp('3000');
    const event = sessionEvent('checkout.session.completed', session);
    expectError(await deliver(event, { secret: 'whsec_not_ours' }), 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await deliver(event, { header: null }), 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await deliver(event, { header: 't=1,v1=abc' }), 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }), 'WEBHOOK_STALE');
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('pending');
    expect(await usdWallet(t, fan.user.id)).toBe(before);
  });

  it('a sandbox-signed event cannot settle a Stripe top-up', async () => {
    const before = await usdWallet(t, fan.user.id);
    const { topUp, session } = await stripeTopUp('1000');
    const body = JSON.stringify(
      buildEvent('charge.succeeded', { id: session.id, reference: topUp.id, amountCents: 1050n }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: PATHS.webhookSandbox,
      headers: { 'content-type': 'application/json', 'sandbox-signature': signatureHeader(SANDBOX_SECRET, body) },
      payload: body,
    });
    expect(res.json<Envelope>().data).toEqual({ duplicate: false, applied: false });
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('pending');
    expect(await usdWallet(t, fan.user.id)).toBe(before);
  });

  it('cards are not saved with Stripe, and the on-ramp channel still opens the sandbox checkout', async () => {
    expectError(
      await t.post(
        PATHS.paymentMethodSave,
        { cardNumber: '4242424242424242', expMonth: 1, expYear: nextYear(), cvc: '123' },
        fan.auth,
      ),
      'PROVIDER_NOT_CONFIGURED',
    );
    const onRamp = await startTopUp(t, fan.auth, { channel: 'onramp', amountCents: '1000' });
    expect(onRamp.body.data).toMatchObject({ channel: 'onramp', provider: 'sandbox' });
    expect(onRamp.body.data.checkoutUrl).toContain(PATHS.sandboxCheckout);
  });
});
