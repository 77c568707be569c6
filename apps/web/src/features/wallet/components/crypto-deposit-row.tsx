import { ExternalLink } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TCryptoDeposit, TCryptoDepositStatus } from '@fanlane/contracts/deposit';
import { formatDate } from '../../../shared/lib/dates';
import { formatMoney } from '../../../shared/lib/money';
import { shortAddress } from '../../../shared/ui/short-address';

const TONES: Record<TCryptoDepositStatus, string> = {
  pending: 'bg-amber-500/12 text-amber-700 dark:text-amber-300',
  credited: 'bg-emerald-500/12 text-emerald-700 dark:text-emerald-300',
  dropped: 'bg-fg/8 text-muted',
  below_minimum: 'bg-red-500/12 text-red-600 dark:text-red-300',
};

/** One on-chain deposit: amount, where it stands (confirmations while pending), and its transaction. */
export function CryptoDepositRow({ deposit }: { deposit: TCryptoDeposit }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 px-4 py-3.5" data-testid={`deposit-${deposit.id}`}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold tabular-nums">{formatMoney(deposit.amount, deposit.currency)}</p>
        <p className="truncate text-xs text-muted">
          {[
            deposit.status === 'pending'
              ? t('wallet.crypto.progress', { done: deposit.confirmations, needed: deposit.confirmationsNeeded })
              : null,
            formatDate(deposit.createdAt, 'dateTime'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {deposit.explorerUrl ? (
          <a
            href={deposit.explorerUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex items-center gap-1 text-xs font-medium text-accent hover:underline"
          >
            {t('wallet.crypto.explorer')} <ExternalLink className="size-3" aria-hidden />
          </a>
        ) : (
          <p className="truncate font-mono text-xs text-muted" title={deposit.txHash}>
            {shortAddress(deposit.txHash)}
          </p>
        )}
      </div>
      <span
        data-testid="deposit-status"
        data-status={deposit.status}
        className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[deposit.status]}`}
      >
        {t(`wallet.crypto.status.${deposit.status}`)}
      </span>
    </li>
  );
}
