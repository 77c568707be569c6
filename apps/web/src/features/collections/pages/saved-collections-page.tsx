import { useInfiniteQuery } from '@tanstack/react-query';
import { Bookmark, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { collectionKeys, fetchFavoriteCollections } from '../api/collection-api';
import { CollectionCard } from '../components/collection-card';
import { CollectionsSkeleton } from '../components/creator-collections';
import { FavoriteButton } from '../components/favorite-button';

/** /collections: the collections this fan saved, from every creator. */
export function SavedCollectionsPage() {
  const { t } = useTranslation();
  const viewer = useUserStore((s) => s.address);
  const list = useInfiniteQuery({
    queryKey: collectionKeys.favorites(viewer),
    queryFn: ({ pageParam, signal }) => fetchFavoriteCollections(pageParam, { signal, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: viewer !== null,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (list.isPending) body = <CollectionsSkeleton />;
  else if (list.isError) {
    body = (
      <EmptyState
        className="rounded-3xl border border-line bg-surface"
        icon={<Bookmark className="size-8" />}
        title={t('collections.loadError')}
        action={
          <Button type="cancel" round onClick={() => void list.refetch()}>
            <RotateCcw className="size-4" aria-hidden />
            {t('collections.retry')}
          </Button>
        }
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
