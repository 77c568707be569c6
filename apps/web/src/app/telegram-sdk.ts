/**
 * The official Telegram Mini Apps SDK, behind one dynamic import (app/telegram-mini-app.ts loads it
 * only when Telegram opened the page): this chunk holds the SDK and nothing of the app's own.
 */
import {
  backButton,
  closingBehavior,
  hapticFeedback,
  init,
  isTMA,
  mainButton,
  miniApp,
  openLink,
  openTelegramLink,
  postEvent,
  retrieveLaunchParams,
  retrieveRawInitData,
  retrieveRawLaunchParams,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import type { NativeSdk } from './telegram-native';

export type TelegramLaunch = {
  /** Telegram's signed launch data, raw: what the server checks. */
  initData: string;
  startParam: string | null;
  /** The user's Telegram language (IETF tag), for a new account's interface language. */
  languageCode: string | null;
};

/** Lets the SDK handle Telegram's events; a browser given launch data in its address has no bridge. */
export function initSdk(): void {
  try {
    init();
  } catch {
    // No Telegram bridge: the sign-in needs none of it.
  }
}

// The SDK finds the launch parameters in the first address, else in this tab's sessionStorage,
// where it copies them; a 401 clears that storage (features/auth/api/session.ts), so they are
// kept here to be put back. Without them every SDK call fails as if outside Telegram.
let rawLaunchParams: string | null = null;
const LAUNCH_PARAMS_STORAGE_KEY = 'tapps/launchParams'; // @telegram-apps/bridge's own key

/** The launch parameters as the SDK finds them (the address, then this tab's storage), or null. */
export function readLaunch(): TelegramLaunch | null {
  try {
    if (!isTMA()) return null;
    const params = retrieveLaunchParams(true);
    const initData = retrieveRawInitData();
    if (!initData) return null;
    rawLaunchParams = retrieveRawLaunchParams();
    return {
      initData,
      startParam: params.tgWebAppStartParam ?? params.tgWebAppData?.startParam ?? null,
      languageCode: params.tgWebAppData?.user?.languageCode ?? null,
    };
  } catch {
    // Launch data the SDK cannot read is not Telegram's: the app runs as on the web.
    return null;
  }
}

/** After a 401 cleared this tab's storage: the launch parameters go back where the SDK reads them. */
export function restoreLaunchParams(): void {
  if (!rawLaunchParams) return;
  try {
    if (sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY) === null) {
      sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(rawLaunchParams));
    }
  } catch {
    // Storage refused: the SDK's calls fail safely (nativeSdk).
  }
}

/** One SDK call. Without Telegram's bridge, or on a client too old for it, it does nothing. */
function attempt<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch {
    return undefined;
  }
}

const noop = () => {};
/** How long Telegram may take to tell the viewport's size and safe areas. */
const VIEWPORT_TIMEOUT_MS = 5_000;

/** What app/telegram-native.ts asks of Telegram, through the SDK's components. */
export const nativeSdk: NativeSdk = {
  themeParams: () =>
    attempt(() => {
      themeParams.mountSync();
      return themeParams.state();
    }) ?? {},
  onThemeChange: (listener) => attempt(() => themeParams.state.sub((params) => listener(params))) ?? noop,
  matchChrome: () => {
    // Mounted, the mini-app component keeps both in Telegram's bg_color as the theme changes; it
    // only skips telling Telegram at first, taking bg_color for Telegram's default.
    attempt(() => miniApp.mountSync());
    attempt(() => postEvent('web_app_set_header_color', { color_key: 'bg_color' }));
    const background = themeParams.backgroundColor();
    if (background) attempt(() => postEvent('web_app_set_background_color', { color: background }));
    attempt(() => miniApp.ready());
  },
  fitViewport: () => {
    attempt(() => viewport.expand());
    attempt(
      () =>
        void viewport
          .mount({ timeout: VIEWPORT_TIMEOUT_MS })
          .then(() => {
            if (!viewport.isCssVarsBound()) viewport.bindCssVars();
          })
          .catch(noop),
    );
  },
  setBackButton: (visible) =>
    attempt(() => {
      backButton.mount();
      if (visible) backButton.show();
      else backButton.hide();
    }),
  onBackButton: (listener) => attempt(() => backButton.onClick(listener)) ?? noop,
  setMainButton: (state) =>
    attempt(() => {
      mainButton.mount();
      mainButton.setParams(
        state
          ? { text: state.text, isVisible: true, isEnabled: !state.disabled, isLoaderVisible: state.busy }
          : { isVisible: false, isLoaderVisible: false },
      );
    }),
  onMainButton: (listener) => attempt(() => mainButton.onClick(listener)) ?? noop,
  haptic: (kind) =>
    attempt(() => {
      if (kind === 'light') hapticFeedback.impactOccurred('light');
      else hapticFeedback.notificationOccurred(kind);
    }),
  setClosingConfirmation: (enabled) =>
    attempt(() => {
      closingBehavior.mount();
      if (enabled) closingBehavior.enableConfirmation();
      else closingBehavior.disableConfirmation();
    }),
  openLink: (url) =>
    attempt(() => {
      // A t.me link opens inside Telegram itself rather than in a browser.
      if (new URL(url).hostname === 't.me') openTelegramLink(url);
      else openLink(url);
      return true;
    }) ?? false,
};
