import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TChatMessage,
  TChatMessagePage,
  TChatPair,
  TChatServerFrame,
  TChatSettings,
  TChatSettingsUpdate,
} from '@fanlane/contracts/chat';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TRevenueLine, TTransaction } from '@fanlane/contracts/money';
import type { TPage } from '@fanlane/contracts/page';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator } from '../../../test/content-fixtures.ts';
import { balanceOf, fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { connectChat } from '../../../test/chat-client.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import { earningsPending, wallet } from '../../ledger/accounts.ts';
import { firstMessagePriceDue } from './chat-access.ts';

type Auth = Record<string, string>;

describe(`the paid first message (${TEST_DRIVER})`, () => {
  let t: TestApp;

  const settings = (body: TChatSettingsUpdate, auth: Auth) =>
    t.post<TChatSettings>(PATHS.chatSettingsUpdate, body, auth);
  const open = (domain: string, auth: Auth) => t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: domain }, auth);
  const send = (body: Record<string, unknown>, auth: Auth) => t.post<TChatMessage>(PATHS.chatSend, body, auth);
  const list = async (privateChatId: string, auth: Auth) =>
    (await t.post<TChatMessagePage>(PATHS.chatMessageList, { privateChatId }, auth)).body.data.items;
  const pair = async (privateChatId: string, auth: Auth) =>
    (await t.post<TChatPair>(PATHS.chatPairDetail, { privateChatId }, auth)).body.data;

  /** A creator asking `price` cents for a first message, and a fan with $100 and an empty conversation with them. */
  async function pricedPair(price: string, label = 'pricey') {
    const creator = await createCreator(t, label);
    expect((await settings({ firstMessagePriceCents: price }, creator.auth)).status).toBe(200);
    const fan = await createSignedInUser(t, { displayName: 'Writer' });
    await fundWallet(t, fan.user.id, 10_000n);
    const opened = await open(creator.domain, fan.auth);
    expect(opened.status, opened.body.msg).toBe(200);
    return { creator, fan, id: opened.body.data.privateChatId, pair: opened.body.data };
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a creator sets the price in the chat settings: 0 or within a paid message range, creators only', async () => {
    const c = await createCreator(t, 'setter');
    const read = async () => (await t.post<TChatSettings>(PATHS.chatSettings, undefined, c.auth)).body.data;
    expect((await read()).firstMessagePriceCents).toBe('0');
    const saved = await settings({ firstMessagePriceCents: '300' }, c.auth);
    expect(saved.body.data).toMatchObject({ whoCanWrite: 'everyone', firstMessagePriceCents: '300' });
    // Another field saved alone keeps the price.
    expect((await settings({ welcomeMessage: 'Hello' }, c.auth)).body.data.firstMessagePriceCents).toBe('300');
    expectInvalidFields(await settings({ firstMessagePriceCents: '99' }, c.auth), ['firstMessagePriceCents']);
    expectInvalidFields(await settings({ firstMessagePriceCents: '100001' }, c.auth), ['firstMessagePriceCents']);
    expectInvalidFields(await settings({ firstMessagePriceCents: '-5' }, c.auth), ['firstMessagePriceCents']);
    expectInvalidFields(await settings({ firstMessagePriceCents: 'three' }, c.auth), ['firstMessagePriceCents']);
    expectInvalidFields(await settings({ firstMessagePriceCents: 3 as unknown as string }, c.auth), [
      'firstMessagePriceCents',
    ]);
    expect((await read()).firstMessagePriceCents).toBe('300');
    expect((await settings({ firstMessagePriceCents: '0' }, c.auth)).body.data.firstMessagePriceCents).toBe('0');
    const fan = await createSignedInUser(t);
    expectError(await settings({ firstMessagePriceCents: '300' }, fan.auth), 'NOT_A_CREATOR');
  });

  it('a fan pays to write first: one charge and one message however often it is sent, paid on both sides', async () => {
    const { creator, fan, id, pair: opened } = await pricedPair('300');
    expect(opened.firstMessagePriceCents).toBe('300');

    // Without paying: refused with the price, over the API and over the socket; a tip is no way round it.
    const unpaid = await send({ privateChatId: id, text: 'hi!' }, fan.auth);
    expectError(unpaid, 'CHAT_FIRST_MESSAGE_PRICE');
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.data).toEqual({ priceCents: '300' });
    const socket = await connectChat(t, fan.auth);
    socket.sendJson({ type: 'send', privateChatId: id, text: 'over the socket', clientId: 'sock-1' });
    const refused = await socket.next<Extract<TChatServerFrame, { type: 'error' }>>((f) => f.type === 'error');
    expect(refused).toMatchObject({
      code: ERRORS.CHAT_FIRST_MESSAGE_PRICE.code,
      clientId: 'sock-1',
      data: { priceCents: '300' },
    });
    socket.close();
    const tip = await t.post(PATHS.chatTip, { privateChatId: id, usdCents: '500', text: 'a tip' }, keyed(fan.auth));
    expectError(tip, 'CHAT_FIRST_MESSAGE_PRICE');
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(10_000n);

    // Paying needs the key, and the price the creator asks now.
    const body = { privateChatId: id, text: 'hello, worth $3', clientId: 'first', firstMessagePriceCents: '300' };
    expectError(await send(body, fan.auth), 'IDEMPOTENCY_KEY_REQUIRED');
    const stale = await send({ ...body, firstMessagePriceCents: '200' }, keyed(fan.auth));
    expect([stale.status, stale.body.code]).toEqual([409, ERRORS.CHAT_FIRST_MESSAGE_PRICE_CHANGED.code]);
    expect(stale.body.data).toEqual({ priceCents: '300' });
    expect(stale.body.msg).toContain('$3');
    expect(await list(id, fan.auth)).toEqual([]);

    // Twenty presses with one key, at once: one charge, one message, the same answer to each.
    const creatorSocket = await connectChat(t, creator.auth);
    const key = crypto.randomUUID();
    const presses = await Promise.all(Array.from({ length: 20 }, () => send(body, keyed(fan.auth, key))));
    for (const p of presses) expect(p.status, p.body.msg).toBe(200);
    const ids = new Set(presses.map((p) => p.body.data.id));
    expect(ids.size).toBe(1);
    expect(presses[0]!.body.data).toMatchObject({ text: 'hello, worth $3', paidCents: '300', seq: 1 });
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(10_000n - 300n);
    // Later, the same key answers the same message; nothing more is charged.
    const again = await send(body, keyed(fan.auth, key));
    expect(again.body.data).toMatchObject({ id: presses[0]!.body.data.id, paidCents: '300' });
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(10_000n - 300n);

    // Both see it once, marked paid; the creator's socket got it with the mark.
    const pushed = await creatorSocket.next<Extract<TChatServerFrame, { type: 'message' }>>(
      (f) => f.type === 'message',
    );
    expect(pushed.message).toMatchObject({ id: presses[0]!.body.data.id, paidCents: '300' });
    creatorSocket.close();
    for (const auth of [fan.auth, creator.auth]) {
      expect((await list(id, auth)).map((m) => [m.text, m.paidCents])).toEqual([['hello, worth $3', '300']]);
    }
    // From now on the conversation is free, both ways.
    expect((await pair(id, fan.auth)).firstMessagePriceCents).toBeNull();
    expect((await send({ privateChatId: id, text: 'and a free one' }, fan.auth)).body.data.paidCents).toBeNull();
    // A paid message cannot be taken back.
    expectError(
      await t.post(PATHS.chatUnsend, { privateChatId: id, messageId: presses[0]!.body.data.id }, fan.auth),
      'MESSAGE_NOT_UNSENDABLE',
    );

    // The creator's earnings (after the fee, on hold) and the fan's payment history, like a purchase.
    const lines = await t.post<TPage<TRevenueLine>>(PATHS.revenueList, { source: 'purchase' }, creator.seller);
    expect(lines.body.data.items.map((l) => [l.grossCents, l.netCents, l.released, l.fan.displayName])).toEqual([
      ['300', '240', false, 'Writer'],
    ]);
    expect(await balanceOf(t, earningsPending(creator.user.id))).toBe(240n);
    const history = await t.post<TPage<TTransaction>>(PATHS.transactionList, {}, fan.auth);
    const paid = history.body.data.items.find((x) => x.kind === 'purchase')!;
    expect(paid).toMatchObject({ direction: 'paid', usdCents: '300' });
    expect(paid.counterparty?.address).toBe(creator.user.address);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('ten sends at once with ten keys (two tabs, say): only the first is charged, the others go free', async () => {
    const { fan, id } = await pricedPair('300', 'tabs');
    const presses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send({ privateChatId: id, text: `tab ${i}`, firstMessagePriceCents: '300' }, keyed(fan.auth)),
      ),
    );
    for (const p of presses) expect(p.status, p.body.msg).toBe(200);
    const stored = await list(id, fan.auth);
    expect(stored).toHaveLength(10);
    expect(stored.map((m) => m.paidCents)).toEqual(['300', ...Array.from({ length: 9 }, () => null)]);
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(10_000n - 300n);
  });

  it('not enough money: the existing error, no message and no charge; the same key works after a top-up', async () => {
    const creator = await createCreator(t, 'dear');
    await settings({ firstMessagePriceCents: '5000' }, creator.auth);
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 1_000n);
    const id = (await open(creator.domain, fan.auth)).body.data.privateChatId;
    const key = crypto.randomUUID();
    const body = { privateChatId: id, text: 'please', firstMessagePriceCents: '5000' };
    const broke = await send(body, keyed(fan.auth, key));
    expectError(broke, 'INSUFFICIENT_BALANCE');
    expect(broke.body.data).toMatchObject({ currency: 'USD', missing: '4000' });
    expect(await list(id, fan.auth)).toEqual([]);
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(1_000n);
    await fundWallet(t, fan.user.id, 4_000n);
    const paid = await send(body, keyed(fan.auth, key));
    expect(paid.status, paid.body.msg).toBe(200);
    expect(paid.body.data.paidCents).toBe('5000');
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(0n);
  });

  it('a creator who wrote first waives it, and a paid send with nothing due goes free', async () => {
    const creator = await createCreator(t, 'welcoming');
    await settings({ firstMessagePriceCents: '300' }, creator.auth);
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 1_000n);
    await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    // The creator writes first to their follower: never charged, and the fan answers for free.
    const id = (await open(fan.user.address, creator.auth)).body.data.privateChatId;
    expect((await pair(id, fan.auth)).firstMessagePriceCents).toBe('300');
    expect((await send({ privateChatId: id, text: 'welcome!' }, creator.auth)).status).toBe(200);
    expect((await pair(id, fan.auth)).firstMessagePriceCents).toBeNull();
    const reply = await send({ privateChatId: id, text: 'thanks' }, fan.auth);
    expect(reply.status, reply.body.msg).toBe(200);
    // A confirmed price when nothing is due: stored free, nothing charged.
    const confirmed = await send(
      { privateChatId: id, text: 'paying?', firstMessagePriceCents: '300' },
      keyed(fan.auth),
    );
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    expect(confirmed.body.data.paidCents).toBeNull();
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(1_000n);
  });

  it('the platform accounts are never charged, and a recipient who is not a creator charges nothing', async () => {
    const { creator, fan, id } = await pricedPair('300', 'official');
    const chat = { conversationId: id, otherId: creator.user.id, otherDomain: creator.domain };
    expect(await firstMessagePriceDue(t.deps, { creatorDomain: null }, chat)).toBe(300n);
    expect(await firstMessagePriceDue(t.deps, { creatorDomain: t.deps.config.supportDomain }, chat)).toBe(0n);
    expect(await firstMessagePriceDue(t.deps, { creatorDomain: t.deps.config.ai.botDomain }, chat)).toBe(0n);
    const toFan = { conversationId: id, otherId: fan.user.id, otherDomain: null };
    expect(await firstMessagePriceDue(t.deps, { creatorDomain: creator.domain }, toFan)).toBe(0n);
  });

  it('blocks and who-can-write come before the price', async () => {
    const creator = await createCreator(t, 'strict');
    await settings({ firstMessagePriceCents: '300', whoCanWrite: 'followers' }, creator.auth);
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 1_000n);
    await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    const id = (await open(creator.domain, fan.auth)).body.data.privateChatId;
    await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: false }, fan.auth);
    const body = { privateChatId: id, text: 'hi', firstMessagePriceCents: '300' };
    expectError(await send(body, keyed(fan.auth)), 'CHAT_FOLLOWERS_ONLY');
    expectError(await send({ privateChatId: id, text: 'hi' }, fan.auth), 'CHAT_FOLLOWERS_ONLY');
    await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    await t.post(PATHS.blockOperate, { address: fan.user.address, block: true }, creator.auth);
    expectError(await send(body, keyed(fan.auth)), 'CHAT_BLOCKED');
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(1_000n);
    expectInvalidFields(await send({ ...body, firstMessagePriceCents: 'three' }, keyed(fan.auth)), [
      'firstMessagePriceCents',
    ]);
    expectInvalidFields(await send({ privateChatId: id, text: 'hi', currency: 'USD' }, keyed(fan.auth)), ['currency']);
  });

  it('a refund takes the paid mark away', async () => {
    const { fan, id } = await pricedPair('400', 'refunder');
    const paid = await send({ privateChatId: id, text: 'hey', firstMessagePriceCents: '400' }, keyed(fan.auth));
    expect(paid.body.data.paidCents).toBe('400');
    const history = await t.post<TPage<TTransaction>>(PATHS.transactionList, {}, fan.auth);
    const line = history.body.data.items.find((x) => x.kind === 'purchase')!;
    const admin: SignedInUser = await createSignedInUser(t, { role: 'admin' });
    const refund = await t.post(PATHS.adminRefund, { transactionId: line.id }, admin.auth);
    expect(refund.status, refund.body.msg).toBe(200);
    expect((await list(id, fan.auth))[0]!.paidCents).toBeNull();
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(10_000n);
  });
});
