/**
 * /discover (public): where visitors and new fans find creators. A creator search and the
 * application categories filter the creators; with neither, the page shows the recommendations
 * of /blog/v1/recommend (creators, then posts). Composes the discover feature with following and
 * the posts list of their own features.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Compass, SearchX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { CREATOR_CATEGORIES } from '@fanlane/contracts/creator';
import type { TCreatorCategory } from '@fanlane/contracts/creator';
import type { TCreatorCard } from '@fanlane/contracts/discover';
import { recommendationOptions, SEARCH_MIN_LENGTH } from '../../features/discover/api/discover-api';
import { useCreatorBrowse, useRecommendations } from '../../features/discover/api/use-discover';
import { CategoryChips } from '../../features/discover/components/category-chips';
import { CreatorCard, CreatorCardSkeleton } from '../../features/discover/components/creator-card';
import { PostSearchBox } from '../../features/discover/components/post-search-box';
import { useFollowState } from '../../features/follows/api/use-follow';
import { FollowButton } from '../../features/follows/components/follow-button';
import { postKeys } from '../../features/posts/api/post-api';
import { PostList } from '../../features/posts/components/post-list';
import { selectIsLoggedIn, useUserStore } from '../../shared/stores/user-store';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadErrorState, RetryButton } from '../../shared/ui/load-error';
import { Spinner } from '../../shared/ui/spinner';

/** Cards in the first row on a wide screen: their covers are above the fold. */
const FIRST_ROW = 3;
const SKELETON_CARDS = 6;

function toCategory(value: string | null): TCreatorCategory | null {
  return (CREATOR_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as TCreatorCategory) : null;
}

/**
 * Follow from the card; signed in, only once it is known whether the viewer follows already (the
 * list says so for each card; a card without it asks).
 */
function CardFollow({ creator }: { creator: TCreatorCard }) {
  const domain = creator.creatorDomain;
  const queryClient = useQueryClient();
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const ownDomain = useUserStore((s) => s.info?.creatorDomain);
  const own = Boolean(ownDomain && ownDomain.toLowerCase() === domain.toLowerCase());
  const known =
    isLoggedIn && creator.following !== undefined
      ? { following: creator.following, followers: creator.followers }
      : undefined;
  const state = useFollowState(domain, isLoggedIn && !own, known);
  if (own) return null;
  if (isLoggedIn && !state.data) return null;
  return (
    <FollowButton
      domain={domain}
      following={state.data?.following ?? false}
      // The home feed holds the posts of followed creators.
      onFollowChanged={() => void queryClient.invalidateQueries({ queryKey: postKeys.all })}
    />
  );
}

/** Cards in a grid; `scroll` makes them one swipeable row on phones. */
function CreatorGrid({
  creators,
  loading = false,
  scroll = false,
}: {
  creators: TCreatorCard[];
  loading?: boolean;
  scroll?: boolean;
}) {
  const layout = scroll
    ? '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 lg:grid-cols-3 *:w-72 *:shrink-0 *:snap-start md:*:w-auto'
    : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';
  if (loading)
    return (
      <div className={layout} aria-busy data-testid="discover-creators-loading">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <CreatorCardSkeleton key={i} />
        ))}
      </div>
    );
  return (
    <div className={layout} data-testid="discover-creators">
      {creators.map((creator, index) => (
        <CreatorCard
          key={creator.address}
          creator={creator}
          eager={index < FIRST_ROW}
          action={<CardFollow creator={creator} />}
        />
      ))}
    </div>
  );
}

function SectionTitle({ children }: { children: string }) {
  return <h2 className="mb-3 text-lg font-semibold tracking-tight">{children}</h2>;
}

/** Creators matching the query and the category, page by page. */
function BrowseResults({
  query,
  category,
  onClear,
}: {
  query: string;
  category: TCreatorCategory | null;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { query: pages, items } = useCreatorBrowse(query, category);
  // Read before the states below narrow `pages` (a failed next page is a state of its own).
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  if (pages.isPending) return <CreatorGrid creators={[]} loading />;
  if (pages.isError)
    return (
      <LoadErrorState
        title={t('discover.loadError')}
        retryLabel={t('discover.retry')}
        onRetry={() => void pages.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <EmptyState
        className="rounded-3xl border border-dashed border-line"
        icon={<SearchX className="size-8" />}
        title={
          query
            ? t('discover.noCreators', { query })
            : t('discover.noCreatorsInCategory', { category: t(`creators.categories.${category ?? 'other'}`) })
        }
        description={t('discover.emptyHint')}
        action={
          <Button type="cancel" round onClick={onClear} data-testid="discover-clear">
            {t('discover.showAll')}
          </Button>
        }
      />
    );
  return (
    <section data-testid="discover-results">
      <SectionTitle>{t('discover.creators')}</SectionTitle>
      <CreatorGrid creators={items} />
      <div className="flex justify-center py-4">
        {isFetchNextPageError && <RetryButton label={t('discover.retry')} onRetry={() => void fetchNextPage()} />}
        {hasNextPage && !isFetchingNextPage && !isFetchNextPageError && (
          <Button type="gray" round onClick={() => void fetchNextPage()} data-testid="discover-more">
            {t('discover.showMore')}
          </Button>
        )}
        {isFetchingNextPage && <Spinner className="size-5 text-muted" />}
      </div>
    </section>
  );
}

/** With nothing typed or picked: recommended creators, then recommended posts. */
function Recommendations() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recommended = useRecommendations();
  // The posts come in the same answer as the creators: fetchQuery shares that request.
  const fetchPosts = useCallback(
    () => queryClient.fetchQuery(recommendationOptions()).then((r) => ({ items: r.posts, nextCursor: null })),
    [queryClient],
  );
  if (recommended.isError)
    return (
      <LoadErrorState
        title={t('discover.loadError')}
        retryLabel={t('discover.retry')}
        onRetry={() => void recommended.refetch()}
      />
    );
  const creators = recommended.data?.creators ?? [];
  const posts = recommended.data?.posts ?? [];
  if (recommended.isSuccess && creators.length === 0 && posts.length === 0)
    return (
      <EmptyState
        className="rounded-3xl border border-dashed border-line"
        icon={<Compass className="size-8" />}
        title={t('discover.nothingYet')}
        description={t('discover.nothingYetBody')}
      />
    );
  return (
    <>
      {(recommended.isPending || creators.length > 0) && (
        <section data-testid="discover-recommended-creators">
          <SectionTitle>{t('discover.recommendedCreators')}</SectionTitle>
          <CreatorGrid creators={creators} loading={recommended.isPending} scroll />
        </section>
      )}
      {(recommended.isPending || posts.length > 0) && (
        <section className="mx-auto max-w-2xl">
          <SectionTitle>{t('discover.recommendedPosts')}</SectionTitle>
          <PostList
            queryKey={[...postKeys.all, 'recommend']}
            fetchPage={fetchPosts}
            empty={null}
            testId="discover-posts"
          />
        </section>
      )}
    </>
  );
}

export function DiscoverPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [resetCount, setResetCount] = useState(0);
  const typed = params.get('q')?.trim() ?? '';
  // As in the top bar's search, a single letter matches too much to be worth asking.
  const query = typed.length >= SEARCH_MIN_LENGTH ? typed : '';
  const category = toCategory(params.get('category'));

  const show = (next: { q: string; category: TCreatorCategory | null }) =>
    setParams(
      { ...(next.q ? { q: next.q } : {}), ...(next.category ? { category: next.category } : {}) },
      { replace: true },
    );

  return (
    <div className="space-y-6" data-testid="discover-page">
      <header>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('discover.title')}</h1>
        <p className="mt-1 text-sm text-muted md:text-base">{t('discover.subtitle')}</p>
      </header>
      <div className="space-y-3">
        <PostSearchBox
          // "Show all" empties the box too: a new box starts from the emptied address.
          key={resetCount}
          value={typed}
          onSearch={(q) => show({ q, category })}
          placeholder={t('discover.searchPlaceholder')}
          label={t('discover.searchCreators')}
          testId="discover-search"
          autoFocus={false}
        />
        <CategoryChips value={category} onChange={(next) => show({ q: typed, category: next })} />
      </div>
      {query || category ? (
        <BrowseResults
          query={query}
          category={category}
          onClear={() => {
            setResetCount((n) => n + 1);
            show({ q: '', category: null });
          }}
        />
      ) : (
        <Recommendations />
      )}
    </div>
  );
}
