import { ChevronLeft, FileText, Library } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { useCollectionPosts } from '../../features/collections/api/use-collection-posts';
import { CollectionHeader } from '../../features/collections/components/collection-header';
import { CreatorCollections } from '../../features/collections/components/creator-collections';
import { FavoriteButton } from '../../features/collections/components/favorite-button';
import { postKeys } from '../../features/posts/api/post-api';
import { PostList } from '../../features/posts/components/post-list';
import { useUserStore } from '../../shared/stores/user-store';
import { EmptyState } from '../../shared/ui/empty-state';
import { RetryButton } from '../../shared/ui/load-error';
import { Handle, isolate, isolatedHandle } from '../../shared/ui/user-text';

function OpenCollection({ id, domain }: { id: string; domain: string }) {
  const { t } = useTranslation();
  const myAddress = useUserStore((s) => s.address);
  const { detail, fetchPage } = useCollectionPosts(id);

  if (detail.isPending) {
    return (
      <div aria-busy className="animate-pulse space-y-4">
        <div className="h-4 w-32 rounded-full bg-fg/8" />
        <div className="h-36 rounded-3xl bg-fg/8" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <EmptyState
        className="rounded-3xl border border-line bg-surface"
        icon={<Library className="size-8" />}
        title={t('collections.notFound')}
        action={
          <div className="flex gap-2">
            <RetryButton label={t('collections.retry')} onRetry={() => void detail.refetch()} />
            <Link
              to={`/${domain}/all`}
              className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-accent hover:bg-accent/8"
            >
              {t('collections.allOf', { name: isolate(`@${domain}`) })}
            </Link>
          </div>
        }
      />
    );
  }
  const { collection } = detail.data;
  return (
    <>
      <CollectionHeader
        collection={collection}
        backTo={`/${domain}/all`}
        isOwner={collection.author.address === myAddress}
      />
      <PostList
        queryKey={[...postKeys.all, 'collection', id]}
        fetchPage={fetchPage}
        testId="collection-posts"
        empty={
          <EmptyState
            className="rounded-3xl border border-dashed border-line"
            icon={<FileText className="size-8" />}
            title={t('collections.emptyPosts')}
          />
        }
      />
    </>
  );
}

/** /:domain/all: a creator's collections; ?id= opens one with its posts. */
export function CreatorCollectionsPage() {
  const { t } = useTranslation();
  const { domain = '' } = useParams();
  const [params] = useSearchParams();
  const id = params.get('id');
  const myDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  const isOwner = myDomain !== null && myDomain.toLowerCase() === domain.toLowerCase();

  return (
    <section className="mx-auto max-w-3xl" data-testid="creator-collections-page">
      {id ? (
        <OpenCollection key={id} id={id} domain={domain} />
      ) : (
        <>
          <Link
            to={`/${domain}`}
            className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-fg"
          >
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
            <Handle domain={domain} />
          </Link>
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <h1 className="text-2xl font-bold tracking-tight">
              {t('collections.ofCreator', { handle: isolatedHandle(domain) })}
            </h1>
            {isOwner && (
              <Link to="/settings/collection" className="text-sm font-semibold text-accent hover:underline">
                {t('collections.manage')}
              </Link>
            )}
          </div>
          <CreatorCollections
            domain={domain}
            linkTo={(collection) => `/${domain}/all?id=${collection.id}`}
            actions={isOwner ? undefined : (collection) => <FavoriteButton collection={collection} compact />}
            emptyTitle={t(isOwner ? 'collections.emptyOwn' : 'collections.emptyCreator')}
          />
        </>
      )}
    </section>
  );
}
