/**
 * The words of every mail in the 18 interface languages, one JSON file a language under
 * `strings/`; English is the reference and the fallback. `{{name}}` placeholders are filled from
 * values; `minutes` holds the plural forms of a duration, one per plural category of the language.
 */
import { LOCALE_BCP47, RTL_LOCALES, type Locale } from '@fanlane/contracts/locales';
import en from './strings/en.json' with { type: 'json' };
import es from './strings/es.json' with { type: 'json' };
import zhCN from './strings/zh-CN.json' with { type: 'json' };
import zhHk from './strings/zh-hk.json' with { type: 'json' };
import ja from './strings/ja.json' with { type: 'json' };
import ko from './strings/ko.json' with { type: 'json' };
import uk from './strings/uk.json' with { type: 'json' };
import ru from './strings/ru.json' with { type: 'json' };
import ar from './strings/ar.json' with { type: 'json' };
import hu from './strings/hu.json' with { type: 'json' };
import id from './strings/in.json' with { type: 'json' };
import fr from './strings/fr.json' with { type: 'json' };
import de from './strings/de.json' with { type: 'json' };
import it from './strings/it.json' with { type: 'json' };
import pl from './strings/pl.json' with { type: 'json' };
import gr from './strings/gr.json' with { type: 'json' };
import tr from './strings/tr.json' with { type: 'json' };
import pt from './strings/pt.json' with { type: 'json' };

/** A count's forms by plural category (Intl.PluralRules); `other` is always there. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type MailKey = Exclude<keyof typeof en, 'minutes'>;
export type MailStrings = Record<MailKey, string> & { minutes: PluralForms };

export const MAIL_STRINGS: Record<Locale, MailStrings> = {
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

export const MAIL_PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Fills `{{name}}` once: a value that itself holds braces (a display name) is left as written. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(MAIL_PLACEHOLDER, (match, name: string) => (Object.hasOwn(values, name) ? values[name]! : match));

/** One language's mail words, with what an HTML mail needs to be laid out in it. */
export type MailWords = {
  t(key: MailKey, values?: Record<string, string>): string;
  /** "10 minutes", in the language's plural form for the number. */
  minutes(count: number): string;
  /** The html lang attribute (BCP 47). */
  lang: string;
  dir: 'ltr' | 'rtl';
};

const made = new Map<Locale, MailWords>();

/** One language's words, made once: a fan-out mails thousands in the same few languages. */
export function mailWords(locale: Locale): MailWords {
  // A stored language the product dropped since falls back to English rather than failing a mail.
  const known: Locale = Object.hasOwn(MAIL_STRINGS, locale) ? locale : 'en';
  let words = made.get(known);
  if (!words) made.set(known, (words = makeWords(known)));
  return words;
}

function makeWords(locale: Locale): MailWords {
  const strings = MAIL_STRINGS[locale];
  const lang = LOCALE_BCP47[locale];
  const plurals = new Intl.PluralRules(lang);
  return {
    t: (key, values = {}) => fill(strings[key], values),
    minutes: (count) => fill(strings.minutes[plurals.select(count)] ?? strings.minutes.other, { count: String(count) }),
    lang,
    dir: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr',
  };
}
