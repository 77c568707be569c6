import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PagedList } from '../../../shared/ui/paged-list';
import type { PagedQuery } from '../../../shared/ui/paged-list';
import { LoadingBlock, WalletLoadError } from './load-states';

interface WalletListProps<T> {
  pages: PagedQuery & { refetch: () => unknown };
  items: readonly T[];
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyAction?: ReactNode;
  renderItem: (item: T) => ReactNode;
  testId: string;
}

/** A list of the wallet's pages (payments, top-ups): rows in one card, page by page, in the wallet's loading and error states. */
export function WalletList<T>({
  pages,
  items,
  emptyIcon,
  emptyTitle,
  emptyAction,
  renderItem,
  testId,
}: WalletListProps<T>) {
  const { t } = useTranslation();
  return (
    <PagedList
      pages={pages}
      items={items}
      loading={<LoadingBlock />}
      error={<WalletLoadError onRetry={pages.refetch} />}
      empty={
        <EmptyState
          className="rounded-3xl border border-line bg-surface"
          icon={emptyIcon}
          title={emptyTitle}
          action={emptyAction}
        />
      }
      renderItem={renderItem}
      className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface"
      testId={testId}
      moreLabel={t('wallet.loadMore')}
    />
  );
}
