/**
 * Every interface language has a complete translation file: the same keys as English, nothing
 * extra, and every {{placeholder}} of the English text. Fails until all 18 files exist. The same
 * holds for each feature's lazily loaded section (`features/<name>/locales/<lng>.json`, see
 * lazy-strings.tsx), and a lazy section is not in the main files too.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@fanlane/contracts/locales';

type Tree = Record<string, unknown>;

const mainFiles = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });
const sectionFiles = import.meta.glob<Tree>('../features/*/locales/*.json', { eager: true, import: 'default' });

/** Each set of files by language: the main one, then one per feature with a lazy section. */
function fileSets(): Array<[name: string, byLanguage: Record<string, Tree>]> {
  const sets = new Map<string, Record<string, Tree>>([['main', {}]]);
  for (const [path, tree] of Object.entries(mainFiles)) sets.get('main')![path.replace(/^.*\//, '')] = tree;
  for (const [path, tree] of Object.entries(sectionFiles)) {
    const feature = /features\/([^/]+)\/locales/.exec(path)?.[1] ?? path;
    const set = sets.get(feature) ?? {};
    set[path.replace(/^.*\//, '')] = tree;
    sets.set(feature, set);
  }
  return [...sets];
}

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Record<string, unknown>, path)) result.set(k, v);
    } else {
      result.set(path, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return result;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

// i18next plural forms differ by language (one/other in English, one/few/many/other in Polish...).
const PLURAL_SUFFIX_RE = /_(zero|one|two|few|many|other)$/;
function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX_RE, '');
}

describe.each(fileSets())('translation files (%s)', (_name, files) => {
  const english = files['en.json'];

  it('English exists and is not empty', () => {
    expect(english).toBeDefined();
    expect(flatten(english ?? {}).size).toBeGreaterThan(0);
  });

  const en = flatten(english ?? {});
  const enBases = new Set([...en.keys()].map(baseKey));

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (lng) => {
    const file = files[`${lng}.json`];

    it('exists', () => {
      expect(file, `${lng}.json is missing`).toBeDefined();
    });

    const translated = flatten(file ?? {});
    const translatedBases = new Set([...translated.keys()].map(baseKey));

    it('has every English key', () => {
      const missing = [...en.keys()].filter(
        (k) => !translated.has(k) && !(PLURAL_SUFFIX_RE.test(k) && translatedBases.has(baseKey(k))),
      );
      expect(missing).toEqual([]);
    });

    it('has no key English does not have', () => {
      const extra = [...translated.keys()].filter((k) => !en.has(k) && !enBases.has(baseKey(k)));
      expect(extra).toEqual([]);
    });

    it('keeps every placeholder of the English text', () => {
      const broken = [...en.entries()]
        .filter(([key]) => translated.has(key))
        .filter(([key, text]) => {
          const mine = placeholders(translated.get(key) ?? '');
          return placeholders(text).some((p) => !mine.includes(p));
        })
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });

    it('has no empty text', () => {
      const empty = [...translated.entries()].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });
  });
});

describe('lazy sections', () => {
  it('are each in one place: not in the main files, nor in two features', () => {
    const main = Object.keys(mainFiles['./locales/en.json'] ?? {});
    const lazy = Object.entries(sectionFiles)
      .filter(([path]) => path.endsWith('/en.json'))
      .flatMap(([, tree]) => Object.keys(tree));
    expect(lazy).toContain('chat');
    expect(lazy.filter((section) => main.includes(section))).toEqual([]);
    expect(new Set(lazy).size).toBe(lazy.length);
  });
});
