import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '#i18n';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../api/discover-api';

interface PostSearchBoxProps {
  /** The query in the address, which the box starts from. */
  value: string;
  /** Called once typing pauses, and at once on Enter. */
  onSearch: (query: string) => void;
  placeholder: string;
  /** The field's name for screen readers; "Search posts" unless given. */
  label?: string;
  testId?: string;
  /** On by default: the post search page exists to search. */
  autoFocus?: boolean;
}

/** A search field that searches once typing pauses: a creator's posts, or creators on the discover page. */
export function PostSearchBox({
  value,
  onSearch,
  placeholder,
  label,
  testId = 'post-search-input',
  autoFocus = true,
}: PostSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a pause in typing searches; a new `value` from the address does not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="relative"
    >
      <Search className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden />
      <input
        type="search"
        // The post search page exists to search; the field is what the visitor came for.
        autoFocus={autoFocus}
        aria-label={label ?? t('discover.searchPosts')}
        placeholder={placeholder}
        maxLength={100}
        data-testid={testId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-12 w-full rounded-2xl border border-line bg-surface ps-12 pe-12 text-[15px] text-fg outline-none placeholder:text-muted/80 focus:border-accent focus:ring-3 focus:ring-accent/20 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label={t('discover.clear')}
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute end-2 top-1/2 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-fg/6 hover:text-fg"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </form>
  );
}
