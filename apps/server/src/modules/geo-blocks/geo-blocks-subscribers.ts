/**
 * A creator's new blocks reach the cached first pages of /home that show their posts and the index
 * of creators with blocks, on every instance.
 */
import type { EventBus } from '../../events/event-bus.ts';
import type { FeedCache } from '../../lib/feed-cache.ts';
import type { GeoBlockersIndex } from '../../deps.ts';

export function keepFeedsGeoFresh(events: EventBus, feedCache: FeedCache, geoBlockers: GeoBlockersIndex): void {
  events.onLocal(['geo_blocks.changed'], (e) => {
    geoBlockers.forget();
    feedCache.forget(e.data.creatorId);
  });
  events.onResync(() => geoBlockers.forget());
}
