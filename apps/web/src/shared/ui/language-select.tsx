import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from '#i18n';
import { LOCALE_BCP47, LOCALES, LOCALE_NAMES, isLocale } from '@fanlane/contracts/locales';
import { changeLanguage, getCurrentLocale } from '../../i18n';

/**
 * The language picker: a native select (best on phones, and keyboard accessible) laid over a
 * compact label, showing all 18 languages by their own names.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  // useTranslation re-renders on every language change, so this reads the new locale.
  const { t } = useTranslation();
  const current = getCurrentLocale();
  return (
    <label className="relative inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-medium text-fg transition-colors hover:bg-fg/6">
      <Languages className="size-5 shrink-0" aria-hidden />
      {!compact && <span className="hidden max-w-32 truncate lg:inline">{LOCALE_NAMES[current]}</span>}
      {!compact && <ChevronDown className="hidden size-4 text-muted lg:inline" aria-hidden />}
      <select
        data-testid="language-select"
        aria-label={t('topbar.language')}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void changeLanguage(next);
        }}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LOCALE_BCP47[locale]}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
