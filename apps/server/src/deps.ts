/** What the app is built from; main.ts makes the real ones, tests make their own. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { SmsSender } from './integrations/sms/sms-sender.ts';
import type { IpCountryLookup } from './integrations/geoip/ip-country.ts';
import type { Captcha } from './integrations/captcha/captcha.ts';
import type { ErrorReporter } from './lib/error-reporting.ts';
import type { TokenService } from './lib/tokens.ts';
import type { AddressDeriver } from './lib/hd-addresses.ts';
import type { MediaStore } from './media/media-store.ts';
import type { BlobStore } from './media/blob-store.ts';
import type { MediaSigner } from './media/signed-urls.ts';
import type { TtlCache } from './lib/ttl-cache.ts';
import type { SessionCache } from './lib/session-cache.ts';
import type { FeedCache, KeptViewerFlags } from './lib/feed-cache.ts';
import type { PostRow } from './db/schema/index.ts';
import type { TProfile } from '@fanlane/contracts/profile';
import type { TPostAuthor } from '@fanlane/contracts/post';
import type { TPushPayload } from '@fanlane/contracts/notifications';
import type { MediaItem } from './media/present.ts';
import type { MoneyDeps } from './ledger/money-deps.ts';
import type { EventBus } from './events/event-bus.ts';
import type { RealtimeHub } from './lib/realtime-hub.ts';
import type { JobWaker } from './jobs/jobs.ts';
import type { AiClient } from './integrations/ai/ai-client.ts';
import type { TelegramBot } from './integrations/telegram/telegram-bot.ts';
import type { ChainSource } from './integrations/chains/chain-source.ts';
import type { EvmSender } from './integrations/chains/evm-sender.ts';
import type { SolanaSender } from './integrations/chains/solana-sender.ts';
import type { SolanaAddressDeriver } from './lib/solana-addresses.ts';

export type AppDeps = MoneyDeps & {
  config: Config;
  /** For work that runs after its request answered (an AI reply, a fan-out): the app's logger. */
  log: FastifyBaseLogger;
  db: Database;
  /** Writes that others care about run in `events.transaction` and emit domain events. */
  events: EventBus;
  mailer: Mailer;
  /** Texted codes (phone sign-in): Twilio when configured, else the dev outbox. */
  sms: SmsSender;
  /** The country of an IP address, for creators' country blocks (modules/geo-blocks). */
  ipCountry: IpCountryLookup;
  /** Captcha checks (registration, password reset, contact); every check passes without CAPTCHA_PROVIDER. */
  captcha: Captcha;
  /** Sentry when SENTRY_DSN is set, else a no-op (lib/error-reporting.ts); the error handler reports 5xx answers. */
  errorReporter: ErrorReporter;
  /**
   * Whether a viewer may open a chat message's media (modules/chat answers; delivery, in the media
   * module, asks through this: chat attaches media, so media cannot import chat).
   */
  mayOpenMessageMedia(args: { viewerId: string; messageId: string; mediaId: string; full: boolean }): Promise<boolean>;
  /** The AI model behind the chat bot and creators' assistants (not configured: every call says so). */
  ai: AiClient;
  /** The Telegram bot (grammY): Stars invoices, the account link, notifications; null without TELEGRAM_BOT_TOKEN. */
  telegramBot: TelegramBot | null;
  /** Open chat sockets and delivery to them on every instance (Redis pub/sub when REDIS_URL). */
  realtime: RealtimeHub;
  /** Starts this instance's job runner at once, for a job that is due now. */
  jobs: JobWaker;
  tokens: TokenService;
  addresses: AddressDeriver;
  /** Users' Solana deposit addresses, from the same seed (lib/solana-addresses.ts). */
  solanaAddresses: SolanaAddressDeriver;
  /** The chains watched for deposits (EVM, Solana), as configured; empty when none is. */
  chains: ChainSource[];
  /** The hot wallet that sends EVM withdrawals; null when no EVM chain is configured. */
  evmSender: EvmSender | null;
  /** The hot wallet that sends SOL withdrawals; null when Solana is not configured. */
  solanaSender: SolanaSender | null;
  /** Public media (avatars, covers), served as static files under /media. */
  media: MediaStore;
  /** Private post media; delivered only through signed URLs. */
  blobs: BlobStore;
  mediaSigner: MediaSigner;
  /**
   * Public profiles by lower-cased address or domain, owned by the user id. The domain events drop
   * an entry on every instance (profile-cache-subscribers.ts) right after the write commits.
   */
  profileCache: TtlCache<TProfile>;
  /** Post author cards by user id; dropped on profile events, same bound. */
  authorCache: TtlCache<TPostAuthor>;
  /** The media list of each post, keyed by the post's version, so an edit never reads an old list. */
  postMediaCache: TtlCache<MediaItem[]>;
  /** Live sessions with their user rows, for SESSION_CACHE_MS; revocations and users writes drop them (events). */
  sessionCache: SessionCache;
  /** Which creators have any country or IP block: the per-read check asks the database only for them (geo-blockers-index.ts). */
  geoBlockers: GeoBlockersIndex;
  /** Each fan's first /home page, serialised, for FEED_CACHE_MS; the domain events forget it (feed-cache-subscribers.ts). */
  feedCache: FeedCache;
  /**
   * What a first /home page is built from when feedCache misses, for TIMELINE_CACHE_MS: each
   * creator's newest posts (by creator id) and each fan's feed sources (by fan id); the domain
   * events forget them (feed-cache-subscribers.ts).
   */
  timelineCache: FeedCache<PostRow[]>;
  feedSourcesCache: FeedCache<string[]>;
  /** Each fan's rights and likes towards the posts of their last built first page (by fan id), for TIMELINE_CACHE_MS. */
  viewerFlagsCache: FeedCache<KeptViewerFlags>;
  /** The server's release; the web app reloads when it differs from its own. */
  version: string;
  /** Where notifications go besides the in-app list and e-mail (docs/notifications.md, "Channels"). */
  notificationChannels: NotificationChannels;
  /** Web push (modules/web-push): the VAPID keys, or null when push is off; how long a push service may take. */
  webPush: WebPushSettings;
};

export type WebPushSettings = {
  vapid: { subject: string; publicKey: string; privateKey: string } | null;
  /** Spec section 9: push calls time out at 10 s. */
  timeoutMs: number;
};

/**
 * The notification senders other modules provide (web push, the Telegram bot), wired in
 * create-deps; a sender left out is a channel that is off. A sender may throw: the failure is
 * logged and the notification stays in the list. `url` is the app path the notification opens.
 */
export type NotificationChannels = {
  push?: (userId: string, payload: TPushPayload) => Promise<void>;
  telegram?: (userId: string, text: string, url: string) => Promise<void>;
  /** Which of these users the sender can reach at all (a browser bound, a chat linked); a fan-out asks once a batch. */
  pushReachable?: (userIds: readonly string[]) => Promise<ReadonlySet<string>>;
  telegramReachable?: (userIds: readonly string[]) => Promise<ReadonlySet<string>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Which creators block any place at all, held per instance (modules/geo-blocks/geo-blockers-index.ts). */
export type GeoBlockersIndex = {
  /** False when the creator certainly blocks nobody; true when their blocks must be checked. */
  mayBlock(creator: { id: string } | { address: string }): Promise<boolean>;
  /** Those of `creatorIds` who have any block (whose blocks must be checked). */
  withBlocks(creatorIds: readonly string[]): Promise<string[]>;
  /** Reload on next use. */
  forget(): void;
};
