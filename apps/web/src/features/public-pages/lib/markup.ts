/**
 * The public pages' texts are plain strings (they come from translation files and the operator's
 * replacements) with three marks: a blank line between paragraphs, "- " at the start of a list
 * line, and [label](/path) links. Nothing else becomes markup: HTML is shown as typed, and a link
 * goes only to a path of this app or to an http(s) address.
 */
export type Piece = { text: string } | { text: string; href: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

const isSafeHref = (href: string) => /^\/(?!\/)/.test(href) || /^https?:\/\//i.test(href);

/** A line's text and links, in order; a link to anywhere else stays as typed. */
export function pieces(line: string): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const match of line.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > at) out.push({ text: line.slice(at, match.index) });
    out.push(isSafeHref(href) ? { text: label, href } : { text: whole });
    at = match.index + whole.length;
  }
  if (at < line.length) out.push({ text: line.slice(at) });
  return out;
}

/** The text a reader sees (links by their label): what search looks in. */
export const plainText = (text: string) => text.replace(LINK, (_, label: string) => label);

export type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Paragraphs (split on blank lines), and lists where every line of a block starts with "- ". */
export function blocks(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2)) }
        : { kind: 'paragraph', text: block };
    });
}
