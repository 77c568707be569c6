import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSocketFrames,
  emitSocketFrame,
  onSocketFrame,
  WAITING_MAX,
  WAITING_MS,
  type SocketFrame,
} from './socket-frames';

const frame = (type: string, n: number) => ({ type, n }) as SocketFrame;

describe('socket frames', () => {
  afterEach(() => vi.useRealTimers());

  it('hands each frame to the listeners of its type only', () => {
    const notes: SocketFrame[] = [];
    const others: SocketFrame[] = [];
    const stopNotes = onSocketFrame(['notification'], (f) => notes.push(f));
    const stopOthers = onSocketFrame(['presence'], (f) => others.push(f));
    emitSocketFrame(frame('notification', 1));
    emitSocketFrame(frame('presence', 2));
    expect(notes).toEqual([frame('notification', 1)]);
    expect(others).toEqual([frame('presence', 2)]);
    stopNotes();
    stopOthers();
  });

  it('keeps a frame nobody listens for yet and gives it, once and in order, to the first listener of its type', () => {
    emitSocketFrame(frame('notification', 1));
    emitSocketFrame(frame('message', 2));
    emitSocketFrame(frame('notification', 3));
    const first: SocketFrame[] = [];
    const stop = onSocketFrame(['notification'], (f) => first.push(f));
    expect(first).toEqual([frame('notification', 1), frame('notification', 3)]);
    const second: SocketFrame[] = [];
    const stopSecond = onSocketFrame(['notification'], (f) => second.push(f));
    expect(second).toEqual([]);
    // The other type still waits for its own listener.
    const messages: SocketFrame[] = [];
    const stopMessages = onSocketFrame(['message'], (f) => messages.push(f));
    expect(messages).toEqual([frame('message', 2)]);
    [stop, stopSecond, stopMessages].forEach((s) => s());
  });

  it(`keeps at most ${WAITING_MAX} frames, for ${WAITING_MS / 1000} s, and none after the socket closed`, () => {
    vi.useFakeTimers();
    for (let i = 0; i < WAITING_MAX + 5; i++) emitSocketFrame(frame('notification', i));
    const kept: SocketFrame[] = [];
    onSocketFrame(['notification'], (f) => kept.push(f))();
    expect(kept.map((f) => (f as unknown as { n: number }).n)).toEqual(
      Array.from({ length: WAITING_MAX }, (_, i) => i + 5),
    );

    emitSocketFrame(frame('notification', 100));
    vi.advanceTimersByTime(WAITING_MS + 1);
    const late: SocketFrame[] = [];
    onSocketFrame(['notification'], (f) => late.push(f))();
    expect(late).toEqual([]);

    emitSocketFrame(frame('notification', 200));
    clearSocketFrames();
    onSocketFrame(['notification'], (f) => late.push(f))();
    expect(late).toEqual([]);
  });
});
