import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { SANDBOX_CARDS, type TPaymentMethod } from '@fanlane/contracts/top-up';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import { nextYear } from '../../../test/top-up-fixtures.ts';

describe(`saved cards (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fan: SignedInUser;
  let stranger: SignedInUser;

  const save = (auth: Record<string, string>, cardNumber: string, extra: Record<string, unknown> = {}) =>
    t.post<TPaymentMethod>(
      PATHS.paymentMethodSave,
      { cardNumber, expMonth: 6, expYear: nextYear(), cvc: '123', ...extra },
      auth,
    );
  const list = async (auth: Record<string, string>) =>
    (await t.post<TPaymentMethod[]>(PATHS.paymentMethodList, {}, auth)).body.data;
  const summary = (cards: TPaymentMethod[]) => cards.map((c) => `${c.brand}:${c.last4}${c.primary ? '*' : ''}`);

  beforeAll(async () => {
    t = await createTestApp();
    fan = await createSignedInUser(t);
    stranger = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves cards with their brand; the first is primary; the list puts the primary first, then the newest', async () => {
    const visa = await save(fan.auth, SANDBOX_CARDS.success, { holderName: '  Ann Fan ' });
    expect(visa.status, visa.body.msg).toBe(200);
    expect(visa.body.data).toMatchObject({
      provider: 'sandbox',
      brand: 'visa',
      last4: '4242',
      expMonth: 6,
      expYear: nextYear(),
      holderName: 'Ann Fan',
      primary: true,
    });
    await save(fan.auth, '5555555555554444');
    await save(fan.auth, '378282246310005');
    expect(summary(await list(fan.auth))).toEqual(['visa:4242*', 'amex:0005', 'mastercard:4444']);
    // The number itself is kept nowhere: only a sealed token, brand, last four and expiry.
    const rows = await t.deps.db.select().from(paymentMethods).where(eq(paymentMethods.userId, fan.user.id));
    for (const row of rows) expect(row.providerToken).toMatch(/^pm_sbx_[\w-]+$/);
    expect(JSON.stringify(rows)).not.toContain('5555555555554444');
  });

  it('set primary moves the mark; deleting the primary hands it to the newest remaining card', async () => {
    const [visa, amex, mastercard] = await list(fan.auth);
    const res = await t.post<TPaymentMethod>(PATHS.paymentMethodSetPrimary, { id: mastercard!.id }, fan.auth);
    expect(res.body.data).toMatchObject({ id: mastercard!.id, primary: true });
    expect(summary(await list(fan.auth))).toEqual(['mastercard:4444*', 'amex:0005', 'visa:4242']);

    expect((await t.post(PATHS.paymentMethodDelete, { id: mastercard!.id }, fan.auth)).body.data).toEqual({ ok: true });
    expect(summary(await list(fan.auth))).toEqual(['amex:0005*', 'visa:4242']);
    await t.post(PATHS.paymentMethodDelete, { id: visa!.id }, fan.auth);
    expect(summary(await list(fan.auth))).toEqual(['amex:0005*']);
    expectError(await t.post(PATHS.paymentMethodDelete, { id: visa!.id }, fan.auth), 'NOT_FOUND');
    expectError(await t.post(PATHS.paymentMethodSetPrimary, { id: visa!.id }, fan.auth), 'NOT_FOUND');
    await t.post(PATHS.paymentMethodDelete, { id: amex!.id }, fan.auth);
    expect(await list(fan.auth)).toEqual([]);
    expect(summary([(await save(fan.auth, SANDBOX_CARDS.success)).body.data])).toEqual(['visa:4242*']);
  });

  it('primary switches at the same moment leave exactly one primary card', async () => {
    const user = await createSignedInUser(t);
    for (const n of [SANDBOX_CARDS.success, '5555555555554444', '378282246310005', '6011111111111117'])
      await save(user.auth, n);
    const cards = await list(user.auth);
    const answers = await Promise.all(
      cards.flatMap((c) => [c, c]).map((c) => t.post(PATHS.paymentMethodSetPrimary, { id: c.id }, user.auth)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect((await list(user.auth)).filter((c) => c.primary)).toHaveLength(1);
  });

  it("another user's card is not found for delete and set primary, and is not listed", async () => {
    const [card] = await list(fan.auth);
    expectError(await t.post(PATHS.paymentMethodDelete, { id: card!.id }, stranger.auth), 'NOT_FOUND');
    expectError(await t.post(PATHS.paymentMethodSetPrimary, { id: card!.id }, stranger.auth), 'NOT_FOUND');
    expect(await list(stranger.auth)).toEqual([]);
    expect((await list(fan.auth))[0]).toMatchObject({ id: card!.id, primary: true });
  });

  it('a number failing the Luhn check, a bad field or a past expiry is refused and nothing is saved', async () => {
    expectInvalidFields(await save(stranger.auth, '4242424242424241'), ['cardNumber']);
    expectInvalidFields(await save(stranger.auth, '4242 4242 4242 4242'), ['cardNumber']);
    expectInvalidFields(await save(stranger.auth, SANDBOX_CARDS.success, { cvc: '12' }), ['cvc']);
    expectInvalidFields(await save(stranger.auth, SANDBOX_CARDS.success, { expMonth: 0 }), ['expMonth']);
    expectError(
      await save(stranger.auth, SANDBOX_CARDS.success, { expYear: new Date().getUTCFullYear() - 1 }),
      'CARD_DECLINED',
    );
    expectInvalidFields(await t.post(PATHS.paymentMethodDelete, { id: 'nope' }, stranger.auth), ['id']);
    expect(await list(stranger.auth)).toEqual([]);
    expectError(await t.post(PATHS.paymentMethodList, {}), 'UNAUTHORIZED');
  });
});
