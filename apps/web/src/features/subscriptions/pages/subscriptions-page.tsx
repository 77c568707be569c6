/** /subscriptions: the fan's active and expired subscriptions, page by page, the tab in the address. */
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { useSearchParamChoice } from '../../../shared/lib/use-search-param-choice';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { PagedList } from '../../../shared/ui/paged-list';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import type { TSubscriptionTab } from '../api/subscription-api';
import { useSubscriptionList } from '../api/use-subscription-list';
import { CardsSkeleton } from '../components/cards-skeleton';
import { SubscriptionRow } from '../components/subscription-row';

const TABS = ['active', 'expired'] as const satisfies readonly TSubscriptionTab[];

export function SubscriptionsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useSearchParamChoice('tab', TABS);
  const { query: list, items } = useSubscriptionList(tab);

  return (
    <section data-testid="subscriptions-page" className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.subscriptions')}</h1>
      <p className="mt-1.5 mb-5 text-sm text-muted">{t('pay.subscriptions.description')}</p>
      <SegmentedControl
        role="tab"
        options={TABS}
        value={tab}
        onChange={setTab}
        label={t('routes.subscriptions')}
        optionLabel={(option) => t(`pay.subscriptions.tabs.${option}`)}
        testIdPrefix="subscriptions-tab"
        className="mb-5"
      />
      <PagedList
        pages={list}
        items={items}
        loading={<CardsSkeleton height="h-28" />}
        error={
          <LoadErrorState
            title={t('pay.subscriptions.loadError')}
            retryLabel={t('pay.retry')}
            onRetry={() => void list.refetch()}
          />
        }
        empty={
          <EmptyState
            className="rounded-3xl border border-dashed border-line"
            icon={<Star className="size-8" />}
            title={t(tab === 'active' ? 'pay.subscriptions.emptyActive' : 'pay.subscriptions.emptyExpired')}
            action={
              <Link to="/discover" className="text-sm font-semibold text-accent hover:underline">
                {t('pay.subscriptions.discover')}
              </Link>
            }
          />
        }
        renderItem={(subscription) => <SubscriptionRow key={subscription.id} subscription={subscription} />}
        className="space-y-3"
        testId="subscriptions-list"
        moreLabel={t('pay.showMore')}
        moreTestId="subscriptions-more"
      />
    </section>
  );
}
