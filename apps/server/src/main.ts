/** Read config, open and migrate the database, listen, and close gracefully. */
import { createLogger } from './http/logger.ts';
import { rm } from 'node:fs/promises';
import { uploadTmpDir } from './modules/media/stage-uploads.ts';
import { loadConfigOrExit } from './config.ts';
import { createDeps } from './create-deps.ts';
import { buildApp } from './app.ts';
import type { Server } from 'node:http';
import { Registry } from 'prom-client';
import { listenForMetrics } from './http/metrics.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, ensureDemoAccounts } from './demo/demo-accounts.ts';
import { ensureDemoContent } from './demo/demo-content.ts';

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);

const { deps, handle } = await createDeps(config, logger);
// Uploads cut off by a crash or restart leave temp files; no upload is in flight yet.
await rm(uploadTmpDir(config), { recursive: true, force: true });
const registry = new Registry();
const app = await buildApp(deps, { logger, defaultMetrics: true, registry });

if (config.demoAccounts) {
  const created = await ensureDemoAccounts(deps);
  if (created.length) {
    console.log(
      `\nDemo accounts created (password "${DEMO_PASSWORD}"; staff authenticator secret ${DEMO_TOTP_SECRET}):\n${created.map((e) => `  ${e}`).join('\n')}\n`,
    );
  }
  const filled = await ensureDemoContent(deps, logger);
  if (filled.length) logger.info({ creators: filled }, 'demo content created');
}

let metricsServer: Server | undefined;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await deps.telegramBot?.stop();
    await app.close();
    metricsServer?.close();
    deps.mailer.close();
    await handle.close();
    clearTimeout(force);
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
// Error reporting (docs/error-reporting.md): a crash is reported before Node prints it and exits;
// an unhandled rejection is reported and logged, and ends the process as Node would without us.
if (deps.errorReporter.enabled) {
  process.on('uncaughtExceptionMonitor', (err) => deps.errorReporter.capture(err));
  process.on('unhandledRejection', (reason) => {
    deps.errorReporter.capture(reason);
    logger.fatal({ err: reason }, 'unhandled rejection');
    void deps.errorReporter.flush(2_000).finally(() => process.exit(1));
  });
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
// Once the webhook route answers: Telegram may deliver the moment the webhook is set.
await deps.telegramBot?.startUpdates(logger);
if (config.metricsPort) {
  metricsServer = await listenForMetrics(registry, config.metricsHost, config.metricsPort);
  logger.info({ host: config.metricsHost, port: config.metricsPort }, 'metrics listening');
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const database = handle.driver === 'pglite' ? `PGlite under ${config.dataDir}` : 'PostgreSQL';
// The address to open: links back to the app (card checkouts, shares) lead there or to an alias,
// and each address keeps its own sign-in, so another one (a LAN IP, say) may look signed out.
const aliases = config.publicUrlAliases.length ? `; also accepted: ${config.publicUrlAliases.join(', ')}` : '';
console.log(
  `${config.brandName} is running: open ${config.publicUrl} (PUBLIC_URL${aliases}). Listening on ${config.host}:${port}, database ${database}`,
);
