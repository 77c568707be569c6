/** The tier editor's benefits: one line each, added and removed, up to the limit. */
import { Plus, X } from 'lucide-react';
import { useTranslation } from '#i18n';
import { TIER_BENEFIT_MAX, TIER_BENEFITS_MAX } from '@fanlane/contracts/subscription-limits';
import { Button } from '../../../shared/ui/button';
import { FieldMessage } from '../../../shared/ui/field-message';

export function BenefitsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const setAt = (index: number, text: string) => onChange(value.map((b, i) => (i === index ? text : b)));
  return (
    <fieldset className="space-y-2" aria-describedby="tier-benefits-message">
      <legend className="mb-1 text-sm font-medium">{t('pay.tiers.benefits')}</legend>
      {value.map((benefit, index) => (
        <div key={index} className="flex items-center gap-2">
          <input
            value={benefit}
            maxLength={TIER_BENEFIT_MAX}
            onChange={(event) => setAt(index, event.target.value)}
            placeholder={t('pay.tiers.benefitPlaceholder')}
            aria-label={t('pay.tiers.benefitLabel', { n: index + 1 })}
            aria-invalid={error && !benefit.trim() ? true : undefined}
            data-testid={`tier-benefit-${index}`}
            className="min-h-11 w-full min-w-0 rounded-xl border border-line bg-bg/60 px-3.5 text-[15px] outline-none placeholder:text-muted/70 focus:border-accent focus:ring-3 focus:ring-accent/20"
          />
          <Button
            type="ghost"
            round
            isIcon
            aria-label={t('pay.tiers.removeBenefit')}
            title={t('pay.tiers.removeBenefit')}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            data-testid={`tier-benefit-remove-${index}`}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      {value.length < TIER_BENEFITS_MAX && (
        <Button type="gray" round onClick={() => onChange([...value, ''])} data-testid="tier-benefit-add">
          <Plus className="size-4" aria-hidden />
          {t('pay.tiers.addBenefit')}
        </Button>
      )}
      <FieldMessage id="tier-benefits-message" error={error} />
    </fieldset>
  );
}
