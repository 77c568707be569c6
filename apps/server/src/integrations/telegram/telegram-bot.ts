/**
 * The Telegram bot, on grammY (docs/telegram.md): one Bot made from TELEGRAM_BOT_TOKEN that calls the
 * Bot API at TELEGRAM_API_ROOT (Telegram's, or a local one in tests). Updates reach it through the
 * webhook route (modules/telegram-bot), which checks Telegram's secret token, or by long polling when
 * no public webhook address is configured. What the bot does with them is the module's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Bot, GrammyError } from 'grammy';
import type { Config } from '../../config.ts';

export type TelegramBot = {
  bot: Bot;
  /** What Telegram sends in X-Telegram-Bot-Api-Secret-Token with every update (setWebhook's secret_token). */
  webhookSecret: string;
  /** The bot's identity (getMe) once; handling an update needs it. A failure is tried again next time. */
  ready(): Promise<void>;
  /** The bot's @username without the @: TELEGRAM_BOT_USERNAME, else getMe's. */
  username(): Promise<string>;
  /** Whether a request's secret-token header is the webhook secret (in constant time). */
  isWebhookSecret(header: unknown): boolean;
  /** At start: sets the webhook when a public address is configured, else long-polls. */
  startUpdates(log: FastifyBaseLogger): Promise<void>;
  stop(): Promise<void>;
};

/** TELEGRAM_WEBHOOK_SECRET, or one derived from the JWT secret so a fresh install needs no setup. */
export const telegramWebhookSecret = (config: Config['telegram'], jwtSecret: string) =>
  config.webhookSecret ?? createHmac('sha256', jwtSecret).update('telegram-webhook-secret').digest('base64url');

/** Telegram's answer that the user blocked the bot, deleted their account, or never had this chat. */
export function isChatGone(err: unknown): boolean {
  if (!(err instanceof GrammyError)) return false;
  return err.error_code === 403 || (err.error_code === 400 && /chat not found|user not found/i.test(err.description));
}

/** Telegram's answer to refundStarPayment for a charge that was refunded already (by support, say). */
export const isChargeAlreadyRefunded = (err: unknown) =>
  err instanceof GrammyError && /CHARGE_ALREADY_REFUNDED/i.test(err.description);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function createTelegramBot(config: Config['telegram'], jwtSecret: string): TelegramBot | null {
  if (!config.botToken) return null;
  // Calls are bounded (grammY waits 500 s by default); long polling asks for 30 s at a time.
  const bot = new Bot(config.botToken, { client: { apiRoot: config.apiRoot, timeoutSeconds: 45 } });
  const webhookSecret = telegramWebhookSecret(config, jwtSecret);
  let init: Promise<void> | null = null;
  const ready = () => {
    init ??= bot.init().catch((err: unknown) => {
      init = null;
      throw err;
    });
    return init;
  };
  let polling = false;

  return {
    bot,
    webhookSecret,
    ready,
    async username() {
      if (config.botUsername) return config.botUsername;
      await ready();
      return bot.botInfo.username;
    },
    isWebhookSecret: (header) => typeof header === 'string' && sameSecret(header, webhookSecret),
    async startUpdates(log) {
      bot.catch((err) => log.error({ err: err.error, updateId: err.ctx.update.update_id }, 'telegram update failed'));
      try {
        await ready();
        if (config.webhookUrl) {
          await bot.api.setWebhook(config.webhookUrl, {
            secret_token: webhookSecret,
            allowed_updates: ['message', 'pre_checkout_query'],
          });
          log.info({ url: config.webhookUrl }, 'telegram webhook set');
          return;
        }
      } catch (err) {
        log.error({ err }, 'telegram bot could not start: the bot answers nothing until the server restarts');
        return;
      }
      polling = true;
      // Long polling runs for the life of the process; a token Telegram refuses ends it.
      bot
        .start({ allowed_updates: ['message', 'pre_checkout_query'], onStart: () => log.info('telegram bot polling') })
        .catch((err: unknown) => log.error({ err }, 'telegram polling stopped'));
    },
    async stop() {
      if (polling) await bot.stop();
    },
  };
}
