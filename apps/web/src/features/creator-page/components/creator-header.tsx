import { CalendarDays, Library, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TProfile } from '@fanlane/contracts/profile';
import { formatDate } from '../../../shared/lib/dates';
import { Avatar } from '../../../shared/ui/avatar';
import { CreatorCover } from './creator-cover';
import { CreatorLinks } from './creator-links';
import { CreatorStats } from './creator-stats';
import { Handle, UserText } from '../../../shared/ui/user-text';

interface CreatorHeaderProps {
  profile: TProfile;
  /** The page's address segment (a domain, or a fan's address). */
  domain: string;
  /** The live followers count, when the follow check has answered. */
  followers?: number;
  /** Follow and subscribe, or the owner's own buttons. */
  actions: ReactNode;
  /** The small round buttons: message, the "…" menu. */
  tools?: ReactNode;
  /** Links to the creator's post search and collections; hidden when the page is closed to the viewer. */
  showShortcuts: boolean;
}

export function CreatorSkeleton() {
  return (
    <div aria-busy className="animate-pulse">
      <div className="aspect-[3/1] max-h-64 min-h-32 rounded-3xl bg-fg/8" />
      <div className="-mt-12 px-5">
        <div className="size-24 rounded-full border-4 border-bg bg-fg/12" />
        <div className="mt-4 h-6 w-48 rounded-full bg-fg/10" />
        <div className="mt-2 h-4 w-28 rounded-full bg-fg/8" />
        <div className="mt-5 h-4 w-full max-w-md rounded-full bg-fg/8" />
        <div className="mt-5 h-16 w-full max-w-md rounded-2xl bg-fg/6" />
      </div>
    </div>
  );
}

const SHORTCUT =
  'inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-[13px] font-semibold text-fg/85 transition-colors hover:border-accent/50 hover:text-accent';

/**
 * The top of a creator page: cover, the avatar over its edge, name, handle, bio, links and counts.
 */
export function CreatorHeader({ profile, domain, followers, actions, tools, showShortcuts }: CreatorHeaderProps) {
  const { t } = useTranslation();
  const name = profile.displayName || profile.creatorDomain || domain;
  const joined = formatDate(profile.createdAt, 'monthYear');
  // A page whose counts have not been worked out still shows the followers the follow check gave.
  const counts = profile.counts
    ? { ...profile.counts, followers: followers ?? profile.counts.followers }
    : { followers };
  const pageDomain = profile.creatorDomain;

  return (
    <header>
      <CreatorCover src={profile.cover} />
      <div className="px-1 md:px-6">
        {/*
          One row under the cover: the avatar over its edge, then the buttons. On phones the main buttons
          wrap below the bio (order-3) at full width; on wide screens they sit beside the small ones.
        */}
        <div className="flex flex-wrap items-end gap-x-2">
          <div className="relative z-10 -mt-12 ms-3 me-auto w-fit md:ms-0">
            <Avatar
              src={profile.avatar}
              name={name}
              seed={profile.address}
              size="xl"
              className="border-4 border-bg shadow-lg shadow-black/20 md:size-28!"
            />
          </div>
          <div
            className="order-3 mt-5 flex w-full items-center gap-2 empty:hidden md:order-none md:mt-0 md:w-auto md:pb-1"
            data-testid="creator-actions"
          >
            {actions}
          </div>
          <div className="flex items-center gap-2 pb-1 empty:hidden" data-testid="creator-tools">
            {tools}
          </div>
          <div className="order-2 w-full min-w-0">
            <h1
              className="mt-4 text-2xl font-bold tracking-tight break-words md:text-[28px]"
              data-testid="creator-name"
            >
              <UserText>{name}</UserText>
            </h1>
            {pageDomain && (
              <p className="text-sm text-muted">
                <Handle domain={pageDomain} testId="creator-handle" />
              </p>
            )}
            {profile.bio && (
              <p
                dir="auto"
                className="mt-3 max-w-2xl text-[15px] leading-relaxed whitespace-pre-line"
                data-testid="creator-bio"
              >
                {profile.bio}
              </p>
            )}
            <CreatorLinks links={profile.links} />
            {joined && (
              <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-muted">
                <CalendarDays className="size-4" aria-hidden />
                {t('creator.joined', { date: joined })}
              </p>
            )}
          </div>
        </div>
        <div>
          <CreatorStats counts={counts} />
        </div>
        {pageDomain && showShortcuts && (
          <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('creatorPage.shortcuts')}>
            <Link to={`/searchPost/${pageDomain}`} className={SHORTCUT} data-testid="creator-search-posts">
              <Search className="size-3.5" aria-hidden />
              {t('creatorPage.searchPosts')}
            </Link>
            <Link to={`/${pageDomain}/all`} className={SHORTCUT} data-testid="creator-collections">
              <Library className="size-3.5" aria-hidden />
              {t('creatorPage.collections')}
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
