/**
 * Countries for pickers and display: the ISO 3166-1 alpha-2 codes, named by the browser's
 * Intl.DisplayNames in the interface language, so no country list needs translating.
 */
import { COUNTRY_CODES, type CountryCode } from '@fanlane/contracts/countries';

export { COUNTRY_CODES, type CountryCode };

export type CountryOption = { code: CountryCode; name: string };

function displayNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    return null;
  }
}

/** The country's name in `language` (a BCP 47 tag), or the code itself when the browser cannot name it. */
export function countryName(code: string, language: string): string {
  try {
    return displayNames(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country, named in `language` and sorted the way that language sorts. */
export function countryOptions(language: string): CountryOption[] {
  const names = displayNames(language);
  const options = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code }));
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.name, b.name));
}
