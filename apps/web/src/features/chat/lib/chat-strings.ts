/**
 * The chat's strings (`chat.…`) are not in the first view's bundle: they load with the first chat
 * page (or the signed-in chat pieces) that renders, in the interface language and in English.
 */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const chatStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);

export const ChatStrings = chatStrings.Gate;
export const withChatStrings = chatStrings.wrap;
