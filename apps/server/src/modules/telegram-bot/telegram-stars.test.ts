import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPurchaseResult } from '@fanlane/contracts/money';
import type { TStarTopUp } from '@fanlane/contracts/telegram-bot';
import type { TTopUpOptions } from '@fanlane/contracts/top-up';
import { TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { balanceOf, keyed } from '../../../test/money-fixtures.ts';
import { createCreator } from '../../../test/content-fixtures.ts';
import { insertPost } from '../../../test/post-rows.ts';
import type { BotApiServer } from '../../../test/telegram-bot-api.ts';
import {
  createTelegramTestApp,
  SECRET_HEADER,
  TELEGRAM_TEST_SECRET,
  type TelegramTestApp,
} from '../../../test/telegram-test-app.ts';
import { preCheckoutUpdate, successfulPaymentUpdate, type TelegramPerson } from '../../../test/telegram-updates.ts';
import { journalEntries, telegramStarPayments } from '../../db/schema/index.ts';
import { railClearing, wallet } from '../../ledger/accounts.ts';
import { STARS_RAIL } from './credit-star-payment.ts';

const BOT_TOKEN = '7100000001:AAH-stars-test-bot';

let nextTelegramId = 800_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const payer = (fields: Partial<TelegramPerson> = {}): TelegramPerson => ({
  id: (nextTelegramId += 1),
  firstName: 'Ada',
  languageCode: 'en',
  ...fields,
});

describe(`Telegram Stars top-ups (${TEST_DRIVER})`, () => {
  let telegram: TelegramTestApp;
  let t: TestApp;
  let api: BotApiServer;
  let fan: SignedInUser;
  let chargeSeq = 0;
  const freshCharge = () => `stxTest${Date.now()}${(chargeSeq += 1)}`;

  beforeAll(async () => {
    telegram = await createTelegramTestApp(BOT_TOKEN);
    ({ t, api } = telegram);
  });
  afterAll(async () => {
    await telegram.close();
  });
  beforeEach(async () => {
    fan = await createSignedInUser(t);
  });

  const deliver = (update: unknown, headers?: Record<string, string>) => telegram.deliver(update, headers);
  const invoice = async (who: SignedInUser, stars: string, key?: string) => {
    const res = await t.post<TStarTopUp>(PATHS.starsInvoice, { stars }, keyed(who.auth, key));
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const starsOf = (userId: string) => balanceOf(t, wallet(userId, 'STARS'));
  const rowOf = async (id: string) =>
    (await t.deps.db.select().from(telegramStarPayments).where(eq(telegramStarPayments.id, id)))[0];
  const paid = (who: TelegramPerson, topUp: TStarTopUp, chargeId = freshCharge()) =>
    successfulPaymentUpdate(who, { payload: topUp.id, stars: Number(topUp.stars), chargeId });

  it('the top-up options offer Stars when the bot is configured', async () => {
    const options = (await t.post<TTopUpOptions>(PATHS.topUpOptions, {}, fan.auth)).body.data;
    expect(options.stars).toEqual({
      minStars: '50',
      maxStars: '10000',
      presetsStars: ['100', '250', '500', '1000', '2500'],
    });
  });

  it('an invoice is made through the Bot API in XTR for the Stars asked, with the top-up as its payload; a retry answers the same one', async () => {
    const key = `stars-${Date.now()}`;
    const topUp = await invoice(fan, '250', key);
    expect(topUp).toMatchObject({ stars: '250', status: 'pending', transactionId: null, paidAt: null });
    expect(topUp.invoiceLink).toMatch(/^https:\/\/t\.me\/\$TestInvoice\d+$/);

    const made = api.callsOf('createInvoiceLink').filter((c) => c.payload === topUp.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      title: 'Fanlane top-up',
      description: '250 Stars for your Fanlane wallet.',
      provider_token: '',
      currency: 'XTR',
      prices: [{ label: 'Fanlane top-up', amount: 250 }],
    });
    expect(api.calls.find((c) => c.method === 'createInvoiceLink')?.token).toBe(BOT_TOKEN);

    const again = await invoice(fan, '250', key);
    expect(again).toEqual(topUp);
    expect(api.callsOf('createInvoiceLink').filter((c) => c.payload === topUp.id)).toHaveLength(1);
    expectError(await t.post(PATHS.starsInvoice, { stars: '300' }, keyed(fan.auth, key)), 'IDEMPOTENCY_KEY_REUSED');
  });

  it('a slow Telegram holds no transaction: other calls go on while the invoice is made, and a concurrent retry answers the same top-up', async () => {
    const key = `stars-slow-${Date.now()}`;
    const before = api.callsOf('createInvoiceLink').length;
    const release = api.holdNext('createInvoiceLink');
    const first = t.post<TStarTopUp>(PATHS.starsInvoice, { stars: '500' }, keyed(fan.auth, key));
    await expect.poll(() => api.callsOf('createInvoiceLink').length).toBe(before + 1);
    // The database answers while Telegram has not (on PGlite a held transaction would block these).
    expect(await starsOf(fan.user.id)).toBe(0n);
    const rows = () =>
      t.deps.db.select().from(telegramStarPayments).where(eq(telegramStarPayments.userId, fan.user.id));
    expect(await rows()).toEqual([]);
    const retry = await invoice(fan, '500', key);
    release();
    const answered = await first;
    expect(answered.status, answered.body.msg).toBe(200);
    expect(answered.body.data).toEqual(retry);
    expect(await rows()).toHaveLength(1);
  });

  it('the invoice is titled in the caller’s language', async () => {
    const res = await t.post<TStarTopUp>(PATHS.starsInvoice, { stars: '100' }, { ...keyed(fan.auth), locale: 'ru' });
    const made = api.callsOf('createInvoiceLink').find((c) => c.payload === res.body.data.id);
    expect(made).toMatchObject({ title: 'Пополнение Fanlane', description: '100 Stars для вашего кошелька Fanlane.' });
  });

  it('refuses amounts out of range, fractions, garbage and a missing key, and makes no invoice', async () => {
    const before = api.callsOf('createInvoiceLink').length;
    for (const stars of ['49', '10001', '0', '-5', '12.5', 'lots', '', '1e3']) {
      expectInvalidFields(await t.post(PATHS.starsInvoice, { stars }, keyed(fan.auth)), ['stars']);
    }
    expectInvalidFields(await t.post(PATHS.starsInvoice, { stars: 100 }, keyed(fan.auth)), ['stars']);
    expectError(await t.post(PATHS.starsInvoice, { stars: '100' }, fan.auth), 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(await t.post(PATHS.starsInvoice, { stars: '100' }), 'UNAUTHORIZED');
    expect(api.callsOf('createInvoiceLink')).toHaveLength(before);
  });

  it('Telegram refusing to make the invoice is PROVIDER_UNAVAILABLE, and leaves no top-up', async () => {
    api.failNext('createInvoiceLink', { error_code: 400, description: 'Bad Request: CURRENCY_TOTAL_AMOUNT_INVALID' });
    expectError(await t.post(PATHS.starsInvoice, { stars: '100' }, keyed(fan.auth)), 'PROVIDER_UNAVAILABLE');
    expect(
      await t.deps.db.select().from(telegramStarPayments).where(eq(telegramStarPayments.userId, fan.user.id)),
    ).toEqual([]);
  });

  it('pre-checkout: yes for the pending invoice at its price; no (with a reason in the payer’s language) for another price, currency, an unknown or a paid one', async () => {
    const topUp = await invoice(fan, '100');
    const who = payer({ languageCode: 'de' });
    const answers = () => api.callsOf('answerPreCheckoutQuery');
    const ask = async (update: ReturnType<typeof preCheckoutUpdate>) => {
      expect((await deliver(update)).status).toBe(200);
      return answers().find((a) => a.pre_checkout_query_id === update.pre_checkout_query.id);
    };

    const yes = preCheckoutUpdate(who, { payload: topUp.id, stars: 100 });
    expect(await ask(yes)).toEqual({ pre_checkout_query_id: yes.pre_checkout_query.id, ok: true });
    const refusal = {
      ok: false,
      error_message: 'Diese Aufladung kann nicht mehr bezahlt werden. Starte in Fanlane eine neue.',
    };
    expect(await ask(preCheckoutUpdate(who, { payload: topUp.id, stars: 99 }))).toMatchObject(refusal);
    expect(await ask(preCheckoutUpdate(who, { payload: topUp.id, stars: 100, currency: 'USD' }))).toMatchObject(
      refusal,
    );
    expect(await ask(preCheckoutUpdate(who, { payload: crypto.randomUUID(), stars: 100 }))).toMatchObject(refusal);
    expect(await ask(preCheckoutUpdate(who, { payload: 'not-ours', stars: 100 }))).toMatchObject(refusal);

    expect((await deliver(paid(who, topUp))).status).toBe(200);
    expect(await ask(preCheckoutUpdate(who, { payload: topUp.id, stars: 100 }))).toMatchObject(refusal);
  });

  it('a paid invoice credits the Stars once, even when Telegram delivers the payment three times', async () => {
    const topUp = await invoice(fan, '500');
    const who = payer();
    const update = paid(who, topUp);
    for (let i = 0; i < 3; i += 1) expect((await deliver(update)).status).toBe(200);

    expect(await starsOf(fan.user.id)).toBe(500n);
    const row = await rowOf(topUp.id);
    expect(row).toMatchObject({
      status: 'succeeded',
      stars: 500n,
      telegramPaymentChargeId: update.message.successful_payment.telegram_payment_charge_id,
      payerTelegramUserId: who.id,
    });
    const entries = await t.deps.db.select().from(journalEntries).where(eq(journalEntries.refId, topUp.id));
    expect(entries).toEqual([
      expect.objectContaining({ id: row!.entryId, kind: 'top_up', refType: 'telegram_stars', usdRate: '0.02' }),
    ]);
    // The payer is told once, in their chat.
    const told = api.callsOf('sendMessage').filter((m) => m.chat_id === who.id);
    expect(told).toEqual([expect.objectContaining({ text: '500 ⭐ have been added to your Fanlane balance.' })]);

    const detail = await t.post<TStarTopUp>(PATHS.starsTopUpDetail, { id: topUp.id }, fan.auth);
    expect(detail.body.data).toMatchObject({ status: 'succeeded', transactionId: row!.entryId });
    expect(detail.body.data.paidAt).not.toBeNull();
  });

  it('two deliveries of the same payment at once credit it once', async () => {
    const topUp = await invoice(fan, '300');
    const update = paid(payer(), topUp);
    const answers = await Promise.all([deliver(update), deliver(update), deliver(update)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await starsOf(fan.user.id)).toBe(300n);
    expect(await t.deps.db.select().from(journalEntries).where(eq(journalEntries.refId, topUp.id))).toHaveLength(1);
  });

  it('a second real payment of the same invoice link (another charge) is credited too, once', async () => {
    const topUp = await invoice(fan, '100');
    await deliver(paid(payer(), topUp));
    const second = paid(payer(), topUp);
    await deliver(second);
    await deliver(second);
    expect(await starsOf(fan.user.id)).toBe(200n);
    const rows = await t.deps.db
      .select()
      .from(telegramStarPayments)
      .where(eq(telegramStarPayments.userId, fan.user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['succeeded', 'succeeded']);
  });

  it('a payment for an unknown invoice, or not in Stars, is acknowledged and credits nothing', async () => {
    const topUp = await invoice(fan, '100');
    const who = payer();
    expect(
      (
        await deliver(
          successfulPaymentUpdate(who, { payload: crypto.randomUUID(), stars: 100, chargeId: freshCharge() }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await deliver(
          successfulPaymentUpdate(who, { payload: topUp.id, stars: 100, chargeId: freshCharge(), currency: 'EUR' }),
        )
      ).status,
    ).toBe(200);
    expect(await starsOf(fan.user.id)).toBe(0n);
    expect((await rowOf(topUp.id))?.status).toBe('pending');
  });

  it('a wrong or missing secret token is refused (401) and nothing is credited or answered', async () => {
    const topUp = await invoice(fan, '100');
    const update = paid(payer(), topUp);
    const preCheckout = preCheckoutUpdate(payer(), { payload: topUp.id, stars: 100 });
    const answered = api.callsOf('answerPreCheckoutQuery').length;
    const refused: Record<string, string>[] = [
      {},
      { [SECRET_HEADER]: 'wrong-secret-0123456789abcdef' },
      { [SECRET_HEADER]: `${TELEGRAM_TEST_SECRET}x` },
      { [SECRET_HEADER]: '' },
    ];
    for (const headers of refused) {
      expectError(await deliver(update, headers), 'TELEGRAM_WEBHOOK_UNAUTHORIZED');
      expectError(await deliver(preCheckout, headers), 'TELEGRAM_WEBHOOK_UNAUTHORIZED');
    }
    expect(await starsOf(fan.user.id)).toBe(0n);
    expect((await rowOf(topUp.id))?.status).toBe('pending');
    expect(api.callsOf('answerPreCheckoutQuery')).toHaveLength(answered);
  });

  it('a body that is not an update is a 400, never a 5xx', async () => {
    for (const body of [{}, { update_id: 'x' }, [], { update_id: -1 }]) {
      expectError(await deliver(body), 'BAD_REQUEST');
    }
  });

  it('another user’s top-up is not found; an unknown id neither', async () => {
    const topUp = await invoice(fan, '100');
    const other = await createSignedInUser(t);
    expectError(await t.post(PATHS.starsTopUpDetail, { id: topUp.id }, other.auth), 'NOT_FOUND');
    expectError(await t.post(PATHS.starsTopUpDetail, { id: crypto.randomUUID() }, fan.auth), 'NOT_FOUND');
  });

  it('an admin’s refund sends the Stars back through refundStarPayment and debits the wallet once', async () => {
    const admin = await createSignedInUser(t, { role: 'admin' });
    const topUp = await invoice(fan, '400');
    const who = payer();
    const update = paid(who, topUp);
    await deliver(update);
    expect(await starsOf(fan.user.id)).toBe(400n);
    const clearing = await balanceOf(t, railClearing(STARS_RAIL, 'STARS'));

    expectError(await t.post(PATHS.adminStarsRefund, { id: topUp.id }, fan.auth), 'FORBIDDEN');
    const refunds = await Promise.all([
      t.post<TStarTopUp>(PATHS.adminStarsRefund, { id: topUp.id }, admin.auth),
      t.post<TStarTopUp>(PATHS.adminStarsRefund, { id: topUp.id }, admin.auth),
    ]);
    const done = refunds.filter((r) => r.status === 200);
    expect(done).toHaveLength(1);
    expect(done[0]!.body.data).toMatchObject({ status: 'refunded' });
    expectError(
      refunds.find((r) => r.status !== 200)!,
      'REFUND_NOT_POSSIBLE',
    );
    expectError(await t.post(PATHS.adminStarsRefund, { id: topUp.id }, admin.auth), 'REFUND_NOT_POSSIBLE');

    expect(api.callsOf('refundStarPayment').filter((c) => c.user_id === who.id)).toEqual([
      { user_id: who.id, telegram_payment_charge_id: update.message.successful_payment.telegram_payment_charge_id },
    ]);
    expect(await starsOf(fan.user.id)).toBe(0n);
    expect(await balanceOf(t, railClearing(STARS_RAIL, 'STARS'))).toBe(clearing + 400n);
    const row = await rowOf(topUp.id);
    const refund = await t.deps.db.select().from(journalEntries).where(eq(journalEntries.id, row!.refundEntryId!));
    expect(refund).toEqual([expect.objectContaining({ kind: 'refund', refType: 'telegram_stars', refId: topUp.id })]);

    // A pending top-up, or an unknown one, cannot be refunded.
    const open = await invoice(fan, '100');
    expectError(await t.post(PATHS.adminStarsRefund, { id: open.id }, admin.auth), 'REFUND_NOT_POSSIBLE');
    expectError(await t.post(PATHS.adminStarsRefund, { id: crypto.randomUUID() }, admin.auth), 'NOT_FOUND');
  });

  it('a refund Telegram refuses debits nothing; Stars already spent cannot be refunded', async () => {
    const admin = await createSignedInUser(t, { role: 'admin' });
    const topUp = await invoice(fan, '200');
    await deliver(paid(payer(), topUp));

    api.failNext('refundStarPayment', { error_code: 400, description: 'Bad Request: PAYMENT_EXPIRED' });
    expectError(await t.post(PATHS.adminStarsRefund, { id: topUp.id }, admin.auth), 'PROVIDER_UNAVAILABLE');
    expect(await starsOf(fan.user.id)).toBe(200n);
    expect((await rowOf(topUp.id))?.status).toBe('succeeded');

    // Telegram says support refunded it already: the wallet is debited once, to match.
    api.failNext('refundStarPayment', { error_code: 400, description: 'Bad Request: CHARGE_ALREADY_REFUNDED' });
    expect((await t.post(PATHS.adminStarsRefund, { id: topUp.id }, admin.auth)).status).toBe(200);
    expect(await starsOf(fan.user.id)).toBe(0n);

    const spent = await invoice(fan, '100');
    await deliver(paid(payer(), spent));
    const creator = await createCreator(t, 'starseller');
    const post = await insertPost(t, creator.user.id, { visibility: 'ppv', priceCents: 150n });
    expect((await t.post(PATHS.purchase, { postId: post.id, currency: 'STARS' }, keyed(fan.auth))).status).toBe(200);
    expectError(await t.post(PATHS.adminStarsRefund, { id: spent.id }, admin.auth), 'INSUFFICIENT_BALANCE');
    expect((await rowOf(spent.id))?.status).toBe('succeeded');
  });

  it('Stars pay for a post like any currency, at the rate source’s price rounded up', async () => {
    const topUp = await invoice(fan, '250');
    await deliver(paid(payer(), topUp));
    const creator = await createCreator(t, 'starcreator');
    // $3.33 at 0.02 USD a Star is 166.5 Stars: the fan pays 167.
    const post = await insertPost(t, creator.user.id, { visibility: 'ppv', priceCents: 333n });
    const res = await t.post<TPurchaseResult>(PATHS.purchase, { postId: post.id, currency: 'STARS' }, keyed(fan.auth));
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ currency: 'STARS', amount: '167', usdCents: '333' });
    expect(await starsOf(fan.user.id)).toBe(83n);
  });
});
