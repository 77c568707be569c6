import { useState } from 'react';
import { useTranslation } from '#i18n';

const CLAMP_CHARS = 320;
const CLAMP_LINES = 6;

/** Where a long text is cut: at the sixth line or near 320 characters, on a word boundary. */
export function clampText(text: string): string | null {
  const lines = text.split('\n');
  let cut = text.length;
  if (lines.length > CLAMP_LINES) cut = lines.slice(0, CLAMP_LINES).join('\n').length;
  if (cut > CLAMP_CHARS) {
    const space = text.lastIndexOf(' ', CLAMP_CHARS);
    cut = space > CLAMP_CHARS * 0.6 ? space : CLAMP_CHARS;
  }
  // The ellipsis follows, so a cut sentence does not end in "..…".
  return cut < text.length
    ? text
        .slice(0, cut)
        .trimEnd()
        .replace(/[.,;:]+$/, '')
    : null;
}

/** A post's text with its line breaks; long ones open with "more". */
export function PostText({ text, expanded = false }: { text: string; expanded?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(expanded);
  if (!text) return null;
  const short = open ? null : clampText(text);
  return (
    <p dir="auto" className="text-[15px] leading-relaxed break-words whitespace-pre-line" data-testid="post-text">
      {short ?? text}
      {short !== null && (
        <>
          {'… '}
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="cursor-pointer font-semibold text-accent hover:underline"
            data-testid="post-text-more"
          >
            {t('posts.more')}
          </button>
        </>
      )}
    </p>
  );
}
