import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@fanlane/contracts/money';
import type { TTopUp, TTopUpOptions } from '@fanlane/contracts/top-up';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { sandboxGatewaySessions, topUps } from '../../db/schema/index.ts';
import { startTopUp } from '../../../test/top-up-fixtures.ts';

describe(`starting a top-up: amounts, idempotency, providers (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fan: SignedInUser;

  const topUpsOf = async (userId: string) => t.deps.db.select().from(topUps).where(eq(topUps.userId, userId));

  beforeAll(async () => {
    t = await createTestApp();
    fan = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('the options name the sandbox for both routes, with the fee, bounds and presets', async () => {
    const res = await t.post<TTopUpOptions>(PATHS.topUpOptions, {}, fan.auth);
    expect(res.body.data).toEqual({
      card: { provider: 'sandbox', name: 'Sandbox card gateway', savedCards: true },
      onRamp: { provider: 'sandbox', name: 'Sandbox card gateway' },
      paypal: null,
      crypto: [],
      // No TELEGRAM_BOT_TOKEN here: no Stars (telegram-stars.test.ts offers them).
      stars: null,
      payFixedFeeCents: '50',
      minCents: String(TOP_UP_MIN_CENTS),
      maxCents: String(TOP_UP_MAX_CENTS),
      presetsCents: ['1000', '2500', '5000', '10000'],
    });
    expectError(await t.post(PATHS.topUpOptions, {}), 'UNAUTHORIZED');
  });

  it('negative, zero, fractional, huge, non-numeric and too small amounts are refused, and no top-up is made', async () => {
    const bad: unknown[] = [
      '-1000',
      '0',
      '10.50',
      '1e3',
      ' 1000',
      '99999999999999999999',
      String(TOP_UP_MAX_CENTS + 1),
      String(TOP_UP_MIN_CENTS - 1),
      'ten',
      '',
      1000,
      null,
    ];
    for (const amountCents of bad) {
      expectInvalidFields(await startTopUp(t, fan.auth, { amountCents } as never), ['amountCents']);
    }
    expectInvalidFields(await startTopUp(t, fan.auth, { amountCents: '1000', channel: 'paypal' } as never), [
      'channel',
    ]);
    expectInvalidFields(await startTopUp(t, fan.auth, { amountCents: '1000', returnPath: 'https://evil.example' }), [
      'returnPath',
    ]);
    expectInvalidFields(await startTopUp(t, fan.auth, { amountCents: '1000', returnPath: '//evil.example' }), [
      'returnPath',
    ]);
    expect(await topUpsOf(fan.user.id)).toEqual([]);
  });

  it('the bounds themselves are accepted', async () => {
    for (const amountCents of [String(TOP_UP_MIN_CENTS), String(TOP_UP_MAX_CENTS)]) {
      const res = await startTopUp(t, fan.auth, { amountCents });
      expect(res.status, res.body.msg).toBe(200);
      expect(BigInt(res.body.data.totalCents)).toBe(BigInt(amountCents) + 50n);
    }
  });

  it('the same key twice answers the same top-up; the same key with another body is refused; no key is refused', async () => {
    const buyer = await createSignedInUser(t);
    const first = await startTopUp(t, buyer.auth, { amountCents: '2500' }, 'same-key');
    const second = await startTopUp(t, buyer.auth, { amountCents: '2500' }, 'same-key');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => startTopUp(t, buyer.auth, { amountCents: '2500' }, 'same-key')),
    );
    expect(concurrent.map((r) => r.body.data.id)).toEqual(Array.from({ length: 5 }, () => first.body.data.id));
    expect(await topUpsOf(buyer.user.id)).toHaveLength(1);
    expect(
      await t.deps.db
        .select()
        .from(sandboxGatewaySessions)
        .where(eq(sandboxGatewaySessions.customerRef, buyer.user.id)),
    ).toHaveLength(1);

    expectError(await startTopUp(t, buyer.auth, { amountCents: '5000' }, 'same-key'), 'IDEMPOTENCY_KEY_REUSED');
    expectError(
      await t.post<TTopUp>(PATHS.topUpCreate, { amountCents: '2500' }, buyer.auth),
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect(await topUpsOf(buyer.user.id)).toHaveLength(1);

    // Keys are per user: another fan's identical key is their own top-up.
    const other = await startTopUp(t, fan.auth, { amountCents: '2500' }, 'same-key');
    expect(other.body.data.id).not.toBe(first.body.data.id);
  });

  it("an unknown or someone else's saved card is not found", async () => {
    expectError(
      await startTopUp(t, fan.auth, { amountCents: '1000', paymentMethodId: '00000000-0000-4000-8000-000000000000' }),
      'NOT_FOUND',
    );
  });

  it('the OpenAPI document lists the top-up, saved-card, webhook and gateway calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const url of [
      PATHS.topUpOptions,
      PATHS.topUpCreate,
      PATHS.topUpList,
      PATHS.topUpDetail,
      PATHS.paymentMethodList,
      PATHS.paymentMethodSave,
      PATHS.paymentMethodDelete,
      PATHS.paymentMethodSetPrimary,
      PATHS.webhookSandbox,
      PATHS.webhookStripe,
      PATHS.sandboxPay,
      PATHS.sandboxConfirm,
    ]) {
      expect(paths[url], url).toHaveProperty('post');
    }
  });

  it('signing in is required', async () => {
    expectError(await t.post(PATHS.topUpCreate, { amountCents: '1000' }, { 'idempotency-key': 'k1' }), 'UNAUTHORIZED');
  });
});

describe(`a deployment without a card provider (${TEST_DRIVER})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ CARD_PROVIDER: 'none', ONRAMP_PROVIDER: 'none' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers no card route and refuses a top-up and a saved card', async () => {
    const fan = await createSignedInUser(t);
    expect((await t.post<TTopUpOptions>(PATHS.topUpOptions, {}, fan.auth)).body.data).toMatchObject({
      card: null,
      onRamp: null,
    });
    expectError(await startTopUp(t, fan.auth, { amountCents: '1000' }), 'PROVIDER_NOT_CONFIGURED');
    expectError(await startTopUp(t, fan.auth, { channel: 'onramp', amountCents: '1000' }), 'PROVIDER_NOT_CONFIGURED');
    expectError(
      await t.post(
        PATHS.paymentMethodSave,
        { cardNumber: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
        fan.auth,
      ),
      'PROVIDER_NOT_CONFIGURED',
    );
    expectError(await t.post(PATHS.webhookStripe, {}, { 'stripe-signature': 't=1,v1=00' }), 'PROVIDER_NOT_CONFIGURED');
    expect(await t.deps.db.select().from(topUps).where(eq(topUps.userId, fan.user.id))).toEqual([]);
  });
});
