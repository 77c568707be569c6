/**
 * The creator's revenue lines, newest first, filtered by source: who paid, for what, gross and net
 * of the platform fee, and when the net amount is (or was) released for payout.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { REVENUE_SOURCES } from '@fanlane/contracts/money';
import type { TRevenueLine, TRevenueSource } from '@fanlane/contracts/money';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { Avatar } from '../../../shared/ui/avatar';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { PagedList } from '../../../shared/ui/paged-list';
import { personName } from '../../../shared/ui/person-name';
import { useRevenueLines } from '../api/use-revenue-lines';
import { SOURCE_ICONS } from './source-icons';
import { UserText } from '../../../shared/ui/user-text';

const FILTERS: Array<TRevenueSource | null> = [null, ...REVENUE_SOURCES];

function LineRow({ line, creatorDomain }: { line: TRevenueLine; creatorDomain: string }) {
  const { t } = useTranslation();
  const fan = personName(line.fan);
  const Icon = SOURCE_ICONS[line.source];
  const release = line.released
    ? t('pay.revenue.released')
    : t('pay.revenue.availableOn', { date: formatDate(line.availableAt) ?? '' });
  return (
    <li className="flex items-start gap-3 px-4 py-3" data-testid={`revenue-line-${line.id}`}>
      <Avatar src={line.fan.avatar} name={fan} seed={line.fan.address} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">
          <UserText>{fan}</UserText>
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted">
          <Icon className="size-3.5" aria-hidden />
          {line.postId ? (
            <Link to={`/${encodeURIComponent(creatorDomain)}/${line.postId}`} className="hover:underline">
              {t(`pay.revenue.sources.${line.source}`)}
            </Link>
          ) : (
            t(`pay.revenue.sources.${line.source}`)
          )}
          <span aria-hidden>·</span>
          {formatDate(line.createdAt, 'dateTime')}
        </p>
      </div>
      <div className="text-end tabular-nums">
        <p className="text-sm font-semibold" data-testid="revenue-line-net">
          +{formatUsdCents(line.netCents)}
        </p>
        <p className="text-xs text-muted" data-testid="revenue-line-gross">
          {t('pay.revenue.gross', { amount: formatUsdCents(line.grossCents) })}
        </p>
        <p className={`text-xs ${line.released ? 'text-emerald-600 dark:text-emerald-400' : 'text-muted'}`}>
          {release}
        </p>
      </div>
    </li>
  );
}

export function RevenueLines({ creatorDomain }: { creatorDomain: string }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<TRevenueSource | null>(null);
  const { query: list, items } = useRevenueLines(creatorDomain, source);

  return (
    <section className="space-y-4">
      <h2 className="text-lg font-semibold">{t('pay.revenue.lines')}</h2>
      <div role="radiogroup" aria-label={t('pay.revenue.filter')} className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            role="radio"
            aria-checked={source === option}
            onClick={() => setSource(option)}
            data-testid={`revenue-filter-${option ?? 'all'}`}
            className={`min-h-9 cursor-pointer rounded-full border px-3.5 text-sm font-semibold transition-colors ${
              source === option ? 'border-accent bg-accent/12 text-accent' : 'border-line text-muted hover:text-fg'
            }`}
          >
            {option ? t(`pay.revenue.sources.${option}`) : t('pay.revenue.all')}
          </button>
        ))}
      </div>
      <PagedList
        pages={list}
        items={items}
        loading={<div aria-busy className="h-40 animate-pulse rounded-2xl bg-fg/6" />}
        error={
          <LoadErrorState
            title={t('pay.revenue.loadError')}
            retryLabel={t('pay.retry')}
            onRetry={() => void list.refetch()}
          />
        }
        empty={
          <EmptyState
            className="rounded-2xl border border-dashed border-line"
            icon={<SOURCE_ICONS.tip className="size-8" />}
            title={t('pay.revenue.empty')}
          />
        }
        renderItem={(line) => <LineRow key={line.id} line={line} creatorDomain={creatorDomain} />}
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
        testId="revenue-lines"
        moreLabel={t('pay.showMore')}
        moreTestId="revenue-more"
      />
    </section>
  );
}
