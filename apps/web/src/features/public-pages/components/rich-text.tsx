/** The public pages' texts on screen (lib/markup.ts): paragraphs, lists and links, search terms marked. */
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { blocks, pieces } from '../lib/markup';
import { matchRanges } from '../lib/search-text';

/** `text` with each place a search term matches marked. */
export function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  const ranges = matchRanges(text, terms);
  if (ranges.length === 0) return text;
  const out: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) out.push(text.slice(at, start));
    out.push(
      <mark key={start} className="rounded-sm bg-amber-300/60 px-0.5 text-inherit dark:bg-amber-400/30">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  out.push(text.slice(at));
  return out;
}

const LINK_CLASS = 'font-medium text-accent underline decoration-accent/40 underline-offset-2 hover:decoration-accent';

/** One line: its text and links. */
export function InlineText({ text, terms = [] }: { text: string; terms?: readonly string[] }) {
  return pieces(text).map((piece, i) => {
    const content = <Marked text={piece.text} terms={terms} />;
    if (!('href' in piece)) return <Fragment key={i}>{content}</Fragment>;
    return piece.href.startsWith('/') ? (
      <Link key={i} to={piece.href} className={LINK_CLASS}>
        {content}
      </Link>
    ) : (
      <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
        {content}
      </a>
    );
  });
}

export function RichText({
  text,
  terms,
  className = '',
}: {
  text: string;
  terms?: readonly string[];
  className?: string;
}) {
  return (
    <div className={`space-y-3 ${className}`}>
      {blocks(text).map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i} className="list-disc space-y-1 ps-5">
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineText text={item} terms={terms} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <InlineText text={block.text} terms={terms} />
          </p>
        ),
      )}
    </div>
  );
}
