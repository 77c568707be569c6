import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatMessage, TChatPair, TChatServerFrame } from '@fanlane/contracts/chat';
import { ERRORS } from '@fanlane/contracts/errors';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { storeSend } from './chat-repo.ts';
import { chatToken, collect, connectChat, openSocket, type ChatClient } from '../../../test/chat-client.ts';

type Auth = Record<string, string>;
type MessageFrame = Extract<TChatServerFrame, { type: 'message' }>;
type ErrorFrame = Extract<TChatServerFrame, { type: 'error' }>;

describe(`chat socket (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let fan: SignedInUser;
  let id: string;
  const sockets: ChatClient[] = [];

  const send = (text: string, auth: Auth, clientId?: string) =>
    t.post<TChatMessage>(PATHS.chatSend, { privateChatId: id, text, ...(clientId && { clientId }) }, auth);
  async function connect(auth: Auth, resume?: Record<string, number>, headers?: Record<string, string>) {
    const client = await connectChat(t, auth, resume, { ...(headers && { headers }) });
    sockets.push(client);
    return client;
  }
  const isMessage = (seq: number) => (f: TChatServerFrame) => f.type === 'message' && f.message.seq === seq;

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'live');
    fan = await createSignedInUser(t, { displayName: 'Sam' });
    await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    id = (await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: creator.domain }, fan.auth)).body.data
      .privateChatId;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('delivers a message to both members live, with typing and read marks', async () => {
    const fanSocket = await connect(fan.auth);
    const creatorSocket = await connect(creator.auth);
    const sent = (await send('live hello', fan.auth)).body.data;
    const got = await creatorSocket.next<MessageFrame>(isMessage(sent.seq));
    expect(got.message).toEqual(sent);
    // The recipient's copy carries their unread total; the sender's carries none.
    expect(got.unread).toBe(1);
    const echo = await fanSocket.next<MessageFrame>(isMessage(sent.seq));
    expect(echo.message.id).toBe(sent.id);
    expect(echo.unread).toBeUndefined();

    fanSocket.sendJson({ type: 'typing', privateChatId: id });
    expect(await creatorSocket.next((f) => f.type === 'typing')).toEqual({
      type: 'typing',
      privateChatId: id,
      from: fan.user.address,
    });
    await t.post(PATHS.chatRead, { privateChatId: id, seq: sent.seq }, creator.auth);
    expect(await fanSocket.next((f) => f.type === 'read')).toEqual({
      type: 'read',
      privateChatId: id,
      reader: creator.user.address,
      seq: sent.seq,
    });
    expect(await creatorSocket.next((f) => f.type === 'unread')).toEqual({ type: 'unread', message: 0 });
    // A third user's socket hears none of it.
    const outsider = await createSignedInUser(t);
    const outsiderSocket = await connect(outsider.auth);
    await send('not for you', creator.auth);
    await fanSocket.next((f) => f.type === 'message' && f.message.text === 'not for you');
    outsiderSocket.sendJson({ type: 'typing', privateChatId: id });
    const refused = await outsiderSocket.next<ErrorFrame>((f) => f.type === 'error');
    expect(refused.code).toBe(ERRORS.CONVERSATION_NOT_FOUND.code);
    expect(outsiderSocket.frames.filter((f) => f.type === 'message')).toEqual([]);
  });

  it('sends over the socket with an acknowledgement, once per clientId', async () => {
    const fanSocket = await connect(fan.auth);
    const fanOtherDevice = await connect(fan.auth);
    const creatorSocket = await connect(creator.auth);
    fanSocket.sendJson({ type: 'send', privateChatId: id, text: 'via socket', clientId: 'sock-1' });
    const ack = await fanSocket.next<Extract<TChatServerFrame, { type: 'sent' }>>((f) => f.type === 'sent');
    expect(ack.clientId).toBe('sock-1');
    expect(ack.message).toMatchObject({ text: 'via socket', sender: fan.user.address, clientId: 'sock-1' });
    await creatorSocket.next(isMessage(ack.message.seq));
    // The sender's other device gets the message; the socket it came from only its acknowledgement.
    expect((await fanOtherDevice.next<MessageFrame>(isMessage(ack.message.seq))).message.id).toBe(ack.message.id);
    expect(fanSocket.take('message').filter((f) => f.message.id === ack.message.id)).toEqual([]);
    // The same clientId again (a resend after a lost ack): the stored message, no second copy.
    fanSocket.sendJson({ type: 'send', privateChatId: id, text: 'via socket', clientId: 'sock-1' });
    const again = await fanSocket.next<Extract<TChatServerFrame, { type: 'sent' }>>((f) => f.type === 'sent');
    expect(again.message.id).toBe(ack.message.id);
    await new Promise((r) => setTimeout(r, 100));
    expect(creatorSocket.take('message').filter((f) => f.message.id === ack.message.id)).toEqual([]);
  });

  it('reconnecting with the last sequence receives exactly the messages missed, then live ones', async () => {
    const first = await connect(fan.auth);
    const before = (await send('before the drop', creator.auth)).body.data;
    await first.next(isMessage(before.seq));
    first.close();
    const missed: TChatMessage[] = [];
    for (let i = 0; i < 10; i++) missed.push((await send(`missed ${i}`, creator.auth)).body.data);

    const again = await connect(fan.auth, { [id]: before.seq });
    const resumed = [];
    for (const m of missed) resumed.push((await again.next<MessageFrame>(isMessage(m.seq))).message);
    expect(resumed).toEqual(missed);
    const live = (await send('after the reconnect', creator.auth)).body.data;
    await again.next(isMessage(live.seq));
    await new Promise((r) => setTimeout(r, 100));
    // Nothing twice, nothing else.
    expect(again.take('message')).toEqual([]);
  });

  it('a resume of more than 200 messages says gap; a conversation that is not theirs is skipped', async () => {
    const c = await createCreator(t, 'chatter');
    const f = await createSignedInUser(t);
    await t.post(PATHS.followOperate, { addressOrDomain: c.domain, follow: true }, f.auth);
    const other = (await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: c.domain }, f.auth)).body.data
      .privateChatId;
    // 201 messages stored as a send stores them, without the API around it (that would take seconds).
    for (let i = 0; i < 201; i++) {
      await storeSend(t.deps.db, {
        id: crypto.randomUUID(),
        conversationId: other,
        senderId: c.user.id,
        kind: 'text',
        body: `bulk ${i}`,
        mediaIds: [],
        recipientId: f.user.id,
        now: new Date(),
        outbox: t.deps.events.outbox([]),
      });
    }
    const resumed = await connect(f.auth, { [other]: 0, [id]: 0 });
    expect(await resumed.next((f) => f.type === 'gap')).toEqual({ type: 'gap', privateChatId: other });
    await new Promise((r) => setTimeout(r, 100));
    expect(resumed.take('message')).toEqual([]);
  });

  it('refuses a bad token, an access token, and closes a socket that never authenticates with its code', async () => {
    const ws = collect(await openSocket(t));
    ws.sendJson({ type: 'auth', token: fan.token });
    const err = await ws.next<ErrorFrame>((f) => f.type === 'error');
    expect(err.code).toBe(ERRORS.UNAUTHORIZED.code);
    expect((await ws.closed()).code).toBe(4001);

    // A chat token is no access token either.
    const token = await chatToken(t, fan.auth);
    const asBearer = await t.post(PATHS.chatUnreadCount, undefined, { authorization: `Bearer ${token}` });
    expect(asBearer.status).toBe(401);

    // Anything before auth is refused, the socket stays open for the auth.
    const early = collect(await openSocket(t));
    early.sendJson({ type: 'typing', privateChatId: id });
    expect((await early.next<ErrorFrame>((f) => f.type === 'error')).code).toBe(ERRORS.UNAUTHORIZED.code);
    early.sendJson({ type: 'auth', token });
    expect((await early.next((f) => f.type === 'ready')).type).toBe('ready');
    early.close();
  });

  it('takes one auth per socket: a second one at once is refused, and closing leaves nothing behind', async () => {
    const someone = await createSignedInUser(t);
    const token = await chatToken(t, someone.auth);
    const ws = collect(await openSocket(t));
    ws.sendJson({ type: 'auth', token });
    ws.sendJson({ type: 'auth', token });
    expect((await ws.next((f) => f.type === 'ready')).type).toBe('ready');
    expect((await ws.next<ErrorFrame>((f) => f.type === 'error')).code).toBe(ERRORS.CONFLICT.code);
    expect(t.deps.realtime.localUsers.get(someone.user.id)?.size).toBe(1);
    ws.close();
    await ws.closed();
    await expect.poll(() => t.deps.realtime.localUsers.has(someone.user.id)).toBe(false);
  });

  it('answers bad frames with a catalogue error in the socket’s language and keeps the socket', async () => {
    const s = await connect(fan.auth, undefined, { 'accept-language': 'de' });
    s.sendRaw('not json');
    const bad = await s.next<ErrorFrame>((f) => f.type === 'error');
    expect(bad.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(bad.msg).toBe('Die Anfrage konnte nicht gelesen werden.');
    s.sendJson({ type: 'send', privateChatId: id, text: 'a\u0000b', clientId: 'nul' });
    expect((await s.next<ErrorFrame>((f) => f.type === 'error')).code).toBe(ERRORS.VALIDATION.code);
    s.sendJson({ type: 'explode' });
    expect((await s.next<ErrorFrame>((f) => f.type === 'error')).code).toBe(ERRORS.VALIDATION.code);
    s.sendJson({ type: 'send', privateChatId: id, text: 'x'.repeat(4001), clientId: 'long' });
    expect((await s.next<ErrorFrame>((f) => f.type === 'error')).code).toBe(ERRORS.VALIDATION.code);
    s.sendJson({ type: 'ping' });
    expect(await s.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
  });

  it('signing out closes that session’s sockets, not the other device’s', async () => {
    const device = await connect(fan.auth);
    const other = await createSignedInUser(t);
    const otherSocket = await connect(other.auth);
    const out = await t.post(t.paths.logout, undefined, fan.auth);
    expect(out.status, out.body.msg).toBe(200);
    expect((await device.closed()).code).toBe(4001);
    otherSocket.sendJson({ type: 'ping' });
    expect(await otherSocket.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
  });

  it('tells partners when a user comes online and leaves, and answers presence for partners only', async () => {
    const c = await createCreator(t, 'present');
    const f = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    await t.post(PATHS.followOperate, { addressOrDomain: c.domain, follow: true }, f.auth);
    const conv = (await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: c.domain }, f.auth)).body.data
      .privateChatId;
    await t.post(PATHS.chatSend, { privateChatId: conv, text: 'hi' }, f.auth);
    const creatorSocket = await connect(c.auth);
    const fanSocket = await connect(f.auth);
    expect(await creatorSocket.next((fr) => fr.type === 'presence')).toEqual({
      type: 'presence',
      address: f.user.address,
      online: true,
      lastSeenAt: null,
    });
    creatorSocket.sendJson({ type: 'presence', addresses: [f.user.address, stranger.user.address] });
    const answer = await creatorSocket.next<Extract<TChatServerFrame, { type: 'presence' }>>(
      (fr) => fr.type === 'presence',
    );
    expect(answer).toMatchObject({ address: f.user.address, online: true });
    fanSocket.close();
    const gone = await creatorSocket.next<Extract<TChatServerFrame, { type: 'presence' }>>(
      (fr) => fr.type === 'presence' && !fr.online,
    );
    expect(gone.address).toBe(f.user.address);
    expect(gone.lastSeenAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(creatorSocket.take('presence').filter((p) => p.address === stranger.user.address)).toEqual([]);
  });

  it('a socket that stops answering pings is closed; one that answers stays', async () => {
    const beating = await createTestApp({ CHAT_HEARTBEAT_MS: '150' });
    try {
      const [a, b] = [await createSignedInUser(beating), await createSignedInUser(beating)];
      // A socket made by injectWS answers no ping by itself (ws's autoPong is off there): both
      // answer by hand from the start, as a browser does, and one stops once it is signed in, as
      // a peer that vanished.
      let answered = 0;
      const answering = await connectChat(beating, a.auth, undefined, {
        onSocket: (ws) =>
          ws.on('ping', (data) => {
            answered += 1;
            ws.pong(data);
          }),
      });
      let silentAnswers = true;
      const silent = await connectChat(beating, b.auth, undefined, {
        onSocket: (ws) => ws.on('ping', (data) => silentAnswers && ws.pong(data)),
      });
      silentAnswers = false;
      const closed = await silent.closed();
      // Its ping went unanswered; the next beat found it so and cut it off, without a close frame.
      expect(closed.code).toBe(1006);
      const answeredBefore = answered;
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(answered - answeredBefore).toBeGreaterThanOrEqual(2);
      expect(answering.ws.readyState).toBe(answering.ws.OPEN);
      answering.close();
    } finally {
      await beating.close();
    }
  });

  it('closing the server tells every socket to reconnect', async () => {
    const other = await createTestApp();
    const u = await createSignedInUser(other);
    const s = await connectChat(other, u.auth);
    const closing = other.close();
    expect(await s.next((f) => f.type === 'reconnect')).toEqual({ type: 'reconnect' });
    expect((await s.closed()).code).toBe(1012);
    await closing;
  });
});
