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
import { registerTrackingLinkSubscribers } from './modules/tracking-links/attribution-subscribers.ts';
import { eraseTrackingLinkDataOf } from './modules/tracking-links/erase-account-data.ts';
import { registerAccountErasers } from './modules/account-deletion/erasers.ts';
import { eraseFollowsOf } from './modules/follows/erase-account-data.ts';
import { eraseBlocksOf } from './modules/blocks/erase-account-data.ts';
import { eraseFanListsOf } from './modules/fan-lists/erase-account-data.ts';
import { erasePostsOf } from './modules/posts/erase-account-data.ts';
import { eraseMediaOf, removeBlobs } from './modules/media/erase-account-data.ts';
import { eraseCollectionsOf } from './modules/collections/erase-account-data.ts';
import { stopRenewalsOfAccount } from './modules/subscriptions/account-deletion.ts';
import { eraseChatOf } from './modules/chat/erase-account-data.ts';
import { erasePushSubscriptionsOf } from './modules/web-push/erase-account-data.ts';
import { eraseTelegramAccountOf } from './modules/telegram/erase-account-data.ts';
import { eraseTelegramBotOf } from './modules/telegram-bot/erase-account-data.ts';
import { eraseNotificationsOf } from './modules/notifications/erase-account-data.ts';
import { eraseLoginEventsOf } from './modules/tracking/erase-account-data.ts';
import { eraseSavedCardsOf } from './modules/top-ups/erase-account-data.ts';

export function registerSubscribers(deps: AppDeps): void {
  keepSessionCacheFresh(deps.events, deps.sessionCache);
  keepProfileCacheFresh(deps.events, deps.profileCache);
  keepAuthorCacheFresh(deps.events, deps.authorCache);
  keepFeedCacheFresh(deps.events, deps.feedCache);
  keepTimelinesFresh(deps.events, deps.timelineCache, deps.feedSourcesCache);
  keepViewerFlagsFresh(deps.events, deps.viewerFlagsCache);
  keepFeedsGeoFresh(deps.events, deps.feedCache, deps.geoBlockers);
  registerChatSubscribers(deps);
  registerNotificationSubscribers(deps);
  registerTrackingLinkSubscribers(deps);
  // An erased account (docs/account-deletion.md): each owner removes or anonymises its own rows.
  registerAccountErasers(deps, [
    { name: 'follows', erase: (tx, userId) => eraseFollowsOf(tx, userId) },
    { name: 'blocks', erase: (tx, userId) => eraseBlocksOf(tx, userId) },
    { name: 'fan-lists', erase: (tx, userId) => eraseFanListsOf(tx, userId) },
    { name: 'posts', erase: (tx, userId, at) => erasePostsOf(tx, userId, at) },
    {
      name: 'media',
      erase: async (tx, userId, at) => removeBlobs(deps.blobs, await eraseMediaOf(tx, userId, at)),
    },
    { name: 'collections', erase: (tx, userId) => eraseCollectionsOf(tx, userId) },
    { name: 'subscriptions', erase: async (tx, userId, at) => void (await stopRenewalsOfAccount(tx, userId, at)) },
    { name: 'chat', erase: (tx, userId) => eraseChatOf(tx, userId) },
    { name: 'web-push', erase: (tx, userId) => erasePushSubscriptionsOf(tx, userId) },
    { name: 'telegram', erase: (tx, userId) => eraseTelegramAccountOf(tx, userId) },
    { name: 'telegram-bot', erase: (tx, userId) => eraseTelegramBotOf(tx, userId) },
    { name: 'notifications', erase: (tx, userId) => eraseNotificationsOf(tx, userId) },
    { name: 'tracking', erase: (tx, userId) => eraseLoginEventsOf(tx, userId) },
    { name: 'tracking-links', erase: (tx, userId) => eraseTrackingLinkDataOf(tx, userId) },
    { name: 'top-ups', erase: (tx, userId, at) => eraseSavedCardsOf(tx, userId, at) },
  ]);
}
