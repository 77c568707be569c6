/** Every environment variable, parsed once with zod. Anything wrong is listed, then the process exits. */
import { z } from 'zod';
import { DEFAULT_PRODUCT_PREFIX, PATHS } from '@fanlane/contracts/api-paths';
import { parseAmount } from '@fanlane/contracts/money-math';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@fanlane/contracts/post';
import { LOCALES, type Locale } from '@fanlane/contracts/locales';
import { fileURLToPath } from 'node:url';
import { createECDH } from 'node:crypto';
import path from 'node:path';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZList = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Whether a base64url P-256 public key is the one of the private key (a mismatch makes every push refused). */
function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

/** A 256-bit key in base64 (standard or url-safe alphabet). */
const ZAesKey = z
  .string()
  .refine(
    (v) => /^[A-Za-z0-9+/_-]{43}=?$/.test(v) && Buffer.from(v, 'base64').length === 32,
    'must be 32 bytes in base64',
  )
  .transform((v) => Buffer.from(v, 'base64'));

const DECIMAL = /^\d{1,12}(\.\d{1,18})?$/;
const ZDecimal = z.string().regex(DECIMAL, 'must be a decimal number such as 0.01');

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Outside production only this machine can reach a server by default (the dev outbox and the
    // demo accounts must not be on a shared network); a container sets HOST=0.0.0.0.
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Connections each instance keeps to PostgreSQL. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    HD_MNEMONIC: z
      .string()
      .refine((v) => [12, 15, 18, 21, 24].includes(v.trim().split(/\s+/).length), 'must be a BIP-39 mnemonic')
      .optional(),
    /** Encrypts two-factor secrets at rest (AES-256-GCM): 32 bytes, base64. Derived from JWT_SECRET when unset. */
    TOTP_ENCRYPTION_KEY: z
      .string()
      .trim()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64 (openssl rand -base64 32)')
      .optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Fanlane <no-reply@fanlane.local>'),
    PRODUCT_PREFIX: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,31}$/, 'lowercase letters, digits and dashes')
      .default(DEFAULT_PRODUCT_PREFIX),
    PUBLIC_URL: z.url().optional(),
    BRAND_NAME: z.string().min(1).max(40).default('Fanlane'),
    SUPPORT_EMAIL: z.email().default('support@fanlane.local'),
    /** The language of the mails SUPPORT_EMAIL receives (contact form messages), one of the 18. */
    SUPPORT_LOCALE: z.enum(LOCALES).default('en'),
    /** Contact form messages one address may send an hour (modules/contact). */
    CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** Reports one signed-in user may send an hour (modules/moderation, docs/moderation.md). */
    REPORTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    FALLBACK_API_HOST: z.url().optional(),
    CORS_ORIGINS: ZList.optional(),
    /** Other addresses of this same app (http(s) origins); links back to the app use the one the user is on. */
    PUBLIC_URL_ALIASES: ZList.pipe(z.array(z.url({ protocol: /^https?$/ }))).optional(),
    /** Other origins the pages may load images and media from, and connect to (a CDN in front of /media). */
    MEDIA_HOSTS: ZList.pipe(z.array(z.url({ protocol: /^https?$/ }))).optional(),
    /** Asked of every /metrics call as `Authorization: Bearer …`; without it production has no /metrics on PORT. */
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    /** A second listener that serves only /metrics, with no token, on METRICS_HOST (127.0.0.1 by default). */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** The OpenAPI document and its UI at /docs; on outside production unless turned off. */
    API_DOCS: ZBool.optional(),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: ZBool.default(false),
    /** The IP-to-country MMDB file behind creators' country blocks; DB-IP's from npm by default (docs/geo-blocks.md). */
    GEOIP_DB: z.string().min(1).optional(),
    /** Days between confirming an account deletion and the erasing; a sign-in in between cancels it (docs/account-deletion.md). */
    ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().min(0).max(90).default(14),
    /** Hours a data download's link works (docs/account-deletion.md). */
    DATA_EXPORT_TTL_HOURS: z.coerce.number().min(1).max(720).default(72),
    /** Texted sign-in codes (docs/phone-login.md): Twilio when its account is set, else the dev outbox (logged). */
    SMS_PROVIDER: z.enum(['outbox', 'twilio']).optional(),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex characters')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
    /** The sender: a number in E.164, or an alphanumeric sender id where the country allows one. */
    TWILIO_FROM: z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/, 'must be a number such as +15551234567 or a sender id')
      .optional(),
    /** Or a messaging service, which picks the sender itself. */
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG followed by 32 hex characters')
      .optional(),
    TWILIO_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
    /** Code texts one address may ask for in an hour (each number also has its own limit). */
    SMS_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Mailed codes one address (or signed-in user) may ask for in an hour: the `email-code` budget (docs/rate-limits.md). */
    EMAIL_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** Captcha on registration, password reset and the contact form (docs/security.md, "Captcha"); off by default. */
    CAPTCHA_PROVIDER: z.enum(['none', 'recaptcha', 'hcaptcha', 'turnstile']).default('none'),
    CAPTCHA_SECRET: z.string().min(1).optional(),
    CAPTCHA_SITE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, "must be the provider's site key (letters, digits, _ and -)")
      .optional(),
    /** reCAPTCHA v3 (and hCaptcha Enterprise) scores below this fail: 0.0 is a bot, 1.0 a person. */
    CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /** The provider's siteverify endpoint; its own by default (tests point it at a local server). */
    CAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Error reporting (docs/error-reporting.md): the server's Sentry DSN; unset, nothing is reported. */
    SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
    /** The DSN the web app reports to (public by nature); SENTRY_DSN by default. */
    SENTRY_WEB_DSN: z.url({ protocol: /^https?$/ }).optional(),
    /** The environment events are tagged with; NODE_ENV by default. */
    SENTRY_ENVIRONMENT: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/)
      .optional(),
    DEMO_ACCOUNTS: ZBool.optional(),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Sign-in attempts a minute from one address across every sign-in route (modules/auth/sign-in-budget.ts). */
    SIGN_IN_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Password or code tries an account gets at once; then each waits 1 s, 2 s, 4 s … (sign-in-budget.ts). */
    SIGN_IN_FREE_TRIES: z.coerce.number().int().min(1).max(100).default(5),
    /** The longest an account's next try waits: back-off, never a lock. */
    SIGN_IN_MAX_WAIT_MS: z.coerce.number().int().min(1000).max(86_400_000).default(900_000),
    /** An account's count is forgotten this long after its last try (at least SIGN_IN_MAX_WAIT_MS). */
    SIGN_IN_FORGET_AFTER_MS: z.coerce.number().int().min(60_000).default(3_600_000),
    /** Purchases, tips and subscriptions a minute per user, each call on its own (http/rate-limits.ts). */
    MONEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    JOBS_POLL_MS: z.coerce.number().int().min(0).default(1000),
    /** Jobs one instance runs at once, so a slow one (a video, a chain) never holds up a notification. */
    JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /**
     * How long a live session is remembered in-process; at most 2 s, 0 asks the database every call.
     * Unset: 2000 on PostgreSQL, SINGLE_PROCESS_CACHE_MS on PGlite (one process holds the database).
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(2000).optional(),
    /** Unset: 10 s on PostgreSQL, SINGLE_PROCESS_CACHE_MS on PGlite (feed-cache.ts). */
    FEED_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** How long a creator's newest posts and a fan's followed creators are kept for building a first page (0: off). */
    TIMELINE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** Upload caps per file; the contracts' values are the defaults and the most allowed. */
    MEDIA_IMAGE_MAX_BYTES: z.coerce.number().int().min(1).max(IMAGE_MAX_BYTES).default(IMAGE_MAX_BYTES),
    MEDIA_VIDEO_MAX_BYTES: z.coerce.number().int().min(1).max(VIDEO_MAX_BYTES).default(VIDEO_MAX_BYTES),
    /** The ffmpeg binary (ffprobe is looked for beside it); unset means `ffmpeg` on PATH, if any. */
    FFMPEG_PATH: z.string().optional(),
    /** Money (docs/money.md): the platform's share of every payment, and how long earnings stay pending. */
    PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(50).default(20),
    EARNINGS_HOLD_DAYS: z.coerce.number().min(0).max(90).default(7),
    /** Added to every card top-up, USD cents (the spec's payFixedFee). */
    PAY_FIXED_FEE_CENTS: z.coerce.number().int().min(0).max(1000).default(50),
    /** The card provider behind /topUp/kodo and the on-ramp behind /topUp/alchemy. */
    /** Default: the sandbox outside production, none in production (the sandbox pays with test cards). */
    CARD_PROVIDER: z.enum(['sandbox', 'stripe', 'none']).optional(),
    ONRAMP_PROVIDER: z.enum(['sandbox', 'stripe', 'none']).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** Signs the sandbox gateway's webhooks; derived from JWT_SECRET when unset. */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** Where the sandbox gateway delivers its webhooks; this server's own route by default. */
    SANDBOX_WEBHOOK_URL: z.url().optional(),
    /** The official (support) account's creator domain; made at start, verified, answered from the admin area. */
    SUPPORT_DOMAIN: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{1,29}$/, 'lower-case letters, digits, - and _, 2 to 30')
      .default('support'),
    /** Chat messages one user may send a minute, over the socket and the API together. */
    CHAT_SEND_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /**
     * How often a chat socket is pinged; one that has not answered the ping before is closed. Keep
     * it under the idle time-out of any proxy in front (60 s for nginx's default).
     */
    CHAT_HEARTBEAT_MS: z.coerce.number().int().min(10).default(30_000),
    /** Visits with `?promotionTag=` one address may register a minute (docs/tracking-links.md). */
    PROMOTION_TAG_USES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** The AI assistant: any OpenAI-compatible chat-completions server (llama.cpp, Ollama, vLLM, a provider). */
    AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).max(200).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    /** The largest reply asked of the model, in tokens. */
    AI_MAX_TOKENS: z.coerce.number().int().min(16).max(8192).default(400),
    /** AI replies one user may get a day (from the bot and from creators' assistants together). */
    AI_DAILY_REPLIES: z.coerce.number().int().min(0).default(50),
    /** The AI chat bot's account (creator domain), made at start like the support account. */
    AI_BOT_DOMAIN: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{1,29}$/, 'lower-case letters, digits, - and _, 2 to 30')
      .default('assistant'),
    /** The bot behind the Telegram mini-app (from @BotFather); without it the mini-app sign-in is refused. */
    TELEGRAM_BOT_TOKEN: z
      .string()
      .regex(/^\d{1,20}:[A-Za-z0-9_-]{1,200}$/, 'must be a bot token such as 123456:ABC-DEF')
      .optional(),
    /** How old Telegram's signed launch data (its auth_date) may be at sign-in: 24 h by default, 30 days at most. */
    TELEGRAM_INIT_DATA_MAX_AGE_SECONDS: z.coerce.number().int().min(60).max(2_592_000).default(86_400),
    /** Where the bot calls the Bot API (grammY's apiRoot): Telegram's, or a local Bot API server (tests run one). */
    TELEGRAM_API_ROOT: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
    /** The bot's public webhook address; the server sets it at start. Unset: the bot long-polls for its updates. */
    TELEGRAM_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Telegram sends it in X-Telegram-Bot-Api-Secret-Token with every update; derived from JWT_SECRET when unset. */
    TELEGRAM_WEBHOOK_SECRET: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, '16 to 256 letters, digits, _ and -')
      .optional(),
    /** The bot's @username without the @, for t.me links; asked of Telegram (getMe) when unset. */
    TELEGRAM_BOT_USERNAME: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'a bot username such as fanlane_bot')
      .optional(),
    /** The mini-app's address, which the bot's buttons open; PUBLIC_URL by default. */
    TELEGRAM_MINI_APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Web push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it); unset: push is off in production. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
    /** Who push services may contact about this server's pushes: mailto: or https:; `mailto:` SUPPORT_EMAIL by default. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
    /** Identity documents are sealed with it (AES-256-GCM, docs/kyc.md): 32 bytes, base64. Outside production one is made once. */
    KYC_ENCRYPTION_KEY: ZAesKey.optional(),
    /** Earlier keys, comma-separated, still read while the re-encryption sweep moves every document to the current one. */
    KYC_ENCRYPTION_KEYS_OLD: ZList.pipe(z.array(ZAesKey)).optional(),
    /** Days after a decision the identity documents are deleted (the decision stays). */
    KYC_RETENTION_DAYS: z.coerce.number().min(0).max(3650).default(30),
    /** Days an approval stays valid; 0: it never runs out. */
    KYC_VALIDITY_DAYS: z.coerce.number().int().min(0).max(36500).default(730),
    /** Who reviews identity: the admins (manual) or a hosted service (veriff, docs/kyc.md). */
    KYC_PROVIDER: z.enum(['manual', 'veriff']).default('manual'),
    VERIFF_API_KEY: z.string().min(8).optional(),
    /** Signs Veriff's decision webhooks (HMAC-SHA256 of the raw body) and our calls to it. */
    VERIFF_SHARED_SECRET: z.string().min(8).optional(),
    VERIFF_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://stationapi.veriff.com'),
    /** Exchange rates: the admin-set table, or a CoinGecko-style simple-price API. */
    FX_SOURCE: z.enum(['admin', 'coingecko']).default('admin'),
    FX_API_URL: z.url().default('https://api.coingecko.com/api/v3/simple/price'),
    FX_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
    /** Crypto deposits on an EVM chain (ETH, and USDT when its contract is set); off without an RPC URL. */
    EVM_RPC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The local development chain by default (ganache's 1337); 1 is Ethereum mainnet, 11155111 Sepolia. */
    EVM_CHAIN_ID: z.coerce.number().int().min(1).default(1337),
    EVM_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(12),
    EVM_USDT_CONTRACT: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x and 40 hex characters')
      .optional(),
    /** The first block read when the watcher starts on a new database; the chain's head by default. */
    EVM_START_BLOCK: z.coerce.number().int().min(0).optional(),
    /** A block explorer's base URL; deposits and withdrawals link to `<url>/tx/<hash>`. */
    EVM_EXPLORER_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Crypto deposits of SOL; off without an RPC URL. */
    SOLANA_RPC_URL: z.url({ protocol: /^https?$/ }).optional(),
    SOLANA_EXPLORER_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** How often the chain watchers look for new blocks. */
    DEPOSIT_POLL_MS: z.coerce.number().int().min(500).default(5000),
    /** The smallest deposits credited, in whole units (decimals allowed). */
    DEPOSIT_MIN_ETH: ZDecimal.default('0.001'),
    DEPOSIT_MIN_USDT: ZDecimal.default('1'),
    DEPOSIT_MIN_SOL: ZDecimal.default('0.01'),
    /** Withdrawals, per currency in whole units: the network fee kept, the smallest and the largest. */
    WITHDRAW_FEE_ETH: ZDecimal.default('0.0005'),
    WITHDRAW_FEE_USDT: ZDecimal.default('1'),
    WITHDRAW_FEE_SOL: ZDecimal.default('0.001'),
    WITHDRAW_MIN_ETH: ZDecimal.default('0.005'),
    WITHDRAW_MIN_USDT: ZDecimal.default('10'),
    WITHDRAW_MIN_SOL: ZDecimal.default('0.05'),
    WITHDRAW_MAX_ETH: ZDecimal.default('10'),
    WITHDRAW_MAX_USDT: ZDecimal.default('25000'),
    WITHDRAW_MAX_SOL: ZDecimal.default('500'),
    /** What one user may withdraw in 24 hours, and above what one withdrawal waits for an admin, in USD. */
    WITHDRAW_DAILY_LIMIT_USD: z.coerce.number().int().min(1).default(20_000),
    WITHDRAW_REVIEW_ABOVE_USD: z.coerce.number().int().min(0).default(1_000),
  })
  .superRefine(
    (env, ctx) => {
      for (const currency of ['ETH', 'USDT', 'SOL'] as const) {
        for (const prefix of ['DEPOSIT_MIN', 'WITHDRAW_FEE', 'WITHDRAW_MIN', 'WITHDRAW_MAX'] as const) {
          const key = `${prefix}_${currency}` as const;
          const value = env[key];
          // A value that is no decimal at all has its own problem listed already.
          if (typeof value === 'string' && DECIMAL.test(value) && parseAmount(value, currency) === null)
            ctx.addIssue({ code: 'custom', path: [key], message: `has more decimals than ${currency} has` });
        }
      }
      // A VAPID key pair is both halves or neither.
      for (const [key, other] of [
        ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
        ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY'],
      ] as const) {
        if (!env[key] && env[other])
          ctx.addIssue({ code: 'custom', path: [key], message: `is required with ${other}` });
      }
      if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && !isVapidPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY))
        ctx.addIssue({
          code: 'custom',
          path: ['VAPID_PUBLIC_KEY'],
          message: 'is not the public half of VAPID_PRIVATE_KEY',
        });
      const twilio = env.SMS_PROVIDER === 'twilio' || (!env.SMS_PROVIDER && env.TWILIO_ACCOUNT_SID);
      if (twilio) {
        for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const) {
          if (!env[key])
            ctx.addIssue({ code: 'custom', path: [key], message: 'is required to send texts with Twilio' });
        }
        if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID)
          ctx.addIssue({
            code: 'custom',
            path: ['TWILIO_FROM'],
            message: 'or TWILIO_MESSAGING_SERVICE_SID is required to send texts with Twilio',
          });
      }
      if (env.CAPTCHA_PROVIDER !== 'none') {
        for (const key of ['CAPTCHA_SECRET', 'CAPTCHA_SITE_KEY'] as const) {
          if (!env[key])
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `is required with CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`,
            });
        }
      }
      if (env.KYC_PROVIDER === 'veriff') {
        for (const key of ['VERIFF_API_KEY', 'VERIFF_SHARED_SECRET'] as const) {
          if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with KYC_PROVIDER=veriff' });
        }
      }
      if (env.NODE_ENV !== 'production') return;
      for (const key of ['JWT_SECRET', 'HD_MNEMONIC'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      }
      // The sandbox gateway credits wallets for test card numbers: never in production.
      for (const key of ['CARD_PROVIDER', 'ONRAMP_PROVIDER'] as const) {
        if (env[key] === 'sandbox')
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'cannot be the sandbox in production (use stripe or none)',
          });
      }
    },
    // Run even when another variable is wrong, so one start lists every problem. Only presence is read.
    { when: () => true },
  );

/**
 * With embedded PGlite exactly one server process holds the database, so every write passes
 * through it and drops what it changes from the session and home-feed caches at once: those
 * caches are exact, and their time-to-live only bounds memory. With PostgreSQL other instances may
 * exist, and the TTL is how long a write made on one of them may go unseen here (docs/security.md,
 * docs/feeds.md).
 */
export const SINGLE_PROCESS_CACHE_MS = 60_000;

export type Env = z.infer<typeof ZEnv>;

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Filled from the data dir's secrets file outside production when not given. */
  jwtSecret: string | undefined;
  hdMnemonic: string | undefined;
  /** TOTP_ENCRYPTION_KEY (base64); lib/dev-secrets.ts resolveTotpKey derives one from the JWT secret when unset. */
  totpEncryptionKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  productPrefix: string;
  publicUrl: string;
  brandName: string;
  supportEmail: string;
  supportLocale: Locale;
  contactPerHour: number;
  reportsPerHour: number;
  fallbackApiHost: string | undefined;
  supportDomain: string;
  chatSendPerMinute: number;
  chatHeartbeatMs: number;
  promotionTagUsesPerMinute: number;
  telegram: {
    botToken: string | undefined;
    initDataMaxAgeSeconds: number;
    apiRoot: string;
    webhookUrl: string | undefined;
    webhookSecret: string | undefined;
    botUsername: string | undefined;
    /** Without a trailing slash. */
    miniAppUrl: string;
  };
  /** Web push: the configured VAPID key pair, if any (outside production one is made when unset, lib/dev-secrets.ts). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    timeoutMs: number;
    maxTokens: number;
    dailyReplies: number;
    botDomain: string;
  };
  corsOrigins: string[];
  /**
   * Origins besides PUBLIC_URL's that serve this app (http/public-origin.ts): PUBLIC_URL_ALIASES, and
   * outside production PUBLIC_URL's loopback twins (localhost, 127.0.0.1, [::1] on the same port).
   */
  publicUrlAliases: string[];
  /** Origins (scheme://host[:port]) the CSP allows for images, media and connections besides our own. */
  mediaHosts: string[];
  metricsToken: string | undefined;
  metricsPort: number | undefined;
  metricsHost: string;
  apiDocs: boolean;
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** The IP-to-country MMDB file; unset: the one npm installed (integrations/geoip/ip-country.ts). */
  geoipDb: string | undefined;
  /** ACCOUNT_DELETION_GRACE_DAYS in milliseconds. */
  accountDeletionGraceMs: number;
  /** DATA_EXPORT_TTL_HOURS in milliseconds. */
  dataExportTtlMs: number;
  sms: {
    /** Twilio's REST API, or the dev outbox (texts kept in memory, logged, served by /dev/sms-outbox outside production). */
    twilio: {
      accountSid: string;
      authToken: string;
      from: string | null;
      messagingServiceSid: string | null;
      apiBase: string;
    } | null;
    codesPerIpPerHour: number;
  };
  /** The `email-code` budget (docs/rate-limits.md). */
  emailCodesPerIpPerHour: number;
  /** Null: captcha off (the default), every check passes. */
  captcha: {
    provider: 'recaptcha' | 'hcaptcha' | 'turnstile';
    secret: string;
    siteKey: string;
    minScore: number;
    /** The siteverify endpoint; the provider's own unless CAPTCHA_VERIFY_URL says otherwise. */
    verifyUrl: string;
  } | null;
  /** Error reporting: each DSN null when unset (docs/error-reporting.md). */
  sentry: { dsn: string | null; webDsn: string | null; environment: string };
  demoAccounts: boolean;
  authRateLimitPerMinute: number;
  signInIpPerMinute: number;
  signInFreeTries: number;
  signInMaxWaitMs: number;
  signInForgetAfterMs: number;
  moneyRateLimitPerMinute: number;
  /** How often the durable job runner looks for due jobs; 0 turns it off (tests run jobs by hand). */
  jobsPollMs: number;
  jobsConcurrency: number;
  /** Another instance may accept a revoked session this long (docs/security.md); 0 turns it off. */
  sessionCacheMs: number;
  /** A write made on another instance may show this late on /home; 0 turns the cache off. */
  feedCacheMs: number;
  /** Each creator's newest posts and each fan's feed sources, kept to build first pages (modules/discover/home-feed.ts). */
  timelineCacheMs: number;
  mediaImageMaxBytes: number;
  mediaVideoMaxBytes: number;
  /** Without ffmpeg, videos are still accepted, with a neutral poster and no dimensions. */
  ffmpegPath: string | undefined;
  platformFeePercent: number;
  earningsHoldMs: number;
  payFixedFeeCents: bigint;
  cardProvider: 'sandbox' | 'stripe' | null;
  onRampProvider: 'sandbox' | 'stripe' | null;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Filled from JWT_SECRET (HMAC-derived) when not given. */
  sandboxWebhookSecret: string | undefined;
  sandboxWebhookUrl: string;
  /** Identity verification (docs/kyc.md). */
  kyc: {
    /** The current key; unset outside production means one is made (lib/dev-secrets.ts), in production KYC is refused. */
    encryptionKey: Buffer | undefined;
    /** Keys still read (rotation), never written with. */
    oldKeys: Buffer[];
    retentionMs: number;
    /** 0: approvals never run out. */
    validityMs: number;
    provider: { name: 'veriff'; apiKey: string; sharedSecret: string; baseUrl: string } | null;
  };
  fxSource: 'admin' | 'coingecko';
  fxApiUrl: string;
  fxCacheMs: number;
  evm: {
    rpcUrl: string;
    chainId: number;
    confirmations: number;
    usdtContract: `0x${string}` | null;
    startBlock: bigint | null;
    explorerUrl: string | null;
  } | null;
  solana: { rpcUrl: string; explorerUrl: string | null } | null;
  depositPollMs: number;
  /** The smallest deposit credited per currency, minor units. */
  depositMin: CryptoAmounts;
  /** Per currency, minor units: the fee kept from each withdrawal, its smallest and largest amount. */
  withdraw: {
    fee: CryptoAmounts;
    min: CryptoAmounts;
    max: CryptoAmounts;
    dailyLimitCents: bigint;
    reviewAboveCents: bigint;
  };
};

export type CryptoAmounts = { ETH: bigint; USDT: bigint; SOL: bigint };

function providerOf(
  value: 'sandbox' | 'stripe' | 'none' | undefined,
  env: Env['NODE_ENV'],
): 'sandbox' | 'stripe' | null {
  const chosen = value ?? (env === 'production' ? 'none' : 'sandbox');
  return chosen === 'none' ? null : chosen;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function aliasesOf(publicUrl: string, listed: string[], isProduction: boolean): string[] {
  const own = new URL(publicUrl);
  const twins =
    !isProduction && LOOPBACK_HOSTS.includes(own.hostname)
      ? LOOPBACK_HOSTS.map((host) => `${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`)
      : [];
  const origins = [...listed.map((url) => new URL(url).origin), ...twins];
  return [...new Set(origins)].filter((origin) => origin !== own.origin);
}

/** `<prefix>_ETH`, `_USDT`, `_SOL` in minor units (checked to fit their decimals above). */
function cryptoAmounts(
  e: Env,
  prefix: 'DEPOSIT_MIN' | 'WITHDRAW_FEE' | 'WITHDRAW_MIN' | 'WITHDRAW_MAX',
): CryptoAmounts {
  return {
    ETH: parseAmount(e[`${prefix}_ETH`], 'ETH')!,
    USDT: parseAmount(e[`${prefix}_USDT`], 'USDT')!,
    SOL: parseAmount(e[`${prefix}_SOL`], 'SOL')!,
  };
}

/** Each captcha provider's own siteverify endpoint. */
export const CAPTCHA_VERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const publicUrlAliases = aliasesOf(publicUrl, e.PUBLIC_URL_ALIASES ?? [], e.NODE_ENV === 'production');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    hdMnemonic: e.HD_MNEMONIC?.trim(),
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    productPrefix: e.PRODUCT_PREFIX,
    publicUrl,
    brandName: e.BRAND_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    supportLocale: e.SUPPORT_LOCALE,
    contactPerHour: e.CONTACT_PER_HOUR,
    reportsPerHour: e.REPORTS_PER_HOUR,
    fallbackApiHost: e.FALLBACK_API_HOST,
    supportDomain: e.SUPPORT_DOMAIN,
    chatSendPerMinute: e.CHAT_SEND_PER_MINUTE,
    chatHeartbeatMs: e.CHAT_HEARTBEAT_MS,
    promotionTagUsesPerMinute: e.PROMOTION_TAG_USES_PER_MINUTE,
    telegram: {
      botToken: e.TELEGRAM_BOT_TOKEN,
      initDataMaxAgeSeconds: e.TELEGRAM_INIT_DATA_MAX_AGE_SECONDS,
      apiRoot: e.TELEGRAM_API_ROOT.replace(/\/$/, ''),
      webhookUrl: e.TELEGRAM_WEBHOOK_URL,
      webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
      botUsername: e.TELEGRAM_BOT_USERNAME,
      miniAppUrl: (e.TELEGRAM_MINI_APP_URL ?? publicUrl).replace(/\/$/, ''),
    },
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxTokens: e.AI_MAX_TOKENS,
      dailyReplies: e.AI_DAILY_REPLIES,
      botDomain: e.AI_BOT_DOMAIN,
    },
    corsOrigins: [...new Set([...(e.CORS_ORIGINS ?? [publicUrl]), ...publicUrlAliases])],
    publicUrlAliases,
    mediaHosts: (e.MEDIA_HOSTS ?? []).map((url) => new URL(url).origin),
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    geoipDb: e.GEOIP_DB ? path.resolve(e.GEOIP_DB) : undefined,
    accountDeletionGraceMs: Math.round(e.ACCOUNT_DELETION_GRACE_DAYS * 86_400_000),
    dataExportTtlMs: Math.round(e.DATA_EXPORT_TTL_HOURS * 3_600_000),
    sms: {
      twilio:
        (e.SMS_PROVIDER ?? (e.TWILIO_ACCOUNT_SID ? 'twilio' : 'outbox')) === 'twilio'
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID!,
              authToken: e.TWILIO_AUTH_TOKEN!,
              from: e.TWILIO_FROM ?? null,
              messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID ?? null,
              apiBase: e.TWILIO_API_BASE.replace(/\/$/, ''),
            }
          : null,
      codesPerIpPerHour: e.SMS_CODES_PER_IP_PER_HOUR,
    },
    emailCodesPerIpPerHour: e.EMAIL_CODES_PER_IP_PER_HOUR,
    captcha:
      e.CAPTCHA_PROVIDER === 'none'
        ? null
        : {
            provider: e.CAPTCHA_PROVIDER,
            secret: e.CAPTCHA_SECRET!,
            siteKey: e.CAPTCHA_SITE_KEY!,
            minScore: e.CAPTCHA_MIN_SCORE,
            verifyUrl: e.CAPTCHA_VERIFY_URL ?? CAPTCHA_VERIFY_URLS[e.CAPTCHA_PROVIDER],
          },
    sentry: {
      dsn: e.SENTRY_DSN ?? null,
      webDsn: e.SENTRY_WEB_DSN ?? e.SENTRY_DSN ?? null,
      environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
    },
    demoAccounts: e.DEMO_ACCOUNTS ?? e.NODE_ENV !== 'production',
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    signInIpPerMinute: e.SIGN_IN_IP_PER_MINUTE,
    signInFreeTries: e.SIGN_IN_FREE_TRIES,
    signInMaxWaitMs: e.SIGN_IN_MAX_WAIT_MS,
    signInForgetAfterMs: Math.max(e.SIGN_IN_FORGET_AFTER_MS, e.SIGN_IN_MAX_WAIT_MS),
    moneyRateLimitPerMinute: e.MONEY_RATE_LIMIT_PER_MINUTE,
    jobsPollMs: e.JOBS_POLL_MS,
    jobsConcurrency: e.JOBS_CONCURRENCY,
    sessionCacheMs: e.SESSION_CACHE_MS ?? (e.DATABASE_URL ? 2000 : SINGLE_PROCESS_CACHE_MS),
    feedCacheMs: e.FEED_CACHE_MS ?? (e.DATABASE_URL ? 10_000 : SINGLE_PROCESS_CACHE_MS),
    timelineCacheMs: e.TIMELINE_CACHE_MS ?? (e.DATABASE_URL ? 10_000 : SINGLE_PROCESS_CACHE_MS),
    mediaImageMaxBytes: e.MEDIA_IMAGE_MAX_BYTES,
    mediaVideoMaxBytes: e.MEDIA_VIDEO_MAX_BYTES,
    ffmpegPath: e.FFMPEG_PATH,
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    earningsHoldMs: Math.round(e.EARNINGS_HOLD_DAYS * 86_400_000),
    payFixedFeeCents: BigInt(e.PAY_FIXED_FEE_CENTS),
    cardProvider: providerOf(e.CARD_PROVIDER, e.NODE_ENV),
    onRampProvider: providerOf(e.ONRAMP_PROVIDER, e.NODE_ENV),
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
    sandboxWebhookUrl: e.SANDBOX_WEBHOOK_URL ?? `${publicUrl}${PATHS.webhookSandbox}`,
    kyc: {
      encryptionKey: e.KYC_ENCRYPTION_KEY,
      oldKeys: e.KYC_ENCRYPTION_KEYS_OLD ?? [],
      retentionMs: Math.round(e.KYC_RETENTION_DAYS * 86_400_000),
      validityMs: e.KYC_VALIDITY_DAYS * 86_400_000,
      provider:
        e.KYC_PROVIDER === 'veriff'
          ? {
              name: 'veriff',
              apiKey: e.VERIFF_API_KEY!,
              sharedSecret: e.VERIFF_SHARED_SECRET!,
              baseUrl: e.VERIFF_BASE_URL.replace(/\/$/, ''),
            }
          : null,
    },
    fxSource: e.FX_SOURCE,
    fxApiUrl: e.FX_API_URL,
    fxCacheMs: e.FX_CACHE_MS,
    evm: e.EVM_RPC_URL
      ? {
          rpcUrl: e.EVM_RPC_URL,
          chainId: e.EVM_CHAIN_ID,
          confirmations: e.EVM_CONFIRMATIONS,
          usdtContract: (e.EVM_USDT_CONTRACT as `0x${string}` | undefined) ?? null,
          startBlock: e.EVM_START_BLOCK === undefined ? null : BigInt(e.EVM_START_BLOCK),
          explorerUrl: e.EVM_EXPLORER_URL?.replace(/\/$/, '') ?? null,
        }
      : null,
    solana: e.SOLANA_RPC_URL
      ? { rpcUrl: e.SOLANA_RPC_URL, explorerUrl: e.SOLANA_EXPLORER_URL?.replace(/\/$/, '') ?? null }
      : null,
    depositPollMs: e.DEPOSIT_POLL_MS,
    depositMin: cryptoAmounts(e, 'DEPOSIT_MIN'),
    withdraw: {
      fee: cryptoAmounts(e, 'WITHDRAW_FEE'),
      min: cryptoAmounts(e, 'WITHDRAW_MIN'),
      max: cryptoAmounts(e, 'WITHDRAW_MAX'),
      dailyLimitCents: BigInt(e.WITHDRAW_DAILY_LIMIT_USD) * 100n,
      reviewAboveCents: BigInt(e.WITHDRAW_REVIEW_ABOVE_USD) * 100n,
    },
  };
}

/** For main.ts: parse, or print the readable list and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
