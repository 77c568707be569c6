/** Keeps each fan's cached first /home page fresh from the domain events, on every instance. */
import type { EventBus } from '../../events/event-bus.ts';
import type { FeedCache, KeptViewerFlags } from '../../lib/feed-cache.ts';
import type { PostRow } from '../../db/schema/index.ts';

/** A creator's post itself changed. */
const POST_CHANGES = ['post.scheduled', 'post.published', 'post.edited', 'post.pinned', 'post.deleted'] as const;
/** A post's like or comment count changed (a fan's doing, on the creator's post). */
const COUNT_CHANGES = ['post.liked', 'comment.added', 'comment.deleted'] as const;

export function keepFeedCacheFresh(events: EventBus, feedCache: FeedCache): void {
  // The creator's posts or card changed: every page showing them is stale.
  events.onLocal(['profile.changed', 'creator.approved'], (e) => feedCache.forget(e.data.userId));
  events.onLocal(POST_CHANGES, (e) => feedCache.forget(e.data.creatorId));
  // The fan's heart or comment count, and every follower's count of the creator's post.
  events.onLocal(COUNT_CHANGES, (e) => {
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

/**
 * Keeps what first pages are built from fresh (home-feed.ts): a creator's timeline whenever one of
 * their posts, or its like or comment count, changes; a fan's sources when they follow or unfollow,
 * or a block between them and a creator changes.
 */
export function keepTimelinesFresh(
  events: EventBus,
  timelines: FeedCache<PostRow[]>,
  sources: FeedCache<string[]>,
): void {
  events.onLocal([...POST_CHANGES, ...COUNT_CHANGES], (e) => timelines.forget(e.data.creatorId));
  events.onLocal(['follow.changed'], (e) => sources.forget(e.data.fanId));
  events.onLocal(['block.changed'], (e) => {
    sources.forget(e.data.blockerId);
    sources.forget(e.data.blockedId);
  });
  events.onResync(() => {
    timelines.clear();
    sources.clear();
  });
}

/**
 * Keeps each fan's flags (home-feed.ts, keptViewerFlags) true to what they hold: forgotten when
 * they like or unlike, follow or unfollow, buy, subscribe, renew, change plan, end a subscription
 * or are refunded, when a
 * block between them and a creator changes, and, for every fan of a page showing the creator's
 * posts, when the creator's tiers change (a tier rule may then match differently).
 */
export function keepViewerFlagsFresh(events: EventBus, flags: FeedCache<KeptViewerFlags>): void {
  events.onLocal(['post.liked'], (e) => flags.forget(e.data.userId));
  events.onLocal(
    [
      'follow.changed',
      'post.purchased',
      'subscription.started',
      'subscription.renewed',
      'subscription.plan_changed',
      'subscription.ended',
    ],
    (e) => flags.forget(e.data.fanId),
  );
  events.onLocal(['payment.refunded'], (e) => {
    if (e.data.payerId) flags.forget(e.data.payerId);
  });
  events.onLocal(['block.changed'], (e) => {
    flags.forget(e.data.blockerId);
    flags.forget(e.data.blockedId);
  });
  events.onLocal(['tier.saved'], (e) => flags.forget(e.data.creatorId));
  events.onResync(() => flags.clear());
}
