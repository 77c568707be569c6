/**
 * A paged list of posts, for any source of pages (the home feed, a creator's posts or media tab):
 * skeletons first, the next page when the end scrolls into view, and the post opened over the list
 * in a lazily loaded modal, so closing it leaves the reader where they were.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useLoadMoreWhenVisible } from '../../../shared/lib/use-load-more-when-visible';
import { Button } from '../../../shared/ui/button';
import { LoadErrorState, RetryButton } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { PostCard } from './post-card';
import { PostSkeleton } from './post-skeleton';
import { PostTile } from './post-tile';

/** Spec section 9: the post-view modal is loaded 500 ms after a list shows, before anyone opens it. */
export const POST_VIEW_MODAL_DELAY_MS = 500;

const loadPostViewModal = () => import('./post-view-modal');
const PostViewModal = lazy(() => loadPostViewModal().then((m) => ({ default: m.PostViewModal })));

export type PostListLayout = 'feed' | 'grid';

export interface PostListProps {
  /** The cache key of this list; start it with `postKeys.all` so edits and deletes refresh it. */
  queryKey: QueryKey;
  /** One page after `cursor` (undefined for the first). */
  fetchPage: (cursor: string | undefined, opts?: { signal?: AbortSignal }) => Promise<TPage<TPost>>;
  /** What an empty list shows. */
  empty: ReactNode;
  /** Cards (`feed`) or square media tiles (`grid`, a creator's media tab). */
  layout?: PostListLayout;
  testId?: string;
}

export function PostList({ queryKey, fetchPage, empty, layout = 'feed', testId = 'post-list' }: PostListProps) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const { query, items } = useCursorPages({ queryKey, fetchPage: (cursor, signal) => fetchPage(cursor, { signal }) });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // A post that moved between pages while paging would show twice.
  const posts = useMemo(() => {
    const seen = new Set<string>();
    return items.filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
  }, [items]);

  const canLoadMore = hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useLoadMoreWhenVisible(canLoadMore, () => void fetchNextPage());

  useEffect(() => {
    const timer = window.setTimeout(() => void loadPostViewModal(), POST_VIEW_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const open = (post: TPost) => setOpenId(post.id);
  const gridClass = 'grid grid-cols-3 gap-1 sm:gap-2';
  const listClass = layout === 'grid' ? gridClass : 'space-y-4';

  if (query.isPending) {
    return (
      <div className={listClass} aria-busy data-testid={`${testId}-loading`}>
        {Array.from({ length: layout === 'grid' ? 9 : 3 }, (_, i) => (
          <PostSkeleton key={i} layout={layout} />
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <LoadErrorState
        title={t('posts.list.loadError')}
        retryLabel={t('posts.list.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  if (posts.length === 0) return <>{empty}</>;

  return (
    <div data-testid={testId}>
      <div className={listClass}>
        {posts.map((post) =>
          layout === 'grid' ? (
            <PostTile key={post.id} post={post} onOpen={open} />
          ) : (
            <PostCard key={post.id} post={post} onOpen={open} />
          ),
        )}
        {isFetchingNextPage &&
          Array.from({ length: layout === 'grid' ? 3 : 1 }, (_, i) => (
            <PostSkeleton key={`more-${i}`} layout={layout} />
          ))}
      </div>
      <div ref={sentinel} className="flex min-h-4 justify-center py-4">
        {query.isFetchNextPageError && (
          <RetryButton label={t('posts.list.retry')} onRetry={() => void fetchNextPage()} testId={`${testId}-retry`} />
        )}
        {canLoadMore && (
          // For readers without scrolling (keyboards, screen readers) and browsers without IntersectionObserver.
          <Button type="gray" round onClick={() => void fetchNextPage()} data-testid={`${testId}-more`}>
            {t('posts.list.loadMore')}
          </Button>
        )}
        {isFetchingNextPage && <Spinner className="size-5 text-muted" />}
        {!hasNextPage && posts.length > 3 && <p className="text-sm text-muted">{t('posts.list.end')}</p>}
      </div>
      {openId && (
        <Suspense fallback={null}>
          <PostViewModal postId={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </div>
  );
}
