/**
 * The one entitlement check (DESIGN.md section 4). Every read path that shows a post or its media
 * asks this; nothing else decides who may open a post.
 */
import type { TLockReason, TPostVisibility } from '@fanlane/contracts/post';

export type ViewedPost = { creatorId: string; visibility: TPostVisibility };

/** What the viewer holds towards this post's creator and this post, loaded in bulk by rights.ts. */
export type ViewerRights = {
  /** The creator blocked the viewer. */
  blocked: boolean;
  following: boolean;
  /** An active subscription that satisfies the post's tier rule (its minimum tier, if any). */
  subscribed: boolean;
  /** A purchase or grant of this post (entitlements table). */
  entitled: boolean;
};

export const NO_RIGHTS: ViewerRights = { blocked: false, following: false, subscribed: false, entitled: false };

export type ViewDecision = { canView: true; lockReason: null } | { canView: false; lockReason: TLockReason };

const OPEN: ViewDecision = { canView: true, lockReason: null };
const locked = (lockReason: TLockReason): ViewDecision => ({ canView: false, lockReason });

/**
 * - The owner sees everything.
 * - A viewer the creator blocked sees nothing, whatever they bought.
 * - public: everyone. followers: followers, subscribers and holders of an entitlement.
 * - subscribers: a subscription meeting the tier rule, or an entitlement.
 * - ppv: an entitlement (a purchase); a subscription does not open a pay-per-view post.
 */
export function canView(viewerId: string | null, post: ViewedPost, rights: ViewerRights): ViewDecision {
  if (viewerId !== null && viewerId === post.creatorId) return OPEN;
  if (rights.blocked) return locked('blocked');
  switch (post.visibility) {
    case 'public':
      return OPEN;
    case 'followers':
      return rights.following || rights.subscribed || rights.entitled ? OPEN : locked('followers');
    case 'subscribers':
      return rights.subscribed || rights.entitled ? OPEN : locked('subscribers');
    case 'ppv':
      return rights.entitled ? OPEN : locked('purchase');
  }
}
