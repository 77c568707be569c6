/**
 * What the bot does with Telegram's updates (webhook or long polling alike): `/start` links an
 * account (`link_<token>`) or answers with a button into the mini-app on the start parameter's page;
 * a pre-checkout query is answered; a successful payment credits the Stars. Replies are in the
 * Telegram user's language. A reply Telegram refuses is logged, never retried: only a failure to
 * record a payment makes the update fail, so that Telegram delivers it again.
 */
import type { Bot, Context } from 'grammy';
import type { AppDeps } from '../../deps.ts';
import { refreshChatProfile } from './bot-links-repo.ts';
import { botText, type BotStringKey } from './bot-strings.ts';
import { creditStarPayment } from './credit-star-payment.ts';
import { LINK_PREFIX } from './link-bot.ts';
import { linkChat, type LinkOutcome } from './link-chat.ts';
import { mayPayStarsInvoice } from './answer-pre-checkout.ts';
import { openButton, startPageUrl } from './start-page.ts';

const LINK_REPLY: Record<LinkOutcome, BotStringKey> = {
  linked: 'linked',
  expired: 'linkExpired',
  used: 'linkUsed',
  invalid: 'linkInvalid',
  chat_taken: 'chatTaken',
};

export function installBotHandlers(deps: AppDeps, bot: Bot): void {
  const brand = deps.config.brandName;
  const quietly = (what: string, call: Promise<unknown>) =>
    call.then(
      () => undefined,
      (err: unknown) => deps.log.warn({ err }, `telegram ${what} failed`),
    );
  const say = (ctx: Context, key: BotStringKey, vars: Record<string, string> = {}, extra = {}) =>
    quietly('reply', ctx.reply(botText(ctx.from?.language_code, key, { brand, ...vars }), extra));

  bot.command('start', async (ctx) => {
    const param = ctx.match.trim();
    const from = ctx.from;
    if (from && ctx.chat.type === 'private') {
      const profile = { telegramUsername: from.username ?? null, languageCode: from.language_code ?? null };
      await refreshChatProfile(deps.db, ctx.chat.id, profile);
      if (param.startsWith(LINK_PREFIX)) {
        const chat = { chatId: ctx.chat.id, telegramUserId: from.id, ...profile };
        const outcome = await linkChat(deps, param.slice(LINK_PREFIX.length), chat);
        return say(ctx, LINK_REPLY[outcome]);
      }
    }
    const url = startPageUrl(deps.config.telegram.miniAppUrl, param);
    const label = botText(from?.language_code, 'openButton', { brand });
    return say(ctx, param ? 'openPage' : 'welcome', {}, openButton(label, url));
  });

  bot.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    const ok = await mayPayStarsInvoice(deps, {
      payload: query.invoice_payload,
      currency: query.currency,
      totalAmount: query.total_amount,
    });
    const reason = botText(query.from.language_code, 'paymentRefused', { brand });
    await quietly('answerPreCheckoutQuery', ctx.answerPreCheckoutQuery(ok, ok ? undefined : { error_message: reason }));
  });

  bot.on('message:successful_payment', async (ctx) => {
    const payment = ctx.message.successful_payment;
    const credited = await creditStarPayment(deps, {
      payload: payment.invoice_payload,
      currency: payment.currency,
      totalAmount: payment.total_amount,
      chargeId: payment.telegram_payment_charge_id,
      payerTelegramUserId: ctx.from?.id ?? ctx.chat.id,
    });
    if (credited) await say(ctx, 'paymentDone', { stars: credited.stars.toString() });
  });
}
