/** buildApp(deps): external plugins, then ours, then routes (the fastify/demo order). Tests build this too. */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AppDeps } from './deps.ts';
import { requestContextPlugin } from './http/request-context.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { installErrorHandler, sendError } from './http/error-handler.ts';
import { appError } from './http/app-error.ts';
import { registerNoStoreForApi, registerSecurityHeaders } from './http/security-headers.ts';
import { readWebIndex, registerWebApp, sendIndex } from './http/web-app.ts';
import { visibleCreatorPage } from './modules/profile/creator-page-hints.ts';
import { registerRequestMetrics } from './http/metrics.ts';
import { createSignInBudget } from './modules/auth/sign-in-budget.ts';
import { createActionBudget } from './http/action-budget.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { phoneRoutes } from './modules/auth/phone-routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor-routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import { followRoutes } from './modules/follows/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { creatorRoutes } from './modules/creators/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { registerMediaKeyCookie } from './modules/media/media-key-cookie.ts';
import { blockRoutes } from './modules/blocks/routes.ts';
import { geoBlockRoutes } from './modules/geo-blocks/routes.ts';
import { trackingLinkRoutes } from './modules/tracking-links/routes.ts';
import { collectionRoutes } from './modules/collections/routes.ts';
import { discoverRoutes } from './modules/discover/routes.ts';
import { postRoutes } from './modules/posts/routes.ts';
import { topUpRoutes } from './modules/top-ups/routes.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { webhookRoutes } from './modules/top-ups/webhook-routes.ts';
import { sandboxGatewayRoutes } from './integrations/payments/sandbox-gateway/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { purchaseRoutes } from './modules/purchases/routes.ts';
import { tipRoutes } from './modules/tips/routes.ts';
import { revenueRoutes } from './modules/revenue/routes.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { refundRoutes } from './modules/refunds/routes.ts';
import { disputeRoutes } from './modules/disputes/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { fanListRoutes } from './modules/fan-lists/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { telegramRoutes } from './modules/telegram/routes.ts';
import { telegramBotRoutes } from './modules/telegram-bot/routes.ts';
import { webPushRoutes } from './modules/web-push/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { accountDeletionRoutes } from './modules/account-deletion/routes.ts';
import { dataExportRoutes } from './modules/data-export/routes.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { publicPageRoutes } from './modules/public-pages/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { rateLimitRoutes } from './modules/rate-limit/routes.ts';
import { startJobRunner } from './jobs/jobs.ts';
import { jobHandlers, recurringSweeps } from './job-handlers.ts';
import { ensureRecurring } from './jobs/recurring.ts';

export type BuildOptions = {
  logger?: FastifyBaseLogger;
  /** Process-wide default metrics (event loop, memory) are collected once, by main. */
  defaultMetrics?: boolean;
  /** Where the metrics go; main passes its own to serve them on METRICS_PORT too. */
  registry?: Registry;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestTimeout: 120_000,
    // Failures Fastify answers before any hook (a malformed URL) get the envelope too.
    frameworkErrors: (error, request, reply) => void sendError(request, reply, error),
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // External plugins.
  registerSecurityHeaders(app, config);
  registerNoStoreForApi(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    allowedHeaders: [
      'authorization',
      'content-type',
      'user-type',
      'shop-domain',
      'locale',
      'invitordomain',
      'promotion-tag',
      'idempotency-key',
      'x-request-id',
    ],
  });
  // JSON, HTML and text answers from 1 KiB up, brotli at a cheap quality (4) or gzip; never images,
  // video or the event stream. Built assets carry their own .br/.gz (web-app.ts) and pass through.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|javascript|image\/svg\+xml/,
    globalDecompression: false,
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'fanlane-rl:' }),
    errorResponseBuilder: (_req, context) =>
      appError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
  });
  app.decorate(
    'signInBudget',
    createSignInBudget({
      redis,
      ipPerMinute: config.signInIpPerMinute,
      freeTries: config.signInFreeTries,
      maxWaitMs: config.signInMaxWaitMs,
      forgetAfterMs: config.signInForgetAfterMs,
      onStoreError: (err) => app.log.warn({ err }, 'sign-in budget: Redis unreachable, attempt not counted'),
    }),
  );
  // Budgets of expensive actions (docs/rate-limits.md): /rate/limit/*, and the calls they guard.
  const HOUR_MS = 3_600_000;
  app.decorate(
    'actionBudget',
    createActionBudget({
      redis,
      limits: {
        'email-code': { limit: config.emailCodesPerIpPerHour, windowMs: HOUR_MS },
        'sms-code': { limit: config.sms.codesPerIpPerHour, windowMs: HOUR_MS },
        contact: { limit: config.contactPerHour, windowMs: HOUR_MS },
      },
      onStoreError: (err) => app.log.warn({ err }, 'action budget: Redis unreachable, action not counted'),
    }),
  );
  // Chat sockets: frames up to 64 KiB (a message is at most 4,000 characters); the hub tells each
  // socket to reconnect and closes it when the server closes.
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    preClose: async () => {
      await deps.realtime.close();
      for (const client of app.websocketServer.clients) client.close(1012, 'server restarting');
      app.websocketServer.close();
    },
  });
  await app.register(multipart, { limits: { fileSize: 8 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${config.brandName} API`,
          version: deps.version,
          description: 'Every call answers {success, code, msg, data}.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles; its pages alone allow them.
      transformStaticCSP: (header) =>
        header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    });
  }

  // Our plugins.
  await app.register(requestContextPlugin);
  registerNulGuard(app);
  registerMediaKeyCookie(app);
  const registry = options.registry ?? new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  registerRequestMetrics(app, registry);

  // Routes.
  await app.register(systemRoutes(registry));
  await app.register(authRoutes);
  await app.register(phoneRoutes);
  await app.register(twoFactorRoutes);
  await app.register(telegramRoutes);
  await app.register(telegramBotRoutes);
  await app.register(profileRoutes);
  await app.register(trackingRoutes);
  await app.register(followRoutes);
  await app.register(creatorRoutes);
  await app.register(adminRoutes);
  await app.register(mediaRoutes);
  await app.register(blockRoutes);
  await app.register(geoBlockRoutes);
  await app.register(trackingLinkRoutes);
  await app.register(collectionRoutes);
  await app.register(discoverRoutes);
  await app.register(postRoutes);
  await app.register(topUpRoutes);
  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(webhookRoutes);
  await app.register(sandboxGatewayRoutes);
  await app.register(subscriptionRoutes);
  await app.register(walletRoutes);
  await app.register(purchaseRoutes);
  await app.register(tipRoutes);
  await app.register(revenueRoutes);
  await app.register(payoutRoutes);
  await app.register(refundRoutes);
  await app.register(disputeRoutes);
  await app.register(chatRoutes);
  await app.register(fanListRoutes);
  await app.register(notificationRoutes);
  await app.register(webPushRoutes);
  await app.register(contactRoutes);
  await app.register(moderationRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(dataExportRoutes);
  await app.register(kycRoutes);
  await app.register(publicPageRoutes);
  await app.register(captchaRoutes);
  await app.register(rateLimitRoutes);

  mkdirSync(deps.media.publicRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: deps.media.publicRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });

  const index = readWebIndex(config);
  if (index) await registerWebApp(app, config, index);

  // Browsers asking for a page get the SPA, so every route of the spec survives a hard refresh;
  // everything else gets the 404 envelope. GET is a route of its own, not only the not-found
  // handler, so a page goes out compressed like any other answer (@fastify/compress hooks routes).
  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (index && wantsPage) {
      const creator = await visibleCreatorPage(deps, request);
      const hints = creator ? { modules: index.creatorPageModules, image: creator.cover, profile: creator } : {};
      return sendIndex(request, reply, index, hints);
    }
    return sendError(request, reply, appError('NOT_FOUND'));
  };
  if (index) app.get('/*', { schema: { hide: true } }, pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);

  // Background work: durable jobs, and the event relay with the other instances' announcements.
  if (config.jobsPollMs > 0) {
    let runner: ReturnType<typeof startJobRunner> | undefined;
    app.addHook('onReady', async () => {
      await ensureRecurring(deps.db, recurringSweeps(deps));
      runner = startJobRunner(deps.db, jobHandlers(deps, app.log), {
        intervalMs: config.jobsPollMs,
        logger: app.log,
        waker: deps.jobs,
        concurrency: config.jobsConcurrency,
      });
      // Durable subscribers queue jobs (a notification): the runner starts them at once, not at its next poll.
      await deps.events.start({ pollMs: config.jobsPollMs, onRelayed: () => deps.jobs.wake() });
    });
    app.addHook('onClose', async () => {
      await deps.events.close();
      await runner?.stop();
    });
  }

  return app;
}
