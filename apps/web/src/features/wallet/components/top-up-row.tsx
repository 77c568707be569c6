import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TTopUp } from '@fanlane/contracts/top-up';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { TopUpStatusChip } from './top-up-status-chip';

/** One top-up in the history: amount, card, date and status; opens its detail. */
export function TopUpRow({ topUp }: { topUp: TTopUp }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`/topUp/transactions/${topUp.id}`}
        data-testid={`top-up-${topUp.id}`}
        className="flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-fg/4"
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold tabular-nums">{formatUsdCents(topUp.amountCents)}</p>
          <p className="truncate text-xs text-muted">
            {[
              topUp.card
                ? t('wallet.cards.ending', { brand: topUp.card.brand, last4: topUp.card.last4 })
                : t(`wallet.channel.${topUp.channel}`),
              formatDate(topUp.createdAt, 'dateTime'),
            ].join(' · ')}
          </p>
        </div>
        <TopUpStatusChip status={topUp.status} />
        <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden />
      </Link>
    </li>
  );
}
