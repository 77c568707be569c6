import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '#testing-library';
import { useTranslation } from '#i18n';
import { changeLanguage, i18n } from './index';
import { defineLazyStrings } from './lazy-strings';

function section(name: string) {
  const asked: string[] = [];
  const strings = defineLazyStrings({
    './locales/en.json': () => {
      asked.push('en');
      return Promise.resolve({ [name]: { hello: 'Hello', only: 'Only in English' } });
    },
    './locales/de.json': () => {
      asked.push('de');
      return Promise.resolve({ [name]: { hello: 'Hallo' } });
    },
    './locales/fr.json': () => {
      asked.push('fr');
      return Promise.reject(new Error('offline'));
    },
  });
  return { strings, asked };
}

function Greeting({ name, ready }: { name: string; ready: () => boolean }) {
  const { t } = useTranslation();
  return <p data-testid="greeting">{ready() ? t(`${name}.hello`) : 'loading'}</p>;
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('a lazily loaded section of strings', () => {
  it('loads the language in use and English when a page needs it, once', async () => {
    const { strings, asked } = section('lazyA');
    expect(strings.isReady('en')).toBe(false);
    expect(i18n.t('lazyA.hello')).toBe('lazyA.hello');
    await strings.load();
    await strings.load();
    expect(asked).toEqual(['en']);
    expect(i18n.t('lazyA.hello')).toBe('Hello');
    // The main strings are untouched.
    expect(i18n.t('errors.default')).toBe('There seems to be a problem. Please try again.');
  });

  it('shows the page once its strings are in, and loads them again in a new language', async () => {
    const { strings, asked } = section('lazyB');
    const Page = strings.wrap(
      () => <Greeting name="lazyB" ready={() => true} />,
      <p data-testid="greeting">loading</p>,
    );
    render(<Page />);
    expect(screen.getByTestId('greeting')).toHaveTextContent('loading');
    expect(await screen.findByText('Hello')).toBeInTheDocument();

    await act(async () => {
      await changeLanguage('de');
    });
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
    expect(asked).toEqual(['en', 'de']);
    // What German lacks falls back to English.
    expect(i18n.t('lazyB.only')).toBe('Only in English');
  });

  it('falls back to English when a language’s file cannot be loaded', async () => {
    const { strings, asked } = section('lazyC');
    await changeLanguage('fr');
    await strings.load();
    expect(asked).toEqual(['en', 'fr']);
    expect(strings.isReady()).toBe(true);
    expect(i18n.t('lazyC.hello')).toBe('Hello');
  });

  it('does not keep a language’s main file from loading when a section came first', async () => {
    const strings = defineLazyStrings({ './locales/it.json': () => Promise.resolve({ lazyD: { hello: 'Ciao' } }) });
    await strings.load('it');
    await changeLanguage('it');
    expect(i18n.t('lazyD.hello')).toBe('Ciao');
    expect(i18n.t('common.close')).toBe('Chiudi');
  });
});
