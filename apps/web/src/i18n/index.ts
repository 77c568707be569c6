/**
 * The one translator of the web app (translator.ts). English is bundled and ready at import, so
 * anything that translates before start-up finishes (the request client's alerts) still gets real
 * text; every other language is its own chunk, loaded when it is first used.
 *
 * The translator is keyed by the BCP 47 tag (zh-HK, id, el), which is also the document's `lang`
 * and what `Intl.PluralRules` takes; the app talks in the spec's codes (Locale) and
 * `getCurrentLocale()` gives that code back.
 */
import { DEFAULT_LOCALE, LOCALE_BCP47, RTL_LOCALES, isLocale, matchLocale } from '@fanlane/contracts/locales';
import type { Locale } from '@fanlane/contracts/locales';
import en from './locales/en.json';
import { STORAGE_KEYS } from '../shared/lib/storage-keys';
import { readStorage, writeStorage } from '../shared/lib/storage';
import { Translator } from './translator';

type Messages = Record<string, unknown>;

// Every language but English, one lazy chunk each.
const loaders = import.meta.glob<Messages>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });

// English is the fallback of every other language; lazy sections (lazy-strings.tsx) are merged into
// the translator's own copy of it, never into the imported file.
export const i18n = new Translator(LOCALE_BCP47[DEFAULT_LOCALE], en);

let currentLocale: Locale = DEFAULT_LOCALE;

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
    i18n.addResourceBundle(LOCALE_BCP47[lng], await load(), false);
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
