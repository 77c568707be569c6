/**
 * One post as a card: author, time and badges, its text, its media as this viewer may see them,
 * and the actions (like, comments, share; the owner's menu).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  CalendarClock,
  Check,
  EyeOff,
  HandCoins,
  Heart,
  Link2,
  Lock,
  MessageCircle,
  Pin,
  Share2,
  Star,
  UserRoundPlus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import { formatDate, formatRelative } from '../../../shared/lib/dates';
import type { LoginIntent } from '../../../shared/lib/login-intent';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { personName } from '../../../shared/ui/person-name';
import { useLikePost } from '../api/post-mutations';
import { lockLabel } from '../lib/lock-label';
import { centsToUsd } from '../lib/post-format';
import { postPath, postUrl } from '../lib/post-links';
import { shareLink } from '../lib/share-post';
import { useSensitiveCover } from '../lib/sensitive-cover';
import { PostMedia } from './post-media';
import { PostText } from './post-text';
import { SensitiveCover } from './sensitive-cover';
import { UnlockButton, unlockModal } from './unlock-button';
import { Handle, UserText } from '../../../shared/ui/user-text';
import { ReportSlot } from '../../../shared/lib/report-slot';

// The owner's menu (a Radix dropdown) loads only for the owner's own posts.
const PostOwnerMenu = lazy(() => import('./post-owner-menu').then((m) => ({ default: m.PostOwnerMenu })));

export interface PostCardProps {
  post: TPost;
  /** Opens the post over the list (the feed's modal); without it, "comments" goes to the post's page. */
  onOpen?: (post: TPost) => void;
  /** What the comments button does instead, e.g. scroll to the comments below the post. */
  onComments?: () => void;
  /** The whole text at once, as on the post's own page. */
  expanded?: boolean;
  /** After the owner deleted the post. */
  onDeleted?: () => void;
  /** Without the card's own frame, when a dialog or a page already gives one. */
  bare?: boolean;
}

function Badge({
  children,
  tone = 'muted',
  testId,
}: {
  children: ReactNode;
  tone?: 'muted' | 'accent' | 'amber';
  testId?: string;
}) {
  const tones = {
    muted: 'bg-fg/8 text-muted',
    accent: 'bg-accent/15 text-accent',
    amber: 'bg-amber-400/15 text-amber-600 dark:text-amber-400',
  };
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

function VisibilityBadge({ post }: { post: TPost }) {
  const { t } = useTranslation();
  switch (post.visibility) {
    case 'public':
      return null;
    case 'followers':
      return (
        <Badge testId="post-visibility">
          <UserRoundPlus className="size-3" aria-hidden />
          {t('posts.visibility.followers')}
        </Badge>
      );
    case 'subscribers':
      return (
        <Badge tone="accent" testId="post-visibility">
          <Star className="size-3" aria-hidden />
          {t('posts.visibility.subscribers')}
        </Badge>
      );
    case 'ppv':
      // The fan who bought it sees that they own it rather than its price.
      if (post.canView && !post.isOwner) {
        return (
          <Badge tone="accent" testId="post-visibility">
            <Check className="size-3" aria-hidden />
            {t('posts.visibility.purchased')}
          </Badge>
        );
      }
      return (
        <Badge tone="amber" testId="post-visibility">
          <Lock className="size-3" aria-hidden />
          {centsToUsd(post.price)}
        </Badge>
      );
  }
}

function ActionButton({
  icon,
  label,
  count,
  onClick,
  active = false,
  auth = false,
  testId,
  domain,
  authIntent,
}: {
  icon: ReactNode;
  label: string;
  count?: number;
  onClick: () => void;
  active?: boolean;
  auth?: boolean;
  testId: string;
  domain?: string;
  authIntent?: LoginIntent;
}) {
  return (
    <Button
      type="ghost"
      round
      auth={auth}
      attrDomain={domain}
      authIntent={authIntent}
      onClick={onClick}
      // The count is visible, so it is part of the name too (WCAG 2.5.3, label in name).
      aria-label={count !== undefined ? `${label} ${count}` : label}
      title={label}
      data-testid={testId}
      className={`min-h-9 px-3 ${active ? 'text-rose-500 hover:text-rose-500' : 'text-muted hover:text-fg'}`}
    >
      {icon}
      {count !== undefined && <span className="tabular-nums">{count}</span>}
    </Button>
  );
}

export function PostCard({ post, onOpen, onComments, expanded = false, onDeleted, bare = false }: PostCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const like = useLikePost(post);
  const [shareNote, setShareNote] = useState<'copied' | 'failed' | null>(null);
  const author = post.author;
  const name = personName(author);
  const profilePath = author.creatorDomain ? `/${encodeURIComponent(author.creatorDomain)}` : null;
  const scheduled = post.status === 'scheduled';
  const lockedMedia = post.media.some((m) => m.locked);
  const unlock = unlockModal(post);
  const openPayModal = usePayModalStore((s) => s.open);
  // Fans tip the creator of the post; a creator does not tip themself.
  const tipDomain = post.isOwner ? null : author.creatorDomain;
  const sensitive = useSensitiveCover(post);
  const textOnly = post.media.length === 0;

  useEffect(() => {
    if (!shareNote) return undefined;
    const timer = window.setTimeout(() => setShareNote(null), 2500);
    return () => window.clearTimeout(timer);
  }, [shareNote]);

  const toggleLike = () => {
    if (like.isPending) return;
    like.mutate(!post.liked);
  };
  const openComments = () => {
    if (onComments) onComments();
    else if (onOpen) onOpen(post);
    else void navigate(postPath(post));
  };
  const share = async () => {
    const outcome = await shareLink(postUrl(post, runtimeConfig.publicUrl || window.location.origin), name);
    if (outcome === 'copied' || outcome === 'failed') setShareNote(outcome);
  };

  // The avatar repeats the name's link: hidden from assistive technology and the tab order, so a
  // screen reader meets one link to the author, named by the visible name.
  const authorLink = (children: ReactNode, className: string, duplicate = false) =>
    profilePath ? (
      <Link to={profilePath} className={className} {...(duplicate ? { tabIndex: -1, 'aria-hidden': true } : {})}>
        {children}
      </Link>
    ) : (
      <span className={className}>{children}</span>
    );

  return (
    <article
      data-testid="post-card"
      data-post-id={post.id}
      className={
        bare ? 'space-y-3' : 'space-y-3 rounded-3xl border border-line bg-surface p-4 shadow-sm shadow-black/5 md:p-5'
      }
    >
      <header className="flex items-start gap-3">
        {authorLink(<Avatar src={author.avatar} name={name} seed={author.address} />, 'shrink-0 rounded-full', true)}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {authorLink(
              <UserText className="truncate">{name}</UserText>,
              'max-w-full truncate font-semibold hover:underline',
            )}
            {post.pinned && (
              <Badge tone="accent" testId="post-pinned">
                <Pin className="size-3" aria-hidden />
                {t('posts.pinned')}
              </Badge>
            )}
            <VisibilityBadge post={post} />
            {post.sensitive && (
              <Badge tone="amber" testId="post-sensitive">
                <EyeOff className="size-3" aria-hidden />
                {t('posts.sensitive.badge')}
              </Badge>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
            {author.creatorDomain && <Handle domain={author.creatorDomain} className="truncate" />}
            {author.creatorDomain && <span aria-hidden>·</span>}
            {scheduled ? (
              <span
                className="inline-flex items-center gap-1 text-amber-600 dark:text-amber-400"
                data-testid="post-scheduled"
              >
                <CalendarClock className="size-3.5" aria-hidden />
                {t('posts.scheduledFor', { date: formatDate(post.publishAt, 'dateTime') ?? '' })}
              </span>
            ) : (
              <Link
                to={postPath(post)}
                className="hover:underline"
                title={formatDate(post.publishAt, 'dateTime') ?? undefined}
              >
                <time dateTime={post.publishAt}>{formatRelative(post.publishAt)}</time>
              </Link>
            )}
            {post.editedAt && <span>· {t('posts.edited')}</span>}
          </div>
        </div>
        {post.isOwner ? (
          <Suspense fallback={null}>
            <PostOwnerMenu post={post} onDeleted={onDeleted} />
          </Suspense>
        ) : (
          !scheduled && <ReportSlot target={{ type: 'post', id: post.id, ownerAddress: author.address }} />
        )}
      </header>

      {post.removed && (
        <p
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl bg-red-500/10 px-3 py-2 text-sm text-red-700 dark:text-red-300"
          data-testid="post-removed"
        >
          <EyeOff className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1 break-words">{t('posts.removed', { reason: post.removed.reason })}</span>
          {post.isOwner && (
            <Link to="/appeal" className="font-semibold underline" data-testid="post-removed-appeal">
              {t('posts.appealRemoval')}
            </Link>
          )}
        </p>
      )}

      {/* Covered, a text-only post hides its text too; a post with media keeps its words in view. */}
      {!(sensitive.covered && textOnly) && <PostText text={post.text} expanded={expanded} />}

      {sensitive.covered ? (
        <SensitiveCover post={post} onReveal={sensitive.reveal} />
      ) : (
        <PostMedia post={post} onOpen={onOpen ? () => onOpen(post) : undefined} />
      )}

      {!post.canView && !lockedMedia && (
        <div
          data-testid="post-lock"
          className="flex flex-wrap items-center gap-2 rounded-2xl border border-dashed border-line px-4 py-3 text-sm font-medium text-muted"
        >
          {unlock ? (
            <UnlockButton post={post} modal={unlock} />
          ) : (
            <>
              <Lock className="size-4" aria-hidden />
              {lockLabel(t, post)}
            </>
          )}
        </div>
      )}

      {!scheduled && (
        <footer className="-mx-2 flex items-center gap-1">
          <ActionButton
            icon={<Heart className={`size-5 ${post.liked ? 'fill-current' : ''}`} aria-hidden />}
            label={t(post.liked ? 'posts.unlike' : 'posts.like')}
            count={post.likes}
            active={post.liked}
            onClick={toggleLike}
            auth
            domain={author.creatorDomain ?? undefined}
            authIntent={{ kind: 'generic', domain: author.creatorDomain ?? undefined }}
            testId="post-like"
          />
          <ActionButton
            icon={<MessageCircle className="size-5" aria-hidden />}
            label={t('posts.comments.open')}
            count={post.comments}
            onClick={openComments}
            testId="post-comments"
          />
          {tipDomain && (
            <ActionButton
              icon={<HandCoins className="size-5" aria-hidden />}
              label={t('pay.tip.action')}
              onClick={() => openPayModal({ kind: 'tip', domain: tipDomain, postId: post.id })}
              auth
              domain={tipDomain}
              authIntent={{ kind: 'tip', domain: tipDomain, postId: post.id }}
              testId="post-tip"
            />
          )}
          <div className="relative ms-auto">
            <ActionButton
              icon={<Share2 className="size-5" aria-hidden />}
              label={t('posts.share')}
              onClick={() => void share()}
              testId="post-share"
            />
            {shareNote && (
              <span
                role="status"
                data-testid="post-share-note"
                className="absolute end-0 bottom-full mb-2 inline-flex items-center gap-1.5 rounded-full bg-fg px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-bg shadow-lg animate-fade-in"
              >
                {shareNote === 'copied' ? (
                  <Check className="size-3.5" aria-hidden />
                ) : (
                  <Link2 className="size-3.5" aria-hidden />
                )}
                {shareNote === 'copied' ? t('posts.linkCopied') : t('posts.copyFailed')}
              </span>
            )}
          </div>
        </footer>
      )}
    </article>
  );
}
