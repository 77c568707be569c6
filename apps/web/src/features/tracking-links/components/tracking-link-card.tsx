import { Archive, ArchiveRestore, Link2, Pencil } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TTrackingLinkFigures, TTrackingLinkRow } from '@fanlane/contracts/tracking-links';
import { formatUsdCents } from '../../../shared/lib/money';
import { dailySeries } from '../lib/daily-series';
import { ClicksChart } from './clicks-chart';
import { CopyLinkButton } from './copy-link-button';

const FIGURES = ['clicks', 'signUps', 'follows', 'subscribers', 'revenueCents'] as const;

/** The five figures of a link or of all links: clicks, sign-ups, follows, subscribers, revenue. */
export function FigureGrid({
  figures,
  testId,
  large = false,
}: {
  figures: TTrackingLinkFigures;
  testId: string;
  large?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid={testId}>
      {FIGURES.map((key) => (
        <div
          key={key}
          className={`rounded-xl bg-fg/4 px-3 ${large ? 'py-3' : 'py-2'} ${key === 'revenueCents' ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          <dt className="truncate text-xs text-muted">{t(`trackingLinks.figure.${key}`)}</dt>
          <dd
            className={`${large ? 'text-xl' : 'text-base'} font-semibold tabular-nums`}
            data-testid={`${testId}-${key}`}
          >
            {key === 'revenueCents'
              ? formatUsdCents(figures.revenueCents, locale)
              : new Intl.NumberFormat(locale).format(figures[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface TrackingLinkCardProps {
  link: TTrackingLinkRow;
  chartDays: number;
  busy: boolean;
  onRename: () => void;
  onArchive: (archived: boolean) => void;
}

/** One link: its name, the URL with a copy button, its figures for the period, its clicks per day. */
export function TrackingLinkCard({ link, chartDays, busy, onRename, onArchive }: TrackingLinkCardProps) {
  const { t } = useTranslation();
  const testId = `tracking-link-${link.code}`;
  return (
    <li
      className={`rounded-2xl border border-line bg-surface p-4 md:p-5 ${link.archived ? 'opacity-75' : ''}`}
      data-testid={testId}
    >
      <div className="flex items-start gap-3">
        <span
          className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent/12 text-accent"
          aria-hidden
        >
          <Link2 className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold" data-testid={`${testId}-name`}>
            {link.name}
          </h3>
          <p className="truncate font-mono text-xs text-muted" dir="ltr" title={link.url} data-testid={`${testId}-url`}>
            {link.url}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            onClick={onRename}
            disabled={busy}
            aria-label={t('trackingLinks.rename', { name: link.name })}
            title={t('trackingLinks.rename', { name: link.name })}
            data-testid={`${testId}-rename`}
            className="flex size-9 cursor-pointer items-center justify-center rounded-lg text-muted transition-colors hover:bg-fg/8 hover:text-fg disabled:opacity-50"
          >
            <Pencil className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => onArchive(!link.archived)}
            disabled={busy}
            aria-label={t(link.archived ? 'trackingLinks.restore' : 'trackingLinks.archive', { name: link.name })}
            title={t(link.archived ? 'trackingLinks.restore' : 'trackingLinks.archive', { name: link.name })}
            data-testid={`${testId}-${link.archived ? 'restore' : 'archive'}`}
            className="flex size-9 cursor-pointer items-center justify-center rounded-lg text-muted transition-colors hover:bg-fg/8 hover:text-fg disabled:opacity-50"
          >
            {link.archived ? (
              <ArchiveRestore className="size-4" aria-hidden />
            ) : (
              <Archive className="size-4" aria-hidden />
            )}
          </button>
        </div>
      </div>
      {!link.archived && (
        <div className="mt-3">
          <CopyLinkButton url={link.url} testId={`${testId}-copy`} />
        </div>
      )}
      <div className="mt-4">
        <FigureGrid figures={link.figures} testId={`${testId}-figures`} />
      </div>
      <div className="mt-3">
        <ClicksChart series={dailySeries(link.clicksByDay, chartDays)} testId={`${testId}-chart`} />
      </div>
    </li>
  );
}
