import { DollarSign, Globe, Star, UserRoundPlus } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { POST_VISIBILITIES, PPV_PRICE_MAX_CENTS, PPV_PRICE_MIN_CENTS } from '@fanlane/contracts/post-limits';
import type { TPostVisibility } from '@fanlane/contracts/post-limits';
import { TextField } from '../../../../shared/ui/text-field';
import { centsToUsd } from '../../lib/post-format';

const ICONS: Record<TPostVisibility, LucideIcon> = {
  public: Globe,
  followers: UserRoundPlus,
  subscribers: Star,
  ppv: DollarSign,
};

/** Who may open the post; a pay-per-view post asks for its price in USD, a subscribers-only one its minimum tier. */
export function VisibilityField({
  value,
  onChange,
  price,
  onPriceChange,
  priceError,
  tierField,
}: {
  value: TPostVisibility;
  onChange: (value: TPostVisibility) => void;
  price: string;
  onPriceChange: (price: string) => void;
  priceError?: string;
  /** The minimum-tier choice, shown for subscribers-only posts. */
  tierField?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">{t('posts.composer.visibility')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="radiogroup">
        {POST_VISIBILITIES.map((option) => {
          const Icon = ICONS[option];
          const selected = value === option;
          return (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => onChange(option)}
              data-testid={`visibility-${option}`}
              className={`flex cursor-pointer flex-col items-start gap-1 rounded-2xl border p-3 text-start transition-colors ${
                selected ? 'border-accent bg-accent/10 ring-3 ring-accent/15' : 'border-line hover:bg-fg/4'
              }`}
            >
              <Icon className={`size-5 ${selected ? 'text-accent' : 'text-muted'}`} aria-hidden />
              <span className="text-sm font-semibold">{t(`posts.visibility.${option}`)}</span>
              <span className="text-xs leading-snug text-muted">{t(`posts.composer.visibilityHint.${option}`)}</span>
            </button>
          );
        })}
      </div>
      {value === 'subscribers' && tierField}
      {value === 'ppv' && (
        <TextField
          label={t('posts.composer.price')}
          inputMode="decimal"
          placeholder="4.99"
          value={price}
          onChange={(event) => onPriceChange(event.target.value)}
          error={priceError}
          hint={t('posts.composer.priceHint', {
            min: centsToUsd(String(PPV_PRICE_MIN_CENTS)),
            max: centsToUsd(String(PPV_PRICE_MAX_CENTS)),
          })}
          endSlot={<span className="pe-2 text-sm font-semibold text-muted">USD</span>}
          data-testid="composer-price"
          className="max-w-xs"
        />
      )}
    </fieldset>
  );
}
