import { ArrowLeftRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadMoreButton } from '../../../shared/ui/load-more-button';
import { fetchTransactions, transactionKeys } from '../api/transaction-api';
import type { TTransactionDirection } from '../api/transaction-api';
import { LoadingBlock, WalletLoadError } from '../components/load-states';
import { TransactionRow } from '../components/transaction-row';

const TABS = ['all', 'paid', 'received'] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'all';
}

/** /payments: everything the user paid and received, newest first, all or one direction (`?tab=`). */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const direction: TTransactionDirection | undefined = tab === 'all' ? undefined : tab;
  const { query, items } = useCursorPages({
    queryKey: transactionKeys.list(direction),
    fetchPage: (cursor, signal) => fetchTransactions(direction, cursor, { signal, silent: true }),
  });

  const body = () => {
    if (query.isPending) return <LoadingBlock />;
    if (query.isError) return <WalletLoadError onRetry={query.refetch} />;
    if (items.length === 0) {
      return <EmptyState className="rounded-3xl border border-line bg-surface" icon={<ArrowLeftRight className="size-8" />} title={t(`wallet.payments.empty.${tab}`)} />;
    }
    return (
      <>
        <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface" data-testid="transaction-list">
          {items.map((tx) => (
            <TransactionRow key={tx.id} tx={tx} />
          ))}
        </ul>
        <div className="mt-4 flex justify-center">
          <LoadMoreButton pages={query} label={t('wallet.loadMore')} />
        </div>
      </>
    );
  };

  return (
    <section className="mx-auto max-w-2xl" data-testid="payments-page">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t('routes.payments')}</h1>
      <div role="tablist" aria-label={t('routes.payments')} className="mb-5 inline-flex rounded-full border border-line bg-surface p-1">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            data-testid={`payments-tab-${name}`}
            onClick={() => setParams(name === 'all' ? {} : { tab: name }, { replace: true })}
            className={`min-h-9 cursor-pointer rounded-full px-4 text-sm font-medium transition-colors ${tab === name ? 'bg-accent text-white' : 'text-muted hover:text-fg'}`}
          >
            {t(`wallet.payments.tabs.${name}`)}
          </button>
        ))}
      </div>
      {body()}
    </section>
  );
}
