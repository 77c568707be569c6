/**
 * Who a mass message goes to (followers, active subscribers, one tier, expired subscribers,
 * buyers), the tier when it is one, and how many the audience reaches now.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MassAudience } from '@fanlane/contracts/chat';
import { FieldMessage } from '../../../shared/ui/field-message';
import { SelectField } from '../../../shared/ui/select-field';
import { MASS_AUDIENCE_OPTIONS } from '../api/mass-api';
import type { useMassAudienceCount } from '../api/mass-api';
import { RadioCards } from './radio-cards';

export type MassTier = { id: string; name: string };

/** "1,234 recipients" as the audience stands now, or that it is being counted. */
function AudienceCount({ count }: { count: ReturnType<typeof useMassAudienceCount> }) {
  const { t } = useTranslation();
  let text: ReactNode;
  if (count.data) text = t('chat.mass.recipients', { count: count.data.count });
  else if (count.isError) {
    text = (
      <>
        {t('chat.mass.countError')}{' '}
        <button
          type="button"
          onClick={() => void count.refetch()}
          className="cursor-pointer font-semibold text-accent hover:underline"
        >
          {t('chat.retry')}
        </button>
      </>
    );
  } else if (count.fetchStatus === 'idle') text = t('chat.mass.pickTier');
  else text = t('chat.mass.counting');
  return (
    <p
      className="mt-3 inline-flex items-center gap-2 rounded-full bg-accent/10 px-3 py-1.5 text-sm font-semibold text-accent"
      aria-live="polite"
      data-testid="mass-count"
    >
      <Users className="size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}

export function MassAudienceField({
  audience,
  onAudience,
  tiers,
  tierId,
  onTier,
  count,
  tierError,
  audienceError,
}: {
  audience: MassAudience;
  onAudience: (audience: MassAudience) => void;
  /** The creator's active tiers: undefined while they load. */
  tiers: MassTier[] | undefined;
  tierId: string;
  onTier: (tierId: string) => void;
  count: ReturnType<typeof useMassAudienceCount>;
  tierError?: string;
  audienceError?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="rounded-3xl border border-line bg-surface p-4 sm:p-5">
      <legend className="sr-only">{t('chat.mass.audience')}</legend>
      <p className="mb-3 text-sm font-semibold">{t('chat.mass.audience')}</p>
      <RadioCards
        options={MASS_AUDIENCE_OPTIONS}
        value={audience}
        onChange={onAudience}
        label={(option) => t(`chat.mass.audiences.${option}`)}
        hint={(option) => t(`chat.mass.audienceHints.${option}`)}
        testIdPrefix="mass-audience"
      />
      {audience === 'tier' && (
        <SelectField
          className="mt-3"
          label={t('chat.mass.tier')}
          value={tierId}
          disabled={!tiers}
          onChange={(event) => onTier(event.target.value)}
          error={tierError}
          hint={tiers?.length === 0 ? t('chat.mass.noTiers') : undefined}
          data-testid="mass-tier"
        >
          <option value="">{tiers ? t('chat.mass.chooseTier') : t('chat.mass.loadingTiers')}</option>
          {tiers?.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.name}
            </option>
          ))}
        </SelectField>
      )}
      <AudienceCount count={count} />
      {audienceError && <FieldMessage id={`${id}-audience`} error={audienceError} />}
    </fieldset>
  );
}
