/**
 * Every interface language has a complete translation file: the same keys as English, nothing
 * extra, and every {{placeholder}} of the English text. Fails until all 18 files exist.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@fanlane/contracts/locales';

const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });

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

const english = files['./locales/en.json'];

// i18next plural forms differ by language (one/other in English, one/few/many/other in Polish...).
const PLURAL_SUFFIX_RE = /_(zero|one|two|few|many|other)$/;
function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX_RE, '');
}

describe('translation files', () => {
  it('English exists and is not empty', () => {
    expect(english).toBeDefined();
    expect(flatten(english ?? {}).size).toBeGreaterThan(0);
  });

  const en = flatten(english ?? {});
  const enBases = new Set([...en.keys()].map(baseKey));

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (lng) => {
    const file = files[`./locales/${lng}.json`];

    it('exists', () => {
      expect(file, `locales/${lng}.json is missing`).toBeDefined();
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
