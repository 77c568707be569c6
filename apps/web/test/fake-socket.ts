/** Test helper: a WebSocket the test drives, recording what the client sends. */
import { act } from '#testing-library';
import type { TChatServerFrame } from '@fanlane/contracts/chat';
import type { SocketLike } from '../src/features/chat/lib/chat-socket';

export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  /** Every frame the client sent, parsed. */
  sent: Array<Record<string, unknown>> = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  static reset() {
    FakeSocket.all = [];
  }

  static last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code = 1000) {
    this.readyState = 3;
    this.closedWith = code;
  }

  /** The connection opens (the client then authenticates). */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A frame from the server. */
  receive(frame: TChatServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  /** The server (or the network) closes it. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  /** Opens and answers the auth with `ready`, inside act (React state follows). */
  connect(address: string) {
    act(() => {
      this.open();
      this.receive({ type: 'ready', address });
    });
  }

  /** A server frame, inside act. */
  push(frame: TChatServerFrame) {
    act(() => this.receive(frame));
  }

  /** The frames sent of one type. */
  framesOf(type: string) {
    return this.sent.filter((frame) => frame.type === type);
  }
}
