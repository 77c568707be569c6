import { EyeOff, Images, Lock, Play } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import { lockLabel } from '../lib/lock-label';
import { formatDuration } from '../../../shared/lib/dates';
import { useSensitiveCover } from '../lib/sensitive-cover';
import { sensitiveStandIn } from './sensitive-cover';

/** A post in the media grid: its first file as a square, with what it holds and whether it is locked. */
export function PostTile({ post, onOpen }: { post: TPost; onOpen: (post: TPost) => void }) {
  const { t } = useTranslation();
  const first = post.media[0];
  const locked = first?.locked ?? !post.canView;
  // Covered, the tile shows the blurred stand-in only; the post opens with its own cover.
  const { covered } = useSensitiveCover(post);
  const picture = covered ? sensitiveStandIn(post) : first?.thumbUrl;
  const label = covered ? t('posts.sensitive.title') : locked ? lockLabel(t, post) : t('posts.open');
  const duration = first?.kind === 'video' ? formatDuration(first.durationMs) : null;
  return (
    <button
      type="button"
      onClick={() => onOpen(post)}
      aria-label={label}
      data-testid="post-tile"
      data-post-id={post.id}
      className="group relative aspect-square cursor-pointer overflow-hidden rounded-xl bg-fg/8 focus-visible:ring-2 focus-visible:ring-accent"
    >
      {first ? (
        picture && (
          <img
            src={picture}
            alt=""
            loading="lazy"
            draggable={false}
            className={`size-full object-cover transition-transform duration-300 group-hover:scale-105 ${locked || covered ? 'scale-110' : ''}`}
          />
        )
      ) : covered ? null : (
        <span dir="auto" className="line-clamp-4 p-3 text-start text-sm text-muted">
          {post.text}
        </span>
      )}
      {covered ? (
        <span
          className="absolute inset-0 flex items-center justify-center bg-black/40 text-white"
          data-testid="post-tile-sensitive"
        >
          <EyeOff className="size-6 drop-shadow" aria-hidden />
        </span>
      ) : (
        locked && (
          <span className="absolute inset-0 flex items-center justify-center bg-black/30">
            <Lock className="size-6 text-white drop-shadow" aria-hidden />
          </span>
        )
      )}
      <span className="pointer-events-none absolute end-2 top-2 flex gap-1 text-white drop-shadow">
        {post.media.length > 1 && <Images className="size-4" aria-hidden />}
        {first?.kind === 'video' && <Play className="size-4 fill-current" aria-hidden />}
      </span>
      {duration && (
        <span className="absolute end-2 bottom-2 rounded-full bg-black/65 px-1.5 py-0.5 text-[11px] font-medium text-white tabular-nums">
          {duration}
        </span>
      )}
    </button>
  );
}
