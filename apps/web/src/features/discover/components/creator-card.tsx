import { FileText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { Link } from 'react-router';
import type { TCreatorCard } from '@fanlane/contracts/discover';
import { formatNumber } from '../../../shared/lib/format';
import { Avatar } from '../../../shared/ui/avatar';
import { Handle, UserText } from '../../../shared/ui/user-text';

interface CreatorCardProps {
  creator: TCreatorCard;
  /** Beside the link to the page, e.g. a follow button (composed by the page, from its feature). */
  action?: ReactNode;
  /** Above the fold (the first row): its cover loads at once, not lazily, as the largest paint. */
  eager?: boolean;
}

/** A creator to discover: cover, avatar, name, handle, bio and counts, and a way to their page. */
export function CreatorCard({ creator, action, eager = false }: CreatorCardProps) {
  const { t } = useTranslation();
  const name = creator.displayName || creator.creatorDomain;
  const path = `/${encodeURIComponent(creator.creatorDomain)}`;
  return (
    <article
      data-testid={`discover-creator-${creator.creatorDomain}`}
      className="flex flex-col overflow-hidden rounded-3xl border border-line bg-surface"
    >
      <div className="h-20 bg-gradient-to-br from-accent/40 via-accent/15 to-fuchsia-500/25">
        {creator.cover && (
          <img src={creator.cover} alt="" loading={eager ? 'eager' : 'lazy'} className="size-full object-cover" />
        )}
      </div>
      <div className="flex flex-1 flex-col px-4 pb-4">
        {/* The same page as the name's link below: left out of the tab order and the accessibility
            tree, so a screen reader meets one link per creator (and the initials drawn in the
            avatar are not read as a name that differs from the link's). */}
        <Link to={path} className="-mt-8 flex items-end gap-3 self-start" aria-hidden tabIndex={-1}>
          <Avatar src={creator.avatar} name={name} size="lg" className="ring-4 ring-surface" />
        </Link>
        <Link to={path} className="mt-2 min-w-0 hover:underline" data-testid="discover-creator-name">
          <h3 className="truncate text-base font-semibold">
            <UserText>{name}</UserText>
          </h3>
        </Link>
        <p className="truncate text-sm text-muted">
          <Handle domain={creator.creatorDomain} />
        </p>
        {creator.bio && (
          <UserText as="p" className="mt-2 line-clamp-2 text-sm text-fg/80">
            {creator.bio}
          </UserText>
        )}
        <p className="mt-3 flex items-center gap-4 text-xs text-muted tabular-nums">
          <span className="inline-flex items-center gap-1" title={t('discover.followers')}>
            <Users className="size-3.5" aria-hidden />
            <span className="sr-only">{t('discover.followers')}: </span>
            {formatNumber(creator.followers, 0)}
          </span>
          <span className="inline-flex items-center gap-1" title={t('discover.posts')}>
            <FileText className="size-3.5" aria-hidden />
            <span className="sr-only">{t('discover.posts')}: </span>
            {formatNumber(creator.posts, 0)}
          </span>
        </p>
        <div className="mt-auto flex items-center gap-2 pt-4">
          <Link
            to={path}
            data-testid="discover-creator-open"
            className="inline-flex h-10 flex-1 items-center justify-center rounded-full border border-line px-3 text-sm font-semibold whitespace-nowrap text-fg transition-colors hover:bg-fg/6"
          >
            {t('discover.viewPage')}
          </Link>
          {action}
        </div>
      </div>
    </article>
  );
}

/** The shape of a card while creators load. */
export function CreatorCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="creator-card-skeleton"
      className="flex animate-pulse flex-col overflow-hidden rounded-3xl border border-line bg-surface"
    >
      <div className="h-20 bg-fg/8" />
      <div className="px-4 pb-4">
        <div className="-mt-8 size-16 rounded-full bg-fg/12 ring-4 ring-surface" />
        <div className="mt-3 h-4 w-32 rounded-full bg-fg/10" />
        <div className="mt-2 h-3 w-20 rounded-full bg-fg/8" />
        <div className="mt-4 h-3 w-24 rounded-full bg-fg/8" />
        <div className="mt-4 h-10 rounded-full bg-fg/8" />
      </div>
    </div>
  );
}
