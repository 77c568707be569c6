/**
 * Runs a function at most once per window, dropping the calls in between (leading edge). Used for
 * the message-state refresh, which every navigation asks for but which is needed every 30 s only.
 */
export function createThrottle(ms: number): (fn: () => void) => boolean {
  let last: number | null = null;
  return (fn) => {
    const now = Date.now();
    if (last !== null && now - last < ms) return false;
    last = now;
    fn();
    return true;
  };
}
