import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { PagedList } from '../../../shared/ui/paged-list';
import { useFavoriteCollections } from '../api/use-collections';
import { CollectionCard } from '../components/collection-card';
import { CollectionsSkeleton } from '../components/creator-collections';
import { FavoriteButton } from '../components/favorite-button';

/** /collections: the collections this fan saved, from every creator. */
export function SavedCollectionsPage() {
  const { t } = useTranslation();
  const { query: list, items } = useFavoriteCollections();

  return (
    <section data-testid="collections-page" className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.collections')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-muted">{t('collections.savedDescription')}</p>
      <PagedList
        pages={list}
        items={items}
        loading={<CollectionsSkeleton />}
        error={
          <LoadErrorState
            icon={<Bookmark className="size-8" />}
            title={t('collections.loadError')}
            retryLabel={t('collections.retry')}
            onRetry={() => void list.refetch()}
          />
        }
        empty={
          <EmptyState
            className="rounded-3xl border border-dashed border-line"
            icon={<Bookmark className="size-8" />}
            title={t('collections.savedEmptyTitle')}
            description={t('collections.savedEmptyBody')}
            action={
              <Link to="/discover" className="text-sm font-semibold text-accent hover:underline">
                {t('collections.discover')}
              </Link>
            }
          />
        }
        renderItem={(collection) => (
          <CollectionCard
            key={collection.id}
            collection={collection}
            showAuthor
            to={`/${collection.author.creatorDomain ?? collection.author.address}/all?id=${collection.id}`}
            actions={<FavoriteButton collection={collection} compact />}
          />
        )}
        className="space-y-3"
        testId="saved-collections"
        moreLabel={t('collections.showMore')}
        moreType="cancel"
      />
    </section>
  );
}
