import { ReceiptText } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useTopUps } from '../api/top-up-api';
import { PageHeader } from '../components/page-header';
import { TopUpRow } from '../components/top-up-row';
import { WalletList } from '../components/wallet-list';

/** /topUp/transactions: every top-up of the user, newest first, with where each stands. */
export function TopUpHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, items } = useTopUps();

  return (
    <section className="mx-auto max-w-xl" data-testid="top-up-history-page">
      <PageHeader title={t('routes.topUpTransactions')} backTo="/topUp" backLabel={t('common.back')} />
      <WalletList
        pages={query}
        items={items}
        emptyIcon={<ReceiptText className="size-8" />}
        emptyTitle={t('wallet.topUp.empty')}
        emptyAction={
          <Button round onClick={() => void navigate('/topUp')}>
            {t('wallet.topUpAction')}
          </Button>
        }
        renderItem={(item) => <TopUpRow key={item.id} topUp={item} />}
        testId="top-up-list"
      />
    </section>
  );
}
