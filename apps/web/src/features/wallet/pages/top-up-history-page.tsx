import { ReceiptText } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadMoreButton } from '../../../shared/ui/load-more-button';
import { fetchTopUps, topUpKeys } from '../api/top-up-api';
import { LoadingBlock, WalletLoadError } from '../components/load-states';
import { PageHeader } from '../components/page-header';
import { TopUpRow } from '../components/top-up-row';

/** /topUp/transactions: every top-up of the user, newest first, with where each stands. */
export function TopUpHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, items } = useCursorPages({
    queryKey: topUpKeys.list,
    fetchPage: (cursor, signal) => fetchTopUps(cursor, { signal, silent: true }),
  });

  const body = () => {
    if (query.isPending) return <LoadingBlock />;
    if (query.isError) return <WalletLoadError onRetry={query.refetch} />;
    if (items.length === 0) {
      return (
        <EmptyState
          className="rounded-3xl border border-line bg-surface"
          icon={<ReceiptText className="size-8" />}
          title={t('wallet.topUp.empty')}
          action={
            <Button round onClick={() => void navigate('/topUp')}>
              {t('wallet.topUpAction')}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface" data-testid="top-up-list">
          {items.map((item) => (
            <TopUpRow key={item.id} topUp={item} />
          ))}
        </ul>
        <div className="mt-4 flex justify-center">
          <LoadMoreButton pages={query} label={t('wallet.loadMore')} />
        </div>
      </>
    );
  };

  return (
    <section className="mx-auto max-w-xl" data-testid="top-up-history-page">
      <PageHeader title={t('routes.topUpTransactions')} backTo="/topUp" backLabel={t('common.back')} />
      {body()}
    </section>
  );
}
