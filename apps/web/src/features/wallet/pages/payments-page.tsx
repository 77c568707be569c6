import { ArrowLeftRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { useSearchParamChoice } from '../../../shared/lib/use-search-param-choice';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { useTransactions } from '../api/transaction-api';
import type { TTransactionDirection } from '../api/transaction-api';
import { TransactionRow } from '../components/transaction-row';
import { WalletList } from '../components/wallet-list';

const TABS = ['all', 'paid', 'received'] as const;

/**
 * /payments: everything the user paid and received, newest first, all or one direction (`?tab=`);
 * `disputes` (given by app/: the cases the user is in) stands above the list.
 */
export function PaymentsPage({ disputes }: { disputes?: ReactNode }) {
  const { t } = useTranslation();
  const [tab, setTab] = useSearchParamChoice('tab', TABS);
  const direction: TTransactionDirection | undefined = tab === 'all' ? undefined : tab;
  const { query, items } = useTransactions(direction);

  return (
    <section className="mx-auto max-w-2xl" data-testid="payments-page">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t('routes.payments')}</h1>
      {disputes}
      <SegmentedControl
        role="tab"
        options={TABS}
        value={tab}
        onChange={setTab}
        label={t('routes.payments')}
        optionLabel={(option) => t(`wallet.payments.tabs.${option}`)}
        testIdPrefix="payments-tab"
        className="mb-5"
      />
      <WalletList
        pages={query}
        items={items}
        emptyIcon={<ArrowLeftRight className="size-8" />}
        emptyTitle={t(`wallet.payments.empty.${tab}`)}
        renderItem={(tx) => <TransactionRow key={tx.id} tx={tx} />}
        testId="transaction-list"
      />
    </section>
  );
}
