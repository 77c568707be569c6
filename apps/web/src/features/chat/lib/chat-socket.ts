/**
 * The chat socket's client (docs/chat.md, "The socket"): it fetches a fresh chat token for every
 * connect, authenticates in its first frame with the last seq held per loaded conversation, pings
 * every PING_EVERY_MS, and reconnects: at once when the server says it is going away (a
 * `reconnect` frame, close code 1012), with growing, jittered waits after other closes, never
 * after 4001 (the session ended) until it is started again. Framework-free: the WebSocket
 * constructor, the clock's randomness and what happens with each frame are handed in.
 */
import type { TChatClientFrame, TChatServerFrame, TChatToken } from '@fanlane/contracts/chat';
import type { ChatSocketStatus } from './chat-live-store';

export const PING_EVERY_MS = 25_000;
export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** The session is over: no reconnect until someone signs in again. */
export const CLOSE_UNAUTHORIZED = 4001;
/** The server restarts: connect again at once (to another instance). */
export const CLOSE_SERVICE_RESTART = 1012;

/** The part of the browser's WebSocket the client uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}
export type SocketConstructor = new (url: string) => SocketLike;

const OPEN = 1;

export interface ChatSocketOptions {
  WebSocketImpl: SocketConstructor;
  /** The socket's address (ws or wss, this host), asked after each token. */
  url: () => string;
  fetchToken: () => Promise<TChatToken>;
  /** Per conversation, the last seq held: asked at each connect. */
  resume: () => Record<string, number>;
  onFrame: (frame: TChatServerFrame) => void;
  onStatus: (status: ChatSocketStatus) => void;
  /** After `ready`; `reconnected` for every connect but the first. */
  onReady?: (info: { address: string; reconnected: boolean }) => void;
  /** 0..1, for the jitter (Math.random unless a test fixes it). */
  random?: () => number;
}

/** The wait before reconnect number `attempt` (0-based): 1 s, 2 s, 4 s… at most 30 s, ±25 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(attempt, 15));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (0.75 + random() * 0.5)));
}

function parseFrame(data: unknown): TChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    if (typeof frame === 'object' && frame !== null && typeof (frame as { type?: unknown }).type === 'string') {
      return frame as TChatServerFrame;
    }
  } catch {
    // Not ours: ignored.
  }
  return null;
}

export class ChatSocket {
  private socket: SocketLike | null = null;
  private ready = false;
  private everReady = false;
  private running = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  /** Bumped by every connect and stop, so a token that arrives late opens nothing. */
  private generation = 0;

  constructor(private readonly options: ChatSocketOptions) {}

  /** Connects, and keeps connecting, until `stop`. */
  start() {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    void this.connect();
  }

  stop() {
    this.running = false;
    this.generation += 1;
    this.clearTimers();
    this.drop(1000, 'signed out');
    this.options.onStatus('idle');
  }

  /** Connects now if it is waiting to (the browser came back online). */
  reconnectNow() {
    if (!this.running || this.socket) return;
    void this.connect();
  }

  /** Sends on the authenticated socket; false when there is none (the caller uses the API instead). */
  send(frame: TChatClientFrame): boolean {
    const { socket } = this;
    if (!socket || !this.ready || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
  }

  /** Forgets the current socket (its close is not ours to handle any more) and closes it. */
  private drop(code: number, reason: string) {
    const { socket } = this;
    this.socket = null;
    this.ready = false;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    socket.close(code, reason);
  }

  private async connect() {
    this.clearTimers();
    const generation = ++this.generation;
    this.options.onStatus('connecting');
    let token: TChatToken;
    try {
      token = await this.options.fetchToken();
      if (typeof token?.token !== 'string' || token.token === '') throw new Error('no chat token');
    } catch {
      if (generation === this.generation) this.retryLater();
      return;
    }
    if (generation !== this.generation || !this.running) return;
    const socket = new this.options.WebSocketImpl(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      const resume = this.options.resume();
      socket.send(
        JSON.stringify({ type: 'auth', token: token.token, ...(Object.keys(resume).length > 0 && { resume }) }),
      );
    };
    socket.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame) this.receive(frame);
    };
    socket.onclose = (event) => this.closed(event.code);
    socket.onerror = () => {
      // A close always follows; it decides what happens next.
    };
  }

  private receive(frame: TChatServerFrame) {
    switch (frame.type) {
      case 'ready': {
        const reconnected = this.everReady;
        this.ready = true;
        this.everReady = true;
        this.attempt = 0;
        this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_EVERY_MS);
        this.options.onStatus('online');
        this.options.onReady?.({ address: frame.address, reconnected });
        return;
      }
      case 'pong':
        return;
      case 'reconnect':
        this.drop(1000, 'reconnecting');
        void this.connect();
        return;
      default:
        this.options.onFrame(frame);
    }
  }

  private closed(code: number) {
    this.socket = null;
    this.ready = false;
    this.clearTimers();
    if (!this.running) return;
    if (code === CLOSE_UNAUTHORIZED) {
      this.running = false;
      this.options.onStatus('unauthorized');
      return;
    }
    if (code === CLOSE_SERVICE_RESTART) {
      void this.connect();
      return;
    }
    this.retryLater();
  }

  private retryLater() {
    if (!this.running) return;
    this.options.onStatus('offline');
    const wait = backoffMs(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.connect(), wait);
  }
}
