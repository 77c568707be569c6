import { ReceiptText } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { Button } from '../../../shared/ui/button';
import { useTopUpOptions, useTopUps } from '../api/top-up-api';
import { CryptoDepositList } from '../components/crypto-deposit';
import { PageHeader } from '../../../shared/ui/page-header';
import { TopUpRow } from '../components/top-up-row';
import { WalletList } from '../components/wallet-list';

/** /topUp/transactions: every top-up of the user, newest first, with where each stands; crypto deposits first where the site takes them. */
export function TopUpHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, items } = useTopUps();
  const crypto = (useTopUpOptions().data?.crypto.length ?? 0) > 0;

  return (
    <section className="mx-auto max-w-xl" data-testid="top-up-history-page">
      <PageHeader title={t('routes.topUpTransactions')} backTo="/topUp" backLabel={t('common.back')} />
      {crypto && (
        <div className="mb-6">
          <h2 className="mb-3 text-sm font-medium text-fg/90">{t('wallet.crypto.recent')}</h2>
          <CryptoDepositList />
        </div>
      )}
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
