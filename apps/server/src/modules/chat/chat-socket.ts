/**
 * The chat socket (docs/chat.md, "The socket"). The client authenticates in its first frame with
 * a chat token and the last sequence it holds per conversation; the server sends exactly what it
 * missed, then everything live, in each conversation's order. Frames that arrive while the resume
 * is read are held back and those the resume already sent are dropped, so nothing comes twice.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CHAT_SOCKET_PATH,
  ZChatClientFrame,
  type TChatClientFrame,
  type TChatServerFrame,
} from '@fanlane/contracts/chat';
import { errorMessage } from '@fanlane/contracts/error-messages';
import { ERRORS } from '@fanlane/contracts/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { RealtimeSink } from '../../lib/realtime-hub.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveLocale } from '../../http/locale.ts';
import { findNul } from '../../http/nul-guard.ts';
import { findLiveSessionCached } from '../auth/sessions.ts';
import { userIdsByAddresses } from '../users/users-repo.ts';
import { chatOf } from './chat-access.ts';
import { partnersOf } from './chat-repo.ts';
import { missedMessages } from './read-chat.ts';
import { assertWithinSendLimit, publish } from './send-message.ts';
import { sendAndMaybeAnswer } from './ai-replies.ts';

/** A socket that has not authenticated by then is closed. */
export const AUTH_TIMEOUT_MS = 10_000;
/** A socket whose unsent data grows past this is too slow: it is closed, not buffered. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
const RESUME_CONVERSATIONS_MAX = 200;
const TYPING_EVERY_MS = 2_000;

type Frame = z.output<typeof ZChatClientFrame>;

/** A text frame's string, whichever form ws handed it in. */
export const textOf = (data: RawData): string =>
  Buffer.isBuffer(data)
    ? data.toString()
    : Array.isArray(data)
      ? Buffer.concat(data).toString()
      : Buffer.from(data).toString();

export function registerChatSocket(fastify: FastifyInstance) {
  const { deps } = fastify;
  fastify.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
    new ChatConnection(deps, socket, request, fastify.log).start();
  });
}

class ChatConnection {
  private user: UserRow | null = null;
  private authenticating = false;
  private sessionId = '';
  private detach: (() => void) | null = null;
  /** How the hub reaches this socket: a send from here skips it for the echo (it is answered with `sent`). */
  private sink: RealtimeSink | null = null;
  /** Live frames held while the resume is read; null once it was sent. */
  private held: string[] | null = null;
  /** Per conversation, the last sequence the resume sent: live copies up to it are dropped. */
  private resumed = new Map<string, number>();
  private typingAt = new Map<string, number>();
  /** Conversation → the other member, once checked. */
  private members = new Map<string, string>();
  private alive = true;
  private timers: NodeJS.Timeout[] = [];
  private readonly locale;

  constructor(
    private readonly deps: AppDeps,
    private readonly socket: WebSocket,
    request: FastifyRequest,
    private readonly log: FastifyInstance['log'],
  ) {
    this.locale = resolveLocale(request.headers.locale, request.headers['accept-language']);
  }

  start() {
    const { socket } = this;
    this.timers.push(
      setTimeout(() => {
        if (!this.user) socket.close(4000, 'authenticate first');
      }, AUTH_TIMEOUT_MS),
    );
    // Heartbeat: a socket that did not answer the last ping is gone. Its period starts at a random
    // point of the first one: sockets that came in together (every client after a restart) are
    // not all pinged in the same second ever after.
    const every = this.deps.config.chatHeartbeatMs;
    const beat = () => {
      if (!this.alive) return socket.terminate();
      this.alive = false;
      socket.ping();
    };
    this.timers.push(
      setTimeout(() => {
        beat();
        // Unless the socket stopped meanwhile (stop() empties the timers).
        if (this.timers.length > 0) this.timers.push(setInterval(beat, every));
      }, Math.random() * every),
    );
    socket.on('pong', () => (this.alive = true));
    socket.on('message', (data, isBinary) => {
      if (isBinary) return this.fail(new AppError('BAD_REQUEST'));
      void this.onFrame(textOf(data)).catch((err: unknown) => this.fail(err));
    });
    socket.on('close', () => this.stop());
    socket.on('error', () => this.stop());
  }

  private stop() {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
    const wasOnline = this.detach !== null;
    this.detach?.();
    this.detach = null;
    if (wasOnline && this.user && !this.deps.realtime.localUsers.has(this.user.id)) {
      void this.announcePresence(this.user, false);
    }
  }

  /** Sends a frame now, or closes a socket that stopped reading. */
  private write(data: string) {
    const { socket } = this;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.info({ userId: this.user?.id }, 'chat socket too slow: closed');
      socket.terminate();
      return;
    }
    socket.send(data);
  }

  private send(frame: TChatServerFrame) {
    this.write(JSON.stringify(frame));
  }

  /** The hub's delivery: held during the resume, deduplicated against it. */
  private deliver(data: string) {
    if (this.held) return void this.held.push(data);
    this.write(data);
  }

  private fail(err: unknown, clientId?: string) {
    if (!(err instanceof AppError)) {
      this.log.error({ err }, 'chat socket frame failed');
      err = new AppError('INTERNAL');
    }
    const e = err as AppError;
    const entry = ERRORS[e.errorName];
    this.send({
      type: 'error',
      code: entry.code,
      msg: errorMessage(entry.key, this.locale, e.options.params),
      ...(e.options.data !== undefined && { data: e.options.data }),
      ...(clientId && { clientId }),
    });
  }

  private async onFrame(raw: string) {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError('BAD_REQUEST');
    }
    const nul = findNul(json);
    if (nul) {
      throw new AppError('VALIDATION', {
        params: { fields: nul },
        data: { fields: [{ field: nul, message: 'must not contain a NUL character' }] },
      });
    }
    const parsed = ZChatClientFrame.safeParse(json);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(frame)'))].join(', ');
      throw new AppError('VALIDATION', { params: { fields } });
    }
    const frame = parsed.data;
    if (frame.type === 'ping') return this.send({ type: 'pong' });
    if (frame.type === 'auth') return this.authenticate(frame);
    if (!this.user) throw new AppError('UNAUTHORIZED');
    switch (frame.type) {
      case 'typing':
        return this.typing(this.user, frame.privateChatId);
      case 'send':
        return this.sendFrom(this.user, frame);
      case 'presence':
        return this.presence(this.user, frame.addresses);
    }
  }

  private async authenticate(frame: Extract<Frame, { type: 'auth' }>) {
    // One auth per socket, a second one refused even while the first is still being checked.
    if (this.authenticating) throw new AppError('CONFLICT');
    this.authenticating = true;
    const claims = await this.deps.tokens.verifyChat(frame.token);
    const user = claims && (await findLiveSessionCached(this.deps, claims.sessionId, claims.userId));
    if (!claims || !user || user.status !== 'active') {
      this.fail(new AppError('UNAUTHORIZED'));
      return this.socket.close(4001, 'unauthorized');
    }
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.user = user;
    this.sessionId = claims.sessionId;
    const firstSocket = !this.deps.realtime.localUsers.has(user.id);
    this.held = [];
    this.sink = {
      sessionId: claims.sessionId,
      send: (data) => this.deliver(data),
      close: (code, reason) => this.socket.close(code, reason),
    };
    this.detach = this.deps.realtime.attach(user.id, this.sink);
    await this.deps.realtime.listening();
    this.send({ type: 'ready', address: user.address });
    try {
      await this.resume(user, frame.resume ?? {});
    } finally {
      this.flushHeld();
    }
    if (firstSocket) void this.announcePresence(user, true);
  }

  private async resume(user: UserRow, cursors: Record<string, number>) {
    const entries = Object.entries(cursors).slice(0, RESUME_CONVERSATIONS_MAX);
    for (const [privateChatId, afterSeq] of entries) {
      const missed = await missedMessages(this.deps, user, privateChatId, afterSeq);
      if (missed === 'not-member') continue;
      if (missed === null) {
        this.send({ type: 'gap', privateChatId });
        continue;
      }
      for (const message of missed) this.send({ type: 'message', message });
      this.resumed.set(privateChatId, missed.at(-1)?.seq ?? afterSeq);
    }
  }

  /** Sends what arrived during the resume, but for messages the resume already sent. */
  private flushHeld() {
    const held = this.held ?? [];
    this.held = null;
    for (const data of held) {
      if (this.resumed.size > 0 && data.startsWith('{"type":"message"')) {
        const { message } = JSON.parse(data) as { message: { privateChatId: string; seq: number } };
        const upTo = this.resumed.get(message.privateChatId);
        if (upTo !== undefined && message.seq <= upTo) continue;
      }
      this.write(data);
    }
    this.resumed.clear();
  }

  private async otherIn(user: UserRow, privateChatId: string): Promise<string> {
    const known = this.members.get(privateChatId);
    if (known) return known;
    const chat = await chatOf(this.deps, user.id, privateChatId);
    this.members.set(privateChatId, chat.otherId);
    return chat.otherId;
  }

  private async typing(user: UserRow, privateChatId: string) {
    const now = Date.now();
    if (now - (this.typingAt.get(privateChatId) ?? 0) < TYPING_EVERY_MS) return;
    this.typingAt.set(privateChatId, now);
    const otherId = await this.otherIn(user, privateChatId);
    publish(this.deps, [otherId], { type: 'typing', privateChatId, from: user.address });
  }

  private async sendFrom(user: UserRow, frame: Extract<TChatClientFrame, { type: 'send' }>) {
    try {
      assertWithinSendLimit(this.deps, user.id);
      const message = await sendAndMaybeAnswer(this.deps, user, { ...frame, origin: this.sink ?? undefined });
      this.send({ type: 'sent', clientId: frame.clientId, message });
    } catch (err) {
      this.fail(err, frame.clientId);
    }
  }

  /** Presence of people the user has a conversation with (nobody else's). */
  private async presence(user: UserRow, addresses: string[]) {
    const byLower = new Map(addresses.map((a) => [a.toLowerCase(), a]));
    const ids = await userIdsByAddresses(this.deps.db, [...byLower.keys()]);
    const partners = new Set(await partnersOf(this.deps.db, user.id));
    const asked = [...ids].filter(([, id]) => partners.has(id));
    const states = await this.deps.realtime.presence(asked.map(([, id]) => id));
    for (const [lower, id] of asked) {
      const state = states.get(id)!;
      const address = byLower.get(lower)!;
      this.send({
        type: 'presence',
        address,
        online: state.online,
        lastSeenAt: state.lastSeenAt?.toISOString() ?? null,
      });
    }
  }

  /** Tells the user's conversation partners that they came online or went away. */
  private async announcePresence(user: UserRow, online: boolean) {
    try {
      const partners = await partnersOf(this.deps.db, user.id);
      publish(this.deps, partners, {
        type: 'presence',
        address: user.address,
        online,
        lastSeenAt: online ? null : new Date().toISOString(),
      });
    } catch (err) {
      this.log.warn({ err }, 'chat presence not announced');
    }
  }
}
