import { Library } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import type { TCollection } from '@fanlane/contracts/social';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { useCreatorCollections } from '../api/use-collections';
import { CollectionCard } from './collection-card';

interface CreatorCollectionsProps {
  domain: string;
  /** Where a card leads. */
  linkTo: (collection: TCollection) => string;
  actions?: (collection: TCollection) => ReactNode;
  emptyTitle: string;
  emptyAction?: ReactNode;
}

export function CollectionsSkeleton() {
  return (
    <ul aria-busy className="space-y-3">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex animate-pulse items-center gap-4 rounded-3xl border border-line bg-surface p-3">
          <div className="size-16 rounded-2xl bg-fg/10 md:size-20" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/2 rounded-full bg-fg/10" />
            <div className="h-3 w-3/4 rounded-full bg-fg/8" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Every collection of one creator, newest first. */
export function CreatorCollections({ domain, linkTo, actions, emptyTitle, emptyAction }: CreatorCollectionsProps) {
  const { t } = useTranslation();
  const list = useCreatorCollections(domain);

  if (list.isPending) return <CollectionsSkeleton />;
  if (list.isError) {
    return (
      <LoadErrorState
        icon={<Library className="size-8" />}
        title={t('collections.loadError')}
        retryLabel={t('collections.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.items.length === 0) {
    return (
      <EmptyState
        className="rounded-3xl border border-dashed border-line"
        icon={<Library className="size-8" />}
        title={emptyTitle}
        action={emptyAction}
      />
    );
  }
  return (
    <ul className="space-y-3" data-testid="collection-list">
      {list.data.items.map((collection) => (
        <CollectionCard
          key={collection.id}
          collection={collection}
          to={linkTo(collection)}
          actions={actions?.(collection)}
        />
      ))}
    </ul>
  );
}
