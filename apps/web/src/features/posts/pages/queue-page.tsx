/** /queue: the creator's scheduled posts, soonest first, each with its time, edit and delete. */
import { useState } from 'react';
import { CalendarClock, FileText, Pencil, PenSquare, Play, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import { formatDate, formatRelative } from '../../../shared/lib/dates';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { LoadMoreButton } from '../../../shared/ui/load-more-button';
import { useQueue } from '../api/use-queue';
import { DeletePostDialog } from '../components/delete-post-dialog';
import { CreatorsOnly, ToolHeader } from '../components/creators-only';
import { centsToUsd } from '../lib/post-format';
import { editPostPath } from '../lib/post-links';

function QueueRow({ post }: { post: TPost }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const first = post.media[0];
  const visibility = post.visibility === 'ppv' ? centsToUsd(post.price) : t(`posts.visibility.${post.visibility}`);
  return (
    <li
      className="flex gap-3 rounded-3xl border border-line bg-surface p-3 md:gap-4 md:p-4"
      data-testid="queue-item"
      data-post-id={post.id}
    >
      <div className="relative size-20 shrink-0 overflow-hidden rounded-2xl bg-fg/8 md:size-24">
        {first ? (
          <img src={first.thumbUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <FileText className="absolute inset-0 m-auto size-7 text-muted" aria-hidden />
        )}
        {first?.kind === 'video' && (
          <Play className="absolute start-1.5 top-1.5 size-4 fill-white text-white drop-shadow" aria-hidden />
        )}
        {post.media.length > 1 && (
          <span className="absolute end-1.5 bottom-1.5 rounded-full bg-black/65 px-1.5 text-[11px] font-semibold text-white">
            {post.media.length}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p
          className="flex flex-wrap items-center gap-x-1.5 text-sm font-semibold text-amber-600 dark:text-amber-400"
          data-testid="queue-time"
        >
          <CalendarClock className="size-4 shrink-0" aria-hidden />
          <time dateTime={post.publishAt} className="whitespace-nowrap">
            {formatDate(post.publishAt, 'dateTime')}
          </time>
          <span className="font-normal whitespace-nowrap text-muted">· {formatRelative(post.publishAt)}</span>
        </p>
        <p dir="auto" className="mt-1 line-clamp-2 text-[15px] break-words text-fg/90">
          {post.text || t('posts.queue.mediaOnly')}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-fg/8 px-2 py-0.5 text-xs font-semibold text-muted">{visibility}</span>
          <div className="ms-auto flex gap-1">
            <Link
              to={editPostPath(post.id)}
              data-testid="queue-edit"
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-accent transition-colors hover:bg-accent/10"
            >
              <Pencil className="size-4" aria-hidden />
              {t('posts.menu.edit')}
            </Link>
            <Button
              type="ghost"
              round
              className="min-h-9 px-3 text-red-500"
              onClick={() => setConfirming(true)}
              data-testid="queue-delete"
            >
              <Trash2 className="size-4" aria-hidden />
              {t('posts.menu.delete')}
            </Button>
          </div>
        </div>
      </div>
      <DeletePostDialog post={post} open={confirming} onOpenChange={setConfirming} />
    </li>
  );
}

function Queue() {
  const { t } = useTranslation();
  const { query: queue, items: posts } = useQueue();

  if (queue.isPending) {
    return (
      <ul className="space-y-3" aria-busy>
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-28 animate-pulse rounded-3xl bg-fg/8" />
        ))}
      </ul>
    );
  }
  if (queue.isError) {
    return (
      <LoadErrorState
        title={t('posts.list.loadError')}
        retryLabel={t('posts.list.retry')}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  if (posts.length === 0) {
    return (
      <EmptyState
        className="rounded-3xl border border-dashed border-line"
        icon={<CalendarClock className="size-8" />}
        title={t('queue.emptyTitle')}
        description={t('queue.emptyBody')}
        action={
          <Link
            to="/createPost"
            className="inline-flex min-h-10 items-center gap-2 rounded-full bg-accent px-5 text-sm font-semibold text-white hover:bg-accent-strong"
          >
            <PenSquare className="size-4" aria-hidden />
            {t('feed.newPost')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="space-y-3" data-testid="queue-list">
        {posts.map((post) => (
          <QueueRow key={post.id} post={post} />
        ))}
      </ul>
      <LoadMoreButton pages={queue} label={t('posts.list.loadMore')} className="mt-4 w-full" />
    </>
  );
}

export function QueuePage() {
  const { t } = useTranslation();
  const isCreator = useUserStore(selectIsCreator);
  return (
    <div className="mx-auto max-w-2xl" data-testid="queue-page">
      <ToolHeader
        icon={<CalendarClock className="size-6" aria-hidden />}
        title={t('queue.title')}
        subtitle={t('queue.subtitle')}
        action={
          isCreator ? (
            <Link
              to="/createPost"
              className="inline-flex min-h-10 items-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-strong"
            >
              <PenSquare className="size-4" aria-hidden />
              {t('feed.newPost')}
            </Link>
          ) : undefined
        }
      />
      {isCreator ? <Queue /> : <CreatorsOnly />}
    </div>
  );
}
