import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APIConnectionError, APIError } from 'openai';
import { ZodError } from 'zod';
import { AppError } from '../../http/app-error.ts';
import {
  DEFAULT_REPLY,
  PROVIDER_ERROR_MESSAGE,
  piecesOf,
  startOpenAiTestServer,
  type OpenAiTestServer,
} from '../../../test/openai-test-server.ts';
import {
  buildAiMessages,
  createAiClient,
  NO_API_KEY,
  type AiClient,
  type AiMessage,
  type AiRequest,
} from './ai-client.ts';

const MESSAGES: AiMessage[] = [
  { role: 'system', content: 'You answer for Mia.' },
  { role: 'user', content: 'Hi Mia, when is the next photo set?' },
  { role: 'assistant', content: 'On Friday!' },
  { role: 'user', content: 'Great, thanks' },
];
const REQUEST: AiRequest = { messages: MESSAGES, maxTokens: 120 };
/** What the test server counts as prompt tokens for MESSAGES: one per word. */
const PROMPT_WORDS = 4 + 8 + 2 + 2;

/** The rejection of `promise`; fails the test when it resolves. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure, got an answer');
}

/** The catalogue name of a rejection, checking the user sees the key and never the provider's words. */
async function failureName(promise: Promise<unknown>) {
  const err = await failure(promise);
  if (!(err instanceof AppError)) throw err;
  expect(err.message).toBe(err.key);
  expect(err.message).not.toContain(PROVIDER_ERROR_MESSAGE);
  return err.errorName;
}

describe('the AI client, against an OpenAI-compatible server', () => {
  let server: OpenAiTestServer;
  let ai: AiClient;

  beforeEach(async () => {
    server = await startOpenAiTestServer();
    ai = createAiClient({ baseUrl: server.url, apiKey: 'sk-test', model: 'test-model', timeoutMs: 2_000 });
  });
  afterEach(async () => {
    await server.close();
  });

  it('gives one whole reply with its finish reason and token counts', async () => {
    server.reply('Friday at noon, see you there!');
    expect(ai.configured).toBe(true);
    expect(await ai.complete(REQUEST)).toEqual({
      text: 'Friday at noon, see you there!',
      finishReason: 'stop',
      promptTokens: PROMPT_WORDS,
      completionTokens: 6,
    });
  });

  it('sends the model, the messages in order and the token cap, once, with the API key', async () => {
    await ai.complete({ ...REQUEST, messages: MESSAGES.map((m) => ({ ...m, extra: 'not sent' })) });
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/chat/completions',
        authorization: 'Bearer sk-test',
        body: { model: 'test-model', messages: MESSAGES, max_tokens: 120 },
      },
    ]);
  });

  it('streams the reply piece by piece, in order, and resolves with the whole of it', async () => {
    server.reply('Friday at noon, see you there!');
    const deltas: string[] = [];
    const reply = await ai.stream(REQUEST, (text) => deltas.push(text));
    expect(deltas).toEqual(['Friday ', 'at ', 'noon, ', 'see ', 'you ', 'there!']);
    expect(reply).toEqual({
      text: 'Friday at noon, see you there!',
      finishReason: 'stop',
      promptTokens: PROMPT_WORDS,
      completionTokens: 6,
    });
    expect(server.requests.map((r) => r.body)).toEqual([
      {
        model: 'test-model',
        messages: MESSAGES,
        max_tokens: 120,
        stream: true,
        stream_options: { include_usage: true },
      },
    ]);
  });

  it('sends a placeholder key to a server that needs none', async () => {
    const local = createAiClient({ baseUrl: server.url, model: 'local', timeoutMs: 2_000 });
    await local.complete(REQUEST);
    expect(server.requests.map((r) => r.authorization)).toEqual([`Bearer ${NO_API_KEY}`]);
  });

  it('a provider error (500, 429) is AI_UNAVAILABLE, asked once, with the provider’s words kept on the cause', async () => {
    for (const status of [500, 429]) {
      server.fail(status);
      const err = await failure(ai.complete(REQUEST));
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ errorName: 'AI_UNAVAILABLE', code: 1012371, status: 424, message: 'ai_unavailable' });
      const cause = (err as AppError).cause;
      expect(cause).toBeInstanceOf(APIError);
      expect(cause).toMatchObject({ status });
      expect((cause as APIError).message).toContain(PROVIDER_ERROR_MESSAGE);

      expect(await failureName(ai.stream(REQUEST, () => undefined))).toBe('AI_UNAVAILABLE');
    }
    expect(server.requests).toHaveLength(4);
  });

  it('a refused connection is AI_UNAVAILABLE', async () => {
    const gone = await startOpenAiTestServer();
    await gone.close();
    const unreachable = createAiClient({ baseUrl: gone.url, model: 'test-model', timeoutMs: 2_000 });
    const err = await failure(unreachable.complete(REQUEST));
    expect(err).toMatchObject({ errorName: 'AI_UNAVAILABLE' });
    expect((err as AppError).cause).toBeInstanceOf(APIConnectionError);
    expect(await failureName(unreachable.stream(REQUEST, () => undefined))).toBe('AI_UNAVAILABLE');
  });

  it('a provider that never answers is AI_TIMEOUT once timeoutMs has passed', async () => {
    server.hang();
    const quick = createAiClient({ baseUrl: server.url, model: 'test-model', timeoutMs: 300 });
    for (const call of [() => quick.complete(REQUEST), () => quick.stream(REQUEST, () => undefined)]) {
      const started = performance.now();
      expect(await failureName(call())).toBe('AI_TIMEOUT');
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(1_500);
    }
  });

  it('a stream that stalls half way is AI_TIMEOUT, after the pieces that did arrive', async () => {
    server.stallMidStream('One two three four.');
    const quick = createAiClient({ baseUrl: server.url, model: 'test-model', timeoutMs: 300 });
    const deltas: string[] = [];
    expect(await failureName(quick.stream(REQUEST, (text) => deltas.push(text)))).toBe('AI_TIMEOUT');
    expect(deltas).toEqual(['One ', 'two ']);
  });

  it('a whole reply whose body stalls is AI_TIMEOUT', async () => {
    server.stallMidStream();
    const quick = createAiClient({ baseUrl: server.url, model: 'test-model', timeoutMs: 300 });
    expect(await failureName(quick.complete(REQUEST))).toBe('AI_TIMEOUT');
  });

  it('a connection cut half way is AI_UNAVAILABLE, streamed or not', async () => {
    server.dropMidStream('One two three four.');
    const deltas: string[] = [];
    expect(await failureName(ai.stream(REQUEST, (text) => deltas.push(text)))).toBe('AI_UNAVAILABLE');
    expect(deltas).toEqual(['One ', 'two ']);
    expect(await failureName(ai.complete(REQUEST))).toBe('AI_UNAVAILABLE');
  });

  it('a malformed answer is AI_UNAVAILABLE', async () => {
    server.malformed('not-json');
    const notJson = await failure(ai.complete(REQUEST));
    expect(notJson).toMatchObject({ errorName: 'AI_UNAVAILABLE' });
    expect((notJson as AppError).cause).toBeInstanceOf(SyntaxError);
    expect(await failureName(ai.stream(REQUEST, () => undefined))).toBe('AI_UNAVAILABLE');

    server.malformed('no-choices');
    const noChoices = await failure(ai.complete(REQUEST));
    expect(noChoices).toMatchObject({ errorName: 'AI_UNAVAILABLE' });
    expect((noChoices as AppError).cause).toBeInstanceOf(ZodError);
  });

  it('the caller’s signal stops a stream half way, with the caller’s reason', async () => {
    server.stallMidStream('One two three four.');
    const controller = new AbortController();
    const reason = new Error('the fan closed the chat');
    const deltas: string[] = [];
    const started = performance.now();
    const err = await failure(
      ai.stream({ ...REQUEST, signal: controller.signal }, (text) => {
        deltas.push(text);
        if (deltas.length === 2) controller.abort(reason);
      }),
    );
    expect(err).toBe(reason);
    expect(deltas).toEqual(['One ', 'two ']);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('a signal aborted before the call sends nothing', async () => {
    const reason = new Error('already gone');
    expect(await failure(ai.complete({ ...REQUEST, signal: AbortSignal.abort(reason) }))).toBe(reason);
    expect(server.requests).toEqual([]);
  });

  it('a failing onDelta reaches the caller as it is', async () => {
    const broken = new Error('the socket is closed');
    const err = await failure(
      ai.stream(REQUEST, () => {
        throw broken;
      }),
    );
    expect(err).toBe(broken);
  });

  it('without a base URL or a model it is not configured, and asks nobody', async () => {
    for (const config of [
      { model: 'test-model', timeoutMs: 2_000 },
      { baseUrl: server.url, timeoutMs: 2_000 },
      { baseUrl: '', model: 'test-model', timeoutMs: 2_000 },
    ]) {
      const none = createAiClient(config);
      expect(none.configured).toBe(false);
      expect(await failureName(none.complete(REQUEST))).toBe('AI_NOT_CONFIGURED');
      expect(await failureName(none.stream(REQUEST, () => undefined))).toBe('AI_NOT_CONFIGURED');
    }
    expect(server.requests).toEqual([]);
  });

  it('the default test reply is cut into several pieces that join back exactly', () => {
    expect(piecesOf(DEFAULT_REPLY)).toEqual(['Hello ', 'from ', 'the ', 'test ', 'model.']);
  });
});

describe('buildAiMessages', () => {
  const persona = { ownerName: 'Mia Rose', instructions: '  Friendly, no spoilers about new sets.\n' };
  const say = (role: 'user' | 'assistant', content: string): AiMessage => ({ role, content });

  it('starts with a system message from the persona', () => {
    const [system] = buildAiMessages({ persona, history: [], maxHistoryMessages: 10, maxHistoryChars: 1_000 });
    expect(system).toEqual({
      role: 'system',
      content:
        'You are an AI assistant answering messages on behalf of Mia Rose, a creator. ' +
        'Answer briefly, in the language of the last user message. ' +
        'Never claim to be human: if asked, say you are an AI assistant writing for Mia Rose.\n\n' +
        'Instructions from Mia Rose:\nFriendly, no spoilers about new sets.',
    });
    const [bare] = buildAiMessages({
      persona: { ownerName: 'Mia Rose', instructions: ' ' },
      history: [],
      maxHistoryMessages: 10,
      maxHistoryChars: 1_000,
    });
    expect(bare?.content).not.toContain('Instructions');
  });

  it('sends the whole history, oldest first, when it fits', () => {
    const history = [say('user', 'hi'), say('assistant', 'hello!'), say('user', 'how are you?')];
    const messages = buildAiMessages({ persona, history, maxHistoryMessages: 3, maxHistoryChars: 20 });
    expect(messages.slice(1)).toEqual(history);
  });

  it('keeps only the newest maxHistoryMessages', () => {
    const history = [say('user', 'a'), say('assistant', 'b'), say('user', 'c'), say('assistant', 'd')];
    const messages = buildAiMessages({ persona, history, maxHistoryMessages: 2, maxHistoryChars: 1_000 });
    expect(messages.slice(1)).toEqual([say('user', 'c'), say('assistant', 'd')]);
  });

  it('stops at the first older message that would go over maxHistoryChars', () => {
    const history = [say('user', 'tiny'), say('assistant', 'a long answer'), say('user', 'short')];
    const messages = buildAiMessages({ persona, history, maxHistoryMessages: 10, maxHistoryChars: 12 });
    expect(messages.slice(1)).toEqual([say('user', 'short')]);
  });

  it('always keeps the newest message, cut to maxHistoryChars when it alone is longer', () => {
    const history = [say('assistant', 'earlier'), say('user', 'a very long question')];
    expect(buildAiMessages({ persona, history, maxHistoryMessages: 5, maxHistoryChars: 6 }).slice(1)).toEqual([
      say('user', 'a very'),
    ]);
    // Never half of an emoji.
    expect(
      buildAiMessages({ persona, history: [say('user', 'ab😀c')], maxHistoryMessages: 1, maxHistoryChars: 3 }).slice(1),
    ).toEqual([say('user', 'ab')]);
  });

  it('property: within both limits, the newest kept, a run of the newest messages in their order', () => {
    const message = fc.record({
      role: fc.constantFrom<'user' | 'assistant'>('user', 'assistant'),
      content: fc.string({ maxLength: 60 }),
    });
    fc.assert(
      fc.property(
        fc.array(message, { maxLength: 30 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 300 }),
        (history, maxHistoryMessages, maxHistoryChars) => {
          const [system, ...sent] = buildAiMessages({ persona, history, maxHistoryMessages, maxHistoryChars });
          expect(system?.role).toBe('system');
          expect(sent.length).toBeLessThanOrEqual(maxHistoryMessages);
          expect(sent.reduce((sum, m) => sum + m.content.length, 0)).toBeLessThanOrEqual(maxHistoryChars);
          if (history.length === 0) {
            expect(sent).toEqual([]);
            return;
          }
          expect(sent.length).toBeGreaterThanOrEqual(1);
          const tail = history.slice(-sent.length);
          // Every message but the newest is sent as it is; the newest may only be cut short.
          expect(sent.slice(0, -1)).toEqual(tail.slice(0, -1));
          const newest = history.at(-1);
          const sentNewest = sent.at(-1);
          expect(sentNewest?.role).toBe(newest?.role);
          expect(newest?.content.startsWith(sentNewest?.content ?? '\u0000')).toBe(true);
          if ((newest?.content.length ?? 0) <= maxHistoryChars) expect(sentNewest?.content).toBe(newest?.content);
        },
      ),
      { numRuns: 500 },
    );
  });
});
