/**
 * A post opened from a list, over the list (lazily loaded, see PostList): the post with its whole
 * text and its comments. Closing it leaves the list, and its scroll position, as it was.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink, FileX, X } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { Spinner } from '../../../shared/ui/spinner';
import { usePostDetail } from '../api/use-post-detail';
import { postPath } from '../lib/post-links';
import { CommentsPanel } from './comments-panel';
import { PostCard } from './post-card';

export function PostViewModal({ postId, onClose }: { postId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const post = usePostDetail(postId);
  const data = post.data;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid="post-view-modal"
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl border border-line bg-surface text-fg shadow-2xl shadow-black/40 data-[state=open]:animate-slide-up md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:max-h-[calc(100dvh-4rem)] md:w-[calc(100vw-4rem)] md:max-w-2xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl md:data-[state=open]:animate-pop-in"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-line bg-surface px-4 py-2.5">
            <Dialog.Title className="text-base font-semibold">{t('posts.view.title')}</Dialog.Title>
            <div className="flex items-center gap-1">
              {data && (
                <Link
                  to={postPath(data)}
                  className="inline-flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/8 hover:text-fg"
                  aria-label={t('posts.view.openPage')}
                  title={t('posts.view.openPage')}
                >
                  <ExternalLink className="size-4.5" />
                </Link>
              )}
              <Dialog.Close
                aria-label={t('common.close')}
                className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/8 hover:text-fg"
              >
                <X className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          <div className="space-y-6 p-4 md:p-6">
            {data ? (
              <>
                <PostCard
                  post={data}
                  expanded
                  bare
                  onDeleted={onClose}
                  onComments={() => document.getElementById('comments')?.scrollIntoView({ behavior: 'smooth' })}
                />
                {data.status === 'published' && (
                  <div className="border-t border-line pt-5">
                    <CommentsPanel postId={data.id} />
                  </div>
                )}
              </>
            ) : post.isError ? (
              <div className="flex flex-col items-center py-12 text-center text-muted" data-testid="post-view-missing">
                <FileX className="size-8" aria-hidden />
                <p className="mt-3 text-sm">{t('posts.view.unavailable')}</p>
              </div>
            ) : (
              <div className="flex justify-center py-16">
                <Spinner className="size-6 text-muted" />
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
