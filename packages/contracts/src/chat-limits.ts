/** Chat limits and settings values, zod-free so the web can import them without the schemas. */
import { PPV_PRICE_MAX_CENTS, PPV_PRICE_MIN_CENTS } from './post-limits.ts';

export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_WELCOME_MAX = 1000;
export const CHAT_CLIENT_ID_MAX = 64;
/** Photos and videos on one message. */
export const CHAT_ATTACHMENTS_MAX = 20;
export const CHAT_TIP_TEXT_MAX = 500;
/** Messages a resuming socket receives per conversation; past it the client gets a `gap` and reads the page. */
export const CHAT_RESUME_MAX = 200;
export const CHAT_WHO_CAN_WRITE = ['everyone', 'followers', 'subscribers'] as const;
export type ChatWhoCanWrite = (typeof CHAT_WHO_CAN_WRITE)[number];
/** The socket's path; a client authenticates with the chat token in its first frame. */
export const CHAT_SOCKET_PATH = '/chat-msg/v1/ws';
/** How long a chat token is good for: only to open a socket. */
export const CHAT_TOKEN_TTL_SECONDS = 120;
/** How far ahead a mass message may be scheduled. */
export const MASS_SCHEDULE_MAX_DAYS = 60;
/** Recipients written per statement when a mass message goes out. */
export const MASS_BATCH_SIZE = 500;
/** A creator's persona for their AI assistant. */
export const AI_PERSONA_MAX = 2000;
/**
 * A creator's price for a fan's first message, in USD cents: 0 (free, the default) or within a paid
 * message's range.
 */
export const CHAT_FIRST_MESSAGE_PRICE_MIN_CENTS = PPV_PRICE_MIN_CENTS;
export const CHAT_FIRST_MESSAGE_PRICE_MAX_CENTS = PPV_PRICE_MAX_CENTS;
