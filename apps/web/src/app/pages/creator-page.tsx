/**
 * A creator's page (/:domain): header, follow, the posts and media tabs. A fan's address opens
 * their small profile. The page composes the creator-page feature (profile, header, tabs) with
 * following, subscribing, tipping, blocking and the posts list of their own features.
 */
import { useQueryClient } from '@tanstack/react-query';
import { FileText, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '#i18n';
import type { TMediaKind } from '@fanlane/contracts/post-limits';
import type { TProfile } from '@fanlane/contracts/profile';
import { creatorPageKeys, isBlockedError } from '../../features/creator-page/api/creator-page-api';
import { useCreatorProfile } from '../../features/creator-page/api/use-creator-profile';
import { CreatorHeader, CreatorSkeleton } from '../../features/creator-page/components/creator-header';
import { CreatorNotFound } from '../../features/creator-page/components/creator-not-found';
import { CreatorTabs } from '../../features/creator-page/components/creator-tabs';
import { OwnerActions } from '../../features/creator-page/components/owner-actions';
import { SoonButton } from '../../features/creator-page/components/soon-button';
import { UnavailableNotice } from '../../features/creator-page/components/unavailable-notice';
import { useCreatorTab } from '../../features/creator-page/components/use-creator-tab';
import { followQueryKey } from '../../features/follows/api/follow-api';
import { useFollowState } from '../../features/follows/api/use-follow';
import { FollowButton } from '../../features/follows/components/follow-button';
import { TipButton } from '../../features/payments/components/tip-button';
import { fetchCreatorPosts, postKeys } from '../../features/posts/api/post-api';
import { PostList } from '../../features/posts/components/post-list';
import { SubscribeButton } from '../../features/subscriptions/components/subscribe-button';
import { selectIsLoggedIn, useUserStore } from '../../shared/stores/user-store';
import { ReportSlot } from '../../shared/lib/report-slot';
import { EmptyState } from '../../shared/ui/empty-state';

// Signed-in visitors only: its dropdown (Radix, floating-ui) stays out of an anonymous first view.
const BlockMenu = lazy(() =>
  import('../../features/blocks/components/block-menu').then((m) => ({ default: m.BlockMenu })),
);

export function CreatorPage() {
  const { domain = '' } = useParams();
  const profile = useCreatorProfile(domain);
  const isCreator = Boolean(profile.data?.creatorDomain);
  const follow = useFollowState(domain, isCreator);
  // Which page's creator turned the viewer away (postList answered BLOCKED).
  const [blockedOn, setBlockedOn] = useState<string | null>(null);

  if (profile.isPending) return <CreatorSkeleton />;
  if (profile.isError || !profile.data) return <CreatorNotFound domain={domain} />;
  return (
    <CreatorProfile
      domain={domain}
      profile={profile.data}
      followers={follow.data?.followers}
      following={follow.data?.following ?? false}
      blocked={blockedOn === domain}
      onBlocked={setBlockedOn}
    />
  );
}

interface CreatorProfileProps {
  domain: string;
  profile: TProfile;
  followers: number | undefined;
  following: boolean;
  /** The creator blocked the viewer: no follow, subscribe or posts, and the page says why. */
  blocked: boolean;
  onBlocked: (domain: string) => void;
}

function CreatorProfile({ domain, profile, followers, following, blocked, onBlocked }: CreatorProfileProps) {
  const myAddress = useUserStore((s) => s.address);
  const isCreator = Boolean(profile.creatorDomain);
  const isMe = myAddress !== null && myAddress === profile.address;
  const visitor = { domain, profile, isCreator, blocked };

  return (
    <article data-testid="creator-page">
      <CreatorHeader
        profile={profile}
        domain={domain}
        followers={followers}
        actions={isMe ? <OwnerActions isCreator={isCreator} /> : <VisitorActions {...visitor} following={following} />}
        tools={isMe ? null : <VisitorTools {...visitor} />}
        showShortcuts={!blocked}
      />
      {isCreator && (
        <div className="mt-8 px-1 md:px-6">
          {blocked ? <UnavailableNotice /> : <CreatorPosts domain={domain} isMe={isMe} onBlocked={onBlocked} />}
        </div>
      )}
    </article>
  );
}

type VisitorProps = { domain: string; profile: TProfile; isCreator: boolean; blocked: boolean };

/** Follow and Subscribe; a viewer the creator blocked can do neither (the page says why below). */
function VisitorActions({ domain, isCreator, blocked, following }: VisitorProps & { following: boolean }) {
  const queryClient = useQueryClient();
  if (!isCreator || blocked) return null;
  return (
    <>
      <FollowButton
        domain={domain}
        following={following}
        // Followers-only posts open or close with the follow, here and in the home feed.
        onFollowChanged={() => void queryClient.invalidateQueries({ queryKey: postKeys.all })}
      />
      <SubscribeButton domain={domain} className="flex-1 md:flex-none" />
    </>
  );
}

/** Tip, Message (coming soon) and, for a signed-in viewer, the block menu. */
function VisitorTools({ domain, profile, isCreator, blocked }: VisitorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const name = profile.displayName || profile.creatorDomain || domain;
  const onBlockChange = () => {
    void queryClient.invalidateQueries({ queryKey: followQueryKey(domain) });
    void queryClient.invalidateQueries({ queryKey: creatorPageKeys.profile(domain) });
  };
  return (
    <>
      {isCreator && !blocked && <TipButton domain={domain} />}
      <SoonButton
        icon={<MessageCircle className="size-5" aria-hidden />}
        label={t('creator.message')}
        iconOnly
        testId="creator-message"
      />
      {isLoggedIn && (
        <Suspense fallback={null}>
          <BlockMenu address={profile.address} name={name} onChange={onBlockChange} />
        </Suspense>
      )}
      <ReportSlot target={{ type: 'user', id: profile.address, ownerAddress: profile.address }} />
    </>
  );
}

/** The posts and media tabs of the creator's page, and the list of the tab shown. */
function CreatorPosts({
  domain,
  isMe,
  onBlocked,
}: {
  domain: string;
  isMe: boolean;
  onBlocked: (domain: string) => void;
}) {
  const { t } = useTranslation();
  const { tab, filter, setTab } = useCreatorTab();
  const mediaKind: TMediaKind | undefined = filter === 'all' ? undefined : filter;
  const fetchPage = useCallback(
    async (cursor: string | undefined, opts?: { signal?: AbortSignal }) => {
      try {
        return await fetchCreatorPosts({ addressOrDomain: domain, tab, mediaKind, cursor }, { ...opts, silent: true });
      } catch (error) {
        if (isBlockedError(error)) onBlocked(domain);
        throw error;
      }
    },
    [domain, tab, mediaKind, onBlocked],
  );

  return (
    <>
      <CreatorTabs
        tab={tab}
        filter={filter}
        onTab={(next) => setTab({ tab: next })}
        onFilter={(next) => setTab({ tab: 'media', filter: next })}
      />
      <div className="mt-4">
        <PostList
          key={`${tab}-${filter}`}
          queryKey={postKeys.creator(domain, tab, mediaKind)}
          fetchPage={fetchPage}
          layout={tab === 'media' ? 'grid' : 'feed'}
          testId="creator-posts"
          empty={
            <EmptyState
              className="rounded-3xl border border-dashed border-line"
              icon={<FileText className="size-8" />}
              title={t(tab === 'media' ? 'creatorPage.noMedia' : 'creatorPage.noPosts')}
              description={isMe ? t('creatorPage.noPostsOwner') : undefined}
            />
          }
        />
      </div>
    </>
  );
}
