/** Runs `run` when the browser is idle (at the latest after IDLE_FALLBACK_MS); answers a cancel. */
import { IDLE_FALLBACK_MS } from '@fanlane/contracts/constants';

export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}
