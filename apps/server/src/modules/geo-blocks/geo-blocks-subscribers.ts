/** A creator's new blocks reach the cached first pages of /home that show their posts, on every instance. */
import type { EventBus } from '../../events/event-bus.ts';
import type { FeedCache } from '../../lib/feed-cache.ts';

export function keepFeedsGeoFresh(events: EventBus, feedCache: FeedCache): void {
  events.onLocal(['geo_blocks.changed'], (e) => feedCache.forget(e.data.creatorId));
}
