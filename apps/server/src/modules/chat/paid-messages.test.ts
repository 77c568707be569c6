import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TChatMediaItem,
  TChatMessage,
  TChatMessagePage,
  TChatPair,
  TChatServerFrame,
  TChatUnlockResult,
} from '@fanlane/contracts/chat';
import type { TTransaction } from '@fanlane/contracts/money';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPage } from '@fanlane/contracts/page';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { balanceOf, fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { fetchMedia, upload, webp } from '../../../test/media-test-kit.ts';
import { connectChat } from '../../../test/chat-client.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import { wallet } from '../../ledger/accounts.ts';

type Auth = Record<string, string>;

describe(`paid messages, tips and the gallery (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let fan: SignedInUser;
  let id: string;

  const send = (body: Record<string, unknown>, auth: Auth) =>
    t.post<TChatMessage>(PATHS.chatSend, { privateChatId: id, ...body }, auth);
  const unlock = (messageId: string, auth: Auth, key?: string) =>
    t.post<TChatUnlockResult>(PATHS.chatUnlock, { privateChatId: id, messageId }, keyed(auth, key));
  const list = async (auth: Auth) =>
    (await t.post<TChatMessagePage>(PATHS.chatMessageList, { privateChatId: id }, auth)).body.data.items;
  async function photo(owner: TestCreator): Promise<string> {
    const res = await upload(t, owner.seller, [{ filename: 'p.webp', type: 'image/webp', bytes: await webp() }]);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data.items[0]!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'seller');
    fan = await createSignedInUser(t, { displayName: 'Buyer' });
    await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    id = (await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: creator.domain }, fan.auth)).body.data
      .privateChatId;
    await fundWallet(t, fan.user.id, 100_000n);
  });
  afterAll(() => t.close());

  it('a creator sells media in a message: locked for the fan until bought, then the originals, once', async () => {
    const [a, b] = [await photo(creator), await photo(creator)];
    const sent = await send({ text: 'new set', mediaIds: [a, b], priceCents: '999' }, creator.auth);
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.data).toMatchObject({ price: '999', unlocked: true });
    expect(sent.body.data.media.map((m) => [m.id, m.locked])).toEqual([
      [a, false],
      [b, false],
    ]);

    const seen = (await list(fan.auth)).find((m) => m.id === sent.body.data.id)!;
    expect(seen).toMatchObject({ price: '999', unlocked: false });
    for (const m of seen.media) {
      expect(m.locked).toBe(true);
      expect(m.url).toBeNull();
      expect(m.thumbUrl).toContain('/blur-');
      // The blurred preview opens for the fan's browser only.
      expect((await fetchMedia(t, m.thumbUrl, { as: fan.auth })).status).toBe(200);
      expect((await fetchMedia(t, m.thumbUrl, { cookie: null })).status).toBe(403);
    }
    // A full-size link made for the fan before buying is refused at delivery.
    const forged = t.deps.mediaSigner.boundUrl(a, 'lg', { viewerId: fan.user.id, scope: `chat:${seen.id}` });
    expect((await fetchMedia(t, forged, { as: fan.auth })).status).toBe(404);

    const before = await balanceOf(t, wallet(fan.user.id, 'USD'));
    const socket = await connectChat(t, fan.auth);
    // Fifty presses, each with its own key, at once: one purchase, one charge.
    const presses = await Promise.all(Array.from({ length: 50 }, () => unlock(seen.id, fan.auth)));
    const ok = presses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of presses.filter((p) => p.status !== 200)) expectError(r, 'CHAT_NOT_PAID_MESSAGE');
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(before - 999n);
    const bought = ok[0]!.body.data.message;
    expect(bought.unlocked).toBe(true);
    expect(bought.media.every((m) => !m.locked && m.url !== null)).toBe(true);
    expect((await fetchMedia(t, bought.media[0]!.url!, { as: fan.auth })).status).toBe(200);
    // Someone else's browser cannot use the fan's link.
    expect((await fetchMedia(t, bought.media[0]!.url!, { as: creator.auth })).status).toBe(403);
    const frame = await socket.next<Extract<TChatServerFrame, { type: 'unlocked' }>>((f) => f.type === 'unlocked');
    expect(frame.message.id).toBe(seen.id);
    socket.close();

    // The same key again: the stored answer, no second charge.
    const key = crypto.randomUUID();
    const second = await t.post<TChatMessage>(
      PATHS.chatSend,
      { privateChatId: id, text: '', mediaIds: [a], priceCents: '500' },
      creator.auth,
    );
    const once = await unlock(second.body.data.id, fan.auth, key);
    const again = await unlock(second.body.data.id, fan.auth, key);
    expect(again.body.data.transactionId).toBe(once.body.data.transactionId);
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(before - 999n - 500n);

    // The payment history names the creator; the ledger balances.
    const history = await t.post<TPage<TTransaction>>(PATHS.transactionList, {}, fan.auth);
    const line = history.body.data.items.find((x) => x.id === once.body.data.transactionId)!;
    expect(line).toMatchObject({ kind: 'purchase', direction: 'paid', usdCents: '500' });
    expect(line.counterparty?.address).toBe(creator.user.address);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('a refund locks the message again', async () => {
    const m = (await send({ text: '', mediaIds: [await photo(creator)], priceCents: '300' }, creator.auth)).body.data;
    const bought = await unlock(m.id, fan.auth);
    expect(bought.status, bought.body.msg).toBe(200);
    const admin = await createSignedInUser(t, { role: 'admin' });
    const refund = await t.post(PATHS.adminRefund, { transactionId: bought.body.data.transactionId }, admin.auth);
    expect(refund.status, refund.body.msg).toBe(200);
    const after = (await list(fan.auth)).find((x) => x.id === m.id)!;
    expect(after.unlocked).toBe(false);
    expect((await fetchMedia(t, bought.body.data.message.media[0]!.url!, { as: fan.auth })).status).toBe(404);
  });

  it('refuses what cannot be sold or bought, each with its error', async () => {
    const mine = await photo(creator);
    const othersPhoto = await photo(await createCreator(t, 'rival'));
    expectError(
      await send({ text: 'pay me', mediaIds: [mine], priceCents: '500' }, fan.auth),
      'CHAT_PRICE_CREATORS_ONLY',
    );
    expectError(await send({ text: 'not mine', mediaIds: [othersPhoto] }, creator.auth), 'CHAT_ATTACHMENT_UNAVAILABLE');
    expectError(await send({ text: 'nor mine', mediaIds: [mine] }, fan.auth), 'CHAT_ATTACHMENT_UNAVAILABLE');
    expectError(
      await send({ text: 'gone', mediaIds: [crypto.randomUUID()] }, creator.auth),
      'CHAT_ATTACHMENT_UNAVAILABLE',
    );
    expectInvalidFields(await send({ text: 'twice', mediaIds: [mine, mine] }, creator.auth), ['mediaIds']);
    expectInvalidFields(await send({ text: 'price only', priceCents: '500' }, creator.auth), ['priceCents']);
    expectInvalidFields(await send({ text: 'cheap', mediaIds: [mine], priceCents: '5' }, creator.auth), ['priceCents']);
    expectInvalidFields(await send({ text: '' }, creator.auth), ['text']);
    expectInvalidFields(await send({ mediaIds: Array.from({ length: 21 }, () => crypto.randomUUID()) }, creator.auth), [
      'mediaIds',
    ]);
    // A free message and one's own paid message are not for sale.
    const free = (await send({ text: 'free pic', mediaIds: [mine] }, creator.auth)).body.data;
    expect((await list(fan.auth)).find((m) => m.id === free.id)!.media[0]!.locked).toBe(false);
    expectError(await unlock(free.id, fan.auth), 'CHAT_NOT_PAID_MESSAGE');
    const paid = (await send({ text: '', mediaIds: [mine], priceCents: '200' }, creator.auth)).body.data;
    expectError(await unlock(paid.id, creator.auth), 'CHAT_NOT_PAID_MESSAGE');
    // Without enough money: refused, nothing bought.
    const poor = await createSignedInUser(t);
    await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, poor.auth);
    const poorChat = (await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: creator.domain }, poor.auth)).body
      .data.privateChatId;
    await t.post(PATHS.chatSend, { privateChatId: poorChat, text: 'hi' }, poor.auth);
    const offer = (
      await t.post<TChatMessage>(
        PATHS.chatSend,
        { privateChatId: poorChat, text: '', mediaIds: [mine], priceCents: '200' },
        creator.auth,
      )
    ).body.data;
    const broke = await t.post(PATHS.chatUnlock, { privateChatId: poorChat, messageId: offer.id }, keyed(poor.auth));
    expectError(broke, 'INSUFFICIENT_BALANCE');
    // Not a member: not found.
    expectError(await unlock(offer.id, poor.auth), 'CONVERSATION_NOT_FOUND');
  });

  it('a tip in the conversation is paid once and shown once as a message', async () => {
    const key = crypto.randomUUID();
    const tip = (auth: Auth) =>
      t.post<TChatMessage>(PATHS.chatTip, { privateChatId: id, usdCents: '500', text: 'for you' }, keyed(auth, key));
    const before = await balanceOf(t, wallet(fan.user.id, 'USD'));
    const first = await tip(fan.auth);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({ kind: 'tip', tipCents: '500', text: 'for you', sender: fan.user.address });
    const again = await tip(fan.auth);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(t, wallet(fan.user.id, 'USD'))).toBe(before - 500n);
    expect((await list(creator.auth)).filter((m) => m.kind === 'tip')).toHaveLength(1);
    // A creator tipping a fan, and amounts out of range, are refused.
    expectError(
      await t.post(PATHS.chatTip, { privateChatId: id, usdCents: '500' }, keyed(creator.auth)),
      'NOT_A_CREATOR',
    );
    const tooSmall = await t.post(PATHS.chatTip, { privateChatId: id, usdCents: '1' }, keyed(fan.auth));
    expect([tooSmall.status, tooSmall.body.code, tooSmall.body.msg]).toEqual([
      ERRORS.AMOUNT_INVALID.status,
      ERRORS.AMOUNT_INVALID.code,
      'Enter an amount between $1 and $1000.',
    ]);
  });

  it('the gallery lists what was exchanged, newest first, locked as the viewer sees it, to members only', async () => {
    const g = (auth: Auth, cursor?: string) =>
      t.post<TPage<TChatMediaItem>>(
        PATHS.chatMediaList,
        { privateChatId: id, limit: 2, ...(cursor && { cursor }) },
        auth,
      );
    const first = await g(fan.auth);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.items.length).toBeGreaterThan(0);
    const all: TChatMediaItem[] = [...first.body.data.items];
    for (let cursor = first.body.data.nextCursor; cursor;) {
      const page = await g(fan.auth, cursor);
      all.push(...page.body.data.items);
      cursor = page.body.data.nextCursor;
    }
    const times = all.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.some((i) => i.price !== null && !i.unlocked && i.media.locked)).toBe(true);
    expect(all.some((i) => i.unlocked && !i.media.locked)).toBe(true);
    const stranger = await createSignedInUser(t);
    expectError(await g(stranger.auth), 'CONVERSATION_NOT_FOUND');
  });
});
