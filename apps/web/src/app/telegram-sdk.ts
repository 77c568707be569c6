/**
 * The official Telegram Mini Apps SDK, behind one dynamic import (app/telegram-mini-app.ts loads it
 * only when Telegram opened the page): this chunk holds the SDK and nothing of the app's own.
 */
import { init, isTMA, retrieveLaunchParams, retrieveRawInitData } from '@telegram-apps/sdk-react';

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

/** The launch parameters as the SDK finds them (the address, then this tab's storage), or null. */
export function readLaunch(): TelegramLaunch | null {
  try {
    if (!isTMA()) return null;
    const params = retrieveLaunchParams(true);
    const initData = retrieveRawInitData();
    if (!initData) return null;
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
