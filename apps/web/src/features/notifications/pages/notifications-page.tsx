/**
 * /notifications: what happened to the user, newest first, by filter (`?filter=`), the next page
 * when the end scrolls into view. Opening one marks it read and goes to what it is about; new ones
 * arrive live on top (the toasts stay away from this page). Fans get the filters of what reaches
 * fans: new posts, their subscriptions and account notices.
 */
import { Bell, CheckCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { NOTIFICATION_FILTER_NAMES } from '@fanlane/contracts/notifications';
import type { TNotification, TNotificationFilter } from '@fanlane/contracts/notifications';
import { useLoadMoreWhenVisible } from '../../../shared/lib/use-load-more-when-visible';
import { useSearchParamChoice } from '../../../shared/lib/use-search-param-choice';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState, RetryButton } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { Spinner } from '../../../shared/ui/spinner';
import { useMarkRead, useNotificationList } from '../api/notification-api';
import { NotificationRow } from '../components/notification-row';
import { targetPath } from '../lib/notification-target';
import { withNotificationStrings } from '../lib/notification-strings';

type Filters = readonly [TNotificationFilter, ...TNotificationFilter[]];
const CREATOR_FILTERS = NOTIFICATION_FILTER_NAMES as unknown as Filters;
const FAN_FILTERS: Filters = ['all', 'posts', 'subscriptions', 'account'];

function ListSkeleton() {
  return (
    <ul
      aria-busy
      className="divide-y divide-line rounded-3xl border border-line bg-surface"
      data-testid="notifications-loading"
    >
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="flex animate-pulse items-start gap-3 px-4 py-4">
          <span className="size-10 shrink-0 rounded-full bg-fg/8" />
          <span className="flex-1 space-y-2">
            <span className="block h-3.5 w-3/4 rounded bg-fg/8" />
            <span className="block h-3 w-1/4 rounded bg-fg/8" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function NotificationList({ filter, onOpen }: { filter: TNotificationFilter; onOpen: (n: TNotification) => void }) {
  const { t } = useTranslation();
  const { query, items } = useNotificationList(filter);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useLoadMoreWhenVisible(canLoadMore, () => void fetchNextPage());

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && items.length === 0) {
    return (
      <LoadErrorState
        title={t('notifications.loadError')}
        retryLabel={t('notifications.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <div className="rounded-3xl border border-line bg-surface" data-testid="notifications-empty">
        <EmptyState
          icon={<Bell className="size-8" />}
          title={t(`notifications.empty.${filter}`)}
          description={t(`notifications.emptyHint.${filter}`)}
        />
      </div>
    );
  }
  return (
    <>
      <ul
        className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface"
        data-testid="notification-list"
      >
        {items.map((notification) => (
          <NotificationRow key={notification.id} notification={notification} onOpen={() => onOpen(notification)} />
        ))}
      </ul>
      <div ref={sentinel} className="flex min-h-4 justify-center py-4">
        {query.isFetchNextPageError && (
          <RetryButton
            label={t('notifications.retry')}
            onRetry={() => void fetchNextPage()}
            testId="notifications-more-retry"
          />
        )}
        {canLoadMore && (
          <Button type="gray" round onClick={() => void fetchNextPage()} data-testid="notifications-more">
            {t('notifications.loadMore')}
          </Button>
        )}
        {isFetchingNextPage && <Spinner className="size-5 text-muted" />}
      </div>
    </>
  );
}

function NotificationsPageView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isCreator = useUserStore(selectIsCreator);
  const unread = useUserStore((s) => s.messageCount.notification);
  const [filter, setFilter] = useSearchParamChoice('filter', isCreator ? CREATOR_FILTERS : FAN_FILTERS);
  const markRead = useMarkRead();

  const open = (notification: TNotification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    const path = targetPath(notification);
    if (path) void navigate(path);
  };

  return (
    <section className="mx-auto max-w-2xl" data-testid="notifications-page">
      <PageHeader
        title={t('routes.notifications')}
        action={
          <Button
            type="ghost"
            round
            disabled={unread === 0}
            onClick={() => markRead.mutate(undefined)}
            data-testid="notifications-read-all"
          >
            <CheckCheck className="size-4" aria-hidden />
            {t('notifications.readAll')}
          </Button>
        }
      />
      <div className="-mx-4 mb-4 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0">
        <SegmentedControl
          role="tab"
          label={t('notifications.filtersLabel')}
          options={isCreator ? CREATOR_FILTERS : FAN_FILTERS}
          value={filter}
          onChange={setFilter}
          optionLabel={(option) => <span className="whitespace-nowrap">{t(`notifications.filter.${option}`)}</span>}
          testIdPrefix="notifications-filter"
          className="w-max"
        />
      </div>
      <NotificationList key={filter} filter={filter} onOpen={open} />
    </section>
  );
}

export const NotificationsPage = withNotificationStrings(NotificationsPageView);
