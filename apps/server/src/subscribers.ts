/**
 * Composition: who listens to which domain events. Each module keeps its own state fresh through
 * one exported function; they are wired here, once, for main and for the tests alike.
 */
import type { AppDeps } from './deps.ts';
import { keepSessionCacheFresh } from './modules/auth/session-cache-subscribers.ts';
import { keepProfileCacheFresh } from './modules/profile/profile-cache-subscribers.ts';
import { keepAuthorCacheFresh } from './modules/posts/author-cache-subscribers.ts';
import {
  keepFeedCacheFresh,
  keepTimelinesFresh,
  keepViewerFlagsFresh,
} from './modules/discover/feed-cache-subscribers.ts';
import { registerChatSubscribers } from './modules/chat/chat-subscribers.ts';
import { keepFeedsGeoFresh } from './modules/geo-blocks/geo-blocks-subscribers.ts';
import { registerNotificationSubscribers } from './modules/notifications/notification-subscribers.ts';

export function registerSubscribers(deps: AppDeps): void {
  keepSessionCacheFresh(deps.events, deps.sessionCache);
  keepProfileCacheFresh(deps.events, deps.profileCache);
  keepAuthorCacheFresh(deps.events, deps.authorCache);
  keepFeedCacheFresh(deps.events, deps.feedCache);
  keepTimelinesFresh(deps.events, deps.timelineCache, deps.feedSourcesCache);
  keepViewerFlagsFresh(deps.events, deps.viewerFlagsCache);
  keepFeedsGeoFresh(deps.events, deps.feedCache);
  registerChatSubscribers(deps);
  registerNotificationSubscribers(deps);
}
