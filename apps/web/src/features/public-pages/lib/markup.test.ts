import { describe, expect, it } from 'vitest';
import { blocks, pieces, plainText } from './markup';
import { containsAll, matchRanges, queryTerms } from './search-text';

describe('the public pages text marks', () => {
  it('turns [label](/path) and http(s) links into links, and leaves any other target as typed', () => {
    expect(pieces('See [Payments](/payments) or [docs](https://example.org/a).')).toEqual([
      { text: 'See ' },
      { text: 'Payments', href: '/payments' },
      { text: ' or ' },
      { text: 'docs', href: 'https://example.org/a' },
      { text: '.' },
    ]);
    for (const bad of [
      '[x](javascript:alert(1))',
      '[x](//evil.example/)',
      '[x](data:text/html,hi)',
      '[x](mailto:a@b.c)',
    ]) {
      const parts = pieces(bad);
      expect(
        parts.some((part) => 'href' in part),
        bad,
      ).toBe(false);
      expect(parts.map((part) => part.text).join(''), bad).toBe(bad);
    }
  });

  it('splits paragraphs on blank lines, and reads "- " blocks as lists', () => {
    expect(blocks('One.\n\n- a\n- b\n\nTwo\nlines.')).toEqual([
      { kind: 'paragraph', text: 'One.' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'Two\nlines.' },
    ]);
  });

  it('searches what a reader sees: link labels, not paths', () => {
    expect(plainText('Open [Top up](/topUp) now')).toBe('Open Top up now');
  });
});

describe('searching text', () => {
  it('ignores case and accents, in any script, every word anywhere', () => {
    expect(queryTerms('  Café  PAYOUT café ')).toEqual(['cafe', 'payout']);
    expect(containsAll('Le café est prêt pour le payout.', queryTerms('PRET cafe'))).toBe(true);
    expect(containsAll('Kündigen Sie hier', queryTerms('kundigen'))).toBe(true);
    expect(containsAll('如何取消订阅？', queryTerms('取消'))).toBe(true);
    expect(containsAll('Отменить подписку', queryTerms('ПОДПИСК'))).toBe(true);
    expect(containsAll('Refund within 30 days', queryTerms('refund card'))).toBe(false);
  });

  it("finds the matches' places in the original text, accents and all", () => {
    const text = 'Ödeme ve ödeme';
    expect(matchRanges(text, queryTerms('odeme')).map(([a, b]) => text.slice(a, b))).toEqual(['Ödeme', 'ödeme']);
    expect(matchRanges('abcabc', ['bc', 'ca'])).toEqual([[1, 6]]);
    expect(matchRanges('anything', [])).toEqual([]);
  });
});
