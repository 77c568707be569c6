import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TDisputeLine } from '@fanlane/contracts/dispute';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { DisputeStatusChip } from '../../../shared/ui/dispute-status-chip';
import { LoadMoreButton } from '../../../shared/ui/load-more-button';
import { useDisputes } from '../api/dispute-api';

function DisputeRow({ line }: { line: TDisputeLine }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`/dispute/${line.id}`}
        data-testid="dispute-row"
        data-status={line.status}
        className="flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-fg/4"
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t(`disputes.sourceShort.${line.source}`)}</p>
          <p className="truncate text-xs text-muted">
            {[t(`disputes.reason.${line.reason}`), formatDate(line.createdAt, 'dateTime')].join(' · ')}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold tabular-nums">{formatUsdCents(line.amountCents)}</span>
          <DisputeStatusChip status={line.status} />
        </div>
        <ChevronRight className="size-4 shrink-0 text-muted rtl:rotate-180" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * The disputes the user is in, as fan or creator, above their payments. Nothing at all while there
 * are none (or they cannot be read): most people never have one.
 */
export function DisputeList() {
  const { t } = useTranslation();
  const { query, items } = useDisputes();
  if (items.length === 0) return null;
  return (
    <section className="mb-6" data-testid="dispute-list">
      <h2 className="mb-3 font-semibold">{t('disputes.list.title')}</h2>
      <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface">
        {items.map((line) => (
          <DisputeRow key={line.id} line={line} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-3 flex justify-center">
          <LoadMoreButton pages={query} label={t('disputes.list.loadMore')} />
        </div>
      )}
    </section>
  );
}
