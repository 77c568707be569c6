import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '@fanlane/contracts/locales';

/**
 * The language a request names: the `locale` header (the web app always sends it), then
 * Accept-Language; undefined when neither names one of ours.
 */
export function requestedLocale(localeHeader: unknown, acceptLanguage: unknown): Locale | undefined {
  if (isLocale(localeHeader)) return localeHeader;
  if (typeof localeHeader === 'string') {
    const matched = matchLocale(localeHeader);
    if (matched) return matched;
  }
  if (typeof acceptLanguage === 'string') {
    for (const part of acceptLanguage.split(',')) {
      const matched = matchLocale(part.split(';')[0]);
      if (matched) return matched;
    }
  }
  return undefined;
}

/** The `locale` header wins (the web app always sends it), then Accept-Language, then en. */
export function resolveLocale(localeHeader: unknown, acceptLanguage: unknown): Locale {
  return requestedLocale(localeHeader, acceptLanguage) ?? DEFAULT_LOCALE;
}
