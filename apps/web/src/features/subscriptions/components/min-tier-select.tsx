/**
 * The composer's choice of the lowest tier a subscribers-only post needs: any tier, or one of the
 * creator's active tiers (the ones above it open the post too). A tier archived since the post was
 * written stays listed while it is the chosen one.
 */
import { useTranslation } from '#i18n';
import { formatUsdCents } from '../../../shared/lib/money';
import { SelectField } from '../../../shared/ui/select-field';
import { useOwnTiers } from '../api/use-own-tiers';
import { activeTiers } from '../lib/tier-periods';

export function MinTierSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (tierId: string | null) => void;
}) {
  const { t } = useTranslation();
  const { query } = useOwnTiers();
  const tiers = query.data ?? [];
  const options = [...activeTiers(tiers), ...tiers.filter((tier) => tier.status === 'archived' && tier.id === value)];
  return (
    <SelectField
      label={t('pay.composer.minTier')}
      hint={options.length === 0 && query.isSuccess ? t('pay.composer.noTiers') : t('pay.composer.minTierHint')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      data-testid="composer-min-tier"
      className="max-w-sm"
    >
      <option value="">{t('pay.composer.anyTier')}</option>
      {options.map((tier) => (
        <option key={tier.id} value={tier.id}>
          {tier.name} · {formatUsdCents(tier.priceCents)}
        </option>
      ))}
    </SelectField>
  );
}
