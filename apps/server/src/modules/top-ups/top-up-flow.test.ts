import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import {
  SANDBOX_CARDS,
  SANDBOX_CONFIRMATION_CODE,
  type TPaymentMethod,
  type TSandboxPayResult,
  type TTopUp,
} from '@fanlane/contracts/top-up';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { jobs, journalEntries, sandboxGatewaySessions } from '../../db/schema/index.ts';
import { SANDBOX_EXPIRE_JOB } from '../../integrations/payments/sandbox-gateway/sessions.ts';
import {
  feesCollected,
  nextYear,
  openCheckout,
  payOnPage,
  runJobs,
  sandboxClearing,
  startTopUp,
  topUpOf,
  usdWallet,
} from '../../../test/top-up-fixtures.ts';

describe(`card top-ups through the sandbox gateway (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fan: SignedInUser;

  const cards = async (auth: Record<string, string>) =>
    (await t.post<TPaymentMethod[]>(PATHS.paymentMethodList, {}, auth)).body.data;

  beforeAll(async () => {
    t = await createTestApp({ BRAND_NAME: 'Fanlane Test' });
    fan = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a fan tops up $10 on the hosted page: the webhook credits the wallet once and saves the card', async () => {
    const { topUp, sessionId } = await openCheckout(t, fan.auth, '1000', { returnPath: '/post?id=42' });
    expect(topUp).toMatchObject({
      channel: 'card',
      provider: 'sandbox',
      status: 'pending',
      amountCents: '1000',
      feeCents: '50',
      totalCents: '1050',
      transactionId: null,
    });
    expect(topUp.checkoutUrl).toBe(`${t.config.publicUrl}${PATHS.sandboxCheckout}/${sessionId}`);

    const page = await t.app.inject({ method: 'GET', url: `${PATHS.sandboxCheckout}/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$10.50');
    expect(page.body).toContain('Fanlane Test');
    expect(page.body).toContain(SANDBOX_CARDS.success.slice(0, 4));
    expect(page.body).not.toMatch(/<script>/);
    const script = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/assets/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');

    const paid = await payOnPage(t, sessionId, SANDBOX_CARDS.success, { saveCard: true });
    expect(paid.body.data).toEqual({
      status: 'succeeded',
      redirectUrl: `${t.config.publicUrl}/pay/success?topUpId=${topUp.id}&return=${encodeURIComponent('/post?id=42')}`,
    });
    // Nothing moves until the gateway's webhook lands.
    expect(await usdWallet(t, fan.user.id)).toBe(0n);
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('pending');

    expect(await runJobs(t)).toBeGreaterThan(0);
    const settled = await topUpOf(t, fan.auth, topUp.id);
    expect(settled).toMatchObject({
      status: 'succeeded',
      checkoutUrl: null,
      card: { brand: 'visa', last4: '4242' },
      failureCode: null,
    });
    expect(settled.transactionId).toEqual(expect.any(String));
    expect(settled.completedAt).toEqual(expect.any(String));
    expect(await usdWallet(t, fan.user.id)).toBe(1000n);
    expect(await feesCollected(t)).toBe(50n);
    expect(await sandboxClearing(t)).toBe(-1050n);
    const [entry] = await t.deps.db.select().from(journalEntries).where(eq(journalEntries.id, settled.transactionId!));
    expect(entry).toMatchObject({ kind: 'top_up', refType: 'top_up', refId: topUp.id, actorId: fan.user.id });

    const saved = await cards(fan.auth);
    expect(saved).toEqual([
      expect.objectContaining({
        provider: 'sandbox',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: nextYear(),
        holderName: 'Ann Fan',
        primary: true,
      }),
    ]);

    // The page is closed now, and running the jobs again credits nothing more.
    const closed = await t.app.inject({ method: 'GET', url: `${PATHS.sandboxCheckout}/${sessionId}` });
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain('Payment received');
    expectError(await payOnPage(t, sessionId), 'CHECKOUT_CLOSED');
    await runJobs(t);
    expect(await usdWallet(t, fan.user.id)).toBe(1000n);
  });

  it('declined and insufficient-funds cards fail the top-up and credit nothing; the page lets the fan try again', async () => {
    const other = await createSignedInUser(t);
    for (const [card, pageStatus, failureCode] of [
      [SANDBOX_CARDS.decline, 'declined', 'card_declined'],
      [SANDBOX_CARDS.insufficientFunds, 'insufficient_funds', 'insufficient_funds'],
    ] as const) {
      const { topUp, sessionId } = await openCheckout(t, other.auth, '2500');
      const res = await payOnPage(t, sessionId, card, { saveCard: true });
      expect(res.body.data).toEqual({ status: pageStatus, redirectUrl: null });
      await runJobs(t);
      expect(await topUpOf(t, other.auth, topUp.id)).toMatchObject({
        status: 'failed',
        failureCode,
        transactionId: null,
      });
      expect(await usdWallet(t, other.user.id)).toBe(0n);
      // The checkout stays open for another card.
      expect((await t.app.inject({ method: 'GET', url: `${PATHS.sandboxCheckout}/${sessionId}` })).statusCode).toBe(
        200,
      );
    }
    expect(await cards(other.auth)).toEqual([]);

    const { topUp, sessionId } = await openCheckout(t, other.auth, '2500');
    expect((await payOnPage(t, sessionId, SANDBOX_CARDS.decline)).body.data.status).toBe('declined');
    expect((await payOnPage(t, sessionId, SANDBOX_CARDS.success)).body.data.status).toBe('succeeded');
    await runJobs(t);
    expect(await topUpOf(t, other.auth, topUp.id)).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await usdWallet(t, other.user.id)).toBe(2500n);
  });

  it('the confirmation card asks for a code: a wrong code fails, the right one pays', async () => {
    const other = await createSignedInUser(t);
    const { topUp, sessionId } = await openCheckout(t, other.auth, '500');
    expect((await payOnPage(t, sessionId, SANDBOX_CARDS.confirmation)).body.data).toEqual({
      status: 'requires_confirmation',
      redirectUrl: null,
    });
    const confirm = (code: string) => t.post<TSandboxPayResult>(PATHS.sandboxConfirm, { sessionId, code });
    expect((await confirm('000000')).body.data).toEqual({ status: 'confirmation_failed', redirectUrl: null });
    await runJobs(t);
    expect(await usdWallet(t, other.user.id)).toBe(0n);
    expect((await confirm(SANDBOX_CONFIRMATION_CODE)).body.data.status).toBe('succeeded');
    expectError(await confirm(SANDBOX_CONFIRMATION_CODE), 'CHECKOUT_CLOSED');
    await runJobs(t);
    expect(await topUpOf(t, other.auth, topUp.id)).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '3155' },
    });
    expect(await usdWallet(t, other.user.id)).toBe(500n);
  });

  it('three wrong confirmation codes refuse the charge; the checkout stays open for another try', async () => {
    const other = await createSignedInUser(t);
    const { topUp, sessionId } = await openCheckout(t, other.auth, '700');
    const confirm = (code: string) => t.post<TSandboxPayResult>(PATHS.sandboxConfirm, { sessionId, code });
    expect((await payOnPage(t, sessionId, SANDBOX_CARDS.confirmation)).body.data.status).toBe('requires_confirmation');
    expect((await confirm('111111')).body.data.status).toBe('confirmation_failed');
    expect((await confirm('222222')).body.data.status).toBe('confirmation_failed');
    expect((await confirm('333333')).body.data).toEqual({ status: 'authentication_failed', redirectUrl: null });
    // The charge is gone: even the right code finds nothing to confirm now.
    expectError(await confirm(SANDBOX_CONFIRMATION_CODE), 'CONFLICT');
    await runJobs(t);
    expect(await topUpOf(t, other.auth, topUp.id)).toMatchObject({
      status: 'failed',
      failureCode: 'confirmation_failed',
    });
    expect(await usdWallet(t, other.user.id)).toBe(0n);

    // The card holder starts over, on the same checkout, and this time types the right code.
    expect((await payOnPage(t, sessionId, SANDBOX_CARDS.confirmation)).body.data.status).toBe('requires_confirmation');
    expect((await confirm('444444')).body.data.status).toBe('confirmation_failed');
    expect((await confirm(SANDBOX_CONFIRMATION_CODE)).body.data.status).toBe('succeeded');
    await runJobs(t);
    expect(await topUpOf(t, other.auth, topUp.id)).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await usdWallet(t, other.user.id)).toBe(700n);
  });

  it('confirming with nothing to confirm is a conflict', async () => {
    const { sessionId } = await openCheckout(t, fan.auth);
    expectError(await t.post(PATHS.sandboxConfirm, { sessionId, code: SANDBOX_CONFIRMATION_CODE }), 'CONFLICT');
  });

  it('a saved card is charged without the page; its outcome arrives by webhook', async () => {
    const buyer = await createSignedInUser(t);
    const save = (cardNumber: string) =>
      t.post<TPaymentMethod>(
        PATHS.paymentMethodSave,
        { cardNumber, expMonth: 11, expYear: nextYear(), cvc: '321' },
        buyer.auth,
      );
    const good = (await save(SANDBOX_CARDS.success)).body.data;
    const declined = (await save(SANDBOX_CARDS.decline)).body.data;
    const confirming = (await save(SANDBOX_CARDS.confirmation)).body.data;
    expect([good.primary, declined.primary, confirming.primary]).toEqual([true, false, false]);

    const charged = await startTopUp(t, buyer.auth, { amountCents: '2000', paymentMethodId: good.id });
    expect(charged.body.data).toMatchObject({
      status: 'pending',
      checkoutUrl: null,
      card: { brand: 'visa', last4: '4242' },
    });
    await runJobs(t);
    expect((await topUpOf(t, buyer.auth, charged.body.data.id)).status).toBe('succeeded');
    expect(await usdWallet(t, buyer.user.id)).toBe(2000n);

    const refused = await startTopUp(t, buyer.auth, { amountCents: '2000', paymentMethodId: declined.id });
    expect(refused.body.data).toMatchObject({ status: 'pending', checkoutUrl: null });
    await runJobs(t);
    expect(await topUpOf(t, buyer.auth, refused.body.data.id)).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });

    // The confirmation card needs the hosted page, which opens at the code step.
    const asking = await startTopUp(t, buyer.auth, { amountCents: '1500', paymentMethodId: confirming.id });
    expect(asking.body.data.status).toBe('requires_confirmation');
    const sessionId = new URL(asking.body.data.checkoutUrl ?? '').pathname.split('/').pop() ?? '';
    const page = await t.app.inject({ method: 'GET', url: `${PATHS.sandboxCheckout}/${sessionId}` });
    expect(page.body).toContain('data-status="requires_confirmation"');
    expect(
      (await t.post<TSandboxPayResult>(PATHS.sandboxConfirm, { sessionId, code: SANDBOX_CONFIRMATION_CODE })).body.data
        .status,
    ).toBe('succeeded');
    await runJobs(t);
    expect((await topUpOf(t, buyer.auth, asking.body.data.id)).status).toBe('succeeded');
    expect(await usdWallet(t, buyer.user.id)).toBe(3500n);
    // No card was saved twice by these charges.
    expect(await cards(buyer.auth)).toHaveLength(3);

    // Someone else's card cannot be charged.
    expectError(await startTopUp(t, fan.auth, { amountCents: '2000', paymentMethodId: good.id }), 'NOT_FOUND');
  });

  it('the page checks the card: a bad number is a validation error, a past expiry is declined, nothing is charged', async () => {
    const { topUp, sessionId } = await openCheckout(t, fan.auth);
    expectInvalidFields(await payOnPage(t, sessionId, '4242424242424241'), ['cardNumber']);
    expectError(
      await payOnPage(t, sessionId, SANDBOX_CARDS.success, { expYear: new Date().getUTCFullYear() - 1 }),
      'CARD_DECLINED',
    );
    expectInvalidFields(await payOnPage(t, sessionId, SANDBOX_CARDS.success, { expMonth: 13 }), ['expMonth']);
    expectError(await payOnPage(t, 'cs_sbx_nope'), 'NOT_FOUND');
    const missing = await t.app.inject({ method: 'GET', url: `${PATHS.sandboxCheckout}/cs_sbx_${'0'.repeat(32)}` });
    expect(missing.statusCode).toBe(404);
    await runJobs(t);
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('pending');
  });

  it('a checkout left open expires: the page closes and the top-up is expired', async () => {
    const { topUp, sessionId } = await openCheckout(t, fan.auth);
    // Thirty minutes pass.
    const past = new Date(Date.now() - 1000);
    await t.deps.db
      .update(sandboxGatewaySessions)
      .set({ expiresAt: past })
      .where(eq(sandboxGatewaySessions.id, sessionId));
    expectError(await payOnPage(t, sessionId), 'CHECKOUT_CLOSED');
    const page = await t.app.inject({ method: 'GET', url: `${PATHS.sandboxCheckout}/${sessionId}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This checkout is closed');
    await t.deps.db.update(jobs).set({ runAt: past }).where(eq(jobs.key, sessionId));
    await runJobs(t);
    const [expiry] = await t.deps.db.select().from(jobs).where(eq(jobs.key, sessionId));
    expect(expiry).toMatchObject({ kind: SANDBOX_EXPIRE_JOB, status: 'done' });
    expect(await topUpOf(t, fan.auth, topUp.id)).toMatchObject({
      status: 'expired',
      failureCode: 'expired',
      checkoutUrl: null,
    });
  });

  it('a fan who cancels the checkout sees the top-up cancelled everywhere; paying it later still credits it', async () => {
    const { topUp, sessionId } = await openCheckout(t, fan.auth, '700');
    const before = await usdWallet(t, fan.user.id);
    const cancelled = await t.post<TTopUp>(PATHS.topUpCancel, { id: topUp.id }, fan.auth);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id: topUp.id, status: 'cancelled', checkoutUrl: null });
    expect(cancelled.body.data.completedAt).not.toBeNull();
    const list = await t.post<{ items: TTopUp[] }>(PATHS.topUpList, {}, fan.auth);
    expect(list.body.data.items.find((item) => item.id === topUp.id)?.status).toBe('cancelled');
    expect(await topUpOf(t, fan.auth, topUp.id)).toMatchObject({ status: 'cancelled' });
    // Cancelling again changes nothing; another fan cannot cancel it.
    expect((await t.post<TTopUp>(PATHS.topUpCancel, { id: topUp.id }, fan.auth)).body.data.status).toBe('cancelled');
    const other = await createSignedInUser(t);
    expectError(await t.post(PATHS.topUpCancel, { id: topUp.id }, other.auth), 'NOT_FOUND');
    expect(await usdWallet(t, fan.user.id)).toBe(before);

    // Back on the still-open checkout page the fan pays after all: the money is credited.
    expect((await payOnPage(t, sessionId)).body.data.status).toBe('succeeded');
    await runJobs(t);
    expect(await topUpOf(t, fan.auth, topUp.id)).toMatchObject({ status: 'succeeded' });
    expect(await usdWallet(t, fan.user.id)).toBe(before + 700n);
    expect((await t.post<TTopUp>(PATHS.topUpCancel, { id: topUp.id }, fan.auth)).body.data.status).toBe('succeeded');
  });

  it('a fan sees only their own top-ups, newest first, page by page', async () => {
    const lister = await createSignedInUser(t);
    const made: TTopUp[] = [];
    for (let i = 0; i < 5; i++) made.push((await openCheckout(t, lister.auth, String(500 + i))).topUp);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await t.post<{ items: TTopUp[]; nextCursor: string | null }>(
        PATHS.topUpList,
        { cursor, limit: 2 },
        lister.auth,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.data.items.map((i) => i.id));
      cursor = page.body.data.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(made.map((m) => m.id).reverse());
    expectError(await t.post(PATHS.topUpDetail, { id: made[0]!.id }, fan.auth), 'NOT_FOUND');
    expectInvalidFields(await t.post(PATHS.topUpList, { cursor: 'garbage' }, lister.auth), ['cursor']);
    expectError(await t.post(PATHS.topUpList, {}), 'UNAUTHORIZED');
  });
});
