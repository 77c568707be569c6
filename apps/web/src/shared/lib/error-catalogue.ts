/**
 * The error catalogue's messages (packages/contracts/src/error-messages) of one language, loaded the
 * first time they are asked for: each language is its own chunk, never in the first view. A file
 * that fails to load answers empty (and is asked again next time), so callers fall back to English
 * or to the server's own words.
 */
import type { ErrorKey } from '@fanlane/contracts/errors';
import type { Locale } from '@fanlane/contracts/locales';

export type ErrorMessages = Partial<Record<ErrorKey, string>>;

const loaders = import.meta.glob<ErrorMessages>('../../../../../packages/contracts/src/error-messages/*.json', {
  import: 'default',
});
const files = new Map<Locale, Promise<ErrorMessages>>();

export function errorMessagesOf(lng: Locale): Promise<ErrorMessages> {
  let file = files.get(lng);
  if (!file) {
    const load = Object.entries(loaders).find(([path]) => path.endsWith(`/${lng}.json`))?.[1];
    file = (load ? load() : Promise.resolve({})).catch(() => {
      files.delete(lng);
      return {};
    });
    files.set(lng, file);
  }
  return file;
}
