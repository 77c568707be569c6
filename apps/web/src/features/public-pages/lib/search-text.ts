/**
 * Finding words in a text the way a person expects: without case or accents ("cafe" finds
 * "Café", "ODEME" finds "ödeme"), every word of the query somewhere in the text, in any order.
 * Works in every script; a query without spaces (Chinese, Japanese) is one word.
 */

/** A piece of text, lower-cased and without accents, with each of its characters' place in the original. */
function folded(text: string): { value: string; origin: number[] } {
  let value = '';
  const origin: number[] = [];
  let at = 0;
  for (const char of text) {
    const plain = char.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    value += plain;
    for (let i = 0; i < plain.length; i++) origin.push(at);
    at += char.length;
  }
  origin.push(at);
  return { value, origin };
}

/** The words of a query, folded. */
export function queryTerms(query: string): string[] {
  return [...new Set(folded(query).value.split(/\s+/).filter(Boolean))];
}

/** Whether every term is in the text. */
export function containsAll(text: string, terms: readonly string[]): boolean {
  const { value } = folded(text);
  return terms.every((term) => value.includes(term));
}

/** Where the terms are in `text`, as [start, end) of the original string, sorted and merged. */
export function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  if (terms.length === 0) return [];
  const { value, origin } = folded(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    for (let at = value.indexOf(term); at !== -1; at = value.indexOf(term, at + term.length)) {
      ranges.push([origin[at]!, origin[at + term.length]!]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
