/** The countries a phone number can be typed for, with their calling codes, and the one to start with. */
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { countryOptions } from '../../../shared/lib/countries';

export type PhoneCountry = { code: string; name: string; callingCode: string };

export function phoneCountries(language: string): PhoneCountry[] {
  return countryOptions(language)
    .filter((o) => isSupportedCountry(o.code))
    .map((o) => ({ ...o, callingCode: getCountryCallingCode(o.code as Parameters<typeof getCountryCallingCode>[0]) }));
}

/** The browser's region (en-GB: GB), when the picker knows it; else the United States. */
export function defaultPhoneCountry(languages: readonly string[] = navigator.languages ?? []): string {
  for (const tag of languages) {
    const region = /-([A-Z]{2})\b/.exec(tag)?.[1];
    if (region && isSupportedCountry(region)) return region;
  }
  return 'US';
}
