/**
 * The user-facing error messages of every locale, keyed by the message keys of `errors.ts`.
 * The texts live in `error-messages/<lng>.json`; English is the reference and the fallback.
 */
import type { ErrorKey } from './errors.ts';
import type { Locale } from './locales.ts';
import en from './error-messages/en.json' with { type: 'json' };
import es from './error-messages/es.json' with { type: 'json' };
import zhCN from './error-messages/zh-CN.json' with { type: 'json' };
import zhHk from './error-messages/zh-hk.json' with { type: 'json' };
import ja from './error-messages/ja.json' with { type: 'json' };
import ko from './error-messages/ko.json' with { type: 'json' };
import uk from './error-messages/uk.json' with { type: 'json' };
import ru from './error-messages/ru.json' with { type: 'json' };
import ar from './error-messages/ar.json' with { type: 'json' };
import hu from './error-messages/hu.json' with { type: 'json' };
import id from './error-messages/in.json' with { type: 'json' };
import fr from './error-messages/fr.json' with { type: 'json' };
import de from './error-messages/de.json' with { type: 'json' };
import it from './error-messages/it.json' with { type: 'json' };
import pl from './error-messages/pl.json' with { type: 'json' };
import gr from './error-messages/gr.json' with { type: 'json' };
import tr from './error-messages/tr.json' with { type: 'json' };
import pt from './error-messages/pt.json' with { type: 'json' };

export const ERROR_MESSAGES: Record<Locale, Record<ErrorKey, string>> = {
  en,
  es,
  'zh-CN': zhCN,
  'zh-hk': zhHk,
  ja,
  ko,
  uk,
  ru,
  ar,
  hu,
  in: id,
  fr,
  de,
  it,
  pl,
  gr,
  tr,
  pt,
};

const PLACEHOLDER_RE = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The message of `key` in `locale`, falling back to English (then to the key itself) when the
 * locale or the message is missing. `{{name}}` placeholders are replaced from `params`; a
 * placeholder without a matching param is left as it is.
 */
export function errorMessage(key: ErrorKey, locale: Locale, params?: Record<string, string>): string {
  // Loosened view: the locale may come from untrusted input at run time.
  const tables = ERROR_MESSAGES as Partial<Record<string, Partial<Record<string, string>>>>;
  const template = tables[locale]?.[key] ?? tables.en?.[key] ?? key;
  if (!params) return template;
  return template.replace(PLACEHOLDER_RE, (match, name: string) =>
    Object.hasOwn(params, name) ? (params[name] ?? match) : match,
  );
}
