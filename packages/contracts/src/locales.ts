/** The 18 interface languages of the product (spec section 1), in the spec's own codes. */
export const LOCALES = [
  'en',
  'es',
  'zh-CN',
  'zh-hk',
  'ja',
  'ko',
  'uk',
  'ru',
  'ar',
  'hu',
  'in',
  'fr',
  'de',
  'it',
  'pl',
  'gr',
  'tr',
  'pt',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export const RTL_LOCALES: readonly Locale[] = ['ar'];

/** Native names, shown in the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'zh-CN': '简体中文',
  'zh-hk': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  uk: 'Українська',
  ru: 'Русский',
  ar: 'العربية',
  hu: 'Magyar',
  in: 'Bahasa Indonesia',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pl: 'Polski',
  gr: 'Ελληνικά',
  tr: 'Türkçe',
  pt: 'Português',
};

/** BCP 47 tag of each locale, for Intl formatting and the html lang attribute. */
export const LOCALE_BCP47: Record<Locale, string> = {
  en: 'en',
  es: 'es',
  'zh-CN': 'zh-CN',
  'zh-hk': 'zh-HK',
  ja: 'ja',
  ko: 'ko',
  uk: 'uk',
  ru: 'ru',
  ar: 'ar',
  hu: 'hu',
  in: 'id',
  fr: 'fr',
  de: 'de',
  it: 'it',
  pl: 'pl',
  gr: 'el',
  tr: 'tr',
  pt: 'pt',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Maps a browser or header language tag (en-US, zh-TW, id, el...) to one of ours, or undefined.
 * Exact matches win (case-insensitive), then well-known aliases, then the primary subtag.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const aliases: Record<string, Locale> = {
    'zh-tw': 'zh-hk',
    'zh-mo': 'zh-hk',
    'zh-hant': 'zh-hk',
    'zh-sg': 'zh-CN',
    'zh-hans': 'zh-CN',
    zh: 'zh-CN',
    id: 'in',
    el: 'gr',
  };
  // Object.hasOwn: tags come from headers, and 'constructor' must not find Object's own property.
  if (Object.hasOwn(aliases, lower)) return aliases[lower];
  const primary = lower.split('-')[0] ?? '';
  if (Object.hasOwn(aliases, primary)) return aliases[primary];
  return LOCALES.find((l) => l === primary);
}
