import { z } from 'zod';
import { ZChatUser } from './chat.ts';
import { ZCursorRequest, ZPage } from './page.ts';

/**
 * Notifications (docs/notifications.md): what happened to a user, kept as a list in the app and
 * sent on the channels the user chose for its preference item.
 */

/** Every kind of notification. `message.new` is counted in the message unread count, never listed. */
export const NOTIFICATION_KINDS = [
  'follower.new',
  'subscriber.new',
  'subscription.renewed',
  'subscription.renewal_failed',
  'post.purchased',
  'message.purchased',
  'tip.received',
  'comment.new',
  'post.liked',
  'post.new',
  'message.new',
  'creator.approved',
  'creator.rejected',
  'payout.changed',
  'post.scheduled_published',
  'system.announcement',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds the list shows (`message.new` only counts, in the chat's unread count). */
export const LISTED_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter((k) => k !== 'message.new');

/** The filter tabs of `/notifications`; each names the kinds it shows. */
export const NOTIFICATION_FILTERS = {
  all: LISTED_NOTIFICATION_KINDS,
  subscriptions: ['subscriber.new', 'subscription.renewed', 'subscription.renewal_failed'],
  purchases: ['post.purchased', 'message.purchased', 'tip.received'],
  comments: ['comment.new'],
  likes: ['post.liked'],
  followers: ['follower.new'],
  posts: ['post.new', 'post.scheduled_published'],
  account: ['creator.approved', 'creator.rejected', 'payout.changed', 'system.announcement'],
} as const satisfies Record<string, readonly TNotificationKind[]>;
export type TNotificationFilter = keyof typeof NOTIFICATION_FILTERS;
export const NOTIFICATION_FILTER_NAMES = Object.keys(NOTIFICATION_FILTERS) as TNotificationFilter[];

/** What a notification opens: a post, a person's page, a transaction, a conversation, payouts or nothing. */
export const ZNotificationTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post'), postId: z.string() }),
  z.object({ type: z.literal('profile'), address: z.string() }),
  z.object({ type: z.literal('transaction'), entryId: z.string() }),
  z.object({ type: z.literal('conversation'), privateChatId: z.string() }),
  z.object({ type: z.literal('payouts') }),
  z.object({ type: z.literal('becomeCreator') }),
  z.object({ type: z.literal('none') }),
]);
export type TNotificationTarget = z.infer<typeof ZNotificationTarget>;

export const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Who did it (the follower, the buyer, the creator who posted); null for the platform. */
  actor: ZChatUser.nullable(),
  target: ZNotificationTarget,
  /** A money amount in cents (purchase, tip, renewal), as a decimal string. */
  amountCents: z.string().nullable(),
  /** A short excerpt: the comment, the post's title, the rejection reason, the announcement. */
  text: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** `/event/notification/list`: the caller's notifications, newest first. */
export const ZNotificationListRequest = ZCursorRequest.extend({
  filter: z.enum(NOTIFICATION_FILTER_NAMES as [TNotificationFilter, ...TNotificationFilter[]]).optional(),
});
export type TNotificationListRequest = z.input<typeof ZNotificationListRequest>;
export const ZNotificationPage = ZPage(ZNotification).extend({ unread: z.number().int() });
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

/** `/event/notification/read`: the named ones, or all of them when `ids` is left out. */
export const ZNotificationReadRequest = z.object({ ids: z.array(z.uuid()).min(1).max(100).optional() });
export type TNotificationReadRequest = z.input<typeof ZNotificationReadRequest>;
export const ZNotificationUnread = z.object({ unread: z.number().int() });

/** The socket frame a new notification arrives in (the chat socket, docs/chat.md). */
export const ZNotificationFrame = z.object({
  type: z.literal('notification'),
  notification: ZNotification,
  unread: z.number().int(),
});
export type TNotificationFrame = z.infer<typeof ZNotificationFrame>;

// ---- Preferences: /custom-config/v1/set and query (spec sections 4 and 6) ----

export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email', 'telegram'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Config item 0 with value `open` switches notifications on (spec section 4); `close` off. */
export const NOTIFICATIONS_MASTER_ITEM = 0;
export const CONFIG_OPEN = 'open';
export const CONFIG_CLOSE = 'close';

/**
 * Preference items (spec section 6: fans 10 and 11, creators 1 to 11). Each item groups kinds and
 * has its own channels. Account notices (a failed renewal of one's own subscription, a creator
 * application's decision, a payout's progress, announcements) belong to no item a user can switch
 * off in the app: they always reach the in-app list, and e-mail unless the user unsubscribed.
 */
export const NOTIFICATION_ITEMS = {
  1: { name: 'followers', creatorOnly: true, kinds: ['follower.new'] },
  2: { name: 'subscribers', creatorOnly: true, kinds: ['subscriber.new'] },
  3: { name: 'renewals', creatorOnly: true, kinds: ['subscription.renewed'] },
  4: { name: 'purchases', creatorOnly: true, kinds: ['post.purchased', 'message.purchased'] },
  5: { name: 'tips', creatorOnly: true, kinds: ['tip.received'] },
  6: { name: 'comments', creatorOnly: true, kinds: ['comment.new'] },
  7: { name: 'likes', creatorOnly: true, kinds: ['post.liked'] },
  8: { name: 'scheduledPosts', creatorOnly: true, kinds: ['post.scheduled_published'] },
  9: { name: 'payouts', creatorOnly: true, kinds: ['payout.changed'] },
  10: { name: 'newPosts', creatorOnly: false, kinds: ['post.new'] },
  11: { name: 'messages', creatorOnly: false, kinds: ['message.new'] },
} as const satisfies Record<number, { name: string; creatorOnly: boolean; kinds: readonly TNotificationKind[] }>;
export type TNotificationItem = keyof typeof NOTIFICATION_ITEMS;
export const NOTIFICATION_ITEM_IDS = Object.keys(NOTIFICATION_ITEMS).map(Number) as TNotificationItem[];
export const FAN_NOTIFICATION_ITEM_IDS = NOTIFICATION_ITEM_IDS.filter((id) => !NOTIFICATION_ITEMS[id].creatorOnly);

/** The channels an item has until the user changes them. Likes are in-app only: they come in floods. */
export const DEFAULT_ITEM_CHANNELS: Record<TNotificationItem, readonly TNotificationChannel[]> = {
  1: ['inApp', 'push'],
  2: ['inApp', 'push', 'email', 'telegram'],
  3: ['inApp'],
  4: ['inApp', 'push', 'email', 'telegram'],
  5: ['inApp', 'push', 'email', 'telegram'],
  6: ['inApp', 'push'],
  7: ['inApp'],
  8: ['inApp', 'push'],
  9: ['inApp', 'push', 'email', 'telegram'],
  10: ['inApp', 'push', 'telegram'],
  11: ['push', 'email', 'telegram'],
};

/**
 * `/custom-config/v1/set {configItem, configValue, additionalInfo}`. Item 0: `open` or `close`.
 * Items 1–11: `open` or `close` for the item, and `additionalInfo` the comma-separated channels it
 * uses (for example `inApp,push`); left out, the item keeps its channels.
 */
export const ZCustomConfigSetRequest = z.object({
  configItem: z.number().int().min(0).max(11),
  configValue: z.enum([CONFIG_OPEN, CONFIG_CLOSE]),
  additionalInfo: z
    .string()
    .max(64)
    .regex(/^(|(inApp|push|email|telegram)(,(inApp|push|email|telegram))*)$/)
    .optional(),
});
export type TCustomConfigSetRequest = z.input<typeof ZCustomConfigSetRequest>;

/** `query {configItem}`: one item; without `configItem`, every item the caller may set. */
export const ZCustomConfigQueryRequest = z.object({ configItem: z.number().int().min(0).max(11).optional() });
export const ZCustomConfig = z.object({
  configItem: z.number().int(),
  configValue: z.enum([CONFIG_OPEN, CONFIG_CLOSE]),
  /** Comma-separated channels (empty for item 0). */
  additionalInfo: z.string(),
});
export type TCustomConfig = z.infer<typeof ZCustomConfig>;
export const ZCustomConfigList = z.object({ items: z.array(ZCustomConfig) });
export type TCustomConfigList = z.infer<typeof ZCustomConfigList>;

// ---- Web push: /seller/fcm/v1/user-token/* (spec sections 4, 5, 7, 8, 9) ----

/**
 * The `fcmToken` is the browser's PushSubscription as JSON (`JSON.stringify(subscription)`:
 * endpoint and keys p256dh and auth); `userAgentKey` names the browser it belongs to.
 */
export const PUSH_TOKEN_MAX = 2048;
export const ZPushBindRequest = z.object({
  fcmToken: z.string().min(1).max(PUSH_TOKEN_MAX),
  userAgentKey: z.string().min(1).max(128),
});
export type TPushBindRequest = z.input<typeof ZPushBindRequest>;
export const ZPushUnbindRequest = z.object({ userAgentKey: z.string().min(1).max(128) });
export const ZPushQuery = z.object({
  /** The server's VAPID public key (base64url), or null when web push is not set up. */
  vapidPublicKey: z.string().nullable(),
  /** The caller's bound browsers. */
  devices: z.array(z.object({ userAgentKey: z.string(), boundAt: z.string() })),
});
export type TPushQuery = z.infer<typeof ZPushQuery>;

/** The push message a service worker receives (the payload, JSON, encrypted for the subscription). */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The app path the notification opens (spec section 2: `/notifications` unless a chat). */
  url: z.string(),
  tag: z.string().optional(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

// ---- Announcements: /admin/v1/notification/announce (admins only) ----

export const ANNOUNCEMENT_MAX = 500;
/** A system announcement, shown to every user as a `system.announcement` notification. */
export const ZAnnounceRequest = z.object({ text: z.string().trim().min(1).max(ANNOUNCEMENT_MAX) });
export type TAnnounceRequest = z.input<typeof ZAnnounceRequest>;
