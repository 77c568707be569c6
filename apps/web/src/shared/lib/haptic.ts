/**
 * Haptic feedback, as Telegram gives it inside the mini-app (app/telegram-native.ts installs it);
 * anywhere else a call does nothing.
 */
export type HapticKind = 'success' | 'error' | 'light';

let feel: ((kind: HapticKind) => void) | null = null;

export function haptic(kind: HapticKind): void {
  feel?.(kind);
}

/** Inside Telegram: what a haptic call does. Returns the uninstall. */
export function installHaptic(impl: (kind: HapticKind) => void): () => void {
  feel = impl;
  return () => {
    if (feel === impl) feel = null;
  };
}
