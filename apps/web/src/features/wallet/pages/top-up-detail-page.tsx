import { useParams } from 'react-router';
import { useTranslation } from '#i18n';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { useTopUp } from '../api/top-up-api';
import { DetailList } from '../../../shared/ui/detail-list';
import { LoadingBlock, WalletLoadError } from '../components/load-states';
import { PageHeader } from '../../../shared/ui/page-header';
import { TopUpStatusChip } from '../components/top-up-status-chip';
import { failureReasonKey } from '../lib/failure-reason';

/** /topUp/transactions/:id: one top-up in full, asked about again while it is still open. */
export function TopUpDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const topUp = useTopUp(id);
  const data = topUp.data;

  return (
    <section className="mx-auto max-w-xl" data-testid="top-up-detail-page">
      <PageHeader title={t('routes.topUpTransaction')} backTo="/topUp/transactions" backLabel={t('common.back')} />
      {topUp.isPending ? (
        <LoadingBlock />
      ) : !data ? (
        <WalletLoadError onRetry={topUp.refetch} />
      ) : (
        <DetailList
          testId="top-up-detail"
          rows={[
            [t('wallet.detail.status'), <TopUpStatusChip key="s" status={data.status} />, 'status'],
            [t('wallet.fee.amount'), formatUsdCents(data.amountCents), 'amount'],
            [t('wallet.fee.fee'), formatUsdCents(data.feeCents), 'fee'],
            [t('wallet.fee.total'), formatUsdCents(data.totalCents), 'total'],
            [t('wallet.detail.method'), t(`wallet.channel.${data.channel}`), 'channel'],
            [
              t('wallet.detail.card'),
              data.card ? t('wallet.cards.ending', { brand: data.card.brand, last4: data.card.last4 }) : null,
              'card',
            ],
            [
              t('wallet.detail.reason'),
              data.status === 'failed' ? t(failureReasonKey(data.failureCode)) : null,
              'reason',
            ],
            [t('wallet.detail.created'), formatDate(data.createdAt, 'dateTime'), 'created'],
            [t('wallet.detail.completed'), formatDate(data.completedAt, 'dateTime'), 'completed'],
            [
              t('wallet.detail.reference'),
              <span key="r" className="font-mono text-xs">
                {data.id}
              </span>,
              'reference',
            ],
          ]}
        />
      )}
    </section>
  );
}
