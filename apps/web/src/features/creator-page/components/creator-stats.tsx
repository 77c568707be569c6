import { useTranslation } from '#i18n';
import { formatNumber } from '../../../shared/lib/format';

export type TCreatorCounts = { posts: number; photos: number; videos: number; followers: number };

const ORDER = ['posts', 'photos', 'videos', 'followers'] as const;

/** Posts, photos, videos and followers: the figures under the bio (those that are known). */
export function CreatorStats({ counts }: { counts: Partial<TCreatorCounts> }) {
  const { t } = useTranslation();
  const shown = ORDER.filter((key) => counts[key] !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl
      style={{ gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }}
      className="mt-5 grid divide-x divide-line overflow-hidden rounded-2xl border border-line bg-surface rtl:divide-x-reverse md:inline-grid md:min-w-[28rem]"
      data-testid="creator-stats"
    >
      {shown.map((key) => (
        <div
          key={key}
          className="flex flex-col-reverse items-center px-2 py-3 text-center"
          data-testid={key === 'followers' ? 'creator-followers' : `creator-count-${key}`}
        >
          <dt className="text-xs text-muted">{t(`creatorPage.counts.${key}`)}</dt>
          <dd className="text-lg font-bold tabular-nums">{formatNumber(counts[key] ?? 0, 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
