/**
 * When effects run. The app renders with Preact behind React's API (docs/architecture.md, "The
 * renderer"), and the app and its libraries were written against React's timing: effects run in the
 * task right after the commit. Preact's own default waits for the next animation frame (16-35 ms
 * per generation of effects), so a dialog that opened right after another (the rewards dialog after
 * the welcome carousel) could be on screen for several frames before Radix had made it the top layer
 * and Escape closed it. Effects now run in a task of their own after the commit, as React's
 * scheduler runs them (a MessageChannel message, not a timer, so no 4 ms clamp).
 */
import { options } from 'preact';

export function runEffectsAfterCommit(): void {
  const channel = new MessageChannel();
  let waiting: (() => void)[] = [];
  channel.port1.onmessage = () => {
    const due = waiting;
    waiting = [];
    for (const flush of due) flush();
  };
  options.requestAnimationFrame = (flush) => {
    waiting.push(flush);
    if (waiting.length === 1) channel.port2.postMessage(null);
  };
}
