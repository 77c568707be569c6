import { z } from 'zod';
import { ZCursorRequest, ZPage } from './page.ts';
import { ZCents, ZPostMediaView } from './post.ts';
import { ZSpendCurrency, ZUsdCents } from './money.ts';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_CLIENT_ID_MAX,
  CHAT_FIRST_MESSAGE_PRICE_MAX_CENTS,
  CHAT_FIRST_MESSAGE_PRICE_MIN_CENTS,
  CHAT_MESSAGE_MAX,
  CHAT_TIP_TEXT_MAX,
  CHAT_WELCOME_MAX,
  CHAT_WHO_CAN_WRITE,
  AI_PERSONA_MAX,
} from './chat-limits.ts';

/**
 * Chat (docs/chat.md): one conversation per pair of users (`privateChatId`), messages numbered by
 * the server per conversation (`seq`), a socket that pushes what happens and resumes by sequence.
 */
export * from './chat-limits.ts';

const ZPrivateChatId = z.uuid();
const ZSeq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The other party as a chat shows them. */
export const ZChatUser = z.object({
  address: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  /** The creator's page, when they are one. */
  domain: z.string().nullable(),
  isCreator: z.boolean(),
  /** The platform's official (support) account. */
  official: z.boolean(),
});
export type TChatUser = z.infer<typeof ZChatUser>;

export const CHAT_MESSAGE_KINDS = ['text', 'tip', 'system'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

export const ZChatMessage = z.object({
  id: z.string(),
  privateChatId: z.string(),
  seq: z.number().int(),
  /** The sender's address; the viewer compares it with their own. */
  sender: z.string(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  text: z.string(),
  /** Written by the AI assistant (the interface marks it). */
  ai: z.boolean(),
  /** A tip's amount in USD cents. */
  tipCents: z.string().nullable(),
  /**
   * Photos and videos (from the sender's vault or uploaded for it). On a paid message the recipient
   * sees each one locked (blurred thumbnail, no url) until they bought it.
   */
  media: z.array(ZPostMediaView),
  /** A paid message's price in USD cents (the sender is a creator); null: free. */
  price: z.string().nullable(),
  /** The viewer may open the media: the sender, a free message, or bought. */
  unlocked: z.boolean(),
  /** What the sender paid to write this first message of the conversation, in USD cents; null: nothing. */
  paidCents: z.string().nullable(),
  /** What the sender's device named the message, so it can match its own echo and never send twice. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Unsent: the text is gone, the place in the sequence stays. */
  deletedAt: z.string().nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** One line of the message board. */
export const ZChatPair = z.object({
  privateChatId: z.string(),
  other: ZChatUser,
  lastMessage: ZChatMessage.nullable(),
  lastSeq: z.number().int(),
  /** The other party's messages after the caller's read mark. */
  unreadCount: z.number().int(),
  /** How far the other party has read (for the read ticks). */
  otherReadSeq: z.number().int(),
  favorite: z.boolean(),
  muted: z.boolean(),
  lastMessageAt: z.string().nullable(),
  /** What the caller pays to write the first message here (the creator's price), in USD cents; null: free. */
  firstMessagePriceCents: z.string().nullable(),
});
export type TChatPair = z.infer<typeof ZChatPair>;

export const CHAT_PAIR_FILTERS = ['all', 'unread', 'favorite'] as const;
export const ZChatPairListRequest = ZCursorRequest.extend({
  /** Part of the other party's name, address or domain. */
  q: z.string().trim().max(64).optional(),
  filter: z.enum(CHAT_PAIR_FILTERS).default('all'),
});
export type TChatPairListRequest = z.input<typeof ZChatPairListRequest>;

/** Opens (or finds) the conversation with a user, by address or creator domain. */
export const ZChatPairOpenRequest = z.object({ addressOrDomain: z.string().trim().min(1).max(64) });
export const ZChatPairRequest = z.object({ privateChatId: ZPrivateChatId });

export const ZChatMessageListRequest = z
  .object({
    privateChatId: ZPrivateChatId,
    /** Older messages than this sequence (scrolling up); without either, the newest. */
    beforeSeq: ZSeq.optional(),
    /** Newer messages than this sequence (filling a gap). */
    afterSeq: ZSeq.optional(),
    limit: z.number().int().min(1).max(100).optional(),
  })
  .refine((r) => r.beforeSeq === undefined || r.afterSeq === undefined, {
    message: 'beforeSeq and afterSeq exclude each other',
    path: ['afterSeq'],
  });
export type TChatMessageListRequest = z.input<typeof ZChatMessageListRequest>;
/** Messages in sequence order, oldest first; `more` says whether the scroll direction has more. */
export const ZChatMessagePage = z.object({ items: z.array(ZChatMessage), more: z.boolean() });
export type TChatMessagePage = z.infer<typeof ZChatMessagePage>;

export const ZChatSendRequest = z
  .object({
    privateChatId: ZPrivateChatId,
    /** May be empty when media is attached. */
    text: z.string().trim().max(CHAT_MESSAGE_MAX).default(''),
    clientId: z.string().trim().min(1).max(CHAT_CLIENT_ID_MAX).optional(),
    /** Ready media of the sender's vault (uploaded through the media calls), in order. */
    mediaIds: z.array(z.uuid()).max(CHAT_ATTACHMENTS_MAX).default([]),
    /** Creators only, with media: the price of opening it, in USD cents. */
    priceCents: ZCents.optional(),
    /**
     * The creator's first-message price the sender agreed to pay, in USD cents (docs/chat.md, "Paid
     * first message"); with it the call needs an Idempotency-Key.
     */
    firstMessagePriceCents: ZCents.optional(),
    /** What pays the first-message price (with firstMessagePriceCents). */
    currency: ZSpendCurrency.optional(),
  })
  .refine((r) => r.text.length > 0 || r.mediaIds.length > 0, {
    message: 'write something or attach media',
    path: ['text'],
  })
  .refine((r) => r.priceCents === undefined || r.mediaIds.length > 0, {
    message: 'a price needs media to sell',
    path: ['priceCents'],
  })
  .refine((r) => r.currency === undefined || r.firstMessagePriceCents !== undefined, {
    message: 'a currency pays a first-message price',
    path: ['currency'],
  });
export type TChatSendRequest = z.input<typeof ZChatSendRequest>;

export const ZChatReadRequest = z.object({ privateChatId: ZPrivateChatId, seq: ZSeq });
export const ZChatReadResult = z.object({ readSeq: z.number().int(), unreadCount: z.number().int() });
export type TChatReadResult = z.infer<typeof ZChatReadResult>;

/** Buys a paid message (Idempotency-Key, like a pay-per-view post): answers the message, unlocked. */
export const ZChatUnlockRequest = z.object({
  privateChatId: ZPrivateChatId,
  messageId: z.uuid(),
  currency: ZSpendCurrency.default('USD'),
});
export const ZChatUnlockResult = z.object({ message: ZChatMessage, transactionId: z.string() });
export type TChatUnlockResult = z.infer<typeof ZChatUnlockResult>;

/** A tip inside a conversation (to a creator), shown there as a message. */
export const ZChatTipRequest = z.object({
  privateChatId: ZPrivateChatId,
  usdCents: ZUsdCents,
  currency: ZSpendCurrency.default('USD'),
  text: z.string().trim().max(CHAT_TIP_TEXT_MAX).default(''),
});

/** Everything exchanged in a conversation, newest first: the gallery. */
export const ZChatMediaListRequest = ZCursorRequest.extend({ privateChatId: ZPrivateChatId });
export const ZChatMediaItem = z.object({
  messageId: z.string(),
  seq: z.number().int(),
  sender: z.string(),
  createdAt: z.string(),
  media: ZPostMediaView,
  price: z.string().nullable(),
  unlocked: z.boolean(),
});
export type TChatMediaItem = z.infer<typeof ZChatMediaItem>;
export const ZChatMediaPage = ZPage(ZChatMediaItem);

export const ZChatUnsendRequest = z.object({ privateChatId: ZPrivateChatId, messageId: z.uuid() });
export const ZChatFavoriteRequest = z.object({ privateChatId: ZPrivateChatId, favorite: z.boolean() });
export const ZChatMuteRequest = z.object({ privateChatId: ZPrivateChatId, muted: z.boolean() });

export const ZChatUnreadCount = z.object({ message: z.number().int() });
export type TChatUnreadCount = z.infer<typeof ZChatUnreadCount>;

export const ZChatToken = z.object({ token: z.string(), expiresAt: z.number(), path: z.string() });
export type TChatToken = z.infer<typeof ZChatToken>;

/** People the caller may start a chat with, by name: the creators they follow or subscribe to, their fans. */
export const ZChatFriendQueryRequest = ZCursorRequest.extend({ q: z.string().trim().max(64).default('') });
export const ZChatFriend = ZChatUser.extend({ privateChatId: z.string().nullable() });
export type TChatFriend = z.infer<typeof ZChatFriend>;
export const ZChatFriendPage = ZPage(ZChatFriend);

const ZWhoCanWrite = z.enum(CHAT_WHO_CAN_WRITE);
/** Sent to every new subscriber; empty: none. */
const ZWelcome = z.string().trim().max(CHAT_WELCOME_MAX);
/** How the assistant should speak and what it must not say, in the creator's words. */
const ZPersona = z.string().trim().max(AI_PERSONA_MAX);

/** What a fan pays to write first, in USD cents: "0" (free) or within a paid message's range. */
const ZFirstMessagePrice = ZCents.refine(
  // The check runs after a failed pattern too: only digits reach BigInt.
  (v) =>
    /^\d{1,12}$/.test(v) &&
    (BigInt(v) === 0n ||
      (BigInt(v) >= BigInt(CHAT_FIRST_MESSAGE_PRICE_MIN_CENTS) &&
        BigInt(v) <= BigInt(CHAT_FIRST_MESSAGE_PRICE_MAX_CENTS))),
  `0, or between ${CHAT_FIRST_MESSAGE_PRICE_MIN_CENTS} and ${CHAT_FIRST_MESSAGE_PRICE_MAX_CENTS} cents`,
);

/** A creator's /settings/settingChats. */
export const ZChatSettings = z.object({
  whoCanWrite: ZWhoCanWrite,
  welcomeMessage: ZWelcome,
  /** The AI assistant answers fans while the creator is away, in their voice (every reply marked AI). */
  aiAssistant: z.boolean(),
  aiPersona: ZPersona,
  /** What a fan pays to write the first message of a conversation; "0": free. */
  firstMessagePriceCents: z.string(),
});
/** What the settings page saves: a field left out keeps its value. */
export const ZChatSettingsUpdate = z.object({
  whoCanWrite: ZWhoCanWrite.optional(),
  welcomeMessage: ZWelcome.optional(),
  aiAssistant: z.boolean().optional(),
  aiPersona: ZPersona.optional(),
  firstMessagePriceCents: ZFirstMessagePrice.optional(),
});
export type TChatSettingsUpdate = z.input<typeof ZChatSettingsUpdate>;
export type TChatSettings = z.infer<typeof ZChatSettings>;

/** What the socket sends (docs/chat.md, "The socket"). */
export type TChatServerFrame =
  | { type: 'ready'; address: string }
  /** `unread`: on the recipient's copy of a new message, their unread total with it (no separate `unread` frame). */
  | { type: 'message'; message: TChatMessage; unread?: number }
  | { type: 'sent'; clientId: string; message: TChatMessage }
  | { type: 'read'; privateChatId: string; reader: string; seq: number }
  | { type: 'typing'; privateChatId: string; from: string }
  | { type: 'deleted'; privateChatId: string; messageId: string; seq: number }
  /** The viewer bought a paid message (on another device too): here it is, unlocked. */
  | { type: 'unlocked'; message: TChatMessage }
  | { type: 'unread'; message: number }
  | { type: 'presence'; address: string; online: boolean; lastSeenAt: string | null }
  /** More was missed than a resume sends: read the conversation again from the list call. */
  | { type: 'gap'; privateChatId: string }
  /** `data`: the error's details, as the API's envelope carries them (a first-message price, say). */
  | { type: 'error'; code: number; msg: string; data?: unknown; clientId?: string; privateChatId?: string }
  /** A piece of an AI reply as it is written; the stored reply follows as a message with clientId `ai:<streamId>`. */
  | { type: 'ai_delta'; privateChatId: string; streamId: string; text: string }
  /** The server is going away: connect again (to another instance). */
  | { type: 'reconnect' }
  | { type: 'pong' };

/** What a client sends: `auth` first (within 10 s), with the last sequence it holds per conversation. */
export const ZChatClientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: z.string().min(1).max(2000),
    resume: z.record(z.uuid(), ZSeq).optional(),
  }),
  z.object({ type: z.literal('typing'), privateChatId: ZPrivateChatId }),
  /** A text message (media and prices go through the API call). */
  z.object({
    type: z.literal('send'),
    privateChatId: ZPrivateChatId,
    text: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
    clientId: z.string().trim().min(1).max(CHAT_CLIENT_ID_MAX),
  }),
  z.object({ type: z.literal('presence'), addresses: z.array(z.string().max(64)).max(100) }),
  z.object({ type: z.literal('ping') }),
]);
export type TChatClientFrame = z.input<typeof ZChatClientFrame>;

/** Who a mass message goes to (blocked people, either way, are always left out). */
export const MASS_AUDIENCES = ['followers', 'subscribers', 'tier', 'expired', 'buyers', 'list'] as const;
export type MassAudience = (typeof MASS_AUDIENCES)[number];
export const MASS_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled', 'unsent'] as const;
export const MASS_SORTS = ['newest', 'revenue', 'purchases', 'read'] as const;

const ZMassAudienceFields = z
  .object({
    audience: z.enum(MASS_AUDIENCES),
    /** The tier, for `tier`. */
    tierId: z.uuid().optional(),
    /** One of the creator's saved lists (fan-lists.ts), for `list`. */
    listId: z.uuid().optional(),
  })
  .refine((r) => (r.audience === 'tier') === (r.tierId !== undefined), {
    message: 'a tier audience names its tier, and only it',
    path: ['tierId'],
  })
  .refine((r) => (r.audience === 'list') === (r.listId !== undefined), {
    message: 'a list audience names its list, and only it',
    path: ['listId'],
  });

export const ZMassAudienceRequest = ZMassAudienceFields;
export const ZMassAudienceCount = z.object({ count: z.number().int() });

/** /chats/newChatsSend: one message to an audience, now or at `scheduleAt`. */
export const ZMassMessageCreateRequest = z
  .object({
    audience: z.enum(MASS_AUDIENCES),
    tierId: z.uuid().optional(),
    listId: z.uuid().optional(),
    text: z.string().trim().max(CHAT_MESSAGE_MAX).default(''),
    mediaIds: z.array(z.uuid()).max(CHAT_ATTACHMENTS_MAX).default([]),
    priceCents: ZCents.optional(),
    /** ISO time in the future (at most MASS_SCHEDULE_MAX_DAYS ahead); absent: now. */
    scheduleAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((r) => (r.audience === 'tier') === (r.tierId !== undefined), {
    message: 'a tier audience names its tier, and only it',
    path: ['tierId'],
  })
  .refine((r) => (r.audience === 'list') === (r.listId !== undefined), {
    message: 'a list audience names its list, and only it',
    path: ['listId'],
  })
  .refine((r) => r.text.length > 0 || r.mediaIds.length > 0, {
    message: 'write something or attach media',
    path: ['text'],
  })
  .refine((r) => r.priceCents === undefined || r.mediaIds.length > 0, {
    message: 'a price needs media to sell',
    path: ['priceCents'],
  });
export type TMassMessageCreateRequest = z.input<typeof ZMassMessageCreateRequest>;

export const ZMassMessage = z.object({
  id: z.string(),
  audience: z.enum(MASS_AUDIENCES),
  /** The tier of a `tier` audience. */
  tierId: z.string().nullable(),
  /** The saved list of a `list` audience (its name comes from the lists call). */
  listId: z.string().nullable(),
  text: z.string(),
  mediaCount: z.number().int(),
  price: z.string().nullable(),
  status: z.enum(MASS_STATUSES),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** Eligible people when it went out, and how many copies were stored. */
  recipients: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  purchases: z.number().int(),
  revenueCents: z.string(),
  /** Copies taken back unread by an unsend. */
  unsent: z.number().int(),
});
export type TMassMessage = z.infer<typeof ZMassMessage>;

export const ZMassMessageListRequest = ZCursorRequest.extend({ sort: z.enum(MASS_SORTS).default('newest') });
export const ZMassMessagePage = ZPage(ZMassMessage);
export const ZMassMessageIdRequest = z.object({ id: z.uuid() });
/** One mass message with its purchases and revenue per day (UTC) since it went out. */
export const ZMassMessageDetail = z.object({
  massMessage: ZMassMessage,
  series: z.array(z.object({ day: z.string(), purchases: z.number().int(), revenueCents: z.string() })),
});
export type TMassMessageDetail = z.infer<typeof ZMassMessageDetail>;

/** Whether the AI parts are set up on this server, the bot's address, and the caller's assistant and allowance. */
export const ZAiStatus = z.object({
  configured: z.boolean(),
  /** The AI chat bot's account (/chats/AiChatsbot opens the conversation with it). */
  botAddress: z.string().nullable(),
  botDomain: z.string(),
  assistantOn: z.boolean(),
  /** AI replies left today for the caller. */
  allowanceLeft: z.number().int(),
});
export type TAiStatus = z.infer<typeof ZAiStatus>;
