/**
 * Telegram's Main button (the wide button under the mini-app) carries the page's primary action:
 * pay, subscribe, send. A component declares its action with `useMainButton`; the one mounted last
 * is shown, and when it unmounts the one before it comes back. Outside Telegram the hook does
 * nothing. The page's own button stays either way: both run the same action, so nothing depends on
 * which one the user presses (docs/telegram.md, "Inside Telegram").
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { isTelegram } from './device';

export type MainButtonAction = {
  /** The label (Telegram shows up to 64 characters). */
  text: string;
  onClick: () => void;
  disabled?: boolean;
  /** Shows Telegram's spinner on the button, which then does nothing when pressed. */
  busy?: boolean;
};

/** What Telegram is asked to show; null hides the button. */
export type MainButtonState = { text: string; disabled: boolean; busy: boolean };

type Entry = { state: MainButtonState; press: () => void };

const entries: Entry[] = [];
let host: ((state: MainButtonState | null) => void) | null = null;

const topEntry = (): Entry | null => entries.at(-1) ?? null;

function publish(): void {
  host?.(topEntry()?.state ?? null);
}

/** Inside Telegram: told what the Main button shows, now and after each change. Returns the uninstall. */
export function installMainButtonHost(listener: (state: MainButtonState | null) => void): () => void {
  host = listener;
  publish();
  return () => {
    if (host === listener) host = null;
  };
}

/** Telegram's Main button was pressed: the shown action runs, unless it is disabled or busy. */
export function pressMainButton(): void {
  const entry = topEntry();
  if (!entry || entry.state.disabled || entry.state.busy) return;
  entry.press();
}

/** Declares this component's primary action for Telegram's Main button; null: none right now. */
export function useMainButton(action: MainButtonAction | null): void {
  const active = action !== null && isTelegram();
  const text = action?.text ?? '';
  const disabled = action?.disabled ?? false;
  const busy = action?.busy ?? false;
  const press = useEffectEvent(() => action?.onClick());
  const entry = useRef<Entry | null>(null);

  // Joins the stack once per activation, so a change of label does not bring it back on top.
  useEffect(() => {
    if (!active) return undefined;
    const mine: Entry = { state: { text: '', disabled: true, busy: false }, press: () => press() };
    entry.current = mine;
    entries.push(mine);
    return () => {
      entries.splice(entries.indexOf(mine), 1);
      entry.current = null;
      publish();
    };
  }, [active]);

  useEffect(() => {
    const mine = entry.current;
    if (!mine) return;
    mine.state = { text, disabled, busy };
    if (topEntry() === mine) publish();
  }, [active, text, disabled, busy]);
}
