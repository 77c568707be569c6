/**
 * /massMessagesStatistics: a creator's mass messages, newest first or by revenue, purchases or
 * reads, each with its audience, status, time and figures (recipients, delivered, read, purchases,
 * revenue, unsent). A scheduled one can be cancelled, a sent one unsent (the copies nobody read or
 * bought); its detail draws purchases and revenue per day (Recharts, in a chunk of its own).
 */
import { lazy, Suspense, useState } from 'react';
import { ChevronDown, Megaphone, Send } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TMassMessage } from '@fanlane/contracts/chat';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { MASS_SORT_OPTIONS, useMassDetail, useMassMessages, useUnsendMass } from '../api/mass-api';
import type { MassSort } from '../api/mass-api';
import { withChatStrings } from '../lib/chat-strings';
import { ChatLoadError, ChatPagedList, ChatSpinner } from '../components/chat-paged-list';
import { MassAudienceLabel } from '../components/mass-audience-label';

const MassSeriesChart = lazy(() =>
  import('../components/mass-series-chart').then((m) => ({ default: m.MassSeriesChart })),
);

const STATUS_TONES: Record<TMassMessage['status'], string> = {
  scheduled: 'bg-sky-500/12 text-sky-600 dark:text-sky-300',
  sending: 'bg-amber-500/12 text-amber-600 dark:text-amber-300',
  sent: 'bg-emerald-500/12 text-emerald-600 dark:text-emerald-300',
  cancelled: 'bg-fg/8 text-muted',
  unsent: 'bg-fg/8 text-muted',
};

/** Read as a share of what was delivered; nothing delivered, no share. */
function readShare(read: number, delivered: number): number | null {
  return delivered > 0 ? Math.round((read / delivered) * 100) : null;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-xs text-muted">{label}</dt>
      <dd className="truncate font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function MassDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useMassDetail(id);
  if (detail.isError) {
    return <ChatLoadError title={t('chat.massStats.detailError')} onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) return <ChatSpinner className="flex justify-center py-6" />;
  if (detail.data.series.length === 0) {
    return (
      <p className="py-4 text-center text-sm text-muted" data-testid="mass-chart-empty">
        {t('chat.massStats.noPurchases')}
      </p>
    );
  }
  return (
    <Suspense fallback={<div className="h-72 animate-pulse rounded-2xl bg-fg/6" />}>
      <MassSeriesChart series={detail.data.series} />
    </Suspense>
  );
}

/** When it went out; else when it is (or was, before a cancel) due; else when it was made (queued to go now). */
function whenOf(t: ReturnType<typeof useTranslation>['t'], mass: TMassMessage): string {
  if (mass.sentAt) return t('chat.massStats.sentAt', { at: formatDate(mass.sentAt, 'dateTime') });
  if (mass.scheduledAt) return t('chat.massStats.scheduledFor', { at: formatDate(mass.scheduledAt, 'dateTime') });
  return t('chat.massStats.createdAt', { at: formatDate(mass.createdAt, 'dateTime') });
}

function MassRow({ mass, onTakeBack }: { mass: TMassMessage; onTakeBack: (mass: TMassMessage) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const share = readShare(mass.read, mass.delivered);
  const preview = mass.text.replace(/\s+/g, ' ').trim() || t('chat.massStats.mediaOnly', { count: mass.mediaCount });
  const canCancel = mass.status === 'scheduled';
  const canUnsend = mass.status === 'sent' || mass.status === 'sending';
  const detailId = `mass-detail-${mass.id}`;
  return (
    <li
      className="rounded-3xl border border-line bg-surface p-4 sm:p-5"
      data-testid="mass-row"
      data-status={mass.status}
      data-id={mass.id}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span
          className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_TONES[mass.status]}`}
          data-testid="mass-status"
        >
          {t(`chat.massStats.status.${mass.status}`)}
        </span>
        <span className="text-muted" data-testid="mass-audience">
          <MassAudienceLabel mass={mass} />
        </span>
        <span className="text-muted">·</span>
        <time className="text-muted" data-testid="mass-time">
          {whenOf(t, mass)}
        </time>
      </div>
      <p dir="auto" className="mt-2 line-clamp-2 text-[15px] break-words" data-testid="mass-preview">
        {preview}
      </p>
      {mass.price !== null && (
        <p className="mt-1 text-xs font-semibold text-muted">
          {t('chat.paid.label', { price: formatUsdCents(mass.price) })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm sm:grid-cols-6" data-testid="mass-figures">
        <Figure label={t('chat.massStats.recipients')} value={String(mass.recipients)} testId="mass-recipients" />
        <Figure label={t('chat.massStats.delivered')} value={String(mass.delivered)} testId="mass-delivered" />
        <Figure
          label={t('chat.massStats.read')}
          value={share === null ? String(mass.read) : t('chat.massStats.readShare', { read: mass.read, share })}
          testId="mass-read"
        />
        <Figure label={t('chat.massStats.purchases')} value={String(mass.purchases)} testId="mass-purchases" />
        <Figure label={t('chat.massStats.revenue')} value={formatUsdCents(mass.revenueCents)} testId="mass-revenue" />
        <Figure label={t('chat.massStats.unsent')} value={String(mass.unsent)} testId="mass-unsent" />
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls={detailId}
          className="inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-full px-3 text-sm font-semibold text-accent hover:bg-accent/10"
          data-testid="mass-details"
        >
          {t(open ? 'chat.massStats.hideDetails' : 'chat.massStats.details')}
          <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        </button>
        {(canCancel || canUnsend) && (
          <Button
            type="gray"
            round
            className="ms-auto"
            onClick={() => onTakeBack(mass)}
            data-testid={canCancel ? 'mass-cancel' : 'mass-unsend'}
          >
            {t(canCancel ? 'chat.massStats.cancel' : 'chat.massStats.unsend')}
          </Button>
        )}
      </div>
      {open && (
        <div id={detailId} className="mt-3">
          <MassDetail id={mass.id} />
        </div>
      )}
    </li>
  );
}

function MassStatistics() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<MassSort>('newest');
  const { query, items } = useMassMessages(sort, true);
  const takeBack = useUnsendMass();
  const [taking, setTaking] = useState<TMassMessage | null>(null);
  const cancelling = taking?.status === 'scheduled';

  return (
    <>
      <div className="mb-4 max-w-full overflow-x-auto">
        <SegmentedControl
          options={MASS_SORT_OPTIONS}
          value={sort}
          onChange={setSort}
          label={t('chat.massStats.sortBy')}
          role="radio"
          size="sm"
          optionLabel={(option) => t(`chat.massStats.sort.${option}`)}
          testIdPrefix="mass-sort"
        />
      </div>
      <ChatPagedList
        pages={query}
        items={items}
        errorTitle={t('chat.massStats.loadError')}
        empty={
          <EmptyState
            className="rounded-3xl border border-dashed border-line"
            icon={<Megaphone className="size-8" />}
            title={t('chat.massStats.emptyTitle')}
            description={t('chat.massStats.emptyBody')}
          />
        }
        renderItem={(mass) => (
          <MassRow
            key={mass.id}
            mass={mass}
            onTakeBack={(chosen) => {
              takeBack.reset();
              setTaking(chosen);
            }}
          />
        )}
        className="space-y-3"
        testId="mass-list"
        moreLabel={t('chat.board.more')}
      />
      <ConfirmDialog
        open={taking !== null}
        onOpenChange={(open) => !open && setTaking(null)}
        title={t(cancelling ? 'chat.massStats.cancelTitle' : 'chat.massStats.unsendTitle')}
        body={t(cancelling ? 'chat.massStats.cancelBody' : 'chat.massStats.unsendBody')}
        confirmLabel={t(cancelling ? 'chat.massStats.cancel' : 'chat.massStats.unsend')}
        cancelLabel={t('common.back')}
        pending={takeBack.isPending}
        error={takeBack.isError ? serverErrorMessage(t, takeBack.error) : null}
        onConfirm={() => {
          if (taking) takeBack.mutate(taking.id, { onSuccess: () => setTaking(null) });
        }}
        testId="mass-take-back"
      />
    </>
  );
}

function MassStatisticsFrame() {
  const { t } = useTranslation();
  const isCreator = useUserStore(selectIsCreator);
  return (
    <section className="mx-auto max-w-3xl" data-testid="mass-statistics">
      <PageHeader
        title={t('routes.massMessagesStatistics')}
        action={
          isCreator ? (
            <Link
              to="/chats/newChatsSend"
              className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-strong"
              data-testid="mass-new"
            >
              <Send className="size-4 rtl:rotate-180" aria-hidden />
              <span className="hidden sm:inline">{t('chat.massStats.new')}</span>
              <span className="sr-only sm:hidden">{t('chat.massStats.new')}</span>
            </Link>
          ) : undefined
        }
      />
      {isCreator ? <MassStatistics /> : <CreatorsOnlyNotice message={t('chat.mass.creatorsOnly')} />}
    </section>
  );
}

export const MassStatisticsPage = withChatStrings(MassStatisticsFrame, <ChatSpinner />);
