/** The home feed (`/blog/v1/home`): posts of the creators the user follows, newest first. */
import { CalendarClock, ChartColumn, Compass, Library, PenSquare, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { useUserStore } from '../../../shared/stores/user-store';
import { fetchHomeFeed, postKeys } from '../api/post-api';
import { PostList } from './post-list';

/** Where a fan finds creators to follow: the discover page (recommendations, search, categories). */
export const DISCOVER_PATH = '/discover';

function FeedEmpty({ isCreator }: { isCreator: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="feed-empty"
      className="flex flex-col items-center rounded-3xl border border-dashed border-line px-6 py-10 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-accent/15 text-accent">
        <Users className="size-7" aria-hidden />
      </div>
      <h2 className="mt-4 text-lg font-semibold">{t('home.emptyTitle')}</h2>
      <p className="mt-1.5 max-w-sm text-sm text-muted">{t('home.emptyBody')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-x-6 gap-y-3">
        <Link
          to={DISCOVER_PATH}
          data-testid="feed-discover"
          className="inline-flex items-center gap-2 text-sm font-semibold text-accent hover:underline"
        >
          <Compass className="size-4" aria-hidden />
          {t('feed.discover')}
        </Link>
        {!isCreator && (
          <Link
            to="/becomeCreatorIntro"
            data-testid="home-become-creator"
            className="inline-flex items-center gap-2 text-sm font-semibold text-accent hover:underline"
          >
            <Sparkles className="size-4" aria-hidden />
            {t('home.becomeCreatorLink')}
          </Link>
        )}
      </div>
    </section>
  );
}

/** A creator's shortcuts above their feed: write a post, the vault, the queue, the statistics. */
function CreatorShortcuts() {
  const { t } = useTranslation();
  const link =
    'inline-flex items-center gap-2 rounded-full border border-line px-3.5 py-2 text-sm font-medium transition-colors hover:bg-fg/6';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="feed-creator-shortcuts">
      <Link
        to="/createPost"
        data-testid="feed-new-post"
        className="inline-flex items-center gap-2 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-white shadow-sm shadow-accent/30 hover:bg-accent-strong"
      >
        <PenSquare className="size-4" aria-hidden />
        {t('feed.newPost')}
      </Link>
      <Link to="/vault" className={link}>
        <Library className="size-4 text-muted" aria-hidden />
        {t('vault.title')}
      </Link>
      <Link to="/queue" className={link}>
        <CalendarClock className="size-4 text-muted" aria-hidden />
        {t('queue.title')}
      </Link>
      <Link to="/statistics" className={link} data-testid="feed-statistics">
        <ChartColumn className="size-4 text-muted" aria-hidden />
        {t('routes.statistics')}
      </Link>
    </div>
  );
}

export function HomeFeed() {
  const isCreator = useUserStore((s) => Boolean(s.info?.creatorDomain));
  const address = useUserStore((s) => s.address);
  return (
    <div className="space-y-4">
      {isCreator && <CreatorShortcuts />}
      <PostList
        // Per account: another sign-in in this tab must not see the previous user's feed.
        queryKey={[...postKeys.home, address]}
        fetchPage={(cursor, opts) => fetchHomeFeed(cursor, { signal: opts?.signal, silent: true })}
        empty={<FeedEmpty isCreator={isCreator} />}
        testId="home-feed"
      />
    </div>
  );
}
