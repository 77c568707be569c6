/**
 * Buying after sign-in (issue 12, item 4): the dialog an anonymous visitor was opening (unlock,
 * subscribe, tip) opens again once they signed in and landed back on its page, unless it is no
 * longer needed: the post is theirs or already open to them, they already subscribe, or the
 * creator is themselves. Composed here because it joins the posts, subscriptions and payments
 * features, and loaded only when there is something to reopen (global-modals.tsx).
 */
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { TPost } from '@fanlane/contracts/post';
import type { TSubscription } from '@fanlane/contracts/subscription';
import { fetchPost, postKeys } from '../features/posts/api/post-api';
import { fetchSubscriptionState } from '../features/subscriptions/api/subscription-api';
import { isLive } from '../features/subscriptions/lib/subscription-status';
import type { ResumableIntent } from '../shared/lib/login-intent';
import { useModalStore } from '../shared/stores/modal-store';
import { usePayModalStore } from '../shared/stores/pay-modal-store';
import type { PayModal } from '../shared/stores/pay-modal-store';
import { useUserStore } from '../shared/stores/user-store';
import { intentPayModal } from './pay-modal-intent';

export type ResumeDeps = {
  /** The signed-in user's own creator domain, if they are a creator. */
  ownDomain: string | null | undefined;
  fetchPost(id: string): Promise<TPost>;
  fetchSubscription(domain: string): Promise<TSubscription | null>;
};

const sameDomain = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/**
 * The modal to reopen for `intent` now that the user is known, or null when there is nothing left
 * to do. When the check itself fails (offline), the dialog opens: it shows its own error.
 */
export async function resumeModal(intent: ResumableIntent, deps: ResumeDeps): Promise<PayModal | null> {
  const modal = intentPayModal(intent);
  try {
    if (intent.kind === 'tip') return sameDomain(deps.ownDomain, intent.domain) ? null : modal;
    if (intent.kind === 'subscribe' && sameDomain(deps.ownDomain, intent.domain)) return null;
    if (intent.postId) {
      const post = await deps.fetchPost(intent.postId);
      return post.canView || post.isOwner ? null : modal;
    }
    if (intent.kind === 'subscribe') {
      const subscription = await deps.fetchSubscription(intent.domain);
      return subscription && isLive(subscription) ? null : modal;
    }
    return modal;
  } catch {
    return modal;
  }
}

function liveDeps(queryClient: QueryClient): ResumeDeps {
  return {
    ownDomain: useUserStore.getState().info?.creatorDomain,
    fetchPost: async (id) => {
      const post = await fetchPost(id, { silent: true });
      // The page still shows the post as the anonymous visitor saw it: read it again for this user.
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      return post;
    },
    fetchSubscription: async (domain) => (await fetchSubscriptionState(domain, { silent: true })).subscription,
  };
}

/** Reopens the interrupted dialog, then hands the turn back (the held-back greeting may follow). */
export function ResumeAfterSignIn({ intent }: { intent: ResumableIntent }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    let current = true;
    void resumeModal(intent, liveDeps(queryClient)).then((modal) => {
      if (!current) return;
      // Opened before the resume is cleared, so the greeting never slips in between.
      if (modal) usePayModalStore.getState().open(modal);
      useModalStore.getState().setResume(null);
    });
    return () => {
      current = false;
    };
  }, [queryClient, intent]);

  return null;
}
