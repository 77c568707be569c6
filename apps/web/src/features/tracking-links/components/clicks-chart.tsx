/** A small bar chart of a link's clicks per day (plain SVG: a few dozen bars need no chart library). */
import { useTranslation } from '#i18n';

export function ClicksChart({
  series,
  testId,
}: {
  series: readonly { day: string; clicks: number }[];
  testId: string;
}) {
  const { t } = useTranslation();
  const max = Math.max(1, ...series.map((d) => d.clicks));
  const total = series.reduce((sum, d) => sum + d.clicks, 0);
  const width = 100 / Math.max(series.length, 1);
  return (
    <figure className="min-w-0" data-testid={testId}>
      <svg
        viewBox="0 0 100 32"
        preserveAspectRatio="none"
        className="h-10 w-full text-accent"
        role="img"
        aria-label={t('trackingLinks.chartLabel', { count: total, days: series.length })}
      >
        <line x1="0" y1="31.75" x2="100" y2="31.75" stroke="currentColor" strokeOpacity="0.2" strokeWidth="0.5" />
        {series.map((d, i) => {
          const height = d.clicks === 0 ? 0 : Math.max(2, (d.clicks / max) * 30);
          return (
            <rect
              key={d.day}
              x={i * width + width * 0.15}
              y={32 - height}
              width={width * 0.7}
              height={height}
              rx={Math.min(0.8, width * 0.2)}
              fill="currentColor"
            >
              <title>{t('trackingLinks.chartDay', { day: d.day, count: d.clicks })}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-muted">
        {t('trackingLinks.chartCaption', { count: series.length })}
      </figcaption>
    </figure>
  );
}
