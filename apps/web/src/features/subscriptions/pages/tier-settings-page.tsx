/**
 * /settings/subscription: the creator's tiers in their order, with their subscribers, the archived
 * ones apart, a way to add one (up to the limit) and to edit each.
 */
import { Crown, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { TIERS_MAX } from '@fanlane/contracts/subscription-limits';
import { Button } from '../../../shared/ui/button';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { useOwnTiers } from '../api/use-own-tiers';
import { CardsSkeleton } from '../components/cards-skeleton';
import { TierCard } from '../components/tier-card';
import { activeTiers } from '../lib/tier-periods';

const EDITOR = '/settings/subscription/tier';

export function TierSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { creatorDomain, query } = useOwnTiers();
  const tiers = query.data ?? [];
  const active = activeTiers(tiers);
  const archived = tiers.filter((tier) => tier.status === 'archived');
  const full = tiers.length >= TIERS_MAX;
  const edit = (id: string) => void navigate(`${EDITOR}?id=${encodeURIComponent(id)}`);

  let body;
  if (!creatorDomain) body = <CreatorsOnlyNotice message={t('pay.tiers.creatorsOnly')} />;
  else if (query.isPending) body = <CardsSkeleton height="h-32" />;
  else if (query.isError) {
    body = (
      <LoadErrorState
        title={t('pay.tiers.loadError')}
        retryLabel={t('pay.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (tiers.length === 0) {
    body = (
      <EmptyState
        className="rounded-3xl border border-dashed border-line"
        icon={<Crown className="size-8" />}
        title={t('pay.tiers.emptyTitle')}
        description={t('pay.tiers.emptyBody')}
      />
    );
  } else {
    body = (
      <div className="space-y-8">
        <ul className="space-y-3" data-testid="tiers-active">
          {active.map((tier) => (
            <TierCard key={tier.id} tier={tier} onEdit={() => edit(tier.id)} />
          ))}
        </ul>
        {archived.length > 0 && (
          <section>
            <h2 className="mb-3 text-sm font-semibold tracking-wider text-muted uppercase">
              {t('pay.tiers.archived')}
            </h2>
            <ul className="space-y-3 opacity-75" data-testid="tiers-archived">
              {archived.map((tier) => (
                <TierCard key={tier.id} tier={tier} onEdit={() => edit(tier.id)} />
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  }

  return (
    <section data-testid="settings-tiers" className="max-w-2xl">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsSubscription')}</h1>
          <p className="mt-1.5 text-sm text-muted">{t('pay.tiers.description')}</p>
        </div>
        {creatorDomain && (
          <Button
            round
            disabled={full || query.isPending}
            title={full ? t('pay.tiers.full', { max: TIERS_MAX }) : undefined}
            onClick={() => void navigate(EDITOR)}
            data-testid="tier-new"
          >
            <Plus className="size-4" aria-hidden />
            {t('pay.tiers.new')}
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}
