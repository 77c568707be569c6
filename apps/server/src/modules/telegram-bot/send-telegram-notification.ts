/**
 * A notification through the bot (for the notifications module): a message with a button that opens
 * the page in the mini-app, to the chat the user linked. Nothing is sent, quietly, when there is no
 * bot or no linked chat. When Telegram says the chat is gone (the user blocked the bot or deleted
 * their account) the link is dropped and nothing is thrown; other failures are thrown, so the
 * caller's job can try again.
 */
import type { AppDeps } from '../../deps.ts';
import { isChatGone } from '../../integrations/telegram/telegram-bot.ts';
import { deleteChat, findChatOfUser } from './bot-links-repo.ts';
import { botText } from './bot-strings.ts';
import { miniAppPageUrl, openButton } from './start-page.ts';

/** Telegram's longest message. */
const MESSAGE_MAX = 4096;

export type TelegramNotification = {
  text: string;
  /** The app page the button opens: a path such as `/notifications`, or an address of the mini-app. */
  url?: string;
};

/** True when the message went out. */
export async function sendTelegramNotification(
  deps: Pick<AppDeps, 'telegramBot' | 'db' | 'config'>,
  userId: string,
  notification: TelegramNotification,
): Promise<boolean> {
  const telegram = deps.telegramBot;
  if (!telegram) return false;
  const chat = await findChatOfUser(deps.db, userId);
  if (!chat) return false;
  const label = botText(chat.languageCode, 'openButton', { brand: deps.config.brandName });
  const url = notification.url && miniAppPageUrl(deps.config.telegram.miniAppUrl, notification.url);
  try {
    await telegram.bot.api.sendMessage(
      chat.chatId,
      Array.from(notification.text).slice(0, MESSAGE_MAX).join(''),
      url ? openButton(label, url) : {},
    );
    return true;
  } catch (err) {
    if (!isChatGone(err)) throw err;
    await deleteChat(deps.db, userId, chat.chatId);
    return false;
  }
}
