import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const english = {
  nav: { home: 'Home' },
  greeting: 'Hello, {{name}}!',
  note: 'Sent by {{who}} to {{whom}}',
  posts_one: '{{count}} post',
  posts_other: '{{count}} posts',
  likes: '{{count}} likes',
  faq: { groups: [{ title: 'About {{brand}}', items: ['Is {{brand}} free?'] }] },
  onlyEnglish: 'Only in English',
};

const make = () => new Translator('en', english);

describe('the translator', () => {
  it('finds nested strings by their dotted key and falls back to the key itself', () => {
    const i18n = make();
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('nav.missing')).toBe('nav.missing');
    // A section is not a string: without returnObjects it is a missing string.
    expect(i18n.t('nav')).toBe('nav');
  });

  it('fills {{placeholders}}: absent options stay as they are, an undefined one is empty', () => {
    const i18n = make();
    expect(i18n.t('greeting', { name: 'Maya' })).toBe('Hello, Maya!');
    expect(i18n.t('greeting')).toBe('Hello, {{name}}!');
    expect(i18n.t('note', { who: 'Maya', whom: undefined })).toBe('Sent by Maya to ');
    // Never escaped: React escapes what it renders.
    expect(i18n.t('greeting', { name: '<b>&' })).toBe('Hello, <b>&!');
  });

  it("picks the plural form of the language's rules, then the bare key", () => {
    const i18n = make();
    expect(i18n.t('posts', { count: 1 })).toBe('1 post');
    expect(i18n.t('posts', { count: 0 })).toBe('0 posts');
    expect(i18n.t('posts', { count: 12 })).toBe('12 posts');
    expect(i18n.t('likes', { count: 3 })).toBe('3 likes');
  });

  it("uses another language's own forms (Arabic: zero, one, two, few, many, other) and English for what it lacks", async () => {
    const i18n = make();
    i18n.addResourceBundle('ar', {
      nav: { home: 'الرئيسية' },
      posts_zero: 'لا منشورات',
      posts_one: 'منشور واحد',
      posts_two: 'منشوران',
      posts_few: '{{count}} منشورات',
      posts_many: '{{count}} منشورًا',
      posts_other: '{{count}} منشور',
    });
    await i18n.changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n.t('posts', { count }))).toEqual([
      'لا منشورات',
      'منشور واحد',
      'منشوران',
      '3 منشورات',
      '11 منشورًا',
      '100 منشور',
    ]);
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
  });

  it('uses a _zero string for a count of 0 in any language that has one', () => {
    const i18n = new Translator('en', {
      items_zero: 'Nothing yet',
      items_one: 'One item',
      items_other: '{{count}} items',
    });
    expect(i18n.t('items', { count: 0 })).toBe('Nothing yet');
    expect(i18n.t('items', { count: 2 })).toBe('2 items');
  });

  it('returns a section with its strings filled when asked for objects', () => {
    const i18n = make();
    expect(i18n.t('faq.groups', { brand: 'Fanlane', returnObjects: true })).toEqual([
      { title: 'About Fanlane', items: ['Is Fanlane free?'] },
    ]);
  });

  it('merges bundles deeply, keeps or overwrites as asked, and never changes the messages it was given', () => {
    const i18n = make();
    i18n.addResourceBundle('en', { nav: { wallet: 'Wallet', home: 'Start' } }, false);
    expect(i18n.t('nav.wallet')).toBe('Wallet');
    expect(i18n.t('nav.home')).toBe('Home');
    i18n.addResourceBundle('en', { nav: { home: 'Start' } }, true);
    expect(i18n.t('nav.home')).toBe('Start');
    expect(english.nav).toEqual({ home: 'Home' });
  });

  it('tells its listeners about a change of language, once per change', async () => {
    const i18n = make();
    const listener = vi.fn();
    const stop = i18n.onLanguageChanged(listener);
    await i18n.changeLanguage('de');
    await i18n.changeLanguage('de');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.resolvedLanguage).toBe('de');
    stop();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
