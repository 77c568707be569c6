/**
 * The creator's statistics over a range in their own time zone: a preset (7, 30, 90 days, 12
 * months) or two dates and a granularity; totals; the charts (Recharts, in this page's chunk);
 * earnings by the currency fans paid in; the top fans and posts; and the figures as CSV.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { Download } from 'lucide-react';
import { STATISTICS_GRANULARITIES, type TStatistics, type TStatisticsGranularity } from '@fanlane/contracts/statistics';
import { formatUsdCents } from '../../../shared/lib/money';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { Button } from '../../../shared/ui/button';
import { Avatar } from '../../../shared/ui/avatar';
import { personName } from '../../../shared/ui/person-name';
import { UserText } from '../../../shared/ui/user-text';
import { useStatistics } from '../api/use-statistics';
import { Figure } from './figure';
import {
  STATISTICS_PRESETS,
  browserTimeZone,
  localToday,
  presetRange,
  rangeProblem,
  statisticsCsv,
  type TStatisticsPreset,
} from '../lib/statistics-range';

/** Recharts is most of this page's weight: it loads beside the figures, which show first. */
const StatisticsCharts = lazy(() => import('./statistics-charts').then((m) => ({ default: m.StatisticsCharts })));

type Range = { from: string; to: string; granularity: TStatisticsGranularity };

function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked once the download has started: revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function StatisticsPanel({ creatorDomain }: { creatorDomain: string }) {
  const { t } = useTranslation();
  const timeZone = useMemo(browserTimeZone, []);
  const today = useMemo(() => localToday(timeZone), [timeZone]);
  const [preset, setPreset] = useState<TStatisticsPreset | 'custom'>('30d');
  const [range, setRange] = useState<Range>(() => presetRange('30d', today));
  const problem = rangeProblem(range);
  const statistics = useStatistics(creatorDomain, problem ? null : { ...range, timeZone });
  const data = statistics.data;

  const choosePreset = (next: TStatisticsPreset) => {
    setPreset(next);
    setRange(presetRange(next, today));
  };
  const edit = (patch: Partial<Range>) => {
    setPreset('custom');
    setRange((current) => ({ ...current, ...patch }));
  };
  const exportCsv = (answer: TStatistics) => {
    const headers = [
      t('pay.statistics.period'),
      t('pay.revenue.sources.subscription'),
      t('pay.revenue.sources.purchase'),
      t('pay.revenue.sources.tip'),
      t('pay.statistics.totalNet'),
      t('pay.statistics.payments'),
      t('pay.statistics.subscribers.new'),
      t('pay.statistics.subscribers.renewed'),
      t('pay.statistics.subscribers.churned'),
    ];
    downloadCsv(`statistics-${answer.from}-${answer.to}.csv`, statisticsCsv(answer, headers));
  };
  const problemText = problem && problem !== 'missing' ? t(`pay.statistics.errors.${problem}`) : undefined;

  return (
    <section className="space-y-4" data-testid="statistics-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('pay.statistics.title')}</h2>
        <SegmentedControl
          role="radio"
          size="sm"
          options={STATISTICS_PRESETS}
          value={preset === 'custom' ? ('' as TStatisticsPreset) : preset}
          onChange={choosePreset}
          label={t('pay.statistics.range')}
          optionLabel={(option) => t(`pay.statistics.presets.${option}`)}
          testIdPrefix="statistics-preset"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TextField
          type="date"
          label={t('pay.statistics.from')}
          value={range.from}
          max={today}
          onChange={(e) => edit({ from: e.target.value })}
          data-testid="statistics-from"
        />
        <TextField
          type="date"
          label={t('pay.statistics.to')}
          value={range.to}
          max={today}
          onChange={(e) => edit({ to: e.target.value })}
          error={problemText}
          data-testid="statistics-to"
        />
        <SelectField
          label={t('pay.statistics.granularity')}
          value={range.granularity}
          onChange={(e) => edit({ granularity: e.target.value as TStatisticsGranularity })}
          data-testid="statistics-granularity"
        >
          {STATISTICS_GRANULARITIES.map((g) => (
            <option key={g} value={g}>
              {t(`pay.statistics.granularities.${g}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-xs text-muted" data-testid="statistics-zone">
        {t('pay.statistics.timeZone', { zone: timeZone })}
      </p>

      {statistics.isError ? (
        <LoadErrorState
          title={t('pay.statistics.loadError')}
          retryLabel={t('pay.retry')}
          onRetry={() => void statistics.refetch()}
        />
      ) : !data ? (
        problem ? null : (
          <div aria-busy className="grid animate-pulse gap-3">
            <div className="h-20 rounded-2xl bg-fg/8" />
            <div className="h-64 rounded-2xl bg-fg/6" />
          </div>
        )
      ) : (
        <div className="space-y-4" aria-busy={statistics.isFetching || undefined}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="grid grid-cols-2 gap-3">
              <Figure
                label={t('pay.statistics.totalNet')}
                value={formatUsdCents(data.totals.netCents)}
                testId="statistics-total"
                strong
              />
              <Figure
                label={t('pay.statistics.payments')}
                value={String(data.totals.count)}
                testId="statistics-count"
                strong
              />
            </div>
            <Button type="border" onClick={() => exportCsv(data)} data-testid="statistics-csv" className="gap-1.5">
              <Download className="size-4" aria-hidden />
              {t('pay.statistics.exportCsv')}
            </Button>
          </div>
          <Suspense fallback={<div aria-busy className="h-136 animate-pulse rounded-2xl bg-fg/6" />}>
            <StatisticsCharts data={data} />
          </Suspense>
          <div className="grid gap-4 md:grid-cols-2">
            <TopList
              title={t('pay.statistics.topFans')}
              testId="statistics-top-fans"
              empty={t('pay.statistics.none')}
              rows={data.topFans.map((row) => ({
                key: row.fan.address,
                name: (
                  <span className="flex min-w-0 items-center gap-2">
                    <Avatar src={row.fan.avatar} name={personName(row.fan)} seed={row.fan.address} size="sm" />
                    <span className="truncate">{personName(row.fan)}</span>
                  </span>
                ),
                count: row.count,
                net: row.netCents,
              }))}
            />
            <TopList
              title={t('pay.statistics.topPosts')}
              testId="statistics-top-posts"
              empty={t('pay.statistics.none')}
              rows={data.topPosts.map((row) => ({
                key: row.postId,
                name: (
                  <span className="line-clamp-2 min-w-0">
                    {row.text ? <UserText>{row.text}</UserText> : t('pay.statistics.untitledPost')}
                  </span>
                ),
                count: row.count,
                net: row.netCents,
              }))}
            />
          </div>
          <TopList
            title={t('pay.statistics.byCurrency')}
            testId="statistics-by-currency"
            empty={t('pay.statistics.none')}
            rows={data.byCurrency.map((row) => ({
              key: `${row.currency}-${row.source}`,
              name: `${row.currency} · ${t(`pay.revenue.sources.${row.source}`)}`,
              count: row.count,
              net: row.netCents,
            }))}
          />
        </div>
      )}
    </section>
  );
}

function TopList({
  title,
  testId,
  empty,
  rows,
}: {
  title: string;
  testId: string;
  empty: string;
  rows: { key: string; name: ReactNode; count: number; net: string }[];
}) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-line bg-surface p-4" data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol className="space-y-2">
          {rows.map((row) => (
            <li key={row.key} className="flex items-center justify-between gap-3 text-sm">
              {row.name}
              <span className="shrink-0 text-end tabular-nums">
                <span className="font-semibold">{formatUsdCents(row.net)}</span>
                <span className="block text-xs text-muted">{t('pay.revenue.count', { count: row.count })}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
