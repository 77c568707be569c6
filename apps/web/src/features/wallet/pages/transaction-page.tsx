import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '#i18n';
import type { TTransaction } from '@fanlane/contracts/money';
import { isNotFound } from '../../../shared/lib/api-errors';
import { formatDate } from '../../../shared/lib/dates';
import { EmptyState } from '../../../shared/ui/empty-state';
import { formatUsdCents } from '../../../shared/lib/money';
import { useTransaction } from '../api/transaction-api';
import { CounterpartyLink } from '../components/counterparty-link';
import { DetailList } from '../../../shared/ui/detail-list';
import { LoadingBlock, WalletLoadError } from '../components/load-states';
import { PageHeader } from '../../../shared/ui/page-header';
import { signedAmount } from '../lib/transaction-amount';

/** What else may be done with a payment, under its details (app/ joins in the disputes feature). */
type TransactionActions = (tx: TTransaction) => ReactNode;

function TransactionDetail({ tx, actions }: { tx: TTransaction; actions?: TransactionActions }) {
  const { t } = useTranslation();
  const converted = tx.currency !== 'USD' && tx.usdRate !== null;
  return (
    <div className="space-y-4">
      <div className="rounded-3xl border border-line bg-surface p-6 text-center">
        <p className="text-sm text-muted">{t(`wallet.kind.${tx.kind}`)}</p>
        <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums" data-testid="transaction-amount">
          {signedAmount(tx)}
        </p>
        {tx.currency !== 'USD' && (
          <p className="mt-1 text-sm text-muted tabular-nums">≈ {formatUsdCents(tx.usdCents)}</p>
        )}
      </div>
      <DetailList
        testId="transaction-detail"
        rows={[
          [t('wallet.transaction.direction'), t(`wallet.payments.tabs.${tx.direction}`), 'direction'],
          [
            t('wallet.transaction.counterparty'),
            tx.counterparty ? <CounterpartyLink key="c" party={tx.counterparty} className="justify-end" /> : null,
            'counterparty',
          ],
          [t('wallet.transaction.currency'), t(`wallet.currency.${tx.currency}`), 'currency'],
          [t('wallet.transaction.usdValue'), formatUsdCents(tx.usdCents), 'usd'],
          [t('wallet.transaction.fee'), BigInt(tx.feeCents) > 0n ? formatUsdCents(tx.feeCents) : null, 'fee'],
          [
            t('wallet.transaction.rate'),
            converted ? t('wallet.transaction.rateValue', { currency: tx.currency, rate: tx.usdRate }) : null,
            'rate',
          ],
          [
            t('wallet.transaction.post'),
            tx.postId ? (
              <Link
                key="p"
                to={`/post?id=${encodeURIComponent(tx.postId)}`}
                className="text-accent hover:underline"
                data-testid="transaction-post"
              >
                {t('wallet.transaction.viewPost')}
              </Link>
            ) : null,
            'post',
          ],
          [t('wallet.transaction.message'), tx.message, 'message'],
          [t('wallet.detail.created'), formatDate(tx.createdAt, 'dateTime'), 'created'],
          [
            t('wallet.detail.reference'),
            <span key="r" className="font-mono text-xs">
              {tx.id}
            </span>,
            'reference',
          ],
        ]}
      />
      {actions?.(tx)}
    </div>
  );
}

/** Someone else's payment, or none at all: the same answer, so ids reveal nothing. */
function TransactionNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchX className="size-8" />}
      title={t('wallet.pay.notFound')}
      action={
        <Link
          to="/payments"
          className="text-sm font-semibold text-accent hover:underline"
          data-testid="transaction-back"
        >
          {t('routes.payments')}
        </Link>
      }
    />
  );
}

/** /transaction/:id: one payment in full, the rate used when it was converted and the post it was for. */
export function TransactionPage({ actions }: { actions?: TransactionActions }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tx = useTransaction(id);
  return (
    <section className="mx-auto max-w-xl" data-testid="transaction-page">
      <PageHeader title={t('routes.transaction')} backTo="/payments" backLabel={t('common.back')} />
      {tx.data ? (
        <TransactionDetail tx={tx.data} actions={actions} />
      ) : tx.isError && isNotFound(tx.error) ? (
        <TransactionNotFound />
      ) : tx.isError ? (
        <WalletLoadError onRetry={tx.refetch} />
      ) : (
        <LoadingBlock />
      )}
    </section>
  );
}
