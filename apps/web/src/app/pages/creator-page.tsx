import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Check, MessageCircle, Pencil, UserRoundX, Users } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchProfile } from '../../features/auth/api/auth-api';
import { getCurrentLocale } from '../../i18n';
import { LOCALE_BCP47 } from '@fanlane/contracts/locales';
import { fetchFollowState, followQueryKey, setFollow } from '../../features/follows/api/follow-api';
import { selectIsLoggedIn, useUserStore } from '../../shared/stores/user-store';
import { Avatar } from '../../shared/ui/avatar';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';

function CreatorSkeleton() {
  return (
    <div aria-busy className="animate-pulse">
      <div className="h-40 rounded-3xl bg-fg/8 md:h-52" />
      <div className="-mt-12 px-5">
        <div className="size-24 rounded-full border-4 border-bg bg-fg/12" />
        <div className="mt-4 h-6 w-48 rounded-full bg-fg/10" />
        <div className="mt-2 h-4 w-28 rounded-full bg-fg/8" />
        <div className="mt-5 h-4 w-full max-w-md rounded-full bg-fg/8" />
      </div>
    </div>
  );
}

/** A creator's public page (/:domain); posts and tiers join it in later issues. */
export function CreatorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { domain = '' } = useParams();
  const myAddress = useUserStore((s) => s.address);
  const profile = useQuery({
    queryKey: ['profile', domain],
    queryFn: () => fetchProfile(domain, { silent: true }),
    enabled: domain !== '',
  });
  const isCreator = Boolean(profile.data?.creatorDomain);
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const queryClient = useQueryClient();
  const followKey = followQueryKey(domain);
  // The check answers for the signed-in viewer, so it is asked again when that changes.
  const follow = useQuery({ queryKey: [...followKey, isLoggedIn], queryFn: () => fetchFollowState(domain), enabled: isCreator });
  const toggleFollow = useMutation({
    mutationFn: (next: boolean) => setFollow(domain, next),
    onSuccess: (state) => queryClient.setQueryData([...followKey, isLoggedIn], state),
  });

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
  const joined = new Date(data.createdAt);
  const joinedText = Number.isNaN(joined.getTime())
    ? null
    : new Intl.DateTimeFormat(LOCALE_BCP47[getCurrentLocale()], { month: 'long', year: 'numeric' }).format(joined);

  return (
    <article data-testid="creator-page">
      <div className="relative h-40 overflow-hidden rounded-3xl bg-gradient-to-br from-accent-strong via-accent to-fuchsia-500 md:h-52">
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(255,255,255,0.25),transparent_45%)]" />
      </div>
      <div className="px-4 md:px-6">
        <div className="relative z-10 -mt-12 flex items-end justify-between gap-3">
          <Avatar src={data.avatar} name={name} size="xl" className="border-4 border-bg" />
          <div className="flex gap-2 pb-1">
            {isMe ? (
              <Button type="border" round onClick={() => void navigate('/settings/profile')}>
                <Pencil className="size-4" aria-hidden />
                {t('creator.editProfile')}
              </Button>
            ) : (
              <>
                <Button
                  type="cancel"
                  round
                  isIcon
                  auth
                  attrDomain={domain}
                  aria-label={t('creator.message')}
                  onClick={() =>
                    void navigate(data.privateChatId ? `/chats/chat/${data.privateChatId}` : '/chats/newChatsSend')
                  }
                >
                  <MessageCircle className="size-5" aria-hidden />
                </Button>
                {isCreator && (
                  <Button
                    round
                    auth
                    attrDomain={domain}
                    type={follow.data?.following ? 'border' : 'default'}
                    isActive={follow.data?.following}
                    loading={toggleFollow.isPending}
                    data-testid="creator-follow"
                    data-following={follow.data?.following ? 'true' : 'false'}
                    onClick={() => toggleFollow.mutate(!follow.data?.following)}
                  >
                    {follow.data?.following && <Check className="size-4" aria-hidden />}
                    {t(follow.data?.following ? 'creator.following' : 'creator.follow')}
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight" data-testid="creator-name">
          {name}
        </h1>
        {data.creatorDomain && <p className="text-sm text-muted">@{data.creatorDomain}</p>}
        {data.bio && <p className="mt-4 max-w-2xl text-[15px] leading-relaxed whitespace-pre-line">{data.bio}</p>}
        {follow.data && (
          <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-muted me-4" data-testid="creator-followers">
            <Users className="size-4" aria-hidden />
            {t('creator.followers', { count: follow.data.followers })}
          </p>
        )}
        {joinedText && (
          <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-muted">
            <CalendarDays className="size-4" aria-hidden />
            {t('creator.joined', { date: joinedText })}
          </p>
        )}
        <div className="mt-8 rounded-3xl border border-dashed border-line px-6 py-10 text-center text-sm text-muted">
          {t('creator.noPosts')}
        </div>
      </div>
    </article>
  );
}
