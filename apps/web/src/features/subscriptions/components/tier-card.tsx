/** One of the creator's own tiers in their settings: what fans see of it, its subscribers, its bundles, Edit. */
import { Pencil, Users } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TTier } from '@fanlane/contracts/subscription';
import { formatUsdCents } from '../../../shared/lib/money';
import { Button } from '../../../shared/ui/button';
import { TierDetails } from './tier-details';

export function TierCard({ tier, onEdit }: { tier: TTier; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-3xl border border-line bg-surface p-4 md:p-5" data-testid={`tier-${tier.id}`}>
      <div className="flex items-start gap-3">
        <TierDetails tier={tier} />
        <Button
          type="ghost"
          round
          isIcon
          aria-label={t('pay.tiers.edit')}
          title={t('pay.tiers.edit')}
          onClick={onEdit}
          data-testid={`tier-edit-${tier.id}`}
        >
          <Pencil className="size-4" aria-hidden />
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 border-t border-line pt-3 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5" data-testid="tier-subscribers">
          <Users className="size-4" aria-hidden />
          {t('pay.tiers.subscribers', { count: tier.subscribers ?? 0 })}
        </span>
        {tier.bundles.map((bundle) => (
          <span key={bundle.months} className="tabular-nums">
            {t('pay.tiers.bundleLine', {
              months: t('pay.period.months', { count: bundle.months }),
              total: formatUsdCents(bundle.totalCents),
              percent: bundle.discountPercent,
            })}
          </span>
        ))}
      </div>
    </li>
  );
}
