import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TChatServerFrame } from '@fanlane/contracts/chat';
import { FakeSocket } from '../../../../test/fake-socket';
import { backoffMs, ChatSocket, PING_EVERY_MS } from './chat-socket';
import type { ChatSocketStatus } from './chat-live-store';

const CHAT = '10000000-0000-4000-8000-000000000001';

function setup(resume: Record<string, number> = {}) {
  let tokens = 0;
  const fetchToken = vi.fn(() =>
    Promise.resolve({ token: `token-${++tokens}`, expiresAt: 0, path: '/chat-msg/v1/ws' }),
  );
  const frames: TChatServerFrame[] = [];
  const statuses: ChatSocketStatus[] = [];
  const ready = vi.fn();
  const client = new ChatSocket({
    WebSocketImpl: FakeSocket,
    url: () => 'ws://localhost/chat-msg/v1/ws',
    fetchToken,
    resume: () => resume,
    onFrame: (frame) => frames.push(frame),
    onStatus: (status) => statuses.push(status),
    onReady: ready,
    random: () => 0.5,
  });
  return { client, fetchToken, frames, statuses, ready };
}

/** Lets the token call settle and the socket open, answering `ready`. */
async function connect(address = '0xme') {
  await vi.advanceTimersByTimeAsync(0);
  const socket = FakeSocket.last();
  socket.open();
  socket.receive({ type: 'ready', address });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('the chat socket client', () => {
  it('authenticates with a fresh token and the last seq held per conversation, then pings', async () => {
    const { client, fetchToken, statuses, ready } = setup({ [CHAT]: 41 });
    client.start();
    expect(statuses).toEqual(['connecting']);
    const socket = await connect();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(socket.url).toBe('ws://localhost/chat-msg/v1/ws');
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'token-1', resume: { [CHAT]: 41 } });
    expect(statuses.at(-1)).toBe('online');
    expect(ready).toHaveBeenCalledWith({ address: '0xme', reconnected: false });

    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(socket.framesOf('ping')).toHaveLength(1);
    client.stop();
  });

  it('leaves the resume out when no conversation is loaded, and hands other frames on', async () => {
    const { client, frames } = setup();
    client.start();
    const socket = await connect();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'token-1' });
    socket.receive({ type: 'unread', message: 3 });
    socket.receive({ type: 'pong' });
    expect(frames).toEqual([{ type: 'unread', message: 3 }]);
    client.stop();
  });

  it('reconnects after a close with growing waits (1 s, 2 s, 4 s), a new token each time', async () => {
    const { client, fetchToken, statuses, ready } = setup();
    client.start();
    let socket = await connect();
    socket.drop(1006);
    expect(statuses.at(-1)).toBe('offline');

    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    // This one fails before it is ready: the next wait doubles.
    FakeSocket.last().drop(1006);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.last().drop(1006);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(FakeSocket.all).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    socket = FakeSocket.last();
    socket.open();
    socket.receive({ type: 'ready', address: '0xme' });
    expect(fetchToken).toHaveBeenCalledTimes(4);
    expect(socket.sent[0]).toMatchObject({ token: 'token-4' });
    expect(ready).toHaveBeenLastCalledWith({ address: '0xme', reconnected: true });

    // Once connected again, the waits start over.
    socket.drop(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all).toHaveLength(5);
    client.stop();
  });

  it('waits at most 30 s, with jitter around each wait', () => {
    expect(backoffMs(0, () => 0.5)).toBe(1_000);
    expect(backoffMs(3, () => 0.5)).toBe(8_000);
    expect(backoffMs(12, () => 0.5)).toBe(30_000);
    expect(backoffMs(2, () => 0)).toBe(3_000);
    expect(backoffMs(2, () => 1)).toBe(5_000);
    expect(backoffMs(20, () => 1)).toBe(30_000);
  });

  it('never reconnects after 4001 (the session ended) until started again', async () => {
    const { client, statuses } = setup();
    client.start();
    const socket = await connect();
    socket.drop(4001);
    expect(statuses.at(-1)).toBe('unauthorized');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.all).toHaveLength(1);

    client.start();
    await connect();
    expect(FakeSocket.all).toHaveLength(2);
    expect(statuses.at(-1)).toBe('online');
    client.stop();
  });

  it('reconnects at once when the server restarts (1012) or says it is going away', async () => {
    const { client } = setup();
    client.start();
    const first = await connect();
    first.drop(1012);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);

    const second = FakeSocket.last();
    second.open();
    second.receive({ type: 'ready', address: '0xme' });
    second.receive({ type: 'reconnect' });
    expect(second.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(3);
    client.stop();
  });

  it('retries when the token cannot be had, and stops for good on stop', async () => {
    const { client, fetchToken, statuses } = setup();
    fetchToken.mockRejectedValueOnce(new Error('offline'));
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(0);
    expect(statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(1_000);
    const socket = FakeSocket.last();
    socket.open();
    socket.receive({ type: 'ready', address: '0xme' });
    expect(client.send({ type: 'typing', privateChatId: CHAT })).toBe(true);

    client.stop();
    expect(socket.closedWith).toBe(1000);
    expect(statuses.at(-1)).toBe('idle');
    expect(client.send({ type: 'typing', privateChatId: CHAT })).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
