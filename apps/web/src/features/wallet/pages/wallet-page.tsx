import { ArrowUpRight, CreditCard, Plus, ReceiptText, ArrowLeftRight, WalletMinimal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TBalance } from '@fanlane/contracts/money';
import { formatUsdCents } from '../../../shared/lib/money';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { selectIsLoggedIn, useUserStore } from '../../../shared/stores/user-store';
import { useBalance } from '../api/balance-api';
import { useExchangeRate } from '../api/exchange-rate-api';
import { useTopUpOptions } from '../api/top-up-api';
import { HoldingsList } from '../components/holdings-list';
import { SignInPrompt } from '../components/sign-in-prompt';
import { LoadingBlock, WalletLoadError } from '../components/load-states';
import { holdingsOf, totalUsdCents } from '../lib/holdings';

function QuickLink({
  to,
  icon,
  children,
  testId,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-sm font-medium transition-colors hover:border-accent/50"
    >
      <span className="text-accent">{icon}</span>
      {children}
    </Link>
  );
}

/**
 * A creator's earnings: pending until the hold period ends, then available for payout; and what they
 * owe the platform (a refund or a lost dispute took more than they had), taken from what comes next.
 */
function Earnings({ earnings }: { earnings: NonNullable<TBalance['earnings']> }) {
  const { t } = useTranslation();
  const rows: Array<[string, string, string]> = [
    [t('wallet.earnings.pending'), earnings.pending, 'earnings-pending'],
    [t('wallet.earnings.available'), earnings.available, 'earnings-available'],
  ];
  return (
    <section className="rounded-3xl border border-line bg-surface p-5" data-testid="earnings">
      <h2 className="font-semibold">{t('wallet.earnings.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('wallet.earnings.hint')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {rows.map(([label, cents, testId]) => (
          <div key={testId} className="rounded-2xl bg-bg/60 p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid={testId}>
              {formatUsdCents(cents)}
            </dd>
          </div>
        ))}
      </dl>
      {BigInt(earnings.debt) > 0n && (
        <p
          className="mt-3 rounded-2xl border border-amber-500/30 bg-amber-500/8 px-3 py-2.5 text-sm"
          data-testid="earnings-debt"
        >
          {t('wallet.earnings.debt', { amount: formatUsdCents(earnings.debt) })}
        </p>
      )}
      <Link
        to="/withdraw/payout"
        data-testid="earnings-withdraw"
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
      >
        {t('wallet.payout.action')}
        <ArrowUpRight className="size-4 rtl:-scale-x-100" aria-hidden />
      </Link>
    </section>
  );
}

function WalletBody({ balance }: { balance: TBalance }) {
  const { t } = useTranslation();
  const openModal = usePayModalStore((s) => s.open);
  const options = useTopUpOptions();
  // The balance has no USDT or DFS rate; ask for them only when some is held.
  const usdt = useExchangeRate('USDT', BigInt(balance.balances.USDT ?? '0') > 0n);
  const dfs = useExchangeRate('DFS', BigInt(balance.balances.DFS ?? '0') > 0n);
  const holdings = holdingsOf(balance, { USDT: usdt.data?.usdRate, DFS: dfs.data?.usdRate });
  const keepsCards = options.data?.card?.provider === 'sandbox' && options.data.card.savedCards;

  return (
    <div className="space-y-6">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-accent to-fuchsia-600 p-6 text-white shadow-lg shadow-accent/20">
        <p className="text-sm text-white/80">{t('wallet.usdBalance')}</p>
        <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums" data-testid="wallet-usd">
          {formatUsdCents(balance.balances.USD ?? '0')}
        </p>
        <p className="mt-2 text-sm text-white/80 tabular-nums" data-testid="wallet-total">
          {t('wallet.totalValue', { amount: formatUsdCents(totalUsdCents(holdings)) })}
        </p>
        <Link
          to="/topUp"
          data-testid="wallet-top-up"
          className="mt-5 inline-flex min-h-10 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-accent-strong shadow-sm transition-colors hover:bg-white/90"
        >
          <Plus className="size-4" aria-hidden />
          {t('wallet.topUpAction')}
        </Link>
        <Link
          to="/withdraw/new"
          data-testid="wallet-withdraw"
          className="ms-2 mt-5 inline-flex min-h-10 items-center gap-2 rounded-full border border-white/60 px-5 text-sm font-semibold text-white transition-colors hover:bg-white/10"
        >
          <ArrowUpRight className="size-4" aria-hidden />
          {t('wallet.withdraw.action')}
        </Link>
      </section>
      <section>
        <h2 className="mb-3 font-semibold">{t('wallet.holdings')}</h2>
        <HoldingsList holdings={holdings} />
      </section>
      {balance.earnings && <Earnings earnings={balance.earnings} />}
      <section className="grid gap-3 sm:grid-cols-2">
        <QuickLink
          to="/payments"
          icon={<ArrowLeftRight className="size-4" aria-hidden />}
          testId="wallet-payments-link"
        >
          {t('wallet.paymentsLink')}
        </QuickLink>
        <QuickLink
          to="/topUp/transactions"
          icon={<ReceiptText className="size-4" aria-hidden />}
          testId="wallet-top-ups-link"
        >
          {t('routes.topUpTransactions')}
        </QuickLink>
        {keepsCards && (
          <button
            type="button"
            onClick={() => openModal({ kind: 'cardBilling' })}
            data-testid="wallet-cards"
            className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-start text-sm font-medium transition-colors hover:border-accent/50"
          >
            <CreditCard className="size-4 text-accent" aria-hidden />
            {t('wallet.cards.manage')}
          </button>
        )}
      </section>
    </div>
  );
}

/**
 * Nobody signed in: the balance is never asked for, so without this the page would wait forever.
 * Only reachable inside Telegram (no login guard there) or when a 401 ends the session on the page.
 */
function SignInToSeeWallet() {
  const { t } = useTranslation();
  return (
    <SignInPrompt
      icon={<WalletMinimal className="size-8" />}
      title={t('wallet.signInTitle')}
      description={t('wallet.signInBody')}
      testId="wallet-sign-in"
    />
  );
}

/** /wallet: what the user holds in every currency, a creator's earnings, and the ways on. */
export function WalletPage() {
  const { t } = useTranslation();
  const balance = useBalance();
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  return (
    <section className="mx-auto max-w-2xl" data-testid="wallet-page">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{t('routes.wallet')}</h1>
      {!isLoggedIn ? (
        <SignInToSeeWallet />
      ) : balance.data ? (
        <WalletBody balance={balance.data} />
      ) : balance.isError ? (
        <WalletLoadError onRetry={balance.refetch} />
      ) : (
        <LoadingBlock />
      )}
    </section>
  );
}
