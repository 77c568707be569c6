/** /subscriptions: the fan's active and expired subscriptions, page by page, the tab in the address. */
import { Star } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useUserStore } from '../../../shared/stores/user-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { LoadMoreButton } from '../../../shared/ui/load-more-button';
import { fetchSubscriptions, subscriptionKeys } from '../api/subscription-api';
import type { TSubscriptionTab } from '../api/subscription-api';
import { SubscriptionRow } from '../components/subscription-row';

const TABS: TSubscriptionTab[] = ['active', 'expired'];

export function SubscriptionsPage() {
  const { t } = useTranslation();
  const viewer = useUserStore((s) => s.address);
  const [params, setParams] = useSearchParams();
  const tab: TSubscriptionTab = params.get('tab') === 'expired' ? 'expired' : 'active';
  const { query: list, items } = useCursorPages({
    queryKey: subscriptionKeys.list(tab, viewer),
    fetchPage: (cursor, signal) => fetchSubscriptions(tab, cursor, { signal, silent: true }),
    enabled: viewer !== null,
  });

  let body;
  if (list.isPending) {
    body = (
      <div aria-busy className="animate-pulse space-y-3">
        <div className="h-28 rounded-3xl bg-fg/8" />
        <div className="h-28 rounded-3xl bg-fg/6" />
      </div>
    );
  } else if (list.isError) {
    body = <LoadErrorState title={t('pay.subscriptions.loadError')} retryLabel={t('pay.retry')} onRetry={() => void list.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        className="rounded-3xl border border-dashed border-line"
        icon={<Star className="size-8" />}
        title={t(tab === 'active' ? 'pay.subscriptions.emptyActive' : 'pay.subscriptions.emptyExpired')}
        action={
          <Link to="/home" className="text-sm font-semibold text-accent hover:underline">
            {t('pay.subscriptions.discover')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="space-y-3" data-testid="subscriptions-list">
          {items.map((subscription) => (
            <SubscriptionRow key={subscription.id} subscription={subscription} />
          ))}
        </ul>
        <div className="mt-4 flex justify-center">
          <LoadMoreButton pages={list} label={t('pay.showMore')} testId="subscriptions-more" />
        </div>
      </>
    );
  }

  return (
    <section data-testid="subscriptions-page" className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.subscriptions')}</h1>
      <p className="mt-1.5 mb-5 text-sm text-muted">{t('pay.subscriptions.description')}</p>
      <div role="tablist" aria-label={t('routes.subscriptions')} className="mb-5 inline-flex rounded-full border border-line bg-surface p-1">
        {TABS.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={tab === option}
            onClick={() => setParams(option === 'active' ? {} : { tab: option }, { replace: true })}
            data-testid={`subscriptions-tab-${option}`}
            className={`min-h-9 cursor-pointer rounded-full px-4 text-sm font-semibold transition-colors ${
              tab === option ? 'bg-accent text-white' : 'text-muted hover:text-fg'
            }`}
          >
            {t(`pay.subscriptions.tabs.${option}`)}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
