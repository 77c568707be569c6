/**
 * The photos and videos of a post, as this viewer may see them: the real file when it is open to
 * them, else the server-blurred thumbnail under a lock naming what would open it. A locked file's
 * `url` is never used (it is null anyway); free teasers of a locked post are tagged.
 */
import { useRef, useState } from 'react';
import type { UIEvent } from 'react';
import { ChevronLeft, ChevronRight, Gift, Lock, Play } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TPost, TPostMediaView } from '@fanlane/contracts/post';
import { IMAGE_VARIANT_WIDTHS } from '@fanlane/contracts/post-limits';
import { formatDuration } from '../../../shared/lib/dates';
import { lockLabel } from '../lib/lock-label';
import { UnlockButton, unlockModal } from './unlock-button';

/** How wide a post's picture is drawn at most: the screen on a phone, else the main column (64rem less its padding). */
const CARD_IMAGE_SIZES = '(max-width: 767px) 100vw, 960px';

const MIN_RATIO = 4 / 5;
const MAX_RATIO = 16 / 9;

/** The frame's width/height: the first file's own shape, kept between portrait 4:5 and 16:9. */
export function frameRatio(media: TPostMediaView[]): number {
  const first = media[0];
  if (!first || first.width <= 0 || first.height <= 0) return 1;
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, first.width / first.height));
}

function LockOverlay({ post }: { post: TPost }) {
  const { t } = useTranslation();
  const label = lockLabel(t, post);
  const domain = post.author.creatorDomain;
  const pill = (
    <span className="inline-flex items-center gap-2 rounded-full bg-black/60 px-4 py-2 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 backdrop-blur-md">
      <Lock className="size-4" aria-hidden />
      {label}
    </span>
  );
  const pay = unlockModal(post);
  const canAct = post.lockReason === 'followers' && domain;
  return (
    <div data-testid="media-lock" className="absolute inset-0 flex items-center justify-center bg-black/25">
      {pay ? (
        <UnlockButton post={post} modal={pay} className="shadow-lg ring-1 ring-white/20" />
      ) : canAct ? (
        <Link to={`/${encodeURIComponent(domain)}`} className="rounded-full focus-visible:outline-white">
          {pill}
        </Link>
      ) : (
        pill
      )}
    </div>
  );
}

function MediaItem({ post, item, onOpen }: { post: TPost; item: TPostMediaView; onOpen?: () => void }) {
  const { t } = useTranslation();
  const duration = formatDuration(item.durationMs);
  const open = !item.locked && item.url !== null;
  const teaser = item.preview && post.visibility !== 'public';

  let body;
  if (!open) {
    body = (
      <>
        {/* The server already blurred this thumbnail; the scale hides the soft edge of the blur. */}
        <img
          src={item.thumbUrl}
          alt=""
          draggable={false}
          className="size-full scale-110 object-cover"
          data-testid="media-locked-thumb"
        />
        {item.kind === 'video' && (
          <Play
            className="absolute start-3 top-3 size-5 fill-white/90 text-white/90 drop-shadow"
            aria-label={t('posts.media.video')}
          />
        )}
        <LockOverlay post={post} />
      </>
    );
  } else if (item.kind === 'video') {
    body = (
      <video
        controls
        preload="metadata"
        playsInline
        src={item.url ?? undefined}
        poster={item.thumbUrl}
        className="size-full bg-black object-contain"
        data-testid="media-video"
      />
    );
  } else {
    const image = (
      <img
        src={item.url ?? undefined}
        // The small and large variants, so a phone does not fetch the 1600-pixel one for a card.
        srcSet={`${item.thumbUrl} ${IMAGE_VARIANT_WIDTHS.sm}w, ${item.url} ${IMAGE_VARIANT_WIDTHS.lg}w`}
        sizes={CARD_IMAGE_SIZES}
        width={item.width || undefined}
        height={item.height || undefined}
        alt=""
        loading="lazy"
        draggable={false}
        className="size-full bg-black/90 object-contain"
        data-testid="media-image"
      />
    );
    body = onOpen ? (
      <button type="button" onClick={onOpen} className="block size-full cursor-zoom-in" aria-label={t('posts.open')}>
        {image}
      </button>
    ) : (
      image
    );
  }

  return (
    <div
      className="relative size-full shrink-0 snap-center overflow-hidden bg-fg/8"
      data-testid="post-media-item"
      data-locked={item.locked}
    >
      {body}
      <div className="pointer-events-none absolute end-3 bottom-3 flex gap-1.5">
        {teaser && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/90 px-2.5 py-1 text-xs font-semibold text-white shadow">
            <Gift className="size-3.5" aria-hidden />
            {t('posts.media.freePreview')}
          </span>
        )}
        {item.kind === 'video' && duration && !open && (
          <span className="rounded-full bg-black/65 px-2 py-1 text-xs font-medium text-white tabular-nums">
            {duration}
          </span>
        )}
      </div>
    </div>
  );
}

/** One file fills the frame; several scroll sideways with snap, arrows on desktop and a counter. */
export function PostMedia({ post, onOpen }: { post: TPost; onOpen?: () => void }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const media = post.media;
  if (media.length === 0) return null;
  const ratio = frameRatio(media);

  const go = (next: number) => {
    const el = track.current;
    if (!el) return;
    const target = Math.max(0, Math.min(media.length - 1, next));
    const direction = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollTo({ left: direction * target * el.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.clientWidth > 0) setIndex(Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
  };

  return (
    <div
      className="group relative max-h-[78dvh] overflow-hidden rounded-2xl bg-black"
      style={{ aspectRatio: ratio }}
      data-testid="post-media"
    >
      <div
        ref={track}
        onScroll={onScroll}
        // Several files scroll sideways: the keyboard can reach and scroll the strip too (arrow keys).
        tabIndex={media.length > 1 ? 0 : undefined}
        className="scrollbar-none flex size-full snap-x snap-mandatory overflow-x-auto"
      >
        {media.map((item) => (
          <MediaItem key={item.id} post={post} item={item} onOpen={onOpen} />
        ))}
      </div>
      {media.length > 1 && (
        <>
          <span className="pointer-events-none absolute end-3 top-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
            {index + 1}/{media.length}
          </span>
          <div className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center gap-1.5" aria-hidden>
            {media.map((item, i) => (
              <span
                key={item.id}
                className={`size-1.5 rounded-full transition-colors ${i === index ? 'bg-white' : 'bg-white/45'}`}
              />
            ))}
          </div>
          {index > 0 && (
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t('posts.media.previous')}
              className="absolute start-2 top-1/2 hidden size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-black/55 text-white opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100 md:flex"
            >
              <ChevronLeft className="size-5 rtl:rotate-180" />
            </button>
          )}
          {index < media.length - 1 && (
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t('posts.media.next')}
              className="absolute end-2 top-1/2 hidden size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-black/55 text-white opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100 md:flex"
            >
              <ChevronRight className="size-5 rtl:rotate-180" />
            </button>
          )}
        </>
      )}
    </div>
  );
}
