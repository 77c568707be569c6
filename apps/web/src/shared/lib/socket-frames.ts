/**
 * The app socket's frames for whoever else needs them: the chat feature owns the one socket of a
 * signed-in tab and hands every frame it receives here; other features (notifications) listen for
 * the frame types that are theirs. Frames are passed as they came; each listener checks the shape
 * of the ones it takes.
 *
 * A feature's code loads on its own after the sign-in, so the socket can be ready before the
 * feature listens: a frame no listener takes waits (at most WAITING_MAX of them, for WAITING_MS)
 * and goes to the first listener of its type. Without that a notification sent while the page was
 * still loading would never show.
 */
export type SocketFrame = { type: string };
type Listener = (frame: SocketFrame) => void;

export const WAITING_MAX = 50;
export const WAITING_MS = 30_000;

const listeners = new Map<Listener, ReadonlySet<string>>();
let waiting: { frame: SocketFrame; at: number }[] = [];

function hand(listener: Listener, frame: SocketFrame) {
  try {
    listener(frame);
  } catch (error) {
    console.error(error);
  }
}

/** Calls `listener` with the frames of these types that wait, then with every one from now on; returns the way to stop. */
export function onSocketFrame(types: readonly string[], listener: Listener): () => void {
  const taken = new Set(types);
  listeners.set(listener, taken);
  const since = Date.now() - WAITING_MS;
  const fresh = waiting.filter((w) => w.at > since);
  waiting = fresh.filter((w) => !taken.has(w.frame.type));
  for (const w of fresh) if (taken.has(w.frame.type)) hand(listener, w.frame);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a received frame to every listener of its type; one that throws does not keep it from the others. */
export function emitSocketFrame(frame: SocketFrame): void {
  const takers = [...listeners].filter(([, types]) => types.has(frame.type)).map(([listener]) => listener);
  if (takers.length === 0) {
    waiting.push({ frame, at: Date.now() });
    if (waiting.length > WAITING_MAX) waiting.shift();
    return;
  }
  for (const listener of takers) hand(listener, frame);
}

/** The socket closed for this user (signed out, another account): what waits is not the next one's. */
export function clearSocketFrames(): void {
  waiting = [];
}
