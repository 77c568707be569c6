/** What the self-check reads on this device (lib/diagnose-checks.ts takes it as `DiagnoseEnv`). */
import { getCurrentLocale } from '../../../i18n';
import { detectInAppBrowser, isTelegram } from '../../../shared/lib/device';
import type { DiagnoseEnv } from './diagnose-checks';

export function browserEnv(): DiagnoseEnv {
  const nav = globalThis.navigator;
  const supported =
    typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in nav && 'PushManager' in window;
  return {
    fetch: (url, init) => globalThis.fetch(url, init),
    now: () => Date.now(),
    elapsed: () => performance.now(),
    online: nav.onLine,
    userAgent: nav.userAgent,
    languages: nav.languages?.length ? nav.languages : [nav.language],
    locale: getCurrentLocale(),
    localStorage: () => window.localStorage,
    sessionStorage: () => window.sessionStorage,
    cookies: {
      read: () => document.cookie,
      write: (cookie) => {
        document.cookie = cookie;
      },
    },
    notification: { supported, permission: supported ? Notification.permission : 'default' },
    screen: {
      width: window.innerWidth,
      height: window.innerHeight,
      ratio: window.devicePixelRatio || 1,
      screenWidth: window.screen?.width ?? 0,
      screenHeight: window.screen?.height ?? 0,
    },
    secure: window.isSecureContext,
    telegram: isTelegram(),
    inAppBrowser: detectInAppBrowser(),
    clientVersion: __APP_VERSION__,
  };
}
