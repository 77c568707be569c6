import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { formatUsdCents } from '../../../shared/lib/money';
import { useBalance } from '../api/balance-api';

/**
 * The USD wallet in the header, a compact chip that opens /wallet. It reads the shared balance
 * query, so it shows the new figure as soon as a payment calls `refreshBalance`. Used by every
 * layout with a header, the Telegram mini-app included.
 */
export function BalanceChip({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const usd = balance.data ? formatUsdCents(balance.data.balances.USD) : null;
  return (
    <Link
      to="/wallet"
      data-testid="balance-chip"
      aria-label={usd ? t('wallet.chipLabel', { amount: usd }) : t('wallet.title')}
      title={t('wallet.title')}
      className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-semibold tabular-nums transition-colors hover:border-accent/50 hover:bg-accent/8 ${className}`}
    >
      <Wallet className="size-4 text-accent max-[379px]:hidden" aria-hidden />
      {usd ?? <span aria-hidden className="h-3.5 w-10 animate-pulse rounded bg-fg/10" />}
    </Link>
  );
}
