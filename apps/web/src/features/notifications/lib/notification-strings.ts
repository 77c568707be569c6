/**
 * The notifications' strings (`notifications.…`) are not in the first view's bundle: they load with
 * the first notifications page, settings page or live toast that renders, in the interface
 * language and in English.
 */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const notificationStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);

export const withNotificationStrings = notificationStrings.wrap;
