/**
 * The choices of the subscribe modal, for a new subscriber and for one changing plan alike: the
 * creator's tiers as radio cards, then the periods of the chosen tier (a month, or a bundle at its
 * discount) when it offers more than one.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import type { TTier } from '@fanlane/contracts/subscription';
import { formatUsdCents } from '../../../shared/lib/money';
import { TierDetails } from './tier-details';
import type { TPlanMonths, TTierPeriod } from '../lib/tier-periods';

/** The "Current plan" mark of a tier or a period. */
export function CurrentPlanBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent"
      data-testid="current-plan"
    >
      {t('pay.subscribe.currentPlan')}
    </span>
  );
}

/** The mark of a tier that does not open the locked post the modal was opened from. */
export function NotThisPost() {
  const { t } = useTranslation();
  return <span className="text-xs font-normal text-muted">{t('pay.subscribe.notThisPost')}</span>;
}

export function TierOptions({
  tiers,
  selectedId,
  onSelect,
  badgeOf,
}: {
  /** Active tiers, in order. */
  tiers: TTier[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** What to say next to a tier's name (it does not open the post, it is the current plan). */
  badgeOf?: (tier: TTier) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{t('pay.subscribe.tier')}</legend>
      {tiers.map((option) => {
        const selected = option.id === selectedId;
        return (
          <label
            key={option.id}
            data-testid={`subscribe-tier-${option.id}`}
            className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-3.5 transition-colors ${
              selected ? 'border-accent bg-accent/8 ring-3 ring-accent/15' : 'border-line hover:bg-fg/4'
            }`}
          >
            <input
              type="radio"
              name="tier"
              className="mt-1 accent-accent"
              checked={selected}
              onChange={() => onSelect(option.id)}
            />
            <TierDetails tier={option} badge={badgeOf?.(option)} />
          </label>
        );
      })}
    </fieldset>
  );
}

/** Nothing when the tier is sold by the month only: there is no period to choose. */
export function PeriodOptions({
  periods,
  selectedMonths,
  onSelect,
  isCurrent,
}: {
  periods: TTierPeriod[];
  selectedMonths: number | undefined;
  onSelect: (months: TPlanMonths) => void;
  /** Whether a period is the one the fan holds now. */
  isCurrent?: (period: TTierPeriod) => boolean;
}) {
  const { t } = useTranslation();
  if (periods.length < 2) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t('pay.subscribe.period')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {periods.map((option) => {
          const selected = option.months === selectedMonths;
          return (
            <button
              key={option.months}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => onSelect(option.months)}
              data-testid={`subscribe-period-${option.months}`}
              className={`flex cursor-pointer flex-col items-start rounded-xl border p-2.5 text-start transition-colors ${
                selected ? 'border-accent bg-accent/10' : 'border-line hover:bg-fg/4'
              }`}
            >
              <span className="text-sm font-semibold">{t('pay.period.months', { count: option.months })}</span>
              <span className="text-sm tabular-nums">{formatUsdCents(option.totalCents)}</span>
              {option.discountPercent > 0 && (
                <span className="text-xs font-semibold text-emerald-600 dark:text-emerald-400">
                  {t('pay.subscribe.save', { percent: option.discountPercent })}
                </span>
              )}
              {isCurrent?.(option) && (
                <span className="mt-1">
                  <CurrentPlanBadge />
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
