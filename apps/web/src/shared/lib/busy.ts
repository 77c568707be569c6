/**
 * Work that closing the app now would lose: a payment on its way, an upload. Inside Telegram the
 * mini-app asks before it closes while any is running (app/telegram-native.ts); elsewhere it is
 * only counted.
 */
type BusyListener = (busy: boolean) => void;

let running = 0;
const listeners = new Set<BusyListener>();

function notify(): void {
  const busy = running > 0;
  for (const listener of listeners) listener(busy);
}

export const busy = {
  /** One piece of work begins; call the returned `end` when it is over (again is harmless). */
  start(): () => void {
    running += 1;
    if (running === 1) notify();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      running -= 1;
      if (running === 0) notify();
    };
  },

  /** Runs `work` as busy, ending however it settles. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    const end = busy.start();
    try {
      return await work();
    } finally {
      end();
    }
  },

  isBusy(): boolean {
    return running > 0;
  },

  /** Forgets every running piece of work without telling anyone (between tests: vitest.setup.ts). */
  forget(): void {
    running = 0;
  },

  /** Told each time the app becomes busy or idle; returns the unsubscribe. */
  subscribe(listener: BusyListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
