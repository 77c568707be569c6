/** Keeps each fan's cached first /home page fresh from the domain events, on every instance. */
import type { EventBus } from '../../events/event-bus.ts';
import type { FeedCache } from '../../lib/feed-cache.ts';

export function keepFeedCacheFresh(events: EventBus, feedCache: FeedCache): void {
  // The creator's posts or card changed: every page showing them is stale.
  events.onLocal(['profile.changed', 'creator.approved'], (e) => feedCache.forget(e.data.userId));
  events.onLocal(['post.scheduled', 'post.published', 'post.edited', 'post.pinned', 'post.deleted'], (e) =>
    feedCache.forget(e.data.creatorId),
  );
  // The fan's heart or comment count, and every follower's count of the creator's post.
  events.onLocal(['post.liked', 'comment.added', 'comment.deleted'], (e) => {
    feedCache.forget(e.data.userId);
    feedCache.forget(e.data.creatorId);
  });
  // The fan's page gains or loses the creator's posts; the creator's card shows a new count.
  events.onLocal(['follow.changed'], (e) => {
    feedCache.forget(e.data.fanId);
    feedCache.forget(e.data.creatorId);
  });
  events.onLocal(['block.changed'], (e) => {
    feedCache.forget(e.data.blockerId);
    feedCache.forget(e.data.blockedId);
  });
  // What the fan may open changed.
  events.onLocal(['post.purchased', 'subscription.started', 'subscription.ended'], (e) =>
    feedCache.forget(e.data.fanId),
  );
  events.onLocal(['subscription.plan_changed'], (e) => {
    if (e.data.when === 'now') feedCache.forget(e.data.fanId);
  });
  events.onLocal(['payment.refunded'], (e) => {
    if (e.data.payerId) feedCache.forget(e.data.payerId);
  });
  events.onResync(() => feedCache.clear());
}
