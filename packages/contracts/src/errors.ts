/**
 * The error catalogue: stable numeric codes shared by server and web. Each entry has the HTTP
 * status the server answers with and a message key; the messages live in `error-messages/<lng>.json`.
 * Codes named by the spec (302, 401, 1012220 and the suppressed list) keep the spec's meaning;
 * docs/api.md lists what we decided each of the other codes means.
 */
export const ERRORS = {
  // Generic classes; the code equals the HTTP status.
  REDIRECT: { code: 302, status: 403, key: 'redirect' },
  BAD_REQUEST: { code: 400, status: 400, key: 'bad_request' },
  UNAUTHORIZED: { code: 401, status: 401, key: 'unauthorized' },
  FORBIDDEN: { code: 403, status: 403, key: 'forbidden' },
  NOT_FOUND: { code: 404, status: 404, key: 'not_found' },
  CONFLICT: { code: 409, status: 409, key: 'conflict' },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413, key: 'payload_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, status: 415, key: 'unsupported_media_type' },
  VALIDATION: { code: 422, status: 422, key: 'validation' },
  TOO_MANY_REQUESTS: { code: 429, status: 429, key: 'too_many_requests' },
  INTERNAL: { code: 500, status: 500, key: 'internal' },
  // Accounts and sign-in (1010xx). The UI shows these inline, so several are in the suppressed list.
  CODE_INVALID: { code: 101006, status: 400, key: 'code_invalid' },
  CODE_EXPIRED: { code: 101007, status: 400, key: 'code_expired' },
  EMAIL_TAKEN: { code: 101011, status: 409, key: 'email_taken' },
  ACCOUNT_NOT_FOUND: { code: 101029, status: 404, key: 'account_not_found' },
  WRONG_PASSWORD: { code: 101030, status: 400, key: 'wrong_password' },
  AUTH_CODE_INVALID: { code: 101031, status: 400, key: 'auth_code_invalid' },
  LINK_INVALID: { code: 101032, status: 400, key: 'link_invalid' },
  SAME_EMAIL: { code: 101033, status: 400, key: 'same_email' },
  EMAIL_ALREADY_BOUND: { code: 101034, status: 409, key: 'email_already_bound' },
  INVALID_CREDENTIALS: { code: 101038, status: 400, key: 'invalid_credentials' },
  CODE_ATTEMPTS_EXCEEDED: { code: 101040, status: 429, key: 'code_attempts_exceeded' },
  CODE_COOLDOWN: { code: 101041, status: 429, key: 'code_cooldown' },
  // Telegram mini-app sign-in (10105x).
  /** No TELEGRAM_BOT_TOKEN on this server: it cannot check Telegram's launch data. */
  TELEGRAM_LOGIN_NOT_CONFIGURED: { code: 101050, status: 409, key: 'telegram_login_not_configured' },
  /** The launch data was signed longer ago than TELEGRAM_INIT_DATA_MAX_AGE_SECONDS: reopen the mini-app. */
  TELEGRAM_INIT_DATA_STALE: { code: 101051, status: 400, key: 'telegram_init_data_stale' },
  /** No hash, a hash that does not match the fields, or one made with another bot's token. */
  TELEGRAM_INIT_DATA_SIGNATURE_INVALID: { code: 101052, status: 400, key: 'telegram_init_data_signature_invalid' },
  /** Not Telegram launch data at all (no auth_date, no user): a 422 naming `initData`. */
  TELEGRAM_INIT_DATA_UNREADABLE: { code: 101053, status: 422, key: 'telegram_init_data_unreadable' },
  // The Telegram bot (10105x): its link to an account, its webhook.
  /** No TELEGRAM_BOT_TOKEN on this server: there is no bot to link or to pay through. */
  TELEGRAM_BOT_NOT_CONFIGURED: { code: 101054, status: 409, key: 'telegram_bot_not_configured' },
  /** An update posted to the bot's webhook without Telegram's secret token (X-Telegram-Bot-Api-Secret-Token). */
  TELEGRAM_WEBHOOK_UNAUTHORIZED: { code: 101055, status: 401, key: 'telegram_webhook_unauthorized' },
  // Creators, content and money (1012xxx).
  DOMAIN_TAKEN: { code: 1012027, status: 409, key: 'domain_taken' },
  INSUFFICIENT_BALANCE: { code: 1012048, status: 400, key: 'insufficient_balance' },
  PAYMENT_PENDING: { code: 1012049, status: 409, key: 'payment_pending' },
  NOT_A_CREATOR: { code: 1012050, status: 403, key: 'not_a_creator' },
  SHOP_DOMAIN_MISMATCH: { code: 1012051, status: 403, key: 'shop_domain_mismatch' },
  CONTENT_LOCKED: { code: 1012108, status: 403, key: 'content_locked' },
  ACCOUNT_RESTRICTED: { code: 1012220, status: 403, key: 'account_restricted' },
  BLOCKED: { code: 1012109, status: 403, key: 'blocked' },
  UPLOAD_INVALID: { code: 1012300, status: 400, key: 'upload_invalid' },
  UPLOAD_TOO_LARGE: { code: 1012301, status: 413, key: 'upload_too_large' },
  UPLOAD_TOO_MANY_FILES: { code: 1012302, status: 400, key: 'upload_too_many_files' },
  UPLOAD_TOO_MANY_PIXELS: { code: 1012303, status: 400, key: 'upload_too_many_pixels' },
  UPLOAD_UNSUPPORTED: { code: 1012304, status: 415, key: 'upload_unsupported' },
  MEDIA_IN_USE: { code: 1012305, status: 409, key: 'media_in_use' },
  MEDIA_LINK_INVALID: { code: 1012306, status: 403, key: 'media_link_invalid' },
  IDEMPOTENCY_KEY_REQUIRED: { code: 1012310, status: 400, key: 'idempotency_key_required' },
  IDEMPOTENCY_KEY_REUSED: { code: 1012311, status: 409, key: 'idempotency_key_reused' },
  CURRENCY_UNSUPPORTED: { code: 1012312, status: 400, key: 'currency_unsupported' },
  AMOUNT_INVALID: { code: 1012313, status: 400, key: 'amount_invalid' },
  ALREADY_PURCHASED: { code: 1012314, status: 409, key: 'already_purchased' },
  OWN_CONTENT: { code: 1012315, status: 400, key: 'own_content' },
  NOT_FOR_SALE: { code: 1012316, status: 400, key: 'not_for_sale' },
  WEBHOOK_SIGNATURE_INVALID: { code: 1012317, status: 400, key: 'webhook_signature_invalid' },
  WEBHOOK_STALE: { code: 1012318, status: 400, key: 'webhook_stale' },
  CARD_DECLINED: { code: 1012319, status: 402, key: 'card_declined' },
  CARD_INSUFFICIENT_FUNDS: { code: 1012320, status: 402, key: 'card_insufficient_funds' },
  PROVIDER_NOT_CONFIGURED: { code: 1012321, status: 400, key: 'provider_not_configured' },
  TIER_ARCHIVED: { code: 1012322, status: 409, key: 'tier_archived' },
  ALREADY_SUBSCRIBED: { code: 1012323, status: 409, key: 'already_subscribed' },
  RATE_UNAVAILABLE: { code: 1012324, status: 409, key: 'rate_unavailable' },
  TIER_LIMIT: { code: 1012325, status: 409, key: 'tier_limit' },
  CHECKOUT_CLOSED: { code: 1012326, status: 409, key: 'checkout_closed' },
  REFUND_NOT_POSSIBLE: { code: 1012327, status: 409, key: 'refund_not_possible' },
  CARD_CONFIRMATION_FAILED: { code: 1012328, status: 402, key: 'card_confirmation_failed' },
  /** The card provider could not be reached or refused the call; nothing was charged. */
  PROVIDER_UNAVAILABLE: { code: 1012329, status: 424, key: 'provider_unavailable' },
  NOT_SUBSCRIBED: { code: 1012330, status: 409, key: 'not_subscribed' },
  PLAN_UNCHANGED: { code: 1012331, status: 409, key: 'plan_unchanged' },
  /** An upgrade worth less than what is left of the period already paid: a longer period is needed. */
  PLAN_CREDIT_EXCEEDS_PRICE: { code: 1012332, status: 409, key: 'plan_credit_exceeds_price' },
  WITHDRAW_BELOW_MINIMUM: { code: 1012333, status: 400, key: 'withdraw_below_minimum' },
  WITHDRAW_ABOVE_MAXIMUM: { code: 1012334, status: 400, key: 'withdraw_above_maximum' },
  WITHDRAW_DAILY_LIMIT: { code: 1012335, status: 409, key: 'withdraw_daily_limit' },
  /** Payouts need an approved identity verification (users.kyc_status). */
  KYC_REQUIRED: { code: 1012336, status: 403, key: 'kyc_required' },
  /** The withdrawal has moved on (confirmed, decided, cancelled…) and cannot take this step. */
  WITHDRAW_NOT_OPEN: { code: 1012337, status: 409, key: 'withdraw_not_open' },
  /** Wallet withdrawals of this currency are not configured (no RPC or hot wallet for its network). */
  WITHDRAW_UNAVAILABLE: { code: 1012338, status: 400, key: 'withdraw_unavailable' },
  /** A step that mails a code, asked by an account without an e-mail address (Telegram, wallet). */
  EMAIL_REQUIRED: { code: 1012339, status: 400, key: 'email_required' },
  /** Not a payment of the caller's that can be disputed (refunded, too old, not a payment to a creator). */
  DISPUTE_NOT_POSSIBLE: { code: 1012340, status: 409, key: 'dispute_not_possible' },
  /** The payment already has a dispute. */
  DISPUTE_EXISTS: { code: 1012341, status: 409, key: 'dispute_exists' },
  /** The dispute is decided, or waits for the card provider: it takes no more evidence or decisions. */
  DISPUTE_CLOSED: { code: 1012342, status: 409, key: 'dispute_closed' },
  DISPUTE_EVIDENCE_LIMIT: { code: 1012343, status: 409, key: 'dispute_evidence_limit' },
  // Chat (10123 5x–6x) and the AI assistant (10123 7x).
  /** No such conversation, or the caller is not one of its two people: a stranger learns nothing. */
  CONVERSATION_NOT_FOUND: { code: 1012350, status: 404, key: 'conversation_not_found' },
  /** The creator takes messages from followers only and the sender does not follow them. */
  CHAT_FOLLOWERS_ONLY: { code: 1012351, status: 403, key: 'chat_followers_only' },
  /** The creator takes messages from subscribers only and the sender has no live subscription. */
  CHAT_SUBSCRIBERS_ONLY: { code: 1012352, status: 403, key: 'chat_subscribers_only' },
  /** One of the two blocked the other. */
  CHAT_BLOCKED: { code: 1012353, status: 403, key: 'chat_blocked' },
  /** A price on a message from someone who is not a creator. */
  CHAT_PRICE_CREATORS_ONLY: { code: 1012354, status: 400, key: 'chat_price_creators_only' },
  /** An attachment that is not the sender's vault item, or whose processing has not finished. */
  CHAT_ATTACHMENT_UNAVAILABLE: { code: 1012355, status: 409, key: 'chat_attachment_unavailable' },
  /**
   * The creator charges for a first message and the send did not pay it (no firstMessagePriceCents,
   * or over the socket): `data.priceCents` is the price.
   */
  CHAT_FIRST_MESSAGE_PRICE: { code: 1012356, status: 402, key: 'chat_first_message_price' },
  /** A message addressed to its own sender. */
  CHAT_SELF: { code: 1012357, status: 400, key: 'chat_self' },
  /** The message was read or bought: it can no longer be taken back. */
  MESSAGE_NOT_UNSENDABLE: { code: 1012358, status: 409, key: 'message_not_unsendable' },
  /** The mass message has reached every recipient: nothing is left to cancel or change. */
  MASS_MESSAGE_SENT: { code: 1012359, status: 409, key: 'mass_message_sent' },
  /** Buying a message that has no price, or that the buyer already owns or sent. */
  CHAT_NOT_PAID_MESSAGE: { code: 1012360, status: 409, key: 'chat_not_paid_message' },
  /** A fan writing first to someone who has not written to them; only creators may. */
  CREATORS_ONLY_MESSAGE: { code: 1012361, status: 403, key: 'creators_only_message' },
  /** The first-message price the sender agreed to is not the creator's price now: `data.priceCents` is. */
  CHAT_FIRST_MESSAGE_PRICE_CHANGED: { code: 1012362, status: 409, key: 'chat_first_message_price_changed' },
  /** No AI provider is configured on this server (AI_BASE_URL and AI_MODEL). */
  AI_NOT_CONFIGURED: { code: 1012370, status: 409, key: 'ai_not_configured' },
  /** The AI provider refused, failed or answered something unreadable; its own message is only logged. */
  AI_UNAVAILABLE: { code: 1012371, status: 424, key: 'ai_unavailable' },
  /** The AI provider gave no complete answer within AI_TIMEOUT_MS. */
  AI_TIMEOUT: { code: 1012372, status: 424, key: 'ai_timeout' },
  /** The caller has used their AI allowance for the day. */
  AI_ALLOWANCE_USED: { code: 1012373, status: 429, key: 'ai_allowance_used' },
  // Saved lists of fans (10123 8x).
  /** No such list among the caller's own: another creator's list is not found either. */
  FAN_LIST_NOT_FOUND: { code: 1012380, status: 404, key: 'fan_list_not_found' },
  /** The caller already has a list of that name (names compare without case). */
  FAN_LIST_NAME_TAKEN: { code: 1012381, status: 409, key: 'fan_list_name_taken' },
  /** A creator keeps at most FAN_LISTS_MAX lists. */
  FAN_LIST_LIMIT: { code: 1012382, status: 409, key: 'fan_list_limit' },
  /** A list holds at most FAN_LIST_MEMBERS_MAX people. */
  FAN_LIST_FULL: { code: 1012383, status: 409, key: 'fan_list_full' },
  /** Someone named is not the creator's fan (follower, subscriber, buyer, or in a conversation with them). */
  FAN_LIST_NOT_A_FAN: { code: 1012384, status: 403, key: 'fan_list_not_a_fan' },
  // Notifications (10123 9x): preferences, web push, the e-mail unsubscribe link.
  /** A fan set or asked for a creator-only preference item (spec section 6: fans have 10 and 11). */
  NOTIFICATION_ITEM_CREATORS_ONLY: { code: 1012390, status: 403, key: 'notification_item_creators_only' },
  /** The push subscription sent to bind is not a PushSubscription's JSON (https endpoint, p256dh and auth keys). */
  PUSH_SUBSCRIPTION_INVALID: { code: 1012391, status: 422, key: 'push_subscription_invalid' },
  /** Web push is not set up on this server (no VAPID keys). */
  PUSH_NOT_CONFIGURED: { code: 1012392, status: 409, key: 'push_not_configured' },
  /** The unsubscribe link is not one this server signed. */
  UNSUBSCRIBE_LINK_INVALID: { code: 1012393, status: 400, key: 'unsubscribe_link_invalid' },
  // Telegram Stars (101240x).
  /** Stars top-ups need the Telegram bot (TELEGRAM_BOT_TOKEN), which this server does not have. */
  STARS_NOT_CONFIGURED: { code: 1012400, status: 409, key: 'stars_not_configured' },
  // The contact form (101242x): one code per field, so the form can say which one to fix.
  /** No name, or one longer than CONTACT_NAME_MAX (or holding control characters). */
  CONTACT_NAME_INVALID: { code: 1012420, status: 422, key: 'contact_name_invalid' },
  /** Not an e-mail address we could answer. */
  CONTACT_EMAIL_INVALID: { code: 1012421, status: 422, key: 'contact_email_invalid' },
  /** Not one of CONTACT_TOPICS. */
  CONTACT_TOPIC_INVALID: { code: 1012422, status: 422, key: 'contact_topic_invalid' },
  /** Fewer than CONTACT_MESSAGE_MIN characters. */
  CONTACT_MESSAGE_TOO_SHORT: { code: 1012423, status: 422, key: 'contact_message_too_short' },
  /** More than CONTACT_MESSAGE_MAX characters. */
  CONTACT_MESSAGE_TOO_LONG: { code: 1012424, status: 422, key: 'contact_message_too_long' },
  /** An admin named a contact message that does not exist. */
  CONTACT_MESSAGE_NOT_FOUND: { code: 1012425, status: 404, key: 'contact_message_not_found' },
  // Account settings (101243x): the e-mail's verification, the wallet address (docs/account-settings.md).
  /** The caller's e-mail is verified already: there is nothing to send a code for. */
  EMAIL_ALREADY_VERIFIED: { code: 1012430, status: 409, key: 'email_already_verified' },
  /** Not a wallet address: `0x` followed by exactly 40 hex characters (spec section 5). `data.fields` names it. */
  WALLET_ADDRESS_INVALID: { code: 1012431, status: 422, key: 'wallet_address_invalid' },
  /** A mixed-case address whose EIP-55 checksum does not match: most likely a typo. */
  WALLET_ADDRESS_CHECKSUM: { code: 1012432, status: 422, key: 'wallet_address_checksum' },
  /** The caller's own deposit address on this platform: payouts must go to an outside wallet. */
  WALLET_ADDRESS_OWN: { code: 1012433, status: 422, key: 'wallet_address_own' },
  // Phone sign-in and binding (10107x): the number is checked with libphonenumber-js (docs/phone-login.md).
  /** Not a phone number of any country (wrong length, unknown calling code, letters). */
  PHONE_INVALID: { code: 101070, status: 422, key: 'phone_invalid' },
  /** A real number that cannot take a text message: a landline, toll-free, premium-rate or shared-cost line. */
  PHONE_UNSUPPORTED: { code: 101071, status: 422, key: 'phone_unsupported' },
  /** Another account has this number bound. */
  PHONE_TAKEN: { code: 101072, status: 409, key: 'phone_taken' },
  /** PHONE_CODES_PER_HOUR codes went to this number within the hour: a text costs money and can be abused. */
  PHONE_CODE_LIMIT: { code: 101073, status: 429, key: 'phone_code_limit' },
  /** The text message provider refused or did not answer; nothing was sent. */
  SMS_NOT_SENT: { code: 101074, status: 503, key: 'sms_not_sent' },
  /** The number is already the one bound to the caller's account. */
  PHONE_SAME: { code: 101075, status: 409, key: 'phone_same' },
  // Creators' country and IP blocks (101244x, docs/geo-blocks.md).
  /** Not an ISO 3166-1 alpha-2 country code. `data.entry` names it. */
  GEO_COUNTRY_INVALID: { code: 1012440, status: 422, key: 'geo_country_invalid' },
  /** Not an IPv4 or IPv6 address or CIDR range. `data.entry` names it. */
  GEO_NETWORK_INVALID: { code: 1012441, status: 422, key: 'geo_network_invalid' },
  /** A range wider than /8 (IPv4) or /16 (IPv6): that is a country's worth of people, use the country list. */
  GEO_NETWORK_TOO_WIDE: { code: 1012442, status: 422, key: 'geo_network_too_wide' },
  /** More than GEO_BLOCK_MAX_ENTRIES countries or ranges. */
  GEO_TOO_MANY_ENTRIES: { code: 1012443, status: 422, key: 'geo_too_many_entries' },
} as const satisfies Record<string, { code: number; status: number; key: string }>;

export type ErrorName = keyof typeof ERRORS;
export type ErrorEntry = (typeof ERRORS)[ErrorName];
export type ErrorKey = ErrorEntry['key'];

export const SUCCESS_CODE = 0;

/** Codes the web app never raises the global alert for (spec section 8). */
export const SUPPRESSED_ALERT_CODES: readonly number[] = [
  1012108, 101029, 101038, 1012049, 1012048, 101040, 101041, 101011, 101006, 1012027, 101007,
];

/** The code that raises the alert with a SUPPORT mail action (spec section 8). */
export const SUPPORT_ALERT_CODE = ERRORS.ACCOUNT_RESTRICTED.code;

export function errorByCode(code: number): ErrorEntry | undefined {
  return Object.values(ERRORS).find((e) => e.code === code);
}
