/** Conversations, messages and people as the chat calls answer them, for the chat's tests. */
import type { TChatFriend, TChatMessage, TChatPair, TChatUser } from '@fanlane/contracts/chat';
import type { TPostMediaView } from '@fanlane/contracts/post';
import { CREATOR, FAN } from './sign-in';

let next = 0;
/** A fresh UUID-shaped id (the contracts check ids). */
export function chatId(): string {
  next += 1;
  return `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
}

export const MAYA: TChatUser = {
  address: CREATOR,
  displayName: 'Maya Rivers',
  avatar: null,
  domain: 'maya',
  isCreator: true,
  official: false,
};

export const ADA: TChatUser = {
  address: FAN,
  displayName: 'Ada Fan',
  avatar: null,
  domain: null,
  isCreator: false,
  official: false,
};

export const SUPPORT: TChatUser = {
  address: '0x9999999999999999999999999999999999999999',
  displayName: 'Fanlane Support',
  avatar: null,
  domain: 'support',
  isCreator: true,
  official: true,
};

/** A message at `seq` of `privateChatId`, sent `minutes` after 10:00 UTC on 1 April 2026. */
export function message(privateChatId: string, seq: number, extra: Partial<TChatMessage> = {}): TChatMessage {
  const minutes = extra.seq ?? seq;
  return {
    id: chatId(),
    privateChatId,
    seq,
    sender: CREATOR,
    kind: 'text',
    text: `Message ${seq}`,
    ai: false,
    tipCents: null,
    media: [],
    price: null,
    unlocked: true,
    paidCents: null,
    clientId: null,
    createdAt: new Date(Date.UTC(2026, 3, 1, 10, minutes)).toISOString(),
    editedAt: null,
    deletedAt: null,
    ...extra,
  };
}

/** `count` messages from seq `from` on, oldest first. */
export function messages(privateChatId: string, from: number, count: number, extra: Partial<TChatMessage> = {}) {
  return Array.from({ length: count }, (_, i) => message(privateChatId, from + i, extra));
}

export function pair(extra: Partial<TChatPair> = {}): TChatPair {
  const privateChatId = extra.privateChatId ?? chatId();
  const last = extra.lastMessage === undefined ? message(privateChatId, 3) : extra.lastMessage;
  return {
    privateChatId,
    other: MAYA,
    lastMessage: last,
    lastSeq: last?.seq ?? 0,
    unreadCount: 0,
    otherReadSeq: 0,
    favorite: false,
    muted: false,
    lastMessageAt: last?.createdAt ?? null,
    firstMessagePriceCents: null,
    ...extra,
  };
}

export function friend(user: TChatUser, privateChatId: string | null = null): TChatFriend {
  return { ...user, privateChatId };
}

/** A paid photo as its recipient sees it before buying: the blurred thumbnail only. */
export function lockedPhoto(id = chatId()): TPostMediaView {
  return {
    id,
    kind: 'image',
    width: 1200,
    height: 900,
    durationMs: null,
    preview: false,
    locked: true,
    thumbUrl: `/media-file/${id}/blur?sig=b`,
    url: null,
  };
}

export function openPhoto(id = chatId()): TPostMediaView {
  return {
    ...lockedPhoto(id),
    locked: false,
    thumbUrl: `/media-file/${id}/sm?sig=s`,
    url: `/media-file/${id}/lg?sig=l`,
  };
}
