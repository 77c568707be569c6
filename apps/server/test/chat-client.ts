/** A chat socket for tests: collects every frame and waits for the ones a test expects. */
import { expect } from 'vitest';
import type { WebSocket } from 'ws';
import { PATHS } from '@fanlane/contracts/api-paths';
import { CHAT_SOCKET_PATH, type TChatServerFrame, type TChatToken } from '@fanlane/contracts/chat';
import { textOf } from '../src/modules/chat/chat-socket.ts';
import type { TestApp } from './helpers.ts';

export type ChatClient = Awaited<ReturnType<typeof connectChat>>;

/** Opens a socket on `t` (through injectWS: no listening port) and authenticates as `auth`'s user. */
export async function connectChat(
  t: TestApp,
  auth: Record<string, string>,
  resume?: Record<string, number>,
  options: { headers?: Record<string, string>; onSocket?: (ws: WebSocket) => void } = {},
) {
  const ws = await openSocket(t, options.headers);
  // Before anything is awaited again: a ping may come while the socket authenticates.
  options.onSocket?.(ws);
  const client = collect(ws);
  const token = await chatToken(t, auth);
  client.sendJson({ type: 'auth', token, ...(resume && { resume }) });
  await client.next((f) => f.type === 'ready');
  return client;
}

export async function chatToken(t: TestApp, auth: Record<string, string>): Promise<string> {
  const res = await t.post<TChatToken>(PATHS.chatToken, undefined, auth);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.token;
}

export function openSocket(t: TestApp, headers: Record<string, string> = {}): Promise<WebSocket> {
  return t.app.injectWS(CHAT_SOCKET_PATH, { headers });
}

export function collect(ws: WebSocket) {
  const frames: TChatServerFrame[] = [];
  const waiters: { match: (f: TChatServerFrame) => boolean; resolve: (f: TChatServerFrame) => void }[] = [];
  let closed: { code: number; reason: string } | null = null;
  const closeWaiters: ((c: { code: number; reason: string }) => void)[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(textOf(data)) as TChatServerFrame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  ws.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
    for (const resolve of closeWaiters.splice(0)) resolve(closed);
  });
  return {
    ws,
    frames,
    sendJson: (value: unknown) => ws.send(JSON.stringify(value)),
    sendRaw: (value: string) => ws.send(value),
    /** The first frame from now on, or already received and not yet taken, that matches. */
    next<T extends TChatServerFrame = TChatServerFrame>(
      match: (f: TChatServerFrame) => boolean,
      ms = 5000,
    ): Promise<T> {
      const seen = frames.find(match);
      if (seen) {
        frames.splice(frames.indexOf(seen), 1);
        return Promise.resolve(seen as T);
      }
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame within ${ms} ms`)), ms);
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(timer);
            frames.splice(frames.indexOf(f), 1);
            resolve(f as T);
          },
        });
      });
    },
    /** Every frame of `type` received so far, taken. */
    take<K extends TChatServerFrame['type']>(type: K): Extract<TChatServerFrame, { type: K }>[] {
      const taken = frames.filter((f) => f.type === type);
      for (const f of taken) frames.splice(frames.indexOf(f), 1);
      return taken as Extract<TChatServerFrame, { type: K }>[];
    },
    closed: () =>
      closed ? Promise.resolve(closed) : new Promise<{ code: number; reason: string }>((r) => closeWaiters.push(r)),
    close: () => ws.terminate(),
  };
}
