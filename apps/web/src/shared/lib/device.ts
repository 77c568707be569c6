/** What the page runs in: Telegram, a phone, an in-app browser (spec section 1). */
import { readStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

type TelegramWindow = { Telegram?: { WebApp?: { initData?: string } } };

function hasTelegramLaunchData(win: Window): boolean {
  const initData = (win as Window & TelegramWindow).Telegram?.WebApp?.initData;
  if (typeof initData === 'string' && initData !== '') return true;
  // Before telegram-web-app.js has run, the launch data is only in the URL (the hash, or the query
  // for the start parameter).
  const hash = win.location?.hash ?? '';
  const search = win.location?.search ?? '';
  return /[#&?]tgWebApp(Data|StartParam)=/.test(hash) || /[?&]tgWebAppStartParam=/.test(search);
}

let rememberedTelegram = false;

/**
 * True for the whole tab once it was opened as a Telegram mini-app: the launch data is only in the
 * first URL, and the first in-app navigation drops it. Kept in memory and in sessionStorage (which
 * survives a reload; a cleared session gets it written back while the page lives).
 */
export function isTelegram(win: Window = window): boolean {
  if (!rememberedTelegram) {
    rememberedTelegram = hasTelegramLaunchData(win) || readStorage(STORAGE_KEYS.insideTelegram, 'session') === '1';
  }
  if (rememberedTelegram && readStorage(STORAGE_KEYS.insideTelegram, 'session') !== '1') {
    writeStorage(STORAGE_KEYS.insideTelegram, '1', 'session');
  }
  return rememberedTelegram;
}

/** For tests: forget that this page was opened by Telegram. */
export function forgetTelegramForTests(): void {
  rememberedTelegram = false;
}

const MOBILE_RE =
  /Android|iPhone|iPad|iPod|Mobile|BlackBerry|IEMobile|Opera Mini|Windows Phone|webOS|Silk|Kindle|KFAPWI/i;

/** Phones and tablets, and Telegram (its mini-app is always laid out as mobile). */
export function isMobile(ua?: string): boolean {
  const agent = ua ?? globalThis.navigator?.userAgent ?? '';
  if (MOBILE_RE.test(agent)) return true;
  // iPadOS asks for desktop sites with a Mac user agent; touch support gives it away.
  if (ua === undefined && /Macintosh/.test(agent) && (globalThis.navigator?.maxTouchPoints ?? 0) > 1) return true;
  return typeof window !== 'undefined' && isTelegram();
}

// Order matters: Messenger before Facebook, Instagram before Facebook (their agents overlap).
const IN_APP_BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Messenger', /FB_IAB\/MESSENGER|FB_IAB\/Orca-Android|FBAN\/Messenger|MessengerForiOS|MessengerLite/i],
  ['Instagram', /\bInstagram\b/i],
  ['Facebook', /FBAN\/|FBAV\/|FB_IAB\/|FBIOS|FB4A/],
  ['Snapchat', /Snapchat/i],
  ['Line', /\bLine\/\d/],
  ['WeChat', /MicroMessenger/i],
  ['TikTok', /musical_ly|BytedanceWebview|TikTok|trill_\d|\bBytedance\b/i],
  ['Twitter', /Twitter(?:Android| for iP)/i],
  ['KakaoTalk', /KAKAOTALK/i],
  ['Naver', /NAVER\(inapp|\bNAVER\b/],
  ['Weibo', /__weibo__|\bWeibo\b/i],
  ['QQ', /\sQQ\/\d/],
  ['Zalo', /Zalo/i],
];

/**
 * The app whose built-in browser this is, or null. Those browsers break logins, payments and
 * downloads, so the app asks the user to open the page in a real browser. Telegram's in-app
 * browser is not flagged: the product runs inside Telegram on purpose.
 */
export function detectInAppBrowser(ua?: string): string | null {
  const agent = ua ?? globalThis.navigator?.userAgent ?? '';
  for (const [name, pattern] of IN_APP_BROWSERS) if (pattern.test(agent)) return name;
  return null;
}
