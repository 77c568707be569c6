/**
 * The Telegram bot's routes (docs/telegram.md): the webhook Telegram posts updates to (its secret
 * token checked first), the link in /settings/telegramBot, and Stars top-ups. Thin: parse, call the
 * use-case, wrap in the envelope.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import {
  ZStarTopUp,
  ZStarTopUpDetailRequest,
  ZStarsInvoiceRequest,
  ZStarsRefundRequest,
  ZTelegramBotLink,
  ZTelegramBotStatus,
} from '@fanlane/contracts/telegram-bot';
import { appError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { idempotencyKeyOf } from '../../ledger/idempotency.ts';
import { callerOf, requirePermission, requireUser } from '../auth/guards.ts';
import { installBotHandlers } from './bot-handlers.ts';
import { createStarsInvoice } from './create-stars-invoice.ts';
import { createBotLink, telegramBotStatus, unlinkBot } from './link-bot.ts';
import { getStarTopUp } from './read-star-top-up.ts';
import { refundStarTopUp } from './refund-star-top-up.ts';

const tags = ['telegram'];

/** An update as Telegram posts it: an object with its id; grammY reads the rest. */
const ZUpdate = z.looseObject({ update_id: z.number().int().nonnegative() });

export function telegramBotRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const telegram = deps.telegramBot;
  if (telegram) installBotHandlers(deps, telegram.bot);
  const writes = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const status = { 200: ZEnvelope(ZTelegramBotStatus) };
  const starTopUp = { 200: ZEnvelope(ZStarTopUp) };

  app.post(
    PATHS.telegramBotWebhook,
    { schema: { tags, hide: true, response: { 200: ZEnvelope(ZOk) } } },
    async (req) => {
      if (!telegram) throw appError('TELEGRAM_BOT_NOT_CONFIGURED');
      // Before the body is even read: only Telegram knows the secret token.
      if (!telegram.isWebhookSecret(req.headers['x-telegram-bot-api-secret-token'])) {
        throw appError('TELEGRAM_WEBHOOK_UNAUTHORIZED');
      }
      const update = ZUpdate.safeParse(req.body);
      if (!update.success) throw appError('BAD_REQUEST');
      await telegram.ready().catch(() => {
        throw appError('PROVIDER_UNAVAILABLE');
      });
      await telegram.bot.handleUpdate(update.data);
      return ok({ ok: true as const });
    },
  );

  app.post(PATHS.telegramBotStatus, { preHandler: requireUser, schema: { tags, response: status } }, async (req) =>
    ok(await telegramBotStatus(deps, callerOf(req))),
  );
  app.post(
    PATHS.telegramBotLink,
    { config: writes, preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(ZTelegramBotLink) } } },
    async (req) => ok(await createBotLink(deps, callerOf(req))),
  );
  app.post(
    PATHS.telegramBotUnlink,
    { config: writes, preHandler: requireUser, schema: { tags, response: status } },
    async (req) => ok(await unlinkBot(deps, callerOf(req))),
  );

  app.post(
    PATHS.starsInvoice,
    { config: writes, preHandler: requireUser, schema: { tags, body: ZStarsInvoiceRequest, response: starTopUp } },
    async (req) => {
      const caller = callerOf(req);
      return ok(
        await createStarsInvoice(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body, req.ctx.locale),
      );
    },
  );
  app.post(
    PATHS.starsTopUpDetail,
    { preHandler: requireUser, schema: { tags, body: ZStarTopUpDetailRequest, response: starTopUp } },
    async (req) => ok(await getStarTopUp(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.adminStarsRefund,
    { preHandler: requirePermission('money.manage'), schema: { tags, body: ZStarsRefundRequest, response: starTopUp } },
    async (req) => ok(await refundStarTopUp(deps, callerOf(req), req.body.id)),
  );
}
