import { useDeferredValue, useMemo, useState } from 'react';
import { Check, Search, X } from 'lucide-react';
import { useTranslation } from '#i18n';
import { countryOptions } from '../../../shared/lib/countries';

interface CountryPickerProps {
  selected: ReadonlySet<string>;
  onToggle: (code: string) => void;
  /** The interface language (BCP 47): names and their order. */
  language: string;
}

/** Fold case and accents, so "cote" finds Côte d’Ivoire and "turkiye" Türkiye. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Every country by its name in the interface language, searchable by name or code; the chosen ones as chips above. */
export function CountryPicker({ selected, onToggle, language }: CountryPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const options = useMemo(() => countryOptions(language), [language]);
  const shown = useMemo(() => {
    const q = fold(deferred.trim());
    if (!q) return options;
    return options.filter((o) => fold(o.name).includes(q) || o.code.toLowerCase() === q);
  }, [deferred, options]);
  const chosen = options.filter((o) => selected.has(o.code));

  return (
    <div>
      {chosen.length > 0 ? (
        <ul className="mb-4 flex flex-wrap gap-2" data-testid="geo-country-chips">
          {chosen.map((o) => (
            <li key={o.code}>
              <button
                type="button"
                onClick={() => onToggle(o.code)}
                aria-label={t('geoBlocks.remove', { name: o.name })}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-accent/15 py-1 ps-3 pe-2 text-sm font-medium text-accent transition-colors hover:bg-accent/25"
              >
                {o.name}
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-muted" data-testid="geo-country-none">
          {t('geoBlocks.noCountries')}
        </p>
      )}
      <label className="flex items-center gap-2 rounded-xl border border-line bg-bg/60 px-3.5 focus-within:border-accent focus-within:ring-3 focus-within:ring-accent/20">
        <Search className="size-4 shrink-0 text-muted" aria-hidden />
        <span className="sr-only">{t('geoBlocks.search')}</span>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('geoBlocks.search')}
          data-testid="geo-country-search"
          className="min-h-11 w-full bg-transparent text-[15px] outline-none placeholder:text-muted"
        />
      </label>
      <ul
        className="mt-2 max-h-80 overflow-y-auto overscroll-contain rounded-xl border border-line"
        aria-label={t('geoBlocks.countries')}
      >
        {shown.map((o) => {
          const on = selected.has(o.code);
          return (
            <li key={o.code} className="border-b border-line last:border-b-0">
              <label
                className="relative flex cursor-pointer items-center gap-3 px-3.5 py-2.5 transition-colors hover:bg-fg/5"
                data-testid={`geo-country-row-${o.code}`}
              >
                <input
                  type="checkbox"
                  className="peer sr-only"
                  checked={on}
                  onChange={() => onToggle(o.code)}
                  data-testid={`geo-country-${o.code}`}
                />
                <span
                  aria-hidden
                  className={`flex size-5 shrink-0 items-center justify-center rounded-md border peer-focus-visible:ring-2 peer-focus-visible:ring-accent/50 ${
                    on ? 'border-accent bg-accent text-white' : 'border-line'
                  }`}
                >
                  {on && <Check className="size-3.5" />}
                </span>
                <span className="flex-1 text-sm">{o.name}</span>
                <span className="font-mono text-xs text-muted">{o.code}</span>
              </label>
            </li>
          );
        })}
        {shown.length === 0 && (
          <li className="px-3.5 py-6 text-center text-sm text-muted">{t('geoBlocks.noMatch', { query: deferred })}</li>
        )}
      </ul>
    </div>
  );
}
