import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TChatFriend,
  TChatMessage,
  TChatMessagePage,
  TChatPair,
  TChatReadResult,
  TChatSettings,
  TChatSettingsUpdate,
} from '@fanlane/contracts/chat';
import type { TPage } from '@fanlane/contracts/page';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createTier, subscribeTo, type TestCreator } from '../../../test/content-fixtures.ts';
import { fundWallet } from '../../../test/money-fixtures.ts';
import type { TChatServerFrame } from '@fanlane/contracts/chat';
import { ERRORS } from '@fanlane/contracts/errors';
import { connectChat } from '../../../test/chat-client.ts';
import { refusalOf } from './chat-access.ts';
import { storeSendsAtOnce, type Relation, type SendRow } from './chat-repo.ts';

type Auth = Record<string, string>;

describe(`chat (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let fan: SignedInUser;
  let stranger: SignedInUser;

  const open = (addressOrDomain: string, auth: Auth) =>
    t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain }, auth);
  const send = (privateChatId: string, text: string, auth: Auth, clientId?: string) =>
    t.post<TChatMessage>(PATHS.chatSend, { privateChatId, text, ...(clientId && { clientId }) }, auth);
  const messages = (body: Record<string, unknown>, auth: Auth) =>
    t.post<TChatMessagePage>(PATHS.chatMessageList, body, auth);
  const board = (body: Record<string, unknown>, auth: Auth) => t.post<TPage<TChatPair>>(PATHS.chatPairList, body, auth);
  const read = (privateChatId: string, seq: number, auth: Auth) =>
    t.post<TChatReadResult>(PATHS.chatRead, { privateChatId, seq }, auth);
  const unread = async (auth: Auth) =>
    (await t.post<{ message: number }>(PATHS.chatUnreadCount, undefined, auth)).body.data.message;
  const settings = (body: TChatSettingsUpdate, auth: Auth) =>
    t.post<TChatSettings>(PATHS.chatSettingsUpdate, body, auth);
  const follow = (domain: string, auth: Auth) =>
    t.post(PATHS.followOperate, { addressOrDomain: domain, follow: true }, auth);

  /** A conversation between a fresh creator (default settings) and a fresh follower, opened by the fan. */
  async function freshPair() {
    const c = await createCreator(t, 'chatty');
    const f = await createSignedInUser(t, { displayName: 'Fan' });
    await follow(c.domain, f.auth);
    const opened = await open(c.domain, f.auth);
    expect(opened.status, opened.body.msg).toBe(200);
    return { c, f, id: opened.body.data.privateChatId };
  }

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'lena');
    fan = await createSignedInUser(t, { displayName: 'Tom' });
    stranger = await createSignedInUser(t, { displayName: 'Eve' });
    await follow(creator.domain, fan.auth);
  });
  afterAll(() => t.close());

  it('a fan writes to a creator: the creator sees it on the board, unread, and reads it', async () => {
    const opened = await open(creator.domain, fan.auth);
    expect(opened.status, opened.body.msg).toBe(200);
    const id = opened.body.data.privateChatId;
    expect(opened.body.data).toMatchObject({
      other: { address: creator.user.address, domain: creator.domain, isCreator: true, official: false },
      lastMessage: null,
      lastSeq: 0,
      unreadCount: 0,
    });
    // Opening twice, from either side, finds the same conversation; the empty one is not on the creator's board.
    expect((await open(fan.user.address, creator.auth)).body.data.privateChatId).toBe(id);
    expect((await open(creator.user.address, fan.auth)).body.data.privateChatId).toBe(id);

    const first = await send(id, '  Hello Lena!  ', fan.auth);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({
      seq: 1,
      sender: fan.user.address,
      kind: 'text',
      text: 'Hello Lena!',
      ai: false,
    });
    await send(id, 'Second one', fan.auth);

    const creatorBoard = await board({}, creator.auth);
    const line = creatorBoard.body.data.items.find((p) => p.privateChatId === id)!;
    expect(line).toMatchObject({
      other: { address: fan.user.address, displayName: 'Tom', isCreator: false },
      unreadCount: 2,
      lastSeq: 2,
      otherReadSeq: 2,
      lastMessage: { seq: 2, text: 'Second one', sender: fan.user.address },
    });
    expect(await unread(creator.auth)).toBe(2);
    const statistic = await t.post<{ message: number; notification: number }>(PATHS.unread, undefined, creator.auth);
    expect(statistic.body.data).toEqual({ message: 2, notification: 0 });

    // Reading up to 1 leaves one; a mark past the end stops at the last message; it never moves back.
    expect((await read(id, 1, creator.auth)).body.data).toEqual({ readSeq: 1, unreadCount: 1 });
    expect((await read(id, 99, creator.auth)).body.data).toEqual({ readSeq: 2, unreadCount: 0 });
    expect((await read(id, 0, creator.auth)).body.data).toEqual({ readSeq: 2, unreadCount: 0 });
    expect(await unread(creator.auth)).toBe(0);
    const fanLine = (await board({}, fan.auth)).body.data.items.find((p) => p.privateChatId === id)!;
    expect(fanLine.otherReadSeq).toBe(2);

    // The creator answers; the fan's count moves.
    expect((await send(id, 'Hi Tom', creator.auth)).body.data.sender).toBe(creator.user.address);
    expect(await unread(fan.auth)).toBe(1);
    const page = await messages({ privateChatId: id }, fan.auth);
    expect(page.body.data.items.map((m) => [m.seq, m.text])).toEqual([
      [1, 'Hello Lena!'],
      [2, 'Second one'],
      [3, 'Hi Tom'],
    ]);
    expect(page.body.data.more).toBe(false);
  });

  it('pages messages both ways by sequence', async () => {
    const { c, id } = await freshPair();
    for (let i = 1; i <= 45; i++) expect((await send(id, `m${i}`, c.auth)).status).toBe(200);
    const newest = await messages({ privateChatId: id, limit: 20 }, c.auth);
    expect(newest.body.data.items.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 26 + i));
    expect(newest.body.data.more).toBe(true);
    const older = await messages({ privateChatId: id, beforeSeq: 26, limit: 20 }, c.auth);
    expect(older.body.data.items.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 6 + i));
    expect(older.body.data.more).toBe(true);
    const oldest = await messages({ privateChatId: id, beforeSeq: 6, limit: 20 }, c.auth);
    expect(oldest.body.data.items.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(oldest.body.data.more).toBe(false);
    const gap = await messages({ privateChatId: id, afterSeq: 40, limit: 3 }, c.auth);
    expect(gap.body.data.items.map((m) => m.seq)).toEqual([41, 42, 43]);
    expect(gap.body.data.more).toBe(true);
    expectInvalidFields(await messages({ privateChatId: id, beforeSeq: 5, afterSeq: 1 }, c.auth), ['afterSeq']);
  });

  it('nobody but the two members reads, writes, marks or unsends in a conversation', async () => {
    const { c, id } = await freshPair();
    const sent = await send(id, 'private', c.auth);
    const outsider = stranger.auth;
    expectError(await messages({ privateChatId: id }, outsider), 'CONVERSATION_NOT_FOUND');
    expectError(await send(id, 'let me in', outsider), 'CONVERSATION_NOT_FOUND');
    expectError(await read(id, 1, outsider), 'CONVERSATION_NOT_FOUND');
    expectError(await t.post(PATHS.chatPairDetail, { privateChatId: id }, outsider), 'CONVERSATION_NOT_FOUND');
    expectError(
      await t.post(PATHS.chatFavorite, { privateChatId: id, favorite: true }, outsider),
      'CONVERSATION_NOT_FOUND',
    );
    expectError(await t.post(PATHS.chatMute, { privateChatId: id, muted: true }, outsider), 'CONVERSATION_NOT_FOUND');
    expectError(
      await t.post(PATHS.chatUnsend, { privateChatId: id, messageId: sent.body.data.id }, outsider),
      'CONVERSATION_NOT_FOUND',
    );
    // The same answer for a conversation that does not exist.
    expectError(await messages({ privateChatId: crypto.randomUUID() }, outsider), 'CONVERSATION_NOT_FOUND');
    expect((await board({}, outsider)).body.data.items.find((p) => p.privateChatId === id)).toBeUndefined();
    // Signed out: 401.
    expectError(await messages({ privateChatId: id }, {}), 'UNAUTHORIZED');
  });

  it('refuses what the creator settings, blocks and relationships do not allow, each with its error', async () => {
    const c = await createCreator(t, 'picky');
    const f = await createSignedInUser(t);
    const other = await createSignedInUser(t);

    expectError(await settings({ whoCanWrite: 'followers', welcomeMessage: '' }, f.auth), 'NOT_A_CREATOR');
    expect((await settings({ whoCanWrite: 'followers', welcomeMessage: 'Welcome!' }, c.auth)).body.data).toEqual({
      whoCanWrite: 'followers',
      welcomeMessage: 'Welcome!',
      aiAssistant: false,
      aiPersona: '',
      firstMessagePriceCents: '0',
    });
    expect((await t.post<TChatSettings>(PATHS.chatSettings, undefined, c.auth)).body.data.whoCanWrite).toBe(
      'followers',
    );
    expectError(await open(c.domain, f.auth), 'CHAT_FOLLOWERS_ONLY');
    await follow(c.domain, f.auth);
    const opened = await open(c.domain, f.auth);
    expect(opened.status, opened.body.msg).toBe(200);
    const id = opened.body.data.privateChatId;
    expect((await send(id, 'now I follow', f.auth)).status).toBe(200);

    await settings({ whoCanWrite: 'subscribers', welcomeMessage: '' }, c.auth);
    expectError(await send(id, 'still?', f.auth), 'CHAT_SUBSCRIBERS_ONLY');
    // Once the creator answered, the fan may reply whatever the settings.
    expect((await send(id, 'I answer my followers', c.auth)).status).toBe(200);
    expect((await send(id, 'thanks!', f.auth)).status).toBe(200);

    // A subscriber writes to a subscribers-only creator.
    const subscriber = await createSignedInUser(t);
    const tier = await createTier(t, c);
    await fundWallet(t, subscriber.user.id, 10_000n);
    await subscribeTo(t, subscriber.auth, { tierId: tier.id, months: 1 });
    const sub = await open(c.domain, subscriber.auth);
    expect(sub.status, sub.body.msg).toBe(200);
    expect((await send(sub.body.data.privateChatId, 'subscribed', subscriber.auth)).status).toBe(200);

    // A fan cannot write first to another fan; a creator may write first to a follower, not to a stranger.
    expectError(await open(other.user.address, f.auth), 'CREATORS_ONLY_MESSAGE');
    expect((await open(f.user.address, c.auth)).status).toBe(200);
    expectError(await open(other.user.address, c.auth), 'CREATORS_ONLY_MESSAGE');
    expectError(await open(f.user.address, f.auth), 'CHAT_SELF');
    expectError(await open('nobody-by-this-name', f.auth), 'NOT_FOUND');

    // A block, either way, stops everything, also an answer.
    await t.post(PATHS.blockOperate, { address: f.user.address, block: true }, c.auth);
    expectError(await send(id, 'blocked?', f.auth), 'CHAT_BLOCKED');
    expectError(await send(id, 'and me?', c.auth), 'CHAT_BLOCKED');
    await t.post(PATHS.blockOperate, { address: f.user.address, block: false }, c.auth);
    await t.post(PATHS.blockOperate, { address: c.user.address, block: true }, f.auth);
    expectError(await send(id, 'blocked the other way', c.auth), 'CHAT_BLOCKED');
  });

  it('saves only the settings given: a field left out keeps its value', async () => {
    const c = await createCreator(t, 'settler');
    await settings({ whoCanWrite: 'subscribers', aiAssistant: true, aiPersona: 'Short and kind.' }, c.auth);
    const after = await settings({ welcomeMessage: 'Hi there' }, c.auth);
    expect(after.body.data).toEqual({
      whoCanWrite: 'subscribers',
      welcomeMessage: 'Hi there',
      aiAssistant: true,
      aiPersona: 'Short and kind.',
      firstMessagePriceCents: '0',
    });
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const { f, id } = await freshPair();
    expectInvalidFields(await send(id, '', f.auth), ['text']);
    expectInvalidFields(await send(id, 'x'.repeat(4001), f.auth), ['text']);
    expectInvalidFields(await send(id, 'a\u0000b', f.auth), ['text']);
    expectInvalidFields(await send('not-a-uuid', 'hi', f.auth), ['privateChatId']);
    expectInvalidFields(await send(id, 'hi', f.auth, 'x'.repeat(65)), ['clientId']);
    expectInvalidFields(await read(id, -1, f.auth), ['seq']);
    expectInvalidFields(await board({ cursor: 'garbage' }, f.auth), ['cursor']);
    expectInvalidFields(await t.post(PATHS.chatFriendQuery, { q: '', cursor: 'nope' }, f.auth), ['cursor']);
    expectInvalidFields(await settings({ whoCanWrite: 'nobody' as 'everyone', welcomeMessage: '' }, f.auth), [
      'whoCanWrite',
    ]);
    expect((await messages({ privateChatId: id }, f.auth)).body.data.items).toEqual([]);
  });

  it('a resend with the same clientId stores one message; parallel sends get distinct, gapless numbers', async () => {
    const { c, f, id } = await freshPair();
    const twice = await Promise.all(Array.from({ length: 8 }, () => send(id, 'once', f.auth, 'device-1-msg-1')));
    for (const r of twice) expect(r.status, r.body.msg).toBe(200);
    expect(new Set(twice.map((r) => r.body.data.id)).size).toBe(1);
    expect(twice[0]!.body.data).toMatchObject({ seq: 1, clientId: 'device-1-msg-1' });

    const parallel = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(id, `p${i}`, i % 2 ? f.auth : c.auth, `p-${i}`)),
    );
    const seqs = parallel.map((r) => r.body.data.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    const all = await messages({ privateChatId: id, limit: 100 }, c.auth);
    expect(all.body.data.items).toHaveLength(21);
    // Each side's count is the other's messages after its own last one (writing reads the conversation).
    const items = all.body.data.items;
    const unreadFor = (me: string) => {
      const lastOwn = Math.max(...items.filter((m) => m.sender === me).map((m) => m.seq));
      return items.filter((m) => m.sender !== me && m.seq > lastOwn).length;
    };
    const line = async (auth: Auth) =>
      (await t.post<TChatPair>(PATHS.chatPairDetail, { privateChatId: id }, auth)).body.data.unreadCount;
    expect(await line(c.auth)).toBe(unreadFor(c.user.address));
    expect(await line(f.auth)).toBe(unreadFor(f.user.address));
  });

  /** A fresh creator and `n` fans, each with the conversation they opened with them. */
  async function creatorWithFans(n: number) {
    const c = await createCreator(t, 'popular');
    const fans = await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const f = await createSignedInUser(t, { displayName: `Fan ${i}` });
        await follow(c.domain, f.auth);
        const opened = await open(c.domain, f.auth);
        expect(opened.status, opened.body.msg).toBe(200);
        return { ...f, id: opened.body.data.privateChatId };
      }),
    );
    return { c, fans };
  }

  it('sends to several conversations in one statement store each as a send alone would; a repeated clientId stores nothing', async () => {
    const { c, fans } = await creatorWithFans(3);
    const row = (f: (typeof fans)[number], body: string, clientId?: string): SendRow => ({
      id: randomUUID(),
      conversationId: f.id,
      senderId: f.user.id,
      recipientId: c.user.id,
      kind: 'text',
      body,
      clientId,
      mediaIds: [],
      now: new Date(),
      outbox: t.deps.events.outbox([]),
    });
    const first = await storeSendsAtOnce(t.deps.db, [row(fans[0]!, 'a', 'k1'), row(fans[1]!, 'b'), row(fans[2]!, 'c')]);
    expect(first.map((s) => [s?.row.body, s?.row.seq])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ]);
    // The creator's total once the statement commits, in each answer.
    expect(first.map((s) => s?.recipientUnread)).toEqual([3, 3, 3]);

    const again = await storeSendsAtOnce(t.deps.db, [row(fans[0]!, 'a again', 'k1'), row(fans[1]!, 'b2')]);
    expect(again[0]).toBeUndefined();
    expect(again[1]).toMatchObject({ row: { body: 'b2', seq: 2 }, recipientUnread: 4 });
    expect(await unread(c.auth)).toBe(4);
    const lines = await board({ limit: 10 }, c.auth);
    expect(Object.fromEntries(lines.body.data.items.map((p) => [p.privateChatId, p.unreadCount]))).toEqual({
      [fans[0]!.id]: 1,
      [fans[1]!.id]: 2,
      [fans[2]!.id]: 1,
    });
    // Each fan has read everything of theirs.
    expect(await unread(fans[1]!.auth)).toBe(0);
    await expect(storeSendsAtOnce(t.deps.db, [row(fans[0]!, 'x'), row(fans[0]!, 'y')])).rejects.toThrow(
      /one send per conversation/,
    );
  });

  it('many fans writing to one creator at once: every message stored once, numbered per conversation, all counted unread', async () => {
    const { c, fans } = await creatorWithFans(12);
    const sent = await Promise.all(
      fans.flatMap((f) => [send(f.id, `${f.id} one`, f.auth, `${f.id}-1`), send(f.id, `${f.id} two`, f.auth)]),
    );
    for (const r of sent) expect(r.status, r.body.msg).toBe(200);
    for (const f of fans) {
      const mine = await messages({ privateChatId: f.id, limit: 10 }, f.auth);
      expect(mine.body.data.items.map((m) => m.seq).sort()).toEqual([1, 2]);
    }
    expect(await unread(c.auth)).toBe(24);
  });

  it('unsends an unread message of one’s own, not a read one nor the other’s', async () => {
    const { c, f, id } = await freshPair();
    const first = (await send(id, 'oops', f.auth)).body.data;
    const second = (await send(id, 'keep', f.auth)).body.data;
    expect(await unread(c.auth)).toBe(2);
    expectError(
      await t.post(PATHS.chatUnsend, { privateChatId: id, messageId: first.id }, c.auth),
      'MESSAGE_NOT_UNSENDABLE',
    );
    expect((await t.post(PATHS.chatUnsend, { privateChatId: id, messageId: first.id }, f.auth)).status).toBe(200);
    expect(await unread(c.auth)).toBe(1);
    const page = (await messages({ privateChatId: id }, c.auth)).body.data.items;
    expect(page[0]).toMatchObject({ seq: 1, text: '' });
    expect(page[0]!.deletedAt).not.toBeNull();
    await read(id, 2, c.auth);
    expectError(
      await t.post(PATHS.chatUnsend, { privateChatId: id, messageId: second.id }, f.auth),
      'MESSAGE_NOT_UNSENDABLE',
    );
    expectError(
      await t.post(PATHS.chatUnsend, { privateChatId: id, messageId: first.id }, f.auth),
      'MESSAGE_NOT_UNSENDABLE',
    );
  });

  it('the board searches, filters unread and favourites, and pages by activity', async () => {
    const me = await createCreator(t, 'boarder');
    const ids: string[] = [];
    for (const name of ['Alice', 'Bob', 'Carla']) {
      const f = await createSignedInUser(t, { displayName: name });
      await follow(me.domain, f.auth);
      const id = (await open(me.domain, f.auth)).body.data.privateChatId;
      await send(id, `hi from ${name}`, f.auth);
      ids.push(id);
    }
    const all = (await board({}, me.auth)).body.data.items.map((p) => p.other.displayName);
    expect(all).toEqual(['Carla', 'Bob', 'Alice']);
    expect((await board({ q: 'bo' }, me.auth)).body.data.items.map((p) => p.other.displayName)).toEqual(['Bob']);
    expect((await board({ q: '%' }, me.auth)).body.data.items).toEqual([]);
    await read(ids[0]!, 1, me.auth);
    expect((await board({ filter: 'unread' }, me.auth)).body.data.items.map((p) => p.other.displayName)).toEqual([
      'Carla',
      'Bob',
    ]);
    const fav = await t.post<TChatPair>(PATHS.chatFavorite, { privateChatId: ids[1], favorite: true }, me.auth);
    expect(fav.body.data.favorite).toBe(true);
    expect((await board({ filter: 'favorite' }, me.auth)).body.data.items.map((p) => p.other.displayName)).toEqual([
      'Bob',
    ]);
    const first = await board({ limit: 2 }, me.auth);
    expect(first.body.data.items.map((p) => p.other.displayName)).toEqual(['Carla', 'Bob']);
    const second = await board({ limit: 2, cursor: first.body.data.nextCursor }, me.auth);
    expect(second.body.data.items.map((p) => p.other.displayName)).toEqual(['Alice']);
    expect(second.body.data.nextCursor).toBeNull();
  });

  it('friend query finds followed creators and one’s followers by name, with the conversation if any', async () => {
    const me = await createSignedInUser(t, { displayName: 'Querier' });
    const a = await createCreator(t, 'zoe');
    const b = await createCreator(t, 'zack');
    await createCreator(t, 'zed'); // not followed: not offered
    await follow(a.domain, me.auth);
    await follow(b.domain, me.auth);
    const id = (await open(a.domain, me.auth)).body.data.privateChatId;
    const found = await t.post<TPage<TChatFriend>>(PATHS.chatFriendQuery, { q: 'za' }, me.auth);
    expect(found.body.data.items.map((p) => [p.displayName, p.privateChatId])).toEqual([['zack', null]]);
    const both = await t.post<TPage<TChatFriend>>(PATHS.chatFriendQuery, { q: 'z', limit: 1 }, me.auth);
    expect(both.body.data.items.map((p) => p.displayName)).toEqual(['zack']);
    const next = await t.post<TPage<TChatFriend>>(
      PATHS.chatFriendQuery,
      { q: 'z', limit: 1, cursor: both.body.data.nextCursor },
      me.auth,
    );
    expect(next.body.data.items.map((p) => [p.displayName, p.privateChatId])).toEqual([['zoe', id]]);
    expect(next.body.data.nextCursor).toBeNull();
    // The creator finds their follower.
    const back = await t.post<TPage<TChatFriend>>(PATHS.chatFriendQuery, { q: 'quer' }, a.auth);
    expect(back.body.data.items.map((p) => p.address)).toEqual([me.user.address]);
  });
});

describe(`chat send limit (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CHAT_SEND_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('counts a user’s sends over the API and the socket together, then answers 429 with retry-after', async () => {
    const c = await createCreator(t, 'limited');
    const f = await createSignedInUser(t);
    await t.post(PATHS.followOperate, { addressOrDomain: c.domain, follow: true }, f.auth);
    const id = (await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: c.domain }, f.auth)).body.data
      .privateChatId;
    for (const text of ['one', 'two']) {
      expect((await t.post(PATHS.chatSend, { privateChatId: id, text }, f.auth)).status).toBe(200);
    }
    const socket = await connectChat(t, f.auth);
    socket.sendJson({ type: 'send', privateChatId: id, text: 'three', clientId: 'c3' });
    expect((await socket.next((fr) => fr.type === 'sent')).type).toBe('sent');
    socket.sendJson({ type: 'send', privateChatId: id, text: 'four', clientId: 'c4' });
    const refused = await socket.next<Extract<TChatServerFrame, { type: 'error' }>>((fr) => fr.type === 'error');
    expect(refused).toMatchObject({ code: ERRORS.TOO_MANY_REQUESTS.code, clientId: 'c4' });
    const res = await t.post(PATHS.chatSend, { privateChatId: id, text: 'five' }, f.auth);
    expectError(res, 'TOO_MANY_REQUESTS');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The creator has their own budget.
    expect((await t.post(PATHS.chatSend, { privateChatId: id, text: 'reply' }, c.auth)).status).toBe(200);
    socket.close();
    const stored = await t.post<TChatMessagePage>(PATHS.chatMessageList, { privateChatId: id }, c.auth);
    expect(stored.body.data.items.map((m) => m.text)).toEqual(['one', 'two', 'three', 'reply']);
  });
});

describe('the writing rule', () => {
  const none: Relation = {
    blocked: false,
    senderFollows: false,
    senderSubscribes: false,
    recipientFollows: false,
    recipientSubscribes: false,
    recipientWrote: false,
    whoCanWrite: 'everyone',
  };
  const fan = { domain: null, official: false };
  const creator = { domain: 'lena', official: false };
  const support = { domain: 'support', official: true };

  it('answers each refusal by its reason', () => {
    expect(refusalOf(none, fan, creator)).toBeNull();
    expect(refusalOf({ ...none, whoCanWrite: 'followers' }, fan, creator)).toBe('CHAT_FOLLOWERS_ONLY');
    expect(refusalOf({ ...none, whoCanWrite: 'followers', senderSubscribes: true }, fan, creator)).toBeNull();
    expect(refusalOf({ ...none, whoCanWrite: 'subscribers', senderFollows: true }, fan, creator)).toBe(
      'CHAT_SUBSCRIBERS_ONLY',
    );
    expect(refusalOf({ ...none, whoCanWrite: 'subscribers', recipientWrote: true }, fan, creator)).toBeNull();
    expect(refusalOf(none, fan, fan)).toBe('CREATORS_ONLY_MESSAGE');
    expect(refusalOf(none, creator, fan)).toBe('CREATORS_ONLY_MESSAGE');
    expect(refusalOf({ ...none, recipientFollows: true }, creator, fan)).toBeNull();
    expect(refusalOf(none, fan, support)).toBeNull();
    expect(refusalOf(none, support, fan)).toBeNull();
    expect(refusalOf({ ...none, blocked: true, recipientWrote: true }, fan, support)).toBe('CHAT_BLOCKED');
  });
});
