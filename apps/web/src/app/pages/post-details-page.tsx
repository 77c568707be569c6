/**
 * A post's own page: /:domain/:id, and /post?id= for the same post (spec section 2). Unknown,
 * deleted or hidden posts get the app's not-found page.
 */
import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import { usePostDetail } from '../../features/posts/api/use-post-detail';
import { CommentsPanel } from '../../features/posts/components/comments-panel';
import { PostCard } from '../../features/posts/components/post-card';
import { PostSkeleton } from '../../features/posts/components/post-skeleton';
import { isPostId } from '../../features/posts/lib/post-links';
import { ApiError } from '../../shared/lib/request';
import { Button } from '../../shared/ui/button';
import { LoadErrorState } from '../../shared/ui/load-error';
import { NotFoundPage } from './not-found-page';

const GONE_CODES: number[] = [ERRORS.NOT_FOUND.code, ERRORS.BLOCKED.code, ERRORS.VALIDATION.code];

export function PostDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id') ?? '';
  const valid = isPostId(id);
  const post = usePostDetail(id, valid);

  const back = () => {
    // Opened from a link elsewhere, there is no page of ours to go back to.
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) void navigate(-1);
    else void navigate(post.data?.author.creatorDomain ? `/${post.data.author.creatorDomain}` : '/home');
  };

  if (!valid || (post.isError && post.error instanceof ApiError && GONE_CODES.includes(post.error.code))) {
    return <NotFoundPage />;
  }

  return (
    <div className="mx-auto max-w-2xl space-y-4" data-testid="post-details">
      <Button type="ghost" round onClick={back} className="-ms-2 text-muted" data-testid="post-back">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('common.back')}
      </Button>
      {post.data ? (
        <>
          <PostCard
            post={post.data}
            expanded
            onDeleted={() =>
              void navigate(post.data?.author.creatorDomain ? `/${post.data.author.creatorDomain}` : '/home', {
                replace: true,
              })
            }
            onComments={() => document.getElementById('comments')?.scrollIntoView({ behavior: 'smooth' })}
          />
          {post.data.status === 'published' && (
            <div className="rounded-3xl border border-line bg-surface p-4 md:p-5">
              <CommentsPanel postId={post.data.id} />
            </div>
          )}
        </>
      ) : post.isError ? (
        <LoadErrorState
          title={t('posts.list.loadError')}
          retryLabel={t('posts.list.retry')}
          onRetry={() => void post.refetch()}
        />
      ) : (
        <PostSkeleton />
      )}
    </div>
  );
}
