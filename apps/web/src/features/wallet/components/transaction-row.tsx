import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TTransaction } from '@fanlane/contracts/money';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { signedAmount } from '../lib/transaction-amount';
import { CounterpartyLink } from './counterparty-link';

/**
 * One payment: what it was, with whom, its message (a tip's note, one line), how much (and the fee
 * withheld), when; opens its detail.
 */
export function TransactionRow({ tx }: { tx: TTransaction }) {
  const { t } = useTranslation();
  const fee = BigInt(tx.feeCents) > 0n;
  return (
    <li
      className="relative flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-fg/4"
      data-testid={`transaction-${tx.id}`}
    >
      <div className="min-w-0 flex-1">
        <Link
          to={`/transaction/${tx.id}`}
          className="font-semibold after:absolute after:inset-0"
          data-testid="transaction-open"
        >
          {t(`wallet.kind.${tx.kind}`)}
        </Link>
        {tx.counterparty && (
          <div className="mt-1 flex min-w-0 text-sm">
            <CounterpartyLink party={tx.counterparty} />
          </div>
        )}
        {tx.message && (
          <p className="mt-1 truncate text-sm text-muted italic" data-testid="transaction-message">
            “{tx.message}”
          </p>
        )}
        <p className="mt-1 text-xs text-muted">{formatDate(tx.createdAt, 'dateTime')}</p>
      </div>
      <div className="shrink-0 text-end tabular-nums">
        <p
          className={`font-semibold ${tx.direction === 'received' ? 'text-emerald-600 dark:text-emerald-400' : ''}`}
          data-testid="transaction-amount"
        >
          {signedAmount(tx)}
        </p>
        {fee && (
          <p className="text-xs text-muted" data-testid="transaction-fee">
            {t('wallet.transaction.feeLine', { amount: formatUsdCents(tx.feeCents) })}
          </p>
        )}
      </div>
    </li>
  );
}
