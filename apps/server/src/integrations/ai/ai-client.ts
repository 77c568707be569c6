/**
 * The AI assistant's model: any OpenAI-compatible chat-completions server (llama.cpp server,
 * Ollama, vLLM, a hosted provider) through the `openai` package. What goes wrong is a catalogue
 * error: AI_NOT_CONFIGURED, AI_TIMEOUT (no complete answer within timeoutMs, a stalled stream
 * included) or AI_UNAVAILABLE; the provider's own words stay on the error's `cause`, for the log.
 */
import OpenAI, { APIConnectionTimeoutError } from 'openai';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';

export type AiRole = 'system' | 'user' | 'assistant';
export interface AiMessage {
  role: AiRole;
  content: string;
}
export interface AiRequest {
  messages: AiMessage[];
  maxTokens: number;
  signal?: AbortSignal;
}
export interface AiReply {
  text: string;
  finishReason: string;
  promptTokens: number | null;
  completionTokens: number | null;
}
export interface AiClient {
  readonly configured: boolean;
  /** One whole reply. */
  complete(request: AiRequest): Promise<AiReply>;
  /** The reply as it is written: onDelta gets each new piece of text, in order; resolves with the whole reply. */
  stream(request: AiRequest, onDelta: (text: string) => void): Promise<AiReply>;
}
export interface AiConfig {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs: number;
}

/** What a local llama.cpp or Ollama gets as a key: they need none, the package insists on one. */
export const NO_API_KEY = 'no-key';

// The provider is read like any outside input: the package's types promise a shape nobody checked.
const ZUsage = z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).nullish();
const ZCompletion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullish() }), finish_reason: z.string().nullish() }))
    .min(1),
  usage: ZUsage,
});
const ZChunk = z.object({
  choices: z
    .array(
      z.object({ delta: z.object({ content: z.string().nullish() }).nullish(), finish_reason: z.string().nullish() }),
    )
    .default([]),
  usage: ZUsage,
});

const notConfigured: AiClient = {
  configured: false,
  complete: () => Promise.reject(new AppError('AI_NOT_CONFIGURED')),
  stream: () => Promise.reject(new AppError('AI_NOT_CONFIGURED')),
};

export function createAiClient(config: AiConfig): AiClient {
  const { baseUrl, model, timeoutMs } = config;
  if (!baseUrl || !model) return notConfigured;
  const openai = new OpenAI({
    baseURL: baseUrl,
    apiKey: config.apiKey || NO_API_KEY,
    // Nothing from OPENAI_* variables: the settings are ours alone.
    organization: null,
    project: null,
    timeout: timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
  });
  const params = (request: AiRequest) => ({
    model,
    messages: request.messages.map(({ role, content }) => ({ role, content })),
    max_tokens: request.maxTokens,
  });

  /** Runs one request under the deadline and the caller's signal; anything else that fails is the provider. */
  async function run(request: AiRequest, call: (signal: AbortSignal) => Promise<AiReply>): Promise<AiReply> {
    request.signal?.throwIfAborted();
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, timeoutMs);
    const onCallerAbort = () => abort.abort();
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      return await call(abort.signal);
    } catch (err) {
      if (err instanceof CallerError) throw err.cause;
      if (request.signal?.aborted) throw request.signal.reason;
      if (timedOut || err instanceof APIConnectionTimeoutError) throw new AppError('AI_TIMEOUT', { cause: err });
      throw new AppError('AI_UNAVAILABLE', { cause: err });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    configured: true,
    complete: (request) =>
      run(request, async (signal) => {
        const completion = ZCompletion.parse(await openai.chat.completions.create(params(request), { signal }));
        const [choice] = completion.choices;
        return {
          text: choice?.message.content ?? '',
          finishReason: choice?.finish_reason ?? 'unknown',
          promptTokens: completion.usage?.prompt_tokens ?? null,
          completionTokens: completion.usage?.completion_tokens ?? null,
        };
      }),
    stream: (request, onDelta) =>
      run(request, async (signal) => {
        const chunks = await openai.chat.completions.create(
          { ...params(request), stream: true, stream_options: { include_usage: true } },
          { signal },
        );
        let text = '';
        let finishReason: string | null = null;
        let usage: z.infer<typeof ZUsage> = null;
        // An aborted stream ends quietly here; only a finish reason says the reply is whole.
        for await (const raw of chunks) {
          const chunk = ZChunk.parse(raw);
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) {
            text += piece;
            try {
              onDelta(piece);
            } catch (err) {
              throw new CallerError(err);
            }
          }
          finishReason = chunk.choices[0]?.finish_reason ?? finishReason;
          usage = chunk.usage ?? usage;
        }
        if (!finishReason) throw new Error('the stream ended before the reply was finished');
        return {
          text,
          finishReason,
          promptTokens: usage?.prompt_tokens ?? null,
          completionTokens: usage?.completion_tokens ?? null,
        };
      }),
  };
}

/** A failure of the caller's own onDelta: it reaches the caller as it was, not as the provider's. */
class CallerError extends Error {
  constructor(cause: unknown) {
    super('onDelta failed', { cause });
  }
}

export interface AiPersona {
  /** Whose behalf the assistant writes on: the creator's display name. */
  ownerName: string;
  /** The creator's own words on tone, topics and limits; may be empty. */
  instructions: string;
}

/**
 * The prompt: a system message from the persona, then the newest history (given oldest first)
 * that fits both limits, oldest first. The newest message is always sent, cut to maxHistoryChars
 * when it alone is longer. Both limits are at least 1.
 */
export function buildAiMessages(input: {
  persona: AiPersona;
  history: readonly AiMessage[];
  maxHistoryMessages: number;
  maxHistoryChars: number;
}): AiMessage[] {
  const { persona, history, maxHistoryMessages, maxHistoryChars } = input;
  const kept: AiMessage[] = [];
  let chars = 0;
  for (let i = history.length - 1; i >= 0 && kept.length < maxHistoryMessages; i--) {
    const message = history[i];
    if (!message) break;
    if (chars + message.content.length > maxHistoryChars) {
      if (kept.length === 0) kept.push({ role: message.role, content: cut(message.content, maxHistoryChars) });
      break;
    }
    kept.push({ role: message.role, content: message.content });
    chars += message.content.length;
  }
  return [{ role: 'system', content: systemPrompt(persona) }, ...kept.reverse()];
}

function systemPrompt({ ownerName, instructions }: AiPersona): string {
  const rules =
    `You are an AI assistant answering messages on behalf of ${ownerName}, a creator. ` +
    'Answer briefly, in the language of the last user message. ' +
    `Never claim to be human: if asked, say you are an AI assistant writing for ${ownerName}.`;
  const own = instructions.trim();
  return own ? `${rules}\n\nInstructions from ${ownerName}:\n${own}` : rules;
}

/** The first `max` characters, without leaving half of a surrogate pair at the end. */
function cut(text: string, max: number): string {
  const head = text.slice(0, max);
  const last = head.charCodeAt(head.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? head.slice(0, -1) : head;
}
