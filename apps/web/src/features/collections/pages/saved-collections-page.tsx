import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { collectionKeys, fetchFavoriteCollections } from '../api/collection-api';
import { CollectionCard } from '../components/collection-card';
import { CollectionsSkeleton } from '../components/creator-collections';
import { FavoriteButton } from '../components/favorite-button';

/** /collections: the collections this fan saved, from every creator. */
export function SavedCollectionsPage() {
  const { t } = useTranslation();
  const viewer = useUserStore((s) => s.address);
  const { query: list, items } = useCursorPages({
    queryKey: collectionKeys.favorites(viewer),
    fetchPage: (cursor, signal) => fetchFavoriteCollections(cursor, { signal, silent: true }),
    enabled: viewer !== null,
  });

  let body;
  if (list.isPending) body = <CollectionsSkeleton />;
  else if (list.isError) {
    body = (
      <LoadErrorState
        icon={<Bookmark className="size-8" />}
        title={t('collections.loadError')}
        retryLabel={t('collections.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        className="rounded-3xl border border-dashed border-line"
        icon={<Bookmark className="size-8" />}
        title={t('collections.savedEmptyTitle')}
        description={t('collections.savedEmptyBody')}
        action={
          <Link to="/home" className="text-sm font-semibold text-accent hover:underline">
            {t('collections.discover')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="space-y-3" data-testid="saved-collections">
          {items.map((collection) => (
            <CollectionCard
              key={collection.id}
              collection={collection}
              showAuthor
              to={`/${collection.author.creatorDomain ?? collection.author.address}/all?id=${collection.id}`}
              actions={<FavoriteButton collection={collection} compact />}
            />
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button type="cancel" round loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('collections.showMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section data-testid="collections-page" className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.collections')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-muted">{t('collections.savedDescription')}</p>
      {body}
    </section>
  );
}
