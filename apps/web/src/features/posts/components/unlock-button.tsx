/**
 * What opens a locked post when money can: "Unlock for $X" opens the buy modal, "Subscribe to see"
 * the subscribe modal with the post's minimum tier. Anonymous visitors get the login modal first.
 */
import { Lock } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import type { LoginIntent } from '../../../shared/lib/login-intent';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import type { PayModal } from '../../../shared/stores/pay-modal-store';
import { Button } from '../../../shared/ui/button';
import { lockLabel } from '../lib/lock-label';

/** The payment modal that opens `post`, or null when paying cannot (follow, blocked, open). */
export function unlockModal(post: TPost): PayModal | null {
  const domain = post.author.creatorDomain;
  if (post.lockReason === 'purchase') return { kind: 'buy', postId: post.id };
  if (post.lockReason === 'subscribers' && domain) return { kind: 'subscribe', domain, minTierId: post.minTierId };
  return null;
}

/** What the login modal says an anonymous visitor was doing, and what reopens after the sign-in. */
export function unlockIntent(post: TPost, modal: PayModal): LoginIntent {
  const domain = post.author.creatorDomain ?? undefined;
  if (modal.kind === 'buy') return { kind: 'unlock', postId: post.id, priceCents: post.price ?? undefined, domain };
  if (modal.kind === 'subscribe') {
    return { kind: 'subscribe', domain: modal.domain, minTierId: modal.minTierId, postId: post.id };
  }
  return domain ? { kind: 'follow', domain } : { kind: 'generic' };
}

export function UnlockButton({ post, modal, className = '' }: { post: TPost; modal: PayModal; className?: string }) {
  const { t } = useTranslation();
  const open = usePayModalStore((s) => s.open);
  return (
    <Button
      round
      auth
      attrDomain={post.author.creatorDomain ?? undefined}
      authIntent={unlockIntent(post, modal)}
      onClick={() => open(modal)}
      data-testid="post-unlock"
      className={className}
    >
      <Lock className="size-4" aria-hidden />
      {lockLabel(t, post)}
    </Button>
  );
}
