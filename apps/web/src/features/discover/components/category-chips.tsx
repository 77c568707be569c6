import { CREATOR_CATEGORIES } from '@fanlane/contracts/creator';
import type { TCreatorCategory } from '@fanlane/contracts/creator';
import { useTranslation } from '#i18n';

interface CategoryChipsProps {
  value: TCreatorCategory | null;
  onChange: (category: TCreatorCategory | null) => void;
}

const chipClass = (selected: boolean) =>
  `inline-flex shrink-0 cursor-pointer items-center rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
    selected
      ? 'border-accent bg-accent text-white shadow-sm shadow-accent/30'
      : 'border-line bg-surface text-fg/85 hover:border-accent/50 hover:text-fg'
  }`;

/**
 * The categories creators pick in their application, as one-choice chips ("All" first). One
 * scrolling row on phones, wrapped lines on wider screens.
 */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('discover.categories')}
      data-testid="discover-categories"
      // Bleeds to the screen edges on phones, so the row visibly scrolls on.
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
    >
      <button
        type="button"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
        data-testid="discover-category-all"
        className={chipClass(value === null)}
      >
        {t('discover.allCategories')}
      </button>
      {CREATOR_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          onClick={() => onChange(value === category ? null : category)}
          data-testid={`discover-category-${category}`}
          className={chipClass(value === category)}
        >
          {t(`creators.categories.${category}`)}
        </button>
      ))}
    </div>
  );
}
