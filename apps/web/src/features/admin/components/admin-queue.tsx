import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { useTranslation } from '#i18n';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { PagedList, type PagedListProps, type PagedQuery } from '../../../shared/ui/paged-list';

type AdminQueueProps<T> = Pick<PagedListProps<T>, 'items' | 'renderItem' | 'className' | 'testId'> & {
  pages: PagedQuery & { error: Error | null; refetch: () => Promise<unknown> };
  errorTitle: string;
  emptyTitle: string;
};

/** An admin queue's list: its loading, error and empty states and the "load more" every queue shares. */
export function AdminQueue<T>({ errorTitle, emptyTitle, ...list }: AdminQueueProps<T>): ReactNode {
  const { t } = useTranslation();
  return (
    <PagedList
      {...list}
      loading={<p className="text-sm text-muted">{t('common.loading')}</p>}
      error={
        <LoadErrorState
          title={errorTitle}
          description={list.pages.error?.message}
          retryLabel={t('creators.status.retry')}
          onRetry={() => void list.pages.refetch()}
        />
      }
      empty={
        <EmptyState
          className="rounded-3xl border border-dashed border-line"
          icon={<Inbox className="size-8" />}
          title={emptyTitle}
        />
      }
      moreLabel={t('admin.creators.loadMore')}
      moreType="cancel"
      moreSpacing="mt-6"
    />
  );
}
