/** What the app is built from; main.ts makes the real ones, tests make their own. */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import type { AddressDeriver } from './lib/hd-addresses.ts';
import type { MediaStore } from './media/media-store.ts';
import type { BlobStore } from './media/blob-store.ts';
import type { MediaSigner } from './media/signed-urls.ts';
import type { TtlCache } from './lib/ttl-cache.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';
import type { FeedCache } from './modules/discover/feed-cache.ts';
import type { TProfile } from '@fanlane/contracts/profile';
import type { TPostAuthor } from '@fanlane/contracts/post';
import type { MediaItem } from './media/present.ts';
import type { MoneyDeps } from './ledger/money-deps.ts';

export type AppDeps = MoneyDeps & {
  config: Config;
  db: Database;
  mailer: Mailer;
  tokens: TokenService;
  addresses: AddressDeriver;
  /** Public media (avatars, covers), served as static files under /media. */
  media: MediaStore;
  /** Private post media; delivered only through signed URLs. */
  blobs: BlobStore;
  mediaSigner: MediaSigner;
  /**
   * Public profiles by lower-cased address or domain. Writes on this instance drop their entry at
   * once; other instances may serve a profile up to PROFILE_CACHE_TTL_MS old.
   */
  profileCache: TtlCache<TProfile>;
  /** Post author cards by user id; dropped with the profile (forgetProfile), same bound. */
  authorCache: TtlCache<TPostAuthor>;
  /**
   * The media list of each post by post id; dropped at once when the post is written on this
   * instance, other instances may show a list up to POST_MEDIA_CACHE_TTL_MS old.
   */
  postMediaCache: TtlCache<MediaItem[]>;
  /**
   * Live sessions with their user rows, for SESSION_CACHE_MS. Whoever revokes a session or writes
   * a users row calls forgetSession / forgetUser after the write commits.
   */
  sessionCache: SessionCache;
  /**
   * Each fan's first /home page, serialised, for FEED_CACHE_MS. Whoever changes what a page shows
   * calls feedCache.forget(user) after the write commits: the fan who acted, or the creator whose
   * posts or profile changed (forgetProfile does that).
   */
  feedCache: FeedCache;
  /** The server's release; the web app reloads when it differs from its own. */
  version: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
