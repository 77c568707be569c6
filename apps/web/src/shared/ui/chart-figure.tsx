/**
 * The frame of a statistics chart: its title, the chart, and its figures as a table underneath
 * (for screen readers and for reading exact values). The charts themselves (Recharts) stay in the
 * lazy chunks of the pages that draw them.
 */
import type { ReactNode } from 'react';

export function ChartFigure({
  title,
  testId,
  table,
  tableLabel,
  children,
}: {
  title: string;
  testId: string;
  table: ReactNode;
  /** "Show as a table". */
  tableLabel: string;
  children: ReactNode;
}) {
  return (
    <figure className="rounded-2xl border border-line bg-surface p-4" data-testid={testId}>
      <figcaption className="mb-3 text-sm font-semibold">{title}</figcaption>
      <div className="h-60 w-full" aria-hidden>
        {children}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted">{tableLabel}</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

/** A chart's figures: one row per period, one column per series. */
export function FiguresTable({
  testId,
  periodLabel,
  columns,
  rows,
}: {
  testId: string;
  periodLabel: string;
  columns: string[];
  rows: string[][];
}) {
  return (
    <table className="w-full text-left tabular-nums" data-testid={testId}>
      <thead>
        <tr className="text-muted">
          {[periodLabel, ...columns].map((column) => (
            <th key={column} className="py-1 pr-3 font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([period, ...values]) => (
          <tr key={period} className="border-t border-line">
            {[period, ...values].map((value, i) => (
              <td key={i} className="py-1 pr-3">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The axes' tick text, in the theme's muted colour. */
export const CHART_AXIS_TICK = { fill: 'var(--color-muted)', fontSize: 12 };
