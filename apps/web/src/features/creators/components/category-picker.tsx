import { Check } from 'lucide-react';
import { useTranslation } from '#i18n';
import { CREATOR_CATEGORIES } from '@fanlane/contracts/creator';
import { MAX_CATEGORIES } from '../lib/application-form';
import type { TCreatorCategory } from '../lib/application-form';

interface CategoryPickerProps {
  value: TCreatorCategory[];
  onChange: (next: TCreatorCategory[]) => void;
  error?: string;
}

/** Chips for 1 to 3 categories; once three are chosen, the others wait until one is dropped. */
export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  const { t } = useTranslation();
  const full = value.length >= MAX_CATEGORIES;
  const toggle = (category: TCreatorCategory) =>
    onChange(value.includes(category) ? value.filter((c) => c !== category) : [...value, category]);
  return (
    <fieldset aria-describedby="apply-categories-message">
      <legend className="mb-1.5 flex w-full items-center justify-between text-sm font-medium text-fg/90">
        {t('creators.apply.categories')}
        <span className="text-xs font-normal text-muted tabular-nums">
          {value.length}/{MAX_CATEGORIES}
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {CREATOR_CATEGORIES.map((category) => {
          const selected = value.includes(category);
          return (
            <button
              key={category}
              type="button"
              aria-pressed={selected}
              disabled={!selected && full}
              onClick={() => toggle(category)}
              data-testid={`apply-category-${category}`}
              className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
                selected
                  ? 'border-accent bg-accent text-white shadow-sm shadow-accent/30'
                  : 'border-line bg-bg/60 text-fg/85 hover:border-accent/50 hover:text-fg'
              }`}
            >
              {selected && <Check className="size-3.5" aria-hidden />}
              {t(`creators.categories.${category}`)}
            </button>
          );
        })}
      </div>
      <p
        id="apply-categories-message"
        role={error ? 'alert' : undefined}
        className={`mt-2 text-[13px] ${error ? 'text-red-500 dark:text-red-400' : 'text-muted'}`}
      >
        {error ?? t('creators.apply.categoriesHint', { max: MAX_CATEGORIES })}
      </p>
    </fieldset>
  );
}
