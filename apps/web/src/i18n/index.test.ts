import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@fanlane/contracts/locales';
import { changeLanguage, detectLanguage, getCurrentLocale, i18n, initI18n } from './index';

function browserLanguages(list: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(list[0] ?? '');
}

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
  localStorage.clear();
});

describe('detectLanguage', () => {
  it('uses a stored LANG that is one of ours', () => {
    browserLanguages(['de-DE']);
    localStorage.setItem('LANG', 'zh-hk');
    expect(detectLanguage()).toBe('zh-hk');
  });

  it('ignores a stored LANG that is not ours', () => {
    browserLanguages(['fr-FR']);
    localStorage.setItem('LANG', 'xx');
    expect(detectLanguage()).toBe('fr');
  });

  it('takes the first browser language we support', () => {
    browserLanguages(['sw-KE', 'pt-BR', 'en-US']);
    expect(detectLanguage()).toBe('pt');
  });

  it('maps browser tags to the spec codes', () => {
    const cases: [string, string][] = [
      ['zh-TW', 'zh-hk'],
      ['zh-Hans-CN', 'zh-CN'],
      ['zh', 'zh-CN'],
      ['id-ID', 'in'],
      ['el', 'gr'],
      ['ar-EG', 'ar'],
      ['en-GB', 'en'],
    ];
    for (const [tag, expected] of cases) {
      browserLanguages([tag]);
      expect(detectLanguage()).toBe(expected);
    }
  });

  it('falls back to English', () => {
    browserLanguages(['sw-KE', 'nl']);
    expect(detectLanguage()).toBe('en');
    browserLanguages([]);
    expect(detectLanguage()).toBe('en');
  });
});

describe('the i18n instance', () => {
  it('translates English as soon as it is imported', () => {
    expect(i18n.t('errors.default')).toBe('There seems to be a problem. Please try again.');
    expect(i18n.t('errors.maxRetries')).toBe('Max retries reached');
  });
});

describe('changeLanguage', () => {
  it('stores LANG and sets the html lang and direction', async () => {
    await changeLanguage('ar');
    expect(localStorage.getItem('LANG')).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(getCurrentLocale()).toBe('ar');

    await changeLanguage('zh-hk');
    expect(document.documentElement.lang).toBe('zh-HK');
    expect(document.documentElement.dir).toBe('ltr');
    expect(getCurrentLocale()).toBe('zh-hk');
    expect(i18n.language).toBe('zh-HK');
  });

  it('falls back to English text for what a language lacks', async () => {
    await changeLanguage('in');
    expect(document.documentElement.lang).toBe('id');
    expect(i18n.t('common.close')).toBeTruthy();
    expect(i18n.t('common.close')).not.toBe('common.close');
  });

  it('loads the file of each language on demand', async () => {
    for (const lng of LOCALES) {
      await changeLanguage(lng);
      expect(getCurrentLocale()).toBe(lng);
      expect(i18n.t('errors.default')).not.toBe('errors.default');
    }
  });
});

describe('initI18n', () => {
  it('switches to the detected language without storing it', async () => {
    browserLanguages(['fr-CA']);
    await initI18n();
    expect(getCurrentLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('LANG')).toBeNull();
  });
});
