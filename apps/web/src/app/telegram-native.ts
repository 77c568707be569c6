/**
 * The mini-app made to feel like part of Telegram (docs/telegram.md, "Inside Telegram"): Telegram's
 * theme as the app's colours, the header and background in the same colour, the full height and
 * its safe areas, the Main button, haptics, a confirmation before closing while a payment or an
 * upload runs, and links out of the app opened by Telegram. Started once per page view by
 * app/telegram-mini-app.ts with the SDK (app/telegram-sdk.ts); the Back button follows the router
 * (app/telegram-back-button.tsx).
 */
import { busy } from '../shared/lib/busy';
import { installHaptic } from '../shared/lib/haptic';
import type { HapticKind } from '../shared/lib/haptic';
import { installMainButtonHost, pressMainButton } from '../shared/lib/use-main-button';
import type { MainButtonState } from '../shared/lib/use-main-button';
import { applyTelegramTheme } from './telegram-theme';
import type { TelegramThemeParams } from './telegram-theme';

/**
 * What the app asks of Telegram. Every call is safe: where Telegram's bridge is missing or too old
 * for a method, nothing happens (a listener is then never called).
 */
export interface NativeSdk {
  themeParams(): TelegramThemeParams;
  onThemeChange(listener: (params: TelegramThemeParams) => void): () => void;
  /** Telegram's header and the mini-app's background in the page's colour; the app is shown. */
  matchChrome(): void;
  /** Full height, and the viewport's height and safe areas as CSS variables (--tg-viewport-*). */
  fitViewport(): void;
  setBackButton(visible: boolean): void;
  onBackButton(listener: () => void): () => void;
  setMainButton(state: MainButtonState | null): void;
  onMainButton(listener: () => void): () => void;
  haptic(kind: HapticKind): void;
  setClosingConfirmation(enabled: boolean): void;
  /** Opens a link outside the app through Telegram; false when Telegram could not. */
  openLink(url: string): boolean;
}

/** A link that leaves the app: another origin, over HTTP(S). */
export function externalLinkTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin === origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return url.href;
}

/** On <html> inside Telegram: index.css keeps the fixed bars clear of Telegram's safe areas. */
const TELEGRAM_CLASS = 'tg-mini-app';

let started: NativeSdk | null = null;
let stop: (() => void) | null = null;

/** The SDK the mini-app was started with, or null outside Telegram (or when the SDK failed to load). */
export function startedNativeSdk(): NativeSdk | null {
  return started;
}

/** Starts it all, once per page view. */
export function startTelegramNative(sdk: NativeSdk): void {
  if (started) return;
  started = sdk;
  document.documentElement.classList.add(TELEGRAM_CLASS);
  applyTelegramTheme(sdk.themeParams());
  sdk.matchChrome();
  sdk.fitViewport();

  const { origin } = window.location;
  const onLinkClick = (event: MouseEvent) => {
    const url = externalLinkTarget(event, origin);
    if (url && sdk.openLink(url)) event.preventDefault();
  };
  document.addEventListener('click', onLinkClick);

  const cleanups = [
    sdk.onThemeChange((params) => applyTelegramTheme(params)),
    installHaptic((kind) => sdk.haptic(kind)),
    sdk.onMainButton(pressMainButton),
    installMainButtonHost((state) => sdk.setMainButton(state)),
    busy.subscribe((running) => sdk.setClosingConfirmation(running)),
    () => document.removeEventListener('click', onLinkClick),
  ];
  if (busy.isBusy()) sdk.setClosingConfirmation(true);
  stop = () => {
    for (const cleanup of cleanups) cleanup();
    applyTelegramTheme({});
    document.documentElement.classList.remove(TELEGRAM_CLASS);
    started = null;
    stop = null;
  };
}

/** For tests: undoes the start, if any. */
export function stopTelegramNative(): void {
  stop?.();
}
