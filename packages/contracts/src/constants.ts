/** Business constants and limits of spec section 9, shared by server and web. */
export const REQUEST_TIMEOUT_MS = 600_000;
export const NETWORK_RETRY_MAX = 3;
export const NETWORK_RETRY_DELAY_MS = 1_000;
export const ALERT_DEDUP_MS = 3_000;
export const TOKEN_EARLY_EXPIRY_MS = 60 * 60 * 1000;
export const INVITOR_COOKIE_YEARS = 5;
export const SOCIAL_TASK_SHARES = 10;
export const DEFAULT_CHAIN_ID = 5;
export const MESSAGE_REFRESH_THROTTLE_MS = 30_000;
export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const LOADING_FADE_MS = 300;
export const IDLE_FALLBACK_MS = 1_000;
export const DEFAULT_NUMBER_PRECISION = 2;
/** Web push: every push call times out at 10 s; a subscription is renewed after 7 days (sections 5 and 9). */
export const PUSH_TIMEOUT_MS = 10_000;
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
/** The push worker is registered 1 s after start and given 5 s (section 7). */
export const PUSH_WORKER_DELAY_MS = 1_000;
export const PUSH_WORKER_TIMEOUT_MS = 5_000;

/** Access tokens live 24 h; refresh tokens 30 days, rotated on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export const USER_TYPES = ['BUYER', 'SELLER'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const WALLET_ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;
export function isWalletAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && WALLET_ADDRESS_RE.test(value);
}

/** How a locked picture is shown until the viewer picks otherwise (kept here, beside no schema, for the web's entry). */
export const IMAGE_DISPLAY_RATIO_DEFAULT = 'blur-15px';

/**
 * The id of the `<script type="application/json">` in which the server sends, with a creator
 * page's HTML, the profile that page shows first (the web reads it before asking the API).
 */
export const PAGE_PROFILE_ELEMENT_ID = 'fanlane-page-profile';
