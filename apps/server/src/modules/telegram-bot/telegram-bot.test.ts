import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { PATHS } from '@fanlane/contracts/api-paths';
import { LOCALES } from '@fanlane/contracts/locales';
import type { TTelegramBotLink, TTelegramBotStatus } from '@fanlane/contracts/telegram-bot';
import type { TTopUpOptions } from '@fanlane/contracts/top-up';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, type SignedInUser } from '../../../test/fixtures.ts';
import { TEST_BOT_USERNAME, type BotApiServer } from '../../../test/telegram-bot-api.ts';
import { keyed } from '../../../test/money-fixtures.ts';
import {
  createTelegramTestApp,
  SECRET_HEADER,
  TELEGRAM_TEST_MINI_APP,
  TELEGRAM_TEST_SECRET,
  type TelegramTestApp,
} from '../../../test/telegram-test-app.ts';
import { startUpdate, type TelegramPerson } from '../../../test/telegram-updates.ts';
import { telegramBotChats, telegramBotLinkTokens } from '../../db/schema/index.ts';
import { createTelegramBot } from '../../integrations/telegram/telegram-bot.ts';
import { BOT_STRING_KEYS, BOT_STRINGS } from './bot-strings.ts';
import { hashLinkToken } from './link-bot.ts';
import { sendTelegramNotification } from './send-telegram-notification.ts';

const BOT_TOKEN = '7200000001:AAH-link-test-bot';
const MINI_APP = TELEGRAM_TEST_MINI_APP;

let nextTelegramId = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const telegramUser = (fields: Partial<TelegramPerson> = {}): TelegramPerson => ({
  id: (nextTelegramId += 1),
  firstName: 'Lena',
  username: `lena${nextTelegramId}`,
  languageCode: 'en',
  ...fields,
});

describe(`the Telegram bot (${TEST_DRIVER})`, () => {
  let telegram: TelegramTestApp;
  let t: TestApp;
  let api: BotApiServer;

  beforeAll(async () => {
    telegram = await createTelegramTestApp(BOT_TOKEN);
    ({ t, api } = telegram);
  });
  afterAll(async () => {
    await telegram.close();
  });

  const deliver = async (update: unknown) => {
    const res = await telegram.deliver(update);
    expect(res.status, res.body.msg).toBe(200);
  };
  /** What the bot last said in this chat. */
  const lastReply = (chatId: number) =>
    api
      .callsOf('sendMessage')
      .filter((m) => m.chat_id === chatId)
      .at(-1);
  const link = async (who: SignedInUser) => {
    const res = await t.post<TTelegramBotLink>(PATHS.telegramBotLink, {}, who.auth);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const startParamOf = (linkUrl: string) => new URL(linkUrl).searchParams.get('start')!;
  const status = async (who: SignedInUser) =>
    (await t.post<TTelegramBotStatus>(PATHS.telegramBotStatus, {}, who.auth)).body.data;
  const chatOf = async (userId: string) =>
    (await t.deps.db.select().from(telegramBotChats).where(eq(telegramBotChats.userId, userId)))[0];

  describe('linking an account from /settings/telegramBot', () => {
    it('a fresh account is not linked; the link is a one-time t.me deep link to the bot, stored hashed, for 15 minutes', async () => {
      const fan = await createSignedInUser(t);
      expect(await status(fan)).toEqual({
        configured: true,
        botUsername: TEST_BOT_USERNAME,
        linked: false,
        telegramUsername: null,
        linkedAt: null,
      });
      const before = Date.now();
      const made = await link(fan);
      expect(made.url).toMatch(new RegExp(`^https://t\\.me/${TEST_BOT_USERNAME}\\?start=link_[A-Za-z0-9_-]{32}$`));
      expect(startParamOf(made.url).length).toBeLessThanOrEqual(64);
      const expires = Date.parse(made.expiresAt) - before;
      expect(expires).toBeGreaterThan(14 * 60_000);
      expect(expires).toBeLessThanOrEqual(15 * 60_000 + 1000);

      const token = startParamOf(made.url).slice('link_'.length);
      const rows = await t.deps.db
        .select()
        .from(telegramBotLinkTokens)
        .where(eq(telegramBotLinkTokens.userId, fan.user.id));
      expect(rows).toEqual([expect.objectContaining({ tokenHash: hashLinkToken(token), usedAt: null })]);
      expect(JSON.stringify(rows)).not.toContain(token);
      expectError(await t.post(PATHS.telegramBotLink, {}), 'UNAUTHORIZED');
    });

    it('/start with a valid link links the chat to the account, in the Telegram user’s language', async () => {
      const fan = await createSignedInUser(t);
      const tg = telegramUser({ languageCode: 'uk' });
      await deliver(startUpdate(tg, startParamOf((await link(fan)).url)));

      expect(lastReply(tg.id)?.text).toBe(
        'Готово! Цей чат пов’язано з вашим обліковим записом Fanlane: сповіщення надходитимуть сюди.',
      );
      expect(await chatOf(fan.user.id)).toMatchObject({
        chatId: tg.id,
        telegramUserId: tg.id,
        telegramUsername: tg.username,
        languageCode: 'uk',
      });
      expect(await status(fan)).toMatchObject({ linked: true, telegramUsername: tg.username });
    });

    it('a link used once says so the second time, and links nothing else', async () => {
      const fan = await createSignedInUser(t);
      const param = startParamOf((await link(fan)).url);
      const first = telegramUser();
      await deliver(startUpdate(first, param));
      const second = telegramUser();
      await deliver(startUpdate(second, param));
      expect(lastReply(second.id)?.text).toBe(
        'This link was already used. In Fanlane, open Settings → Telegram bot for a new one.',
      );
      expect((await chatOf(fan.user.id))?.chatId).toBe(first.id);
    });

    it('an expired link says so and links nothing; a made-up one is not valid', async () => {
      const fan = await createSignedInUser(t);
      const param = startParamOf((await link(fan)).url);
      await t.deps.db
        .update(telegramBotLinkTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(telegramBotLinkTokens.userId, fan.user.id));
      const tg = telegramUser();
      await deliver(startUpdate(tg, param));
      expect(lastReply(tg.id)?.text).toBe(
        'This link has expired. In Fanlane, open Settings → Telegram bot and tap “Link” again.',
      );
      expect(await chatOf(fan.user.id)).toBeUndefined();

      for (const madeUp of ['link_', 'link_short', `link_${'A'.repeat(32)}`, `link_${'x'.repeat(58)}`]) {
        await deliver(startUpdate(tg, madeUp));
        expect(lastReply(tg.id)?.text).toBe(
          'This link is not valid. In Fanlane, open Settings → Telegram bot for a new one.',
        );
      }
      expect(await chatOf(fan.user.id)).toBeUndefined();
    });

    it('another user’s link cannot take a chat linked to someone else; after they unlink, it can', async () => {
      const owner = await createSignedInUser(t);
      const tg = telegramUser({ languageCode: 'fr' });
      await deliver(startUpdate(tg, startParamOf((await link(owner)).url)));
      expect((await chatOf(owner.user.id))?.chatId).toBe(tg.id);

      const other = await createSignedInUser(t);
      const param = startParamOf((await link(other)).url);
      await deliver(startUpdate(tg, param));
      expect(lastReply(tg.id)?.text).toBe(
        'Ce chat Telegram est déjà lié à un autre compte Fanlane. Déliez-le d’abord depuis ce compte (Paramètres → Bot Telegram).',
      );
      expect((await chatOf(owner.user.id))?.chatId).toBe(tg.id);
      expect(await chatOf(other.user.id)).toBeUndefined();

      const unlinked = await t.post<TTelegramBotStatus>(PATHS.telegramBotUnlink, {}, owner.auth);
      expect(unlinked.body.data).toMatchObject({ linked: false, telegramUsername: null });
      expect(await chatOf(owner.user.id)).toBeUndefined();
      // The refused link was not spent.
      await deliver(startUpdate(tg, param));
      expect((await chatOf(other.user.id))?.chatId).toBe(tg.id);
    });

    it('linking again from another chat moves the account to it; unlinking twice is fine', async () => {
      const fan = await createSignedInUser(t);
      await deliver(startUpdate(telegramUser(), startParamOf((await link(fan)).url)));
      const newer = telegramUser();
      await deliver(startUpdate(newer, startParamOf((await link(fan)).url)));
      expect((await chatOf(fan.user.id))?.chatId).toBe(newer.id);
      expect(
        await t.deps.db.select().from(telegramBotChats).where(eq(telegramBotChats.userId, fan.user.id)),
      ).toHaveLength(1);
      expect((await t.post(PATHS.telegramBotUnlink, {}, fan.auth)).status).toBe(200);
      expect((await t.post<TTelegramBotStatus>(PATHS.telegramBotUnlink, {}, fan.auth)).body.data.linked).toBe(false);
    });

    it('the same link sent twice at once links once', async () => {
      const fan = await createSignedInUser(t);
      const param = startParamOf((await link(fan)).url);
      const [a, b] = [telegramUser(), telegramUser()];
      await Promise.all([deliver(startUpdate(a, param)), deliver(startUpdate(b, param))]);
      const texts = [lastReply(a.id)?.text, lastReply(b.id)?.text].map(String);
      expect(texts.filter((x) => x.startsWith('Done!'))).toHaveLength(1);
      expect(texts.filter((x) => x.startsWith('This link was already used'))).toHaveLength(1);
    });
  });

  describe('/start with a start parameter', () => {
    const buttonOf = (chatId: number) =>
      (lastReply(chatId)?.reply_markup as { inline_keyboard: { text: string; web_app?: { url: string } }[][] })
        ?.inline_keyboard;

    it('a creator parameter answers with a web_app button that opens the creator’s page in the mini-app', async () => {
      const tg = telegramUser({ languageCode: 'es' });
      await deliver(startUpdate(tg, 'd_democreator'));
      expect(lastReply(tg.id)?.text).toBe('Toca el botón de abajo para abrirlo en Fanlane.');
      expect(buttonOf(tg.id)).toEqual([[{ text: 'Abrir Fanlane', web_app: { url: `${MINI_APP}/democreator` } }]]);
    });

    it('a post, the reward centre, shares, an invitation riding along, and plain /start', async () => {
      const tg = telegramUser();
      const cases: [string | undefined, string][] = [
        ['p_8f14e45f-ceea-467a', `${MINI_APP}/post?id=8f14e45f-ceea-467a`],
        ['r', `${MINI_APP}/rewardCenter`],
        ['s', `${MINI_APP}/shares`],
        ['d_alice_inviter_0xabc', `${MINI_APP}/alice?inviter=0xabc`],
        ['unknown_thing', `${MINI_APP}/home`],
        [undefined, `${MINI_APP}/`],
      ];
      for (const [param, url] of cases) {
        await deliver(startUpdate(tg, param));
        expect(buttonOf(tg.id)?.[0]?.[0]?.web_app?.url, param).toBe(url);
      }
      expect(lastReply(tg.id)?.text).toBe('Welcome to Fanlane! Tap the button below to open the app.');
    });

    it('a reply Telegram refuses (the user blocked the bot meanwhile) still answers the webhook', async () => {
      const tg = telegramUser();
      api.failNext('sendMessage', { error_code: 403, description: 'Forbidden: bot was blocked by the user' });
      await deliver(startUpdate(tg, 'r'));
    });
  });

  describe('sendTelegramNotification', () => {
    it('sends to a linked user with an Open button into the mini-app, and nothing to an unlinked one', async () => {
      const fan = await createSignedInUser(t);
      const tg = telegramUser({ languageCode: 'de' });
      await deliver(startUpdate(tg, startParamOf((await link(fan)).url)));
      const sent = api.callsOf('sendMessage').length;

      expect(
        await sendTelegramNotification(t.deps, fan.user.id, {
          text: 'Mia posted something new',
          url: '/notifications',
        }),
      ).toBe(true);
      expect(lastReply(tg.id)).toEqual({
        chat_id: tg.id,
        text: 'Mia posted something new',
        reply_markup: {
          inline_keyboard: [[{ text: 'Fanlane öffnen', web_app: { url: `${MINI_APP}/notifications` } }]],
        },
      });

      const stranger = await createSignedInUser(t);
      expect(await sendTelegramNotification(t.deps, stranger.user.id, { text: 'hello', url: '/home' })).toBe(false);
      expect(api.callsOf('sendMessage')).toHaveLength(sent + 1);
      // A fan-out asks once which of its recipients linked a chat.
      expect(await t.deps.notificationChannels.telegramReachable!([fan.user.id, stranger.user.id])).toEqual(
        new Set([fan.user.id]),
      );
    });

    it('a 403 "bot was blocked by the user" unlinks the chat quietly; other failures are thrown for a retry', async () => {
      const fan = await createSignedInUser(t);
      const tg = telegramUser();
      await deliver(startUpdate(tg, startParamOf((await link(fan)).url)));

      api.failNext('sendMessage', { error_code: 429, description: 'Too Many Requests: retry after 5' });
      await expect(sendTelegramNotification(t.deps, fan.user.id, { text: 'one' })).rejects.toThrow(/Too Many Requests/);
      expect(await chatOf(fan.user.id)).toBeDefined();

      api.failNext('sendMessage', { error_code: 403, description: 'Forbidden: bot was blocked by the user' });
      expect(await sendTelegramNotification(t.deps, fan.user.id, { text: 'two' })).toBe(false);
      expect(await chatOf(fan.user.id)).toBeUndefined();
      expect(await status(fan)).toMatchObject({ linked: false });
    });
  });

  it('at start, a configured public address sets the webhook with the secret token', async () => {
    const bot = createTelegramBot(
      { ...t.config.telegram, webhookUrl: 'https://fanlane.example/telegram/v1/bot/webhook' },
      'jwt-secret-not-used-here-0123456789',
    )!;
    await bot.startUpdates(pino({ level: 'silent' }));
    expect(api.callsOf('setWebhook').at(-1)).toEqual({
      url: 'https://fanlane.example/telegram/v1/bot/webhook',
      secret_token: TELEGRAM_TEST_SECRET,
      allowed_updates: ['message', 'pre_checkout_query'],
    });
    await bot.stop();
  });
});

describe(`a server without a bot (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the settings say it is not configured, and there is nothing to link', async () => {
    const fan = await createSignedInUser(t);
    expect((await t.post<TTelegramBotStatus>(PATHS.telegramBotStatus, {}, fan.auth)).body.data).toEqual({
      configured: false,
      botUsername: null,
      linked: false,
      telegramUsername: null,
      linkedAt: null,
    });
    expectError(await t.post(PATHS.telegramBotLink, {}, fan.auth), 'TELEGRAM_BOT_NOT_CONFIGURED');
    expect(await sendTelegramNotification(t.deps, fan.user.id, { text: 'x' })).toBe(false);
  });

  it('offers no Stars, refuses an invoice, and the webhook says there is no bot', async () => {
    const fan = await createSignedInUser(t);
    expect((await t.post<TTopUpOptions>(PATHS.topUpOptions, {}, fan.auth)).body.data.stars).toBeNull();
    expectError(await t.post(PATHS.starsInvoice, { stars: '100' }, keyed(fan.auth)), 'STARS_NOT_CONFIGURED');
    expectError(
      await t.post(PATHS.telegramBotWebhook, { update_id: 1 }, { [SECRET_HEADER]: TELEGRAM_TEST_SECRET }),
      'TELEGRAM_BOT_NOT_CONFIGURED',
    );
  });
});

describe('what the bot says', () => {
  it('every language has every string, with the English placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const locale of LOCALES) {
      const table = BOT_STRINGS[locale];
      expect(Object.keys(table).sort(), locale).toEqual([...BOT_STRING_KEYS].sort());
      for (const key of BOT_STRING_KEYS) {
        expect(placeholders(table[key]), `${locale} ${key}`).toEqual(placeholders(BOT_STRINGS.en[key]));
        if (locale !== 'en' && !['invoiceTitle'].includes(key)) {
          expect(table[key], `${locale} ${key} is translated`).not.toBe(BOT_STRINGS.en[key]);
        }
      }
    }
  });
});
