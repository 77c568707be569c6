/**
 * A mass message's purchases and revenue per day (UTC), drawn with Recharts like the creator's
 * statistics; its own lazy chunk, loaded when a detail opens. The figures are a table underneath.
 */
import { useTranslation } from '#i18n';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TMassMessageDetail } from '@fanlane/contracts/chat';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { CHART_AXIS_TICK, ChartFigure, FiguresTable } from '../../../shared/ui/chart-figure';

const COLORS = { purchases: '#7c5cff', revenue: '#22b8a7' } as const;

export function MassSeriesChart({ series }: { series: TMassMessageDetail['series'] }) {
  const { t } = useTranslation();
  const label = (day: string) => formatDate(`${day}T12:00:00Z`) ?? day;
  const money = (value: number) => formatUsdCents(String(Math.round(value * 100)));
  const data = series.map((d) => ({
    label: label(d.day),
    purchases: d.purchases,
    revenue: Number(d.revenueCents) / 100,
  }));
  return (
    <ChartFigure
      title={t('chat.massStats.chart')}
      testId="mass-chart"
      tableLabel={t('chat.massStats.asTable')}
      table={
        <FiguresTable
          testId="mass-chart-table"
          periodLabel={t('chat.massStats.day')}
          columns={[t('chat.massStats.purchases'), t('chat.massStats.revenue')]}
          rows={series.map((d) => [label(d.day), String(d.purchases), formatUsdCents(d.revenueCents)])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
          <XAxis dataKey="label" tick={CHART_AXIS_TICK} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis
            yAxisId="count"
            tick={CHART_AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={32}
            allowDecimals={false}
          />
          <YAxis
            yAxisId="money"
            orientation="right"
            tick={CHART_AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={56}
            tickFormatter={money}
          />
          <Tooltip
            formatter={(value, name) => (name === t('chat.massStats.revenue') ? money(Number(value)) : String(value))}
            cursor={{ fill: 'var(--color-line)' }}
          />
          <Legend />
          <Bar yAxisId="count" dataKey="purchases" name={t('chat.massStats.purchases')} fill={COLORS.purchases} />
          <Line
            yAxisId="money"
            type="monotone"
            dataKey="revenue"
            name={t('chat.massStats.revenue')}
            stroke={COLORS.revenue}
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
