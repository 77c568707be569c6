/** Every language has every mail string, with English's placeholders, and says it in its own words. */
import { describe, expect, it } from 'vitest';
import { LOCALE_BCP47, LOCALES, type Locale } from '@fanlane/contracts/locales';
import { MAIL_PLACEHOLDER, MAIL_STRINGS, mailWords, type MailKey } from './mail-strings.ts';

const placeholders = (text: string) => [...text.matchAll(MAIL_PLACEHOLDER)].map((m) => m[1]).sort();
const en = MAIL_STRINGS.en;
const keys = Object.keys(en).filter((k): k is MailKey => k !== 'minutes');
const others = LOCALES.filter((l) => l !== 'en');

describe('mail strings', () => {
  it.each(LOCALES)('%s has exactly the English keys, each with the same placeholders', (locale) => {
    const strings = MAIL_STRINGS[locale];
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const key of keys) {
      expect(strings[key], `${locale}.${key}`).toMatch(/\S/);
      expect(placeholders(strings[key]), `${locale}.${key}`).toEqual(placeholders(en[key]));
    }
  });

  it.each(LOCALES)('%s has a form of "minutes" for each of its plural categories, naming only the count', (locale) => {
    const forms = MAIL_STRINGS[locale].minutes;
    const categories = new Intl.PluralRules(LOCALE_BCP47[locale]).resolvedOptions().pluralCategories;
    expect(Object.keys(forms).sort()).toEqual([...categories].sort());
    for (const form of Object.values(forms)) expect(placeholders(form).every((p) => p === 'count')).toBe(true);
  });

  it.each(others)('%s is a translation: every sentence with words differs from English', (locale) => {
    // Only strings that are punctuation around a placeholder (a quote) may read the same.
    const copied = keys.filter((key) => {
      const words = en[key].replace(MAIL_PLACEHOLDER, '').match(/\p{L}/u);
      return words && MAIL_STRINGS[locale][key] === en[key];
    });
    expect(copied).toEqual([]);
  });

  it('durations take the plural form of their number', () => {
    expect(mailWords('en').minutes(1)).toBe('1 minute');
    expect(mailWords('en').minutes(15)).toBe('15 minutes');
    expect([1, 2, 5, 21].map((n) => mailWords('ru').minutes(n))).toEqual([
      '1 минуту',
      '2 минуты',
      '5 минут',
      '21 минуту',
    ]);
    expect([2, 10, 15].map((n) => mailWords('ar').minutes(n))).toEqual(['دقيقتين', '10 دقائق', '15 دقيقة']);
    expect(mailWords('ja').minutes(10)).toBe('10分');
  });

  it('a value holding braces is written as given, not filled again', () => {
    expect(mailWords('en').t('code.body', { code: '{{code}}' })).toBe('Your verification code is {{code}}.');
  });

  it('a language the product no longer has falls back to English', () => {
    expect(mailWords('xx' as Locale)).toBe(mailWords('en'));
    expect(mailWords('constructor' as Locale).t('notification.someone')).toBe('Someone');
  });

  it('Arabic is laid out right to left, each language under its BCP 47 tag', () => {
    expect(mailWords('ar')).toMatchObject({ dir: 'rtl', lang: 'ar' });
    expect(mailWords('in')).toMatchObject({ dir: 'ltr', lang: 'id' });
    expect(mailWords('gr')).toMatchObject({ dir: 'ltr', lang: 'el' });
  });
});
