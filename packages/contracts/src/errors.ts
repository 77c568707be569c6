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
  // Staff access and two-factor authentication (101247x, docs/admin-console.md).
  /** The password (or mailed/texted code, or Telegram) was right; the account has 2FA. `data` is a TTwoFactorChallenge. */
  TWO_FACTOR_REQUIRED: { code: 1012470, status: 403, key: 'two_factor_required' },
  /** Not the current code of the authenticator app (nor an unused recovery code), or one already used. */
  TWO_FACTOR_CODE_INVALID: { code: 1012471, status: 400, key: 'two_factor_code_invalid' },
  /** The sign-in's challenge is not ours or older than TWO_FACTOR_CHALLENGE_TTL_SECONDS: sign in again. */
  TWO_FACTOR_CHALLENGE_INVALID: { code: 1012472, status: 400, key: 'two_factor_challenge_invalid' },
  /** Setup asked for while 2FA is already on: turn it off first. */
  TWO_FACTOR_ALREADY_ENABLED: { code: 1012473, status: 409, key: 'two_factor_already_enabled' },
  /** Confirm, turn off or new recovery codes while 2FA is not on (or setup was not started). */
  TWO_FACTOR_NOT_ENABLED: { code: 1012474, status: 409, key: 'two_factor_not_enabled' },
  /** A staff call by a staff member without 2FA: enrol under /settings/security/twoFactor first. */
  TWO_FACTOR_ENROLMENT_REQUIRED: { code: 1012475, status: 403, key: 'two_factor_enrolment_required' },
  /** Staff must keep 2FA on while they hold a staff role. */
  TWO_FACTOR_REQUIRED_FOR_STAFF: { code: 1012476, status: 409, key: 'two_factor_required_for_staff' },
  // Identity verification (101245x-101246x, docs/kyc.md).
  /** The date of birth makes the applicant younger than KYC_MIN_AGE. */
  KYC_UNDER_AGE: { code: 1012450, status: 422, key: 'kyc_under_age' },
  /** An application is already waiting for its review: wait for the decision. */
  KYC_ALREADY_SUBMITTED: { code: 1012451, status: 409, key: 'kyc_already_submitted' },
  /** The caller's identity is already verified. */
  KYC_ALREADY_VERIFIED: { code: 1012452, status: 409, key: 'kyc_already_verified' },
  /** A picture the document type needs is missing. `data.field` names it. */
  KYC_DOCUMENT_MISSING: { code: 1012453, status: 422, key: 'kyc_document_missing' },
  /** No such application (admin calls). */
  KYC_NOT_FOUND: { code: 1012454, status: 404, key: 'kyc_not_found' },
  /** The application was already decided (approved, rejected or expired). */
  KYC_NOT_PENDING: { code: 1012455, status: 409, key: 'kyc_not_pending' },
  /** Production without KYC_ENCRYPTION_KEY: documents cannot be stored, so applications are refused. */
  KYC_NOT_CONFIGURED: { code: 1012456, status: 409, key: 'kyc_not_configured' },
  /** The document was deleted after its retention period (or never sent); the decision stays. */
  KYC_DOCUMENT_GONE: { code: 1012457, status: 410, key: 'kyc_document_gone' },
  /** The stored document failed its integrity check (changed on disk, or its key is no longer configured). */
  KYC_DOCUMENT_UNREADABLE: { code: 1012458, status: 409, key: 'kyc_document_unreadable' },
  /** The hosted verification service refused or did not answer; nothing was started. */
  KYC_PROVIDER_UNAVAILABLE: { code: 1012459, status: 503, key: 'kyc_provider_unavailable' },
  /** The same picture part was sent twice, or a part that is not one of the form's. */
  KYC_UPLOAD_UNEXPECTED: { code: 1012460, status: 422, key: 'kyc_upload_unexpected' },
  // Deleting the account and downloading one's data (101251x–101252x, docs/account-deletion.md).
  /** A balance remains and the caller did not tick that it is given up. */
  DELETION_BALANCE_NOT_FORFEITED: { code: 1012510, status: 409, key: 'deletion_balance_not_forfeited' },
  /** A withdrawal is still on its way; the account can be deleted once it is paid out or ends. */
  DELETION_WITHDRAWAL_OPEN: { code: 1012511, status: 409, key: 'deletion_withdrawal_open' },
  /** The account has neither a password nor an e-mail to confirm with: set a password first. */
  DELETION_CONFIRM_UNAVAILABLE: { code: 1012512, status: 409, key: 'deletion_confirm_unavailable' },
  /** The deletion is already scheduled. */
  DELETION_ALREADY_SCHEDULED: { code: 1012513, status: 409, key: 'deletion_already_scheduled' },
  /** There is no scheduled deletion to cancel. */
  DELETION_NOT_SCHEDULED: { code: 1012514, status: 409, key: 'deletion_not_scheduled' },
  /** Neither the password (accounts with one) nor the mailed code (accounts without) was given. */
  DELETION_CONFIRMATION_REQUIRED: { code: 1012515, status: 422, key: 'deletion_confirmation_required' },
  /** An archive is already being built. */
  DATA_EXPORT_IN_PROGRESS: { code: 1012520, status: 409, key: 'data_export_in_progress' },
  /** One archive a day: `data.retryAfterSeconds` says when the next may be asked for. */
  DATA_EXPORT_TOO_SOON: { code: 1012521, status: 429, key: 'data_export_too_soon' },
  /** The archive's link has expired (or the archive was removed): ask for a new one. */
  DATA_EXPORT_EXPIRED: { code: 1012522, status: 410, key: 'data_export_expired' },
  /** The link's token is wrong, or it is someone else's archive. */
  DATA_EXPORT_LINK_INVALID: { code: 1012523, status: 403, key: 'data_export_link_invalid' },
  // Captcha (101253x, docs/security.md "Captcha"): registration, password reset and the contact form when CAPTCHA_PROVIDER is set.
  /** A captcha provider is configured and the call carried no `captchaToken`. */
  CAPTCHA_REQUIRED: { code: 1012530, status: 400, key: 'captcha_required' },
  /** The provider refused the token (invalid, expired, reused, another site's or action's) or scored it below CAPTCHA_MIN_SCORE. */
  CAPTCHA_FAILED: { code: 1012531, status: 400, key: 'captcha_failed' },
  /** The provider's siteverify endpoint could not be reached or answered nonsense: nothing was decided, try again. */
  CAPTCHA_UNAVAILABLE: { code: 1012532, status: 503, key: 'captcha_unavailable' },
  // Moderation (101249x–101250x, docs/moderation.md).
  /** A banned account: it cannot sign in; /appeal (the link in the ban's mail) is the way back. */
  ACCOUNT_BANNED: { code: 1012490, status: 403, key: 'account_banned' },
  /** The reported post, comment, user or message does not exist or the reporter cannot see it. */
  REPORT_TARGET_NOT_FOUND: { code: 1012491, status: 404, key: 'report_target_not_found' },
  /** One's own post, comment, account or message. */
  REPORT_SELF: { code: 1012492, status: 400, key: 'report_self' },
  /** The reporter already has an open report on this target. */
  REPORT_DUPLICATE: { code: 1012493, status: 409, key: 'report_duplicate' },
  /** The reason `other` without a note saying what is wrong. */
  REPORT_NOTE_REQUIRED: { code: 1012494, status: 422, key: 'report_note_required' },
  /** No open reports on this target (already worked by someone else). */
  REPORT_NOT_OPEN: { code: 1012495, status: 409, key: 'report_not_open' },
  /** The action does not fit the target: only posts and comments can be removed. */
  REPORT_ACTION_INVALID: { code: 1012496, status: 422, key: 'report_action_invalid' },
  /** A staff member cannot restrict, ban or change the role of their own account. */
  MODERATION_SELF: { code: 1012497, status: 400, key: 'moderation_self' },
  /** A staff account is not restricted or banned: take its role away first (an admin's call). */
  MODERATION_STAFF_TARGET: { code: 1012498, status: 409, key: 'moderation_staff_target' },
  /** The account already has this restriction, or has none to lift. */
  MODERATION_STATE: { code: 1012499, status: 409, key: 'moderation_state' },
  /** The last admin cannot lose the admin role. */
  LAST_ADMIN: { code: 1012500, status: 409, key: 'last_admin' },
  /** No such user (the console's user calls). */
  MODERATION_USER_NOT_FOUND: { code: 1012501, status: 404, key: 'moderation_user_not_found' },
  /** The post or comment is not there, or is already removed. */
  CONTENT_NOT_REMOVABLE: { code: 1012502, status: 409, key: 'content_not_removable' },
  /** The appeal link is not one we signed, or expired: ask for a new one on /appeal. */
  APPEAL_LINK_INVALID: { code: 1012503, status: 400, key: 'appeal_link_invalid' },
  /** Nothing of this account to appeal under that id (no restriction in force, no removed content). */
  APPEAL_NOT_APPEALABLE: { code: 1012504, status: 409, key: 'appeal_not_appealable' },
  /** An appeal against this is already waiting, or was decided. */
  APPEAL_EXISTS: { code: 1012505, status: 409, key: 'appeal_exists' },
  /** No such appeal, or it was already decided. */
  APPEAL_NOT_OPEN: { code: 1012506, status: 409, key: 'appeal_not_open' },
  // Tracking links (101255x, docs/tracking-links.md).
  /** Already TRACKING_LINK_MAX live links: archive one first. */
  TRACKING_LINK_LIMIT: { code: 1012550, status: 409, key: 'tracking_link_limit' },
  /** Another of the creator's links (live or archived) has this name. */
  TRACKING_LINK_NAME_TAKEN: { code: 1012551, status: 409, key: 'tracking_link_name_taken' },
  /** No such link among the caller's own. */
  TRACKING_LINK_NOT_FOUND: { code: 1012552, status: 404, key: 'tracking_link_not_found' },
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
