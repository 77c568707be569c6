import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, FileText, MessageCircle, PenSquare, Pencil, UserRoundX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMediaKind } from '@fanlane/contracts/post';
import { BlockMenu } from '../../features/blocks/components/block-menu';
import { creatorPageKeys, fetchProfile, isBlockedError } from '../../features/creator-page/api/creator-page-api';
import type { TCreatorTab, TMediaFilter } from '../../features/creator-page/api/creator-page-api';
import { CreatorHeader, CreatorSkeleton } from '../../features/creator-page/components/creator-header';
import { CreatorTabs } from '../../features/creator-page/components/creator-tabs';
import { SoonButton } from '../../features/creator-page/components/soon-button';
import { UnavailableNotice } from '../../features/creator-page/components/unavailable-notice';
import { fetchFollowState, followQueryKey, setFollow } from '../../features/follows/api/follow-api';
import { TipButton } from '../../features/payments/components/tip-button';
import { PostList, fetchCreatorPosts, postKeys } from '../../features/posts';
import { SubscribeButton } from '../../features/subscriptions/components/subscribe-button';
import { selectIsLoggedIn, useUserStore } from '../../shared/stores/user-store';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';

function readTab(params: URLSearchParams): { tab: TCreatorTab; filter: TMediaFilter } {
  const tab: TCreatorTab = params.get('tab') === 'media' ? 'media' : 'posts';
  const kind = params.get('kind');
  const filter: TMediaFilter = tab === 'media' && (kind === 'image' || kind === 'video') ? kind : 'all';
  return { tab, filter };
}

/**
 * A creator's page (/:domain): header, follow, the posts and media tabs. A fan's address opens
 * their small profile. The tab lives in the address (?tab=media&kind=video), so back and reload keep it.
 */
export function CreatorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { domain = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { tab, filter } = readTab(params);
  const myAddress = useUserStore((s) => s.address);
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const queryClient = useQueryClient();
  // Which page's creator turned the viewer away (postList answered BLOCKED).
  const [blockedOn, setBlockedOn] = useState<string | null>(null);

  const profile = useQuery({
    queryKey: creatorPageKeys.profile(domain),
    queryFn: ({ signal }) => fetchProfile(domain, { signal, silent: true }),
    enabled: domain !== '',
  });
  const isCreator = Boolean(profile.data?.creatorDomain);
  const followKey = followQueryKey(domain);
  // The check answers for the signed-in viewer, so it is asked again when that changes.
  const follow = useQuery({
    queryKey: [...followKey, isLoggedIn],
    queryFn: () => fetchFollowState(domain),
    enabled: isCreator,
  });
  const toggleFollow = useMutation({
    mutationFn: (next: boolean) => setFollow(domain, next),
    onSuccess: (state) => {
      queryClient.setQueryData([...followKey, isLoggedIn], state);
      // Followers-only posts open or close with the follow, here and in the home feed.
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });

  const mediaKind: TMediaKind | undefined = filter === 'all' ? undefined : filter;
  const fetchPage = useCallback(
    async (cursor: string | undefined, opts?: { signal?: AbortSignal }) => {
      try {
        return await fetchCreatorPosts({ addressOrDomain: domain, tab, mediaKind, cursor }, { ...opts, silent: true });
      } catch (error) {
        if (isBlockedError(error)) setBlockedOn(domain);
        throw error;
      }
    },
    [domain, tab, mediaKind],
  );

  if (profile.isPending) return <CreatorSkeleton />;
  if (profile.isError || !profile.data) {
    return (
      <EmptyState
        icon={<UserRoundX className="size-8" />}
        title={t('creator.notFoundTitle')}
        description={t('creator.notFoundBody', { domain })}
        action={
          <Button round onClick={() => void navigate('/home')}>
            {t('notFound.action')}
          </Button>
        }
      />
    );
  }

  const data = profile.data;
  const name = data.displayName || data.creatorDomain || domain;
  const isMe = myAddress !== null && myAddress === data.address;
  const blocked = blockedOn === domain;
  const following = follow.data?.following ?? false;

  const setTab = (next: { tab: TCreatorTab; filter?: TMediaFilter }) => {
    const query = new URLSearchParams(params);
    if (next.tab === 'media') query.set('tab', 'media');
    else query.delete('tab');
    if (next.tab === 'media' && next.filter && next.filter !== 'all') query.set('kind', next.filter);
    else query.delete('kind');
    setParams(query, { replace: true, preventScrollReset: true });
  };

  const onBlockChange = () => {
    void queryClient.invalidateQueries({ queryKey: followKey });
    void queryClient.invalidateQueries({ queryKey: creatorPageKeys.profile(domain) });
  };

  const actions = isMe ? (
    <>
      <Button
        type="border"
        round
        className="flex-1 md:flex-none"
        onClick={() => void navigate('/settings/profile')}
        data-testid="creator-edit-profile"
      >
        <Pencil className="size-4" aria-hidden />
        {t('creator.editProfile')}
      </Button>
      {isCreator && (
        <Button
          round
          className="flex-1 md:flex-none"
          onClick={() => void navigate('/createPost')}
          data-testid="creator-new-post"
        >
          <PenSquare className="size-4" aria-hidden />
          {t('creatorPage.newPost')}
        </Button>
      )}
    </>
  ) : (
    // A viewer the creator blocked can neither follow nor subscribe; the page says why below.
    <>
      {isCreator && !blocked && (
        <Button
          round
          auth
          attrDomain={domain}
          type={following ? 'border' : 'default'}
          isActive={following}
          loading={toggleFollow.isPending}
          className="flex-1 md:flex-none"
          data-testid="creator-follow"
          data-following={following ? 'true' : 'false'}
          onClick={() => toggleFollow.mutate(!following)}
        >
          {following && <Check className="size-4" aria-hidden />}
          {t(following ? 'creator.following' : 'creator.follow')}
        </Button>
      )}
      {isCreator && !blocked && <SubscribeButton domain={domain} className="flex-1 md:flex-none" />}
    </>
  );
  const tools = isMe ? null : (
    <>
      {isCreator && !blocked && <TipButton domain={domain} />}
      <SoonButton
        icon={<MessageCircle className="size-5" aria-hidden />}
        label={t('creator.message')}
        iconOnly
        testId="creator-message"
      />
      {isLoggedIn && <BlockMenu address={data.address} name={name} onChange={onBlockChange} />}
    </>
  );

  return (
    <article data-testid="creator-page">
      <CreatorHeader
        profile={data}
        domain={domain}
        followers={follow.data?.followers}
        actions={actions}
        tools={tools}
        showShortcuts={!blocked}
      />
      {isCreator && (
        <div className="mt-8 px-1 md:px-6">
          {blocked ? (
            <UnavailableNotice />
          ) : (
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
          )}
        </div>
      )}
    </article>
  );
}
