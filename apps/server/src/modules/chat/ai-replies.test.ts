import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAiStatus, TChatMessagePage, TChatPair, TChatServerFrame } from '@fanlane/contracts/chat';
import { ERRORS } from '@fanlane/contracts/errors';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser } from '../../../test/fixtures.ts';
import { createCreator } from '../../../test/content-fixtures.ts';
import { connectChat, type ChatClient } from '../../../test/chat-client.ts';
import { piecesOf, startOpenAiTestServer, type OpenAiTestServer } from '../../../test/openai-test-server.ts';

type Frame<K extends TChatServerFrame['type']> = Extract<TChatServerFrame, { type: K }>;
type Auth = Record<string, string>;

describe(`AI replies in chat (${TEST_DRIVER})`, () => {
  let model: OpenAiTestServer;
  let t: TestApp;
  const sockets: ChatClient[] = [];
  const connect = async (auth: Auth) => {
    const s = await connectChat(t, auth);
    sockets.push(s);
    return s;
  };
  const openBot = async (auth: Auth) =>
    (await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: 'assistant' }, auth)).body.data;
  const say = (privateChatId: string, text: string, auth: Auth) =>
    t.post(PATHS.chatSend, { privateChatId, text }, auth);

  beforeAll(async () => {
    model = await startOpenAiTestServer();
    t = await createTestApp({
      AI_BASE_URL: model.url,
      AI_MODEL: 'test-model',
      AI_API_KEY: 'sk-test',
      AI_MAX_TOKENS: '123',
      AI_DAILY_REPLIES: '3',
      AI_TIMEOUT_MS: '1500',
    });
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('the bot streams its answer to the asker, then stores it marked as AI', async () => {
    const fan = await createSignedInUser(t, { displayName: 'Curious' });
    const status = await t.post<TAiStatus>(PATHS.aiStatus, undefined, fan.auth);
    expect(status.body.data).toMatchObject({
      configured: true,
      botDomain: 'assistant',
      assistantOn: false,
      allowanceLeft: 3,
    });
    const bot = await openBot(fan.auth);
    expect(bot.other).toMatchObject({ official: true, domain: 'assistant', address: status.body.data.botAddress });
    const socket = await connect(fan.auth);
    model.reply('Top up from the wallet page, then subscribe.');
    const before = model.requests.length;
    await say(bot.privateChatId, 'How do I subscribe?', fan.auth);

    const stored = await socket.next<Frame<'message'>>((f) => f.type === 'message' && f.message.ai, 5000);
    expect(stored.message).toMatchObject({
      text: 'Top up from the wallet page, then subscribe.',
      ai: true,
      sender: bot.other.address,
    });
    const deltas = socket.take('ai_delta');
    expect(deltas.map((d) => d.text).join('')).toBe('Top up from the wallet page, then subscribe.');
    expect(deltas.length).toBe(piecesOf('Top up from the wallet page, then subscribe.').length);
    expect(new Set(deltas.map((d) => d.streamId)).size).toBe(1);
    expect(stored.message.clientId).toBe(`ai:${deltas[0]!.streamId}`);

    const sent = model.requests.slice(before);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as {
      model: string;
      max_tokens: number;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(body).toMatchObject({ model: 'test-model', max_tokens: 123, stream: true });
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages.slice(1)).toEqual([{ role: 'user', content: 'How do I subscribe?' }]);
    expect(sent[0]!.authorization).toBe('Bearer sk-test');
    const page = await t.post<TChatMessagePage>(PATHS.chatMessageList, { privateChatId: bot.privateChatId }, fan.auth);
    expect(page.body.data.items.map((m) => [m.text, m.ai])).toEqual([
      ['How do I subscribe?', false],
      ['Top up from the wallet page, then subscribe.', true],
    ]);
  });

  it('a creator’s assistant answers in their voice while they are away, not while they are online', async () => {
    const creator = await createCreator(t, 'away', { displayName: 'Lena' });
    await t.post(
      PATHS.chatSettingsUpdate,
      {
        whoCanWrite: 'everyone',
        welcomeMessage: '',
        aiAssistant: true,
        aiPersona: 'Warm, short, never promise meetings.',
      },
      creator.auth,
    );
    const fan = await createSignedInUser(t);
    const chat = (await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: creator.domain }, fan.auth)).body.data;
    const socket = await connect(fan.auth);
    model.reply('Thanks for writing! Lena will see this soon.');
    const before = model.requests.length;
    await say(chat.privateChatId, 'Are you there?', fan.auth);
    const answer = await socket.next<Frame<'message'>>((f) => f.type === 'message' && f.message.ai, 5000);
    expect(answer.message).toMatchObject({ sender: creator.user.address, ai: true });
    const system = (model.requests[before]!.body as { messages: { role: string; content: string }[] }).messages[0]!;
    expect(system.content).toContain('Lena');
    expect(system.content).toContain('Warm, short, never promise meetings.');

    // Online now: the creator answers themselves.
    const creatorSocket = await connect(creator.auth);
    const count = model.requests.length;
    await say(chat.privateChatId, 'Hello again', fan.auth);
    await creatorSocket.next((f) => f.type === 'message' && f.message.text === 'Hello again');
    await new Promise((r) => setTimeout(r, 300));
    expect(model.requests.length).toBe(count);
  });

  it('a provider failure or timeout reaches the fan as an error, stores nothing; the allowance runs out', async () => {
    const fan = await createSignedInUser(t);
    const bot = await openBot(fan.auth);
    const socket = await connect(fan.auth);
    const messages = async () =>
      (await t.post<TChatMessagePage>(PATHS.chatMessageList, { privateChatId: bot.privateChatId }, fan.auth)).body.data
        .items;

    model.fail(500);
    await say(bot.privateChatId, 'one', fan.auth);
    const failed = await socket.next<Frame<'error'>>((f) => f.type === 'error', 5000);
    expect(failed).toMatchObject({ code: ERRORS.AI_UNAVAILABLE.code, privateChatId: bot.privateChatId });
    expect(failed.msg).not.toContain('upstream');

    model.hang();
    await say(bot.privateChatId, 'two', fan.auth);
    expect(await socket.next<Frame<'error'>>((f) => f.type === 'error', 5000)).toMatchObject({
      code: ERRORS.AI_TIMEOUT.code,
    });
    expect((await messages()).map((m) => m.text)).toEqual(['one', 'two']);

    model.reply('ok');
    for (const text of ['three', 'four', 'five']) {
      await say(bot.privateChatId, text, fan.auth);
      await socket.next((f) => f.type === 'message' && f.message.ai, 5000);
    }
    await say(bot.privateChatId, 'six', fan.auth);
    expect(await socket.next<Frame<'error'>>((f) => f.type === 'error', 5000)).toMatchObject({
      code: ERRORS.AI_ALLOWANCE_USED.code,
    });
    expect((await t.post<TAiStatus>(PATHS.aiStatus, undefined, fan.auth)).body.data.allowanceLeft).toBe(0);
  });
});

describe(`AI replies without a model (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the bot says it is not set up; the status says so too', async () => {
    const fan = await createSignedInUser(t);
    expect((await t.post<TAiStatus>(PATHS.aiStatus, undefined, fan.auth)).body.data.configured).toBe(false);
    const bot = (await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: 'assistant' }, fan.auth)).body.data;
    const socket = await connectChat(t, fan.auth);
    await t.post(PATHS.chatSend, { privateChatId: bot.privateChatId, text: 'hello?' }, fan.auth);
    expect(await socket.next((f) => f.type === 'error')).toMatchObject({ code: ERRORS.AI_NOT_CONFIGURED.code });
    socket.close();
  });
});
