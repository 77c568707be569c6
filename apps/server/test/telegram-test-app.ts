/** A test app whose Telegram bot calls a local Bot API server (test/telegram-bot-api.ts); both close together. */
import { PATHS } from '@fanlane/contracts/api-paths';
import { createTestApp } from './helpers.ts';
import { startBotApiServer } from './telegram-bot-api.ts';

export const TELEGRAM_TEST_SECRET = 'telegram-test-webhook-secret-0123';
export const TELEGRAM_TEST_MINI_APP = 'https://mini.fanlane.test';
export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export async function createTelegramTestApp(botToken: string) {
  const api = await startBotApiServer();
  const t = await createTestApp({
    TELEGRAM_BOT_TOKEN: botToken,
    TELEGRAM_API_ROOT: api.apiRoot,
    TELEGRAM_WEBHOOK_SECRET: TELEGRAM_TEST_SECRET,
    TELEGRAM_MINI_APP_URL: TELEGRAM_TEST_MINI_APP,
  });
  /** Telegram posts an update to the bot's webhook, with the secret token unless told otherwise. */
  const deliver = (update: unknown, headers: Record<string, string> = { [SECRET_HEADER]: TELEGRAM_TEST_SECRET }) =>
    t.post(PATHS.telegramBotWebhook, update, headers);
  return {
    t,
    api,
    deliver,
    async close() {
      await t.close();
      await api.close();
    },
  };
}

export type TelegramTestApp = Awaited<ReturnType<typeof createTelegramTestApp>>;
