/**
 * Builds the real dependencies from the config: database (migrated), domain events with their
 * subscribers, mailer, tokens, addresses, media, caches, money. main.ts and the tests both use it.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createSmsSender } from './integrations/sms/sms-sender.ts';
import { createCaptcha } from './integrations/captcha/captcha.ts';
import { createErrorReporter } from './lib/error-reporting.ts';
import { createIpCountryLookup } from './integrations/geoip/ip-country.ts';
import { createTokenService } from './lib/tokens.ts';
import { createRealtimeHub } from './lib/realtime-hub.ts';
import { createJobWaker } from './jobs/jobs.ts';
import { createAiClient } from './integrations/ai/ai-client.ts';
import { createTelegramBot } from './integrations/telegram/telegram-bot.ts';
import { createSessionCache } from './lib/session-cache.ts';
import { createFeedCache } from './lib/feed-cache.ts';
import { createAddressDeriver } from './lib/hd-addresses.ts';
import { createAuthorCache, createPostMediaCache, createProfileCache } from './lib/ttl-cache.ts';
import { createLocalMediaStore } from './media/media-store.ts';
import { createLocalBlobStore } from './media/blob-store.ts';
import { createMediaSigner } from './media/signed-urls.ts';
import { resolveSecrets, resolveVapid } from './lib/dev-secrets.ts';
import { PUSH_TIMEOUT_MS } from '@fanlane/contracts/constants';
import { readBuildVersion } from './lib/build-version.ts';
import { createMoneyDeps } from './ledger/money-deps.ts';
import type { PaymentsOptions } from './integrations/payments/payments.ts';
import { createEventBus, EVENTS_CHANNEL } from './events/event-bus.ts';
import { registerSubscribers } from './subscribers.ts';
import { mayOpenMessageMedia } from './modules/chat/chat-repo.ts';
import { sendWebPush } from './modules/web-push/send-web-push.ts';
import { usersWithSubscriptions } from './modules/web-push/push-subscriptions-repo.ts';
import { sendTelegramNotification } from './modules/telegram-bot/send-telegram-notification.ts';
import { usersWithChats } from './modules/telegram-bot/bot-links-repo.ts';
import { createSolanaAddressDeriver } from './lib/solana-addresses.ts';
import type { ChainSource } from './integrations/chains/chain-source.ts';
import { chainSources } from './integrations/chains/chain-sources.ts';
import { createEvmSender } from './integrations/chains/evm-sender.ts';
import { createSolanaSender } from './integrations/chains/solana-sender.ts';
import { createGeoBlockersIndex } from './modules/geo-blocks/geo-blockers-index.ts';

export type CreateDepsOptions = {
  /** An open database (tests bring a fresh one); by default the config's is opened. */
  handle?: DatabaseHandle;
  payments?: PaymentsOptions;
  /** The release the web app compares with its own; by default read from the built web app. */
  version?: string;
  /** The watched chains; by default those the config names. */
  chains?: ChainSource[];
};

export async function createDeps(
  config: Config,
  logger: FastifyBaseLogger,
  options: CreateDepsOptions = {},
): Promise<{ deps: AppDeps; handle: DatabaseHandle }> {
  const secrets = resolveSecrets(config);
  const handle = options.handle ?? (await openConfiguredDatabase(config, logger));
  await handle.migrate();
  const listen = handle.listen;
  const version = options.version ?? readBuildVersion(config.webDist);
  const deps: AppDeps = {
    config,
    log: logger,
    db: handle.db,
    events: createEventBus({
      db: handle.db,
      logger,
      ...(listen && { listen: (onMessage, onReconnect) => listen(EVENTS_CHANNEL, onMessage, onReconnect) }),
    }),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    sms: createSmsSender({ config: config.sms, logger }),
    ipCountry: createIpCountryLookup({
      file: config.geoipDb,
      onError: (err) => logger.error({ err }, 'the IP-to-country database cannot be read: country blocks are off'),
    }),
    captcha: createCaptcha(config.captcha),
    errorReporter: await createErrorReporter({
      dsn: config.sentry.dsn,
      release: version,
      environment: config.sentry.environment,
    }),
    ai: createAiClient(config.ai),
    telegramBot: createTelegramBot(config.telegram, secrets.jwtSecret),
    mayOpenMessageMedia: (args) => mayOpenMessageMedia(handle.db, args),
    realtime: createRealtimeHub({ redisUrl: config.redisUrl, onError: (err, msg) => logger.warn({ err }, msg) }),
    jobs: createJobWaker(),
    tokens: createTokenService(secrets.jwtSecret),
    addresses: createAddressDeriver(secrets.hdMnemonic),
    solanaAddresses: createSolanaAddressDeriver(secrets.hdMnemonic),
    chains: options.chains ?? chainSources(config),
    evmSender: config.evm
      ? createEvmSender({ rpcUrl: config.evm.rpcUrl, chainId: config.evm.chainId, mnemonic: secrets.hdMnemonic })
      : null,
    solanaSender: config.solana
      ? await createSolanaSender({ rpcUrl: config.solana.rpcUrl, mnemonic: secrets.hdMnemonic })
      : null,
    media: createLocalMediaStore(path.join(config.dataDir, 'media')),
    blobs: createLocalBlobStore(path.join(config.dataDir, 'blobs')),
    mediaSigner: createMediaSigner(secrets.jwtSecret),
    profileCache: createProfileCache(),
    authorCache: createAuthorCache(),
    postMediaCache: createPostMediaCache(),
    sessionCache: createSessionCache({ ttlMs: config.sessionCacheMs }),
    geoBlockers: createGeoBlockersIndex(handle.db),
    feedCache: createFeedCache({ ttlMs: config.feedCacheMs }),
    timelineCache: createFeedCache({ ttlMs: config.timelineCacheMs }),
    feedSourcesCache: createFeedCache({ ttlMs: config.timelineCacheMs }),
    viewerFlagsCache: createFeedCache({ ttlMs: config.timelineCacheMs }),
    version,
    notificationChannels: {},
    webPush: { vapid: resolveVapid(config), timeoutMs: PUSH_TIMEOUT_MS },
    ...(await createMoneyDeps(config, handle.db, options.payments)),
  };
  deps.notificationChannels = notificationChannels(deps);
  registerSubscribers(deps);
  return { deps, handle };
}

/** Web push when VAPID keys are set, the Telegram bot when a token is: a channel left out is off. */
function notificationChannels(deps: AppDeps): AppDeps['notificationChannels'] {
  return {
    ...(deps.webPush.vapid && {
      push: async (userId, payload) => void (await sendWebPush(deps, userId, payload)),
      pushReachable: (userIds) => usersWithSubscriptions(deps.db, userIds),
    }),
    ...(deps.telegramBot && {
      telegram: async (userId, text, url) => void (await sendTelegramNotification(deps, userId, { text, url })),
      telegramReachable: (userIds) => usersWithChats(deps.db, userIds),
    }),
  };
}

function openConfiguredDatabase(config: Config, logger: FastifyBaseLogger): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({
        driver: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
      })
    : openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
