/**
 * What a covered sensitive post shows in place of its media (or of its text, when it has none):
 * the server's blurred stand-in of the first file at most, never the files themselves, under
 * "Sensitive content · Tap to reveal". The tap reveals the post for the rest of the session.
 */
import { EyeOff } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import { frameRatio } from './post-media';

/** The first file's blurred picture: a locked file's preview is blurred already; an opened one has its stand-in. */
export function sensitiveStandIn(post: TPost): string | undefined {
  const first = post.media[0];
  if (!first) return undefined;
  return first.locked ? first.thumbUrl : first.blurredUrl;
}

export function SensitiveCover({ post, onReveal }: { post: TPost; onReveal: () => void }) {
  const { t } = useTranslation();
  const picture = sensitiveStandIn(post);
  const hasMedia = post.media.length > 0;
  return (
    <button
      type="button"
      onClick={onReveal}
      data-testid="sensitive-cover"
      className={`group relative block w-full cursor-pointer overflow-hidden rounded-2xl bg-gradient-to-br from-zinc-700 to-zinc-900 text-white focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none ${
        hasMedia ? 'max-h-[78dvh]' : 'min-h-36'
      }`}
      style={hasMedia ? { aspectRatio: frameRatio(post.media) } : undefined}
    >
      {picture && (
        <img
          src={picture}
          alt=""
          draggable={false}
          className="absolute inset-0 size-full scale-110 object-cover"
          data-testid="sensitive-cover-image"
        />
      )}
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/45 p-4 text-center">
        <EyeOff className="size-7" aria-hidden />
        <span className="text-base font-semibold">{t('posts.sensitive.title')}</span>
        <span className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/30 backdrop-blur-md transition-colors group-hover:bg-white/25">
          {t('posts.sensitive.reveal')}
        </span>
      </span>
    </button>
  );
}
