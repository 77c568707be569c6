/**
 * A real HTTP server speaking the OpenAI chat-completions protocol (JSON, or server-sent events
 * with `stream: true`) on a free port. It keeps every request and is told per test how to answer.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; authorization: string | undefined; body: unknown };
type RequestBody = {
  model?: string;
  messages?: { content?: string }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
};
type Behaviour =
  | { kind: 'reply'; text: string }
  | { kind: 'fail'; status: number }
  | { kind: 'hang' }
  | { kind: 'stall' | 'drop'; text: string }
  | { kind: 'malformed'; variant: 'not-json' | 'no-choices' };

export const DEFAULT_REPLY = 'Hello from the test model.';
/** The provider's own words when it fails: they must reach the log, never the user. */
export const PROVIDER_ERROR_MESSAGE = 'upstream exploded (internal detail)';

/** How the server cuts a reply into stream chunks: after each space, so they join back exactly. */
export const piecesOf = (text: string) => text.split(/(?<= )/);

/** A rough token count, so tests can check the usage is carried over: one per word. */
const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

export async function startOpenAiTestServer() {
  const requests: RecordedRequest[] = [];
  let behaviour: Behaviour = { kind: 'reply', text: DEFAULT_REPLY };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = parseBody(Buffer.concat(chunks).toString('utf8'));
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions' || !body) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      answer(res, behaviour, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(text: string) {
      behaviour = { kind: 'reply', text };
    },
    fail(status: number) {
      behaviour = { kind: 'fail', status };
    },
    /** Never answers, not even the headers. */
    hang() {
      behaviour = { kind: 'hang' };
    },
    /** Sends the headers and the first two pieces of `text`, then nothing more. */
    stallMidStream(text = DEFAULT_REPLY) {
      behaviour = { kind: 'stall', text };
    },
    /** Sends the headers and the first two pieces of `text`, then closes the connection. */
    dropMidStream(text = DEFAULT_REPLY) {
      behaviour = { kind: 'drop', text };
    },
    /** A 200 whose body is not JSON (or JSON that is no completion); streamed, a chunk that is not JSON. */
    malformed(variant: 'not-json' | 'no-choices' = 'not-json') {
      behaviour = { kind: 'malformed', variant };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OpenAiTestServer = Awaited<ReturnType<typeof startOpenAiTestServer>>;

function answer(res: ServerResponse, behaviour: Behaviour, body: RequestBody) {
  const model = body.model ?? '';
  const stream = body.stream === true;
  switch (behaviour.kind) {
    case 'hang':
      return;
    case 'fail':
      res
        .writeHead(behaviour.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: PROVIDER_ERROR_MESSAGE, type: 'server_error' } }));
      return;
    case 'malformed':
      if (stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('data: {"choices":[{"delta":\n\ndata: [DONE]\n\n');
      } else {
        const text = behaviour.variant === 'not-json' ? '{"choices":[{"message":' : '{"object":"chat.completion"}';
        res.writeHead(200, { 'content-type': 'application/json' }).end(text);
      }
      return;
    case 'stall':
    case 'drop': {
      const pieces = piecesOf(behaviour.text).slice(0, 2);
      if (stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of pieces) res.write(event(chunk(model, { content: piece }, null)));
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
        res.write(JSON.stringify(completion(model, behaviour.text, body)).slice(0, 40));
      }
      // Closing the socket, not the response, leaves the body unfinished: the client sees a broken answer.
      if (behaviour.kind === 'drop') res.socket?.end();
      return;
    }
    case 'reply': {
      if (!stream) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(completion(model, behaviour.text, body)));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of piecesOf(behaviour.text)) res.write(event(chunk(model, { content: piece }, null)));
      res.write(event(chunk(model, {}, 'stop')));
      if (body.stream_options?.include_usage) res.write(event({ ...chunk(model), usage: usage(behaviour.text, body) }));
      res.end('data: [DONE]\n\n');
    }
  }
}

function parseBody(text: string): RequestBody | null {
  try {
    return JSON.parse(text) as RequestBody;
  } catch {
    return null;
  }
}

const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

function chunk(model: string, delta?: { content?: string }, finishReason?: string | null) {
  const choices = delta ? [{ index: 0, delta, finish_reason: finishReason ?? null }] : [];
  return { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model, choices };
}

function completion(model: string, text: string, body: RequestBody) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: usage(text, body),
  };
}

function usage(text: string, body: RequestBody) {
  const prompt_tokens = (body.messages ?? []).reduce((sum, m) => sum + wordsIn(m.content ?? ''), 0);
  const completion_tokens = wordsIn(text);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}
