/** Keeps the live-session cache exact from the domain events, on every instance. */
import type { EventBus } from '../../events/event-bus.ts';
import type { SessionCache } from '../../lib/session-cache.ts';

export function keepSessionCacheFresh(events: EventBus, sessionCache: SessionCache): void {
  // The cache holds each session's users row: any change to the row, or a revocation, drops it.
  const rowChanged = [
    'user.changed',
    'user.sessions_revoked',
    'session.started',
    'profile.changed',
    'creator.approved',
  ] as const;
  events.onLocal(rowChanged, (e) => sessionCache.forgetUser(e.data.userId));
  events.onLocal(['session.revoked'], (e) => sessionCache.forgetSession(e.data.sessionId));
  events.onResync(() => sessionCache.clear());
}
