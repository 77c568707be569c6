/**
 * How a tier reads wherever it is shown (the subscribe modal, the creator's tier settings): its
 * name, its monthly price, its free trial and its benefits.
 */
import { Check, Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import type { TTier } from '@fanlane/contracts/subscription';
import { formatUsdCents } from '../../../shared/lib/money';

export function TierDetails({ tier, badge }: { tier: TTier; badge?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 flex-1 space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="flex min-w-0 items-center gap-2 font-semibold">
          <span className="truncate">{tier.name}</span>
          {badge}
        </p>
        <p className="text-sm text-muted">
          <span className="text-base font-bold text-fg tabular-nums" data-testid="tier-price">
            {formatUsdCents(tier.priceCents)}
          </span>{' '}
          {t('pay.period.perMonth')}
        </p>
      </div>
      {tier.trialDays > 0 && (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-500/12 px-2.5 py-0.5 text-xs font-semibold text-emerald-600 dark:text-emerald-400">
          <Gift className="size-3.5" aria-hidden />
          {t('pay.tiers.trial', { count: tier.trialDays })}
        </p>
      )}
      {tier.benefits.length > 0 && (
        <ul className="space-y-1 text-sm text-fg/85">
          {tier.benefits.map((benefit, index) => (
            <li key={index} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
              <span className="min-w-0 break-words">{benefit}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
