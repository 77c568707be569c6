import { Film, Image as ImageIcon, Type } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import { formatDate } from '../../../shared/lib/dates';

/** A post in one line for the editor: its first picture, the start of its text, date and media. */
export function PostSummary({ post }: { post: TPost }) {
  const { t } = useTranslation();
  const thumb = post.media[0]?.thumbUrl;
  const text = post.text.trim().split('\n')[0] ?? '';
  return (
    <span className="flex min-w-0 flex-1 items-center gap-3">
      <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-fg/8 text-muted">
        {thumb ? (
          <img src={thumb} alt="" className="size-full object-cover" />
        ) : (
          <Type className="size-5" aria-hidden />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span dir="auto" className="block truncate text-sm font-medium">
          {text || t('collections.untitledPost')}
        </span>
        <span className="mt-0.5 flex items-center gap-2 text-xs text-muted">
          <span>{formatDate(post.publishAt, 'medium')}</span>
          {post.photos > 0 && (
            <span className="inline-flex items-center gap-1">
              <ImageIcon className="size-3" aria-hidden />
              {post.photos}
            </span>
          )}
          {post.videos > 0 && (
            <span className="inline-flex items-center gap-1">
              <Film className="size-3" aria-hidden />
              {post.videos}
            </span>
          )}
        </span>
      </span>
    </span>
  );
}
