/** /settings/telegramBot's strings (`telegramBot.…`): loaded with the page, never in the first view. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const telegramBotStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
