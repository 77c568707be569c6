/**
 * The statistics drawn with Recharts (lazy-loaded with the page, never in the first bundle):
 * net earnings per bucket stacked by source, and subscribers gained, renewed and lost. Each chart
 * has its figures as a table underneath for screen readers and for reading exact values.
 */
import { useTranslation } from '#i18n';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TStatistics } from '@fanlane/contracts/statistics';
import { formatUsdCents } from '../../../shared/lib/money';
import { formatDate } from '../../../shared/lib/dates';
import { CHART_AXIS_TICK, ChartFigure, FiguresTable } from '../../../shared/ui/chart-figure';

const SOURCE_COLORS = { subscription: '#7c5cff', purchase: '#22b8a7', tip: '#f59e0b' } as const;
const SUBSCRIBER_COLORS = { new: '#22b8a7', renewed: '#7c5cff', churned: '#ef4444' } as const;

const dollars = (cents: string) => Number(cents) / 100;

const axisTick = CHART_AXIS_TICK;

export function StatisticsCharts({ data }: { data: TStatistics }) {
  const { t } = useTranslation();
  const label = (start: string) => formatDate(`${start}T12:00:00Z`) ?? start;
  const earnings = data.earnings.map((b) => ({
    label: label(b.start),
    subscription: dollars(b.subscription),
    purchase: dollars(b.purchase),
    tip: dollars(b.tip),
  }));
  const subscribers = data.subscribers.map((b) => ({ ...b, label: label(b.start) }));
  const money = (value: number) => formatUsdCents(String(Math.round(value * 100)));
  const sourceName = (key: keyof typeof SOURCE_COLORS) => t(`pay.revenue.sources.${key}`);
  const subscriberName = (key: keyof typeof SUBSCRIBER_COLORS) => t(`pay.statistics.subscribers.${key}`);

  return (
    <div className="grid gap-4">
      <ChartFigure
        title={t('pay.statistics.earningsChart')}
        testId="statistics-earnings-chart"
        tableLabel={t('pay.statistics.asTable')}
        table={
          <FiguresTable
            testId="statistics-earnings-table"
            periodLabel={t('pay.statistics.period')}
            columns={(['subscription', 'purchase', 'tip'] as const).map(sourceName)}
            rows={data.earnings.map((b) => [
              label(b.start),
              ...[b.subscription, b.purchase, b.tip].map((cents) => formatUsdCents(cents)),
            ])}
          />
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={earnings} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis tick={axisTick} tickLine={false} axisLine={false} width={56} tickFormatter={money} />
            <Tooltip formatter={(value) => money(Number(value))} cursor={{ fill: 'var(--color-line)' }} />
            <Legend />
            {(['subscription', 'purchase', 'tip'] as const).map((key) => (
              <Bar key={key} dataKey={key} name={sourceName(key)} stackId="net" fill={SOURCE_COLORS[key]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        title={t('pay.statistics.subscribersChart')}
        testId="statistics-subscribers-chart"
        tableLabel={t('pay.statistics.asTable')}
        table={
          <FiguresTable
            testId="statistics-subscribers-table"
            periodLabel={t('pay.statistics.period')}
            columns={(['new', 'renewed', 'churned'] as const).map(subscriberName)}
            rows={data.subscribers.map((b) => [label(b.start), String(b.new), String(b.renewed), String(b.churned)])}
          />
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={subscribers} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis tick={axisTick} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
            <Tooltip cursor={{ fill: 'var(--color-line)' }} />
            <Legend />
            {(['new', 'renewed', 'churned'] as const).map((key) => (
              <Bar key={key} dataKey={key} name={subscriberName(key)} fill={SUBSCRIBER_COLORS[key]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </div>
  );
}
