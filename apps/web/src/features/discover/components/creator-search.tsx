import { Search, Users, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '#i18n';
import { useNavigate } from 'react-router';
import type { TCreatorCard } from '@fanlane/contracts/discover';
import { formatNumber } from '../../../shared/lib/format';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { Avatar } from '../../../shared/ui/avatar';
import { Spinner } from '../../../shared/ui/spinner';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../api/discover-api';
import { useCreatorSearch } from '../api/use-creator-search';
import { Handle, UserText } from '../../../shared/ui/user-text';

/**
 * The top bar's creator search: suggestions appear as the user types (once they pause), arrows move
 * through them, Enter or a click opens the creator's page. On phones it opens from an icon over the bar.
 */
export function CreatorSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = query.length >= SEARCH_MIN_LENGTH;
  const results = useCreatorSearch(query, enabled);
  const creators = enabled ? (results.data?.items ?? []) : [];
  const typing = text.trim() !== query;
  const showList = open && text.trim().length >= SEARCH_MIN_LENGTH;

  const close = () => {
    setOpen(false);
    setMobileOpen(false);
    setActive(-1);
  };

  const go = (creator: TCreatorCard) => {
    close();
    setText('');
    void navigate(`/${creator.creatorDomain}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (creators.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + creators.length) % creators.length);
    } else if (event.key === 'Enter') {
      const pick = creators[active] ?? creators[0];
      if (pick && !typing) {
        event.preventDefault();
        go(pick);
      }
    } else if (event.key === 'Escape') {
      close();
      input.current?.blur();
    }
  };

  return (
    <div className="md:relative md:w-72 lg:w-80">
      <button
        type="button"
        aria-label={t('discover.searchCreators')}
        data-testid="creator-search-open"
        onClick={() => {
          setMobileOpen(true);
          setOpen(true);
          // The field mounts visible in this same render; focus it once it is on screen.
          requestAnimationFrame(() => input.current?.focus());
        }}
        className="inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/6 hover:text-fg md:hidden"
      >
        <Search className="size-5" aria-hidden />
      </button>
      <div
        className={`${
          mobileOpen
            ? 'fixed inset-x-0 top-0 z-40 flex border-b border-line bg-bg p-3 pt-[calc(var(--fl-safe-top)+0.75rem)]'
            : 'hidden'
        } items-center gap-2 md:static md:flex md:border-0 md:bg-transparent md:p-0`}
      >
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            aria-label={t('discover.searchCreators')}
            placeholder={t('discover.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            data-testid="creator-search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-full border border-line bg-surface ps-9 pe-9 text-sm text-fg outline-none placeholder:text-muted/80 focus:border-accent focus:ring-3 focus:ring-accent/20 [&::-webkit-search-cancel-button]:hidden"
          />
          {(results.isFetching || typing) && enabled && (
            <Spinner className="absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
          )}
          {showList && (
            <div className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl shadow-black/30">
              <ul id={listId} role="listbox" aria-label={t('discover.creators')} data-testid="creator-search-results">
                {creators.map((creator, index) => {
                  const name = creator.displayName || creator.creatorDomain;
                  return (
                    <li
                      key={creator.address}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      data-testid={`creator-result-${creator.creatorDomain}`}
                      // Keeps the focus in the field, so the blur does not close the list before the click lands.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => go(creator)}
                      onMouseEnter={() => setActive(index)}
                      className={`flex cursor-pointer items-center gap-3 px-3 py-2.5 ${index === active ? 'bg-fg/6' : ''}`}
                    >
                      <Avatar src={creator.avatar} name={name} seed={creator.address} />
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-semibold">
                          <UserText>{name}</UserText>
                        </p>
                        <p className="truncate text-xs text-muted">
                          <Handle domain={creator.creatorDomain} />
                        </p>
                      </div>
                      <span
                        className="inline-flex shrink-0 items-center gap-1 text-xs text-muted tabular-nums"
                        title={t('discover.followers')}
                      >
                        <Users className="size-3.5" aria-hidden />
                        <span className="sr-only">{t('discover.followers')}: </span>
                        {formatNumber(creator.followers, 0)}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {creators.length === 0 && !typing && !results.isFetching && (
                <p className="px-4 py-5 text-center text-sm text-muted" data-testid="creator-search-empty">
                  {results.isError ? t('discover.searchError') : t('discover.noCreators', { query })}
                </p>
              )}
            </div>
          )}
        </div>
        {mobileOpen && (
          <button
            type="button"
            aria-label={t('common.close')}
            onClick={close}
            className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-fg/6 hover:text-fg md:hidden"
          >
            <X className="size-5" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
