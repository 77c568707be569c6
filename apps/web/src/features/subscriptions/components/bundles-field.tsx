/** The tier editor's bundles: 3, 6 and 12 months, each switched on with its discount and the total it comes to. */
import { useTranslation } from '#i18n';
import { BUNDLE_DISCOUNT_MAX, BUNDLE_MONTHS } from '@fanlane/contracts/subscription-limits';
import { formatUsdCents } from '../../../shared/lib/money';
import { FieldMessage } from '../../../shared/ui/field-message';
import { SwitchRow } from '../../../shared/ui/switch-row';
import { bundleTotalCents, discountOf } from '../lib/tier-form';
import type { TBundleInput, TBundleMonths } from '../lib/tier-form';

interface BundlesFieldProps {
  value: Record<TBundleMonths, TBundleInput>;
  onChange: (value: Record<TBundleMonths, TBundleInput>) => void;
  /** The monthly price in cents, when the price field holds a valid one. */
  priceCents: string | null;
  error?: string;
}

export function BundlesField({ value, onChange, priceCents, error }: BundlesFieldProps) {
  const { t } = useTranslation();
  const set = (months: TBundleMonths, patch: Partial<TBundleInput>) =>
    onChange({ ...value, [months]: { ...value[months], ...patch } });

  return (
    <fieldset className="space-y-3" aria-describedby="tier-bundles-message">
      <legend className="mb-1 text-sm font-medium">{t('pay.tiers.bundles')}</legend>
      <p className="text-xs text-muted">{t('pay.tiers.bundlesHint')}</p>
      {BUNDLE_MONTHS.map((months) => {
        const bundle = value[months];
        const discount = discountOf(bundle);
        const total = priceCents !== null && discount !== null ? bundleTotalCents(priceCents, months, discount) : null;
        return (
          <div key={months} className="rounded-2xl border border-line p-3" data-testid={`tier-bundle-${months}`}>
            <SwitchRow
              checked={bundle.on}
              onChange={(on) => set(months, { on })}
              label={t('pay.period.months', { count: months })}
              testId={`tier-bundle-${months}-on`}
            />
            {bundle.on && (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <label className="flex items-center gap-2 text-sm">
                  <span className="text-muted">{t('pay.tiers.discount')}</span>
                  <input
                    inputMode="numeric"
                    value={bundle.discount}
                    onChange={(event) => set(months, { discount: event.target.value })}
                    aria-invalid={discount === null ? true : undefined}
                    max={BUNDLE_DISCOUNT_MAX}
                    data-testid={`tier-bundle-${months}-discount`}
                    className={`min-h-10 w-16 rounded-xl border bg-bg/60 px-2.5 text-center text-[15px] outline-none focus:border-accent focus:ring-3 focus:ring-accent/20 ${
                      discount === null ? 'border-red-500/70' : 'border-line'
                    }`}
                  />
                  <span className="text-muted">%</span>
                </label>
                {total !== null && (
                  <span
                    className="ms-auto text-sm font-semibold tabular-nums"
                    data-testid={`tier-bundle-${months}-total`}
                  >
                    {t('pay.tiers.bundleTotal', { total: formatUsdCents(total) })}
                  </span>
                )}
              </div>
            )}
          </div>
        );
      })}
      <FieldMessage id="tier-bundles-message" error={error} />
    </fieldset>
  );
}
