/**
 * A post opened from a list, over the list (lazily loaded, see PostList): the post with its whole
 * text and its comments. Closing it leaves the list, and its scroll position, as it was.
 *
 * A native modal `<dialog>`, not Radix's: the browser keeps it above the page, makes the page
 * behind it inert, traps focus in it and gives focus back on close; Escape and a click on the
 * backdrop close it. The page does not scroll under it. It loads 500 ms after every list shows
 * (spec section 9), and Radix's dialog with its scroll lock was 11 KiB gzip of a creator page's
 * first view (issue 11's first-load budget, docs/benchmarks.md).
 */
import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, SyntheticEvent } from 'react';
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
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    // What had focus (the post's button that opened it) gets it back when the dialog goes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  // Escape: the dialog stays open until the list takes it away.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // A click on the backdrop lands on the dialog element itself, outside its content.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialog}
      onCancel={onCancel}
      onClick={onBackdropClick}
      aria-labelledby={titleId}
      data-testid="post-view-modal"
      className="m-0 mt-auto max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-3xl border border-line bg-surface p-0 text-fg shadow-2xl shadow-black/40 backdrop:bg-black/80 animate-slide-up md:m-auto md:max-h-[calc(100dvh-4rem)] md:w-[calc(100vw-4rem)] md:max-w-2xl md:rounded-3xl md:animate-pop-in"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-line bg-surface px-4 py-2.5">
        <h2 id={titleId} className="text-base font-semibold">
          {t('posts.view.title')}
        </h2>
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
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/8 hover:text-fg"
          >
            <X className="size-5" />
          </button>
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
    </dialog>
  );
}
