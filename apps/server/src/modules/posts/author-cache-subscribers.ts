/** Keeps the post-author cards fresh from the domain events, on every instance. */
import type { TPostAuthor } from '@fanlane/contracts/post';
import type { EventBus } from '../../events/event-bus.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';

export function keepAuthorCacheFresh(events: EventBus, authorCache: TtlCache<TPostAuthor>): void {
  events.onLocal(['profile.changed', 'creator.approved'], (e) => authorCache.delete(e.data.userId));
  events.onResync(() => authorCache.clear());
}
