/**
 * The creator's revenue over 7, 30 or 90 days: net and gross per source (subscriptions,
 * pay-per-view, tips), the net total, what is pending and what is available, and the terms
 * (the platform fee and how long earnings are held).
 */
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { formatUsdCents } from '../../../shared/lib/money';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { REVENUE_DAYS } from '../api/revenue-api';
import type { TRevenueDays } from '../api/revenue-api';
import { useRevenueSummary } from '../api/use-revenue-summary';
import { SOURCE_ICONS } from './source-icons';
import { Figure } from './figure';

export function RevenueSummary({ creatorDomain }: { creatorDomain: string }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<TRevenueDays>(30);
  const summary = useRevenueSummary(creatorDomain, days);
  const data = summary.data;

  return (
    <section className="space-y-4" data-testid="revenue-summary">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('pay.revenue.summary')}</h2>
        <SegmentedControl
          role="radio"
          size="sm"
          options={REVENUE_DAYS}
          value={days}
          onChange={setDays}
          label={t('pay.revenue.period')}
          optionLabel={(option) => t('pay.revenue.days', { count: option })}
          testIdPrefix="revenue-days"
        />
      </div>
      {summary.isError ? (
        <LoadErrorState
          title={t('pay.revenue.loadError')}
          retryLabel={t('pay.retry')}
          onRetry={() => void summary.refetch()}
        />
      ) : !data ? (
        <div aria-busy className="grid animate-pulse grid-cols-2 gap-3 md:grid-cols-3">
          <div className="h-20 rounded-2xl bg-fg/8" />
          <div className="h-20 rounded-2xl bg-fg/8" />
          <div className="h-20 rounded-2xl bg-fg/6" />
        </div>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
            <Figure
              label={t('pay.revenue.totalNet')}
              value={formatUsdCents(data.totalNetCents)}
              testId="revenue-total"
              strong
            />
            <Figure
              label={t('pay.revenue.pending')}
              value={formatUsdCents(data.pendingCents)}
              testId="revenue-pending"
            />
            <Figure
              label={t('pay.revenue.available')}
              value={formatUsdCents(data.availableCents)}
              testId="revenue-available"
            />
          </div>
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {data.bySource.map((line) => {
              const Icon = SOURCE_ICONS[line.source];
              return (
                <li
                  key={line.source}
                  className="flex items-center gap-3 px-4 py-3"
                  data-testid={`revenue-source-${line.source}`}
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent/12 text-accent">
                    <Icon className="size-4.5" aria-hidden />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold">{t(`pay.revenue.sources.${line.source}`)}</p>
                    <p className="text-xs text-muted">{t('pay.revenue.count', { count: line.count })}</p>
                  </div>
                  <div className="text-end tabular-nums">
                    <p className="text-sm font-semibold" data-testid="revenue-source-net">
                      {formatUsdCents(line.netCents)}
                    </p>
                    <p className="text-xs text-muted" data-testid="revenue-source-gross">
                      {t('pay.revenue.gross', { amount: formatUsdCents(line.grossCents) })}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-muted" data-testid="revenue-terms">
            {t('pay.revenue.terms', { fee: data.feePercent, count: data.holdDays })}
          </p>
        </>
      )}
    </section>
  );
}
