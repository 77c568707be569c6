import { ChevronLeft, SearchX, TextSearch } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { searchPosts } from '../../features/discover/api/discover-api';
import { PostSearchBox } from '../../features/discover/components/post-search-box';
import { postKeys } from '../../features/posts/api/post-api';
import { PostList } from '../../features/posts/components/post-list';
import { EmptyState } from '../../shared/ui/empty-state';
import { Handle, isolatedHandle } from '../../shared/ui/user-text';

/** /searchPost/:domain?q=: a creator's posts whose text matches the query. */
export function PostSearchPage() {
  const { t } = useTranslation();
  const { domain = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';

  const onSearch = (next: string) => setParams(next ? { q: next } : {}, { replace: true });
  const fetchPage = useCallback(
    (cursor: string | undefined, opts?: { signal?: AbortSignal }) =>
      searchPosts(domain, query, cursor, { ...opts, silent: true }),
    [domain, query],
  );

  return (
    <section className="mx-auto max-w-2xl" data-testid="post-search-page">
      <Link
        to={`/${domain}`}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-fg"
      >
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        <Handle domain={domain} />
      </Link>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">
        {t('discover.searchPostsOf', { handle: isolatedHandle(domain) })}
      </h1>
      <PostSearchBox value={query} onSearch={onSearch} placeholder={t('discover.searchPostsPlaceholder')} />
      <div className="mt-6">
        {query ? (
          <PostList
            key={query}
            queryKey={[...postKeys.all, 'search', domain.toLowerCase(), query.toLowerCase()]}
            fetchPage={fetchPage}
            testId="post-search-results"
            empty={
              <EmptyState
                className="rounded-3xl border border-dashed border-line"
                icon={<SearchX className="size-8" />}
                title={t('discover.noPosts', { query })}
                description={t('discover.noPostsHint')}
              />
            }
          />
        ) : (
          <EmptyState
            icon={<TextSearch className="size-8" />}
            title={t('discover.searchPostsPrompt')}
            description={t('discover.searchPostsPromptBody')}
          />
        )}
      </div>
    </section>
  );
}
