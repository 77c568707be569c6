/** Keeps the public-profile cache fresh from the domain events, on every instance. */
import type { TProfile } from '@fanlane/contracts/profile';
import type { EventBus } from '../../events/event-bus.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';

export function keepProfileCacheFresh(events: EventBus, profileCache: TtlCache<TProfile>): void {
  events.onLocal(['profile.changed', 'creator.approved'], (e) => profileCache.deleteOwner(e.data.userId));
  // A creator page counts posts, photos, videos and followers.
  events.onLocal(['post.scheduled', 'post.published', 'post.edited', 'post.pinned', 'post.deleted'], (e) =>
    profileCache.deleteOwner(e.data.creatorId),
  );
  events.onLocal(['follow.changed'], (e) => profileCache.deleteOwner(e.data.creatorId));
  // A block ends the blocked fan's follow.
  events.onLocal(['block.changed'], (e) => profileCache.deleteOwner(e.data.blockerId));
  events.onResync(() => profileCache.clear());
}
