/** The FAQ as its strings hold it: groups of questions, each with an id for its address (#faq-<group>-<item>). */
import { plainText } from './markup';
import { containsAll } from './search-text';

export type FaqItem = { id: string; anchor: string; question: string; answer: string };
export type FaqGroup = { id: string; title: string; items: FaqItem[] };

type Tree = Record<string, { title?: unknown; items?: Record<string, { q?: unknown; a?: unknown }> }>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const anchorOf = (group: string, item: string) => `faq-${group}-${item}`;

/** The groups in the strings' order; a question left empty (the operator's way to hide it) is left out. */
export function faqGroups(tree: unknown): FaqGroup[] {
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree as Tree)
    .map(([id, group]) => ({
      id,
      title: text(group?.title),
      items: Object.entries(group?.items ?? {})
        .map(([item, entry]) => ({
          id: item,
          anchor: anchorOf(id, item),
          question: text(entry?.q).trim(),
          answer: text(entry?.a).trim(),
        }))
        .filter((item) => item.question !== ''),
    }))
    .filter((group) => group.title !== '' && group.items.length > 0);
}

/** The groups with only the questions whose question or answer holds every term. */
export function searchFaq(groups: FaqGroup[], terms: readonly string[]): FaqGroup[] {
  if (terms.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => containsAll(`${item.question}\n${plainText(item.answer)}`, terms)),
    }))
    .filter((group) => group.items.length > 0);
}
