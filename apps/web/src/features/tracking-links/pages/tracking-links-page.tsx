import { useState, type ReactNode } from 'react';
import { Link2, Plus } from 'lucide-react';
import { useTranslation } from '#i18n';
import {
  PERIOD_DAYS,
  TRACKING_LINK_ATTRIBUTION_DAYS,
  TRACKING_LINK_PERIODS,
  type TTrackingLinkPeriod,
  type TTrackingLinkRow,
} from '@fanlane/contracts/tracking-links';
import { useUserStore } from '../../../shared/stores/user-store';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Button } from '../../../shared/ui/button';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { EmptyState } from '../../../shared/ui/empty-state';
import { RetryButton } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { useTrackingLinks, useTrackingLinkWrite } from '../api/tracking-links-api';
import { FigureGrid, TrackingLinkCard } from '../components/tracking-link-card';
import { LinkNameDialog } from '../components/link-name-dialog';
import { chartDaysOf } from '../lib/daily-series';
import { trackingStrings } from '../lib/tracking-strings';

type Editing = { mode: 'create' } | { mode: 'rename'; name: string; id: string } | null;

function LinksView({ creatorDomain }: { creatorDomain: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TTrackingLinkPeriod>('30d');
  const [editing, setEditing] = useState<Editing>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const links = useTrackingLinks(creatorDomain, period);
  const write = useTrackingLinkWrite(creatorDomain);

  const save = (name: string) =>
    editing?.mode === 'rename'
      ? write.mutateAsync({ kind: 'rename', id: editing.id, name })
      : write.mutateAsync({ kind: 'create', name });
  const archive = (link: TTrackingLinkRow, archived: boolean) => {
    setActionError(null);
    write.mutate(
      { kind: 'archive', id: link.id, archived },
      { onError: (err) => setActionError(serverErrorMessage(t, err)) },
    );
  };

  let body: ReactNode;
  if (links.isPending) {
    body = (
      <div aria-busy className="animate-pulse space-y-4">
        <div className="h-20 rounded-2xl bg-fg/8" />
        <div className="h-44 rounded-2xl bg-fg/6" />
      </div>
    );
  } else if (links.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <Notice tone="error" className="flex-1">
          {t('trackingLinks.loadError')}
        </Notice>
        <RetryButton label={t('trackingLinks.retry')} onRetry={() => void links.refetch()} />
      </div>
    );
  } else {
    const data = links.data;
    const live = data.links.filter((l) => !l.archived);
    const archived = data.links.filter((l) => l.archived);
    const chartDays = chartDaysOf(PERIOD_DAYS[period]);
    const card = (link: TTrackingLinkRow) => (
      <TrackingLinkCard
        key={link.id}
        link={link}
        chartDays={chartDays}
        busy={write.isPending}
        onRename={() => setEditing({ mode: 'rename', id: link.id, name: link.name })}
        onArchive={(value) => archive(link, value)}
      />
    );
    body = (
      <div className="space-y-6">
        <div className="rounded-2xl border border-line bg-surface p-4 md:p-5">
          <h2 className="mb-3 text-sm font-semibold">{t('trackingLinks.totals')}</h2>
          <FigureGrid figures={data.totals} testId="tracking-totals" large />
        </div>
        {actionError && <Notice tone="error">{actionError}</Notice>}
        {live.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line">
            <EmptyState
              icon={<Link2 className="size-7" aria-hidden />}
              title={t('trackingLinks.emptyTitle')}
              description={t('trackingLinks.emptyText')}
            />
          </div>
        ) : (
          <ul className="space-y-3" data-testid="tracking-link-list">
            {live.map(card)}
          </ul>
        )}
        {archived.length > 0 && (
          <details className="group" data-testid="tracking-archived">
            <summary className="cursor-pointer text-sm font-semibold text-muted">
              {t('trackingLinks.archived', { count: archived.length })}
            </summary>
            <ul className="mt-3 space-y-3">{archived.map(card)}</ul>
          </details>
        )}
        <p className="text-xs text-muted" data-testid="tracking-count">
          {t('trackingLinks.count', { count: data.live, max: data.max })}
        </p>
        <p className="text-xs text-muted">{t('trackingLinks.attribution', { days: TRACKING_LINK_ATTRIBUTION_DAYS })}</p>
      </div>
    );
  }

  const full = links.data ? links.data.live >= links.data.max : false;
  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl
          options={TRACKING_LINK_PERIODS}
          value={period}
          onChange={setPeriod}
          label={t('trackingLinks.period')}
          role="radio"
          optionLabel={(p) => t(`trackingLinks.periods.${p}`)}
          testIdPrefix="tracking-period"
          size="sm"
        />
        <Button
          round
          disabled={full}
          onClick={() => setEditing({ mode: 'create' })}
          data-testid="tracking-link-new"
          title={full ? t('trackingLinks.full') : undefined}
        >
          <Plus className="size-4" aria-hidden />
          {t('trackingLinks.new')}
        </Button>
      </div>
      {body}
      <LinkNameDialog editing={editing} onClose={() => setEditing(null)} onSave={save} />
    </>
  );
}

/** /settings/tracking: a creator's tracking links, what each brought in, and the links to share. */
function TrackingLinksPageView() {
  const { t } = useTranslation();
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  return (
    <section data-testid="settings-tracking" className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsTracking')}</h1>
      <p className="mt-1.5 text-sm text-muted">{t('trackingLinks.description')}</p>
      <div className="mt-6">
        {creatorDomain ? (
          <LinksView creatorDomain={creatorDomain} />
        ) : (
          <CreatorsOnlyNotice message={t('trackingLinks.creatorsOnly')} />
        )}
      </div>
    </section>
  );
}

export const TrackingLinksPage = trackingStrings.wrap(TrackingLinksPageView);
