/**
 * The app socket's frames for whoever else needs them: the chat feature owns the one socket of a
 * signed-in tab and hands every frame it receives here; other features (notifications) listen for
 * the frame types that are theirs. Frames are passed as they came; each listener checks the shape
 * of the ones it takes.
 */
export type SocketFrame = { type: string };
type Listener = (frame: SocketFrame) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with every frame from now on; returns the way to stop. */
export function onSocketFrame(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a received frame to every listener; one that throws does not keep it from the others. */
export function emitSocketFrame(frame: SocketFrame): void {
  for (const listener of [...listeners]) {
    try {
      listener(frame);
    } catch (error) {
      console.error(error);
    }
  }
}
