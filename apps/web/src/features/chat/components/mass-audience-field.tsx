/**
 * Who a mass message goes to (followers, active subscribers, one tier, expired subscribers,
 * buyers, a saved list), the tier or list when it is one, and how many the audience reaches now.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { ListChecks, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { MassAudience } from '@fanlane/contracts/chat';
import { FieldMessage } from '../../../shared/ui/field-message';
import { SelectField } from '../../../shared/ui/select-field';
import { useFanLists } from '../api/fan-lists-api';
import { MASS_AUDIENCE_OPTIONS } from '../api/mass-api';
import type { useMassAudienceCount } from '../api/mass-api';
import { RadioCards } from './radio-cards';

export type MassTier = { id: string; name: string };

/** Where a creator manages their saved lists. */
export const FAN_LISTS_PATH = '/chats/lists';

/** "1,234 recipients" as the audience stands now, or that it is being counted. */
function AudienceCount({
  count,
  audience,
}: {
  count: ReturnType<typeof useMassAudienceCount>;
  audience: MassAudience;
}) {
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
  } else if (count.fetchStatus === 'idle') text = t(audience === 'list' ? 'chat.mass.pickList' : 'chat.mass.pickTier');
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
  listId,
  onList,
  count,
  tierError,
  listError,
  audienceError,
}: {
  audience: MassAudience;
  onAudience: (audience: MassAudience) => void;
  /** The creator's active tiers: undefined while they load. */
  tiers: MassTier[] | undefined;
  tierId: string;
  onTier: (tierId: string) => void;
  listId: string;
  onList: (listId: string) => void;
  count: ReturnType<typeof useMassAudienceCount>;
  tierError?: string;
  listError?: string;
  audienceError?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const lists = useFanLists(audience === 'list');
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
      {audience === 'list' && (
        <>
          <SelectField
            className="mt-3"
            label={t('chat.mass.list')}
            value={listId}
            disabled={!lists.data}
            onChange={(event) => onList(event.target.value)}
            error={listError ?? (lists.isError ? t('chat.lists.loadError') : undefined)}
            hint={lists.data?.length === 0 ? t('chat.mass.noLists') : undefined}
            data-testid="mass-list"
          >
            <option value="">{lists.data ? t('chat.mass.chooseList') : t('chat.mass.loadingLists')}</option>
            {lists.data?.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </SelectField>
          <Link
            to={FAN_LISTS_PATH}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
            data-testid="mass-manage-lists"
          >
            <ListChecks className="size-4" aria-hidden />
            {t('chat.mass.manageLists')}
          </Link>
        </>
      )}
      <AudienceCount count={count} audience={audience} />
      {audienceError && <FieldMessage id={`${id}-audience`} error={audienceError} />}
    </fieldset>
  );
}
