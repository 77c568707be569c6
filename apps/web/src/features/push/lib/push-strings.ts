/**
 * The push strings (`push.…`) are not in the first view's bundle: they load with the push settings
 * page, in the interface language and in English.
 */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const pushStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);

export const withPushStrings = pushStrings.wrap;
