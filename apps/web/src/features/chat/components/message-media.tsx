/**
 * The photos and videos of a message. Open ones show their signed file (`url`), locked ones of a
 * paid message only their server-blurred thumbnail, under the price and "Unlock for $x".
 */
import { Lock, Play } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TPostMediaView } from '@fanlane/contracts/post';
import { formatDuration } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { Button } from '../../../shared/ui/button';

/** Width / height of a single picture's frame, kept between a tall 3:4 and a wide 16:9. */
function ratioOf(item: TPostMediaView): number {
  if (item.width <= 0 || item.height <= 0) return 1;
  return Math.min(16 / 9, Math.max(3 / 4, item.width / item.height));
}

function Tile({ item, single }: { item: TPostMediaView; single: boolean }) {
  const { t } = useTranslation();
  const open = !item.locked && item.url !== null;
  const duration = item.kind === 'video' ? formatDuration(item.durationMs) : null;
  const frame = `relative block overflow-hidden rounded-xl bg-fg/10 ${single ? 'w-full' : 'aspect-square'}`;
  const style = single ? { aspectRatio: ratioOf(item) } : undefined;
  if (open && item.kind === 'video') {
    return (
      <video
        controls
        preload="metadata"
        playsInline
        src={item.url ?? undefined}
        poster={item.thumbUrl}
        className={`${frame} bg-black object-contain`}
        style={style}
        data-testid="chat-media-video"
      />
    );
  }
  const picture = (
    <>
      <img
        src={open ? (item.url ?? item.thumbUrl) : item.thumbUrl}
        alt=""
        loading="lazy"
        draggable={false}
        className={`size-full object-cover ${open ? '' : 'scale-110'}`}
        data-testid={open ? 'chat-media-image' : 'chat-media-locked'}
      />
      {item.kind === 'video' && (
        <span className="absolute start-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-black/65 px-1.5 py-0.5 text-[11px] font-medium text-white">
          <Play className="size-3 fill-current" aria-label={t('chat.media.video')} />
          {duration}
        </span>
      )}
    </>
  );
  if (!open) {
    return (
      <span className={frame} style={style}>
        {picture}
      </span>
    );
  }
  return (
    <a href={item.url ?? undefined} target="_blank" rel="noreferrer" className={frame} style={style}>
      {picture}
    </a>
  );
}

/** The media of a message; `onUnlock` when the viewer may buy it (a locked paid message). */
export function MessageMedia({
  media,
  price,
  onUnlock,
}: {
  media: TPostMediaView[];
  price: string | null;
  onUnlock?: () => void;
}) {
  const { t } = useTranslation();
  if (media.length === 0) return null;
  const single = media.length === 1;
  return (
    <div className="relative" data-testid="chat-media">
      <div className={single ? '' : 'grid grid-cols-2 gap-1'}>
        {media.map((item) => (
          <Tile key={item.id} item={item} single={single} />
        ))}
      </div>
      {onUnlock && price !== null && (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-xl bg-black/35 p-3 text-center text-white"
          data-testid="chat-locked"
        >
          <Lock className="size-5" aria-hidden />
          <p className="text-sm font-semibold">{t('chat.paid.locked', { count: media.length })}</p>
          <Button round onClick={onUnlock} data-testid="chat-unlock" className="shadow-lg ring-1 ring-white/20">
            {t('chat.paid.unlock', { price: formatUsdCents(price) })}
          </Button>
        </div>
      )}
    </div>
  );
}
