/** Builds the real dependencies from the config: database (migrated), mailer, tokens, addresses, media. */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { createFeedCache } from './modules/discover/feed-cache.ts';
import { createAddressDeriver } from './lib/hd-addresses.ts';
import { createAuthorCache, createPostMediaCache, createProfileCache } from './lib/ttl-cache.ts';
import { createLocalMediaStore } from './media/media-store.ts';
import { createLocalBlobStore } from './media/blob-store.ts';
import { createMediaSigner } from './media/signed-urls.ts';
import { resolveSecrets } from './lib/dev-secrets.ts';
import { readBuildVersion } from './lib/build-version.ts';
import { createMoneyDeps } from './ledger/money-deps.ts';

export async function createDeps(
  config: Config,
  logger: FastifyBaseLogger,
): Promise<{ deps: AppDeps; handle: DatabaseHandle }> {
  const secrets = resolveSecrets(config);
  const handle = config.databaseUrl
    ? await openDatabase({
        driver: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
      })
    : await openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await handle.migrate();
  const deps: AppDeps = {
    config,
    db: handle.db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    tokens: createTokenService(secrets.jwtSecret),
    addresses: createAddressDeriver(secrets.hdMnemonic),
    media: createLocalMediaStore(path.join(config.dataDir, 'media')),
    blobs: createLocalBlobStore(path.join(config.dataDir, 'blobs')),
    mediaSigner: createMediaSigner(secrets.jwtSecret),
    profileCache: createProfileCache(),
    authorCache: createAuthorCache(),
    postMediaCache: createPostMediaCache(),
    sessionCache: createSessionCache({ ttlMs: config.sessionCacheMs }),
    feedCache: createFeedCache({ ttlMs: config.feedCacheMs }),
    version: readBuildVersion(config.webDist),
    ...(await createMoneyDeps(config, handle.db)),
  };
  return { deps, handle };
}
