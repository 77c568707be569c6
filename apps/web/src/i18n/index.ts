/**
 * The one i18next instance of the web app. English is bundled and ready at import, so anything that
 * translates before start-up finishes (the request client's alerts) still gets real text; every
 * other language is its own chunk, loaded when it is first used.
 *
 * i18next is keyed by the BCP 47 tag (zh-HK, id, el) because it canonicalises codes and would not
 * find resources stored under the spec's codes (zh-hk); the app talks in the spec's codes (Locale)
 * and `getCurrentLocale()` gives that code back.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, LOCALE_BCP47, RTL_LOCALES, isLocale, matchLocale } from '@fanlane/contracts/locales';
import type { Locale } from '@fanlane/contracts/locales';
import en from './locales/en.json';
import { STORAGE_KEYS } from '../shared/lib/storage-keys';
import { readStorage, writeStorage } from '../shared/lib/storage';

type Messages = Record<string, unknown>;

// Every language but English, one lazy chunk each.
const loaders = import.meta.glob<Messages>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });

export const i18n = i18next.createInstance();

let currentLocale: Locale = DEFAULT_LOCALE;

void i18n.use(initReactI18next).init({
  lng: LOCALE_BCP47[DEFAULT_LOCALE],
  fallbackLng: LOCALE_BCP47[DEFAULT_LOCALE],
  supportedLngs: LOCALES.map((l) => LOCALE_BCP47[l]),
  // A copy: i18next keeps this object as English's store and lazy sections (lazy-strings.ts) are
  // merged into it, which must not change the imported file itself.
  resources: { [LOCALE_BCP47[DEFAULT_LOCALE]]: { translation: { ...en } } },
  // Synchronous, so `i18n.t` works as soon as this module is imported.
  initAsync: false,
  load: 'currentOnly',
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
});

/** The spec's language code of the interface now (en, zh-hk, in...). */
export function getCurrentLocale(): Locale {
  return currentLocale;
}

/** Stored LANG if it is ours, else the first browser language we support, else en (spec section 1). */
export function detectLanguage(): Locale {
  const stored = readStorage(STORAGE_KEYS.lang);
  if (isLocale(stored)) return stored;
  const nav = globalThis.navigator;
  const candidates = nav?.languages?.length ? nav.languages : [nav?.language];
  for (const tag of candidates) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

// Which languages' main files are in. Not `hasResourceBundle`: a lazy section (lazy-strings.ts) may
// have put its own strings under a language before its main file came.
const loadedMain = new Set<Locale>([DEFAULT_LOCALE]);

async function ensureLoaded(lng: Locale): Promise<boolean> {
  if (loadedMain.has(lng)) return true;
  const load = loaders[`./locales/${lng}.json`];
  if (!load) return false;
  try {
    // Deep, without overwriting: a lazy section already in keeps its strings.
    i18n.addResourceBundle(LOCALE_BCP47[lng], 'translation', await load(), true, false);
    loadedMain.add(lng);
    return true;
  } catch {
    // A chunk that fails to load (offline, new deploy) leaves the English fallback in place.
    return false;
  }
}

function applyDocumentLanguage(lng: Locale): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.lang = LOCALE_BCP47[lng];
  html.dir = RTL_LOCALES.includes(lng) ? 'rtl' : 'ltr';
}

async function switchTo(lng: Locale): Promise<void> {
  await ensureLoaded(lng);
  currentLocale = lng;
  await i18n.changeLanguage(LOCALE_BCP47[lng]);
  applyDocumentLanguage(lng);
}

/** Switches the interface language on the user's request and remembers it. */
export async function changeLanguage(lng: Locale): Promise<void> {
  writeStorage(STORAGE_KEYS.lang, lng);
  await switchTo(lng);
}

/** Start-up: the detected language, without storing it (the browser may change its own later). */
export async function initI18n(): Promise<void> {
  await switchTo(detectLanguage());
}
