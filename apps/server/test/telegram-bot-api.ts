/**
 * A real HTTP server speaking the Telegram Bot API (`POST /bot<token>/<method>`, JSON in, `{ok, result}`
 * out) on a free port, for grammY's apiRoot: it answers the methods the bot uses, keeps every call,
 * and is told per test to refuse one (a 403 "bot was blocked by the user", say). `GET /__calls` lists
 * the calls, for the end-to-end suite, which runs it beside the server.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BotApiCall = { token: string; method: string; payload: Record<string, unknown>; result?: unknown };
type Failure = { error_code: number; description: string };

export const TEST_BOT_USERNAME = 'fanlane_test_bot';

export async function startBotApiServer(port = 0) {
  const calls: BotApiCall[] = [];
  const failures = new Map<string, Failure[]>();
  const holds = new Map<string, Promise<void>[]>();
  let invoices = 0;
  let messages = 0;

  function result(call: BotApiCall): unknown {
    const { method, payload } = call;
    switch (method) {
      case 'getMe':
        return {
          id: Number(call.token.split(':')[0]),
          is_bot: true,
          first_name: 'Fanlane',
          username: TEST_BOT_USERNAME,
          can_join_groups: false,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
          can_connect_to_business: false,
          has_main_web_app: true,
        };
      case 'createInvoiceLink':
        invoices += 1;
        return `https://t.me/$TestInvoice${invoices}`;
      case 'sendMessage':
        messages += 1;
        return {
          message_id: messages,
          date: Math.floor(Date.now() / 1000),
          chat: { id: payload.chat_id, type: 'private' },
          text: payload.text,
        };
      case 'getUpdates':
        return [];
      default:
        // setWebhook, deleteWebhook, answerPreCheckoutQuery, refundStarPayment, …
        return true;
    }
  }

  /** Telegram's answer to one call: its refusal if one was asked for, else the method's result. */
  const answer = (call: BotApiCall, send: (status: number, body: unknown) => void) => {
    const failure = failures.get(call.method)?.shift();
    if (failure) return send(failure.error_code, { ok: false, ...failure });
    call.result = result(call);
    send(200, { ok: true, result: call.result });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'GET' && req.url === '/__calls') return send(200, calls);
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
      const text = Buffer.concat(chunks).toString('utf8');
      const payload = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const call: BotApiCall = { token: match[1]!, method: match[2]!, payload };
      calls.push(call);
      void (holds.get(call.method)?.shift() ?? Promise.resolve()).then(() => answer(call, send));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    apiRoot: `http://127.0.0.1:${address.port}`,
    calls,
    /** The calls of one method, in order. */
    callsOf: (method: string) => calls.filter((c) => c.method === method).map((c) => c.payload),
    /** The next call of `method` is refused with Telegram's error (one refusal per call to this). */
    failNext(method: string, failure: Failure) {
      failures.set(method, [...(failures.get(method) ?? []), failure]);
    },
    /** The next call of `method` is answered only once the returned function is called (a slow Telegram). */
    holdNext(method: string): () => void {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(method, [...(holds.get(method) ?? []), held]);
      return release;
    },
    reset() {
      calls.length = 0;
      failures.clear();
      holds.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BotApiServer = Awaited<ReturnType<typeof startBotApiServer>>;
