/**
 * Where the bot's buttons lead: the mini-app (TELEGRAM_MINI_APP_URL, else PUBLIC_URL) on the page a
 * start parameter names (spec section 2: d a creator, p a post, r the reward centre, s shares),
 * with the invitation it carries in the query, as the web app reads invitations (spec section 5).
 */
import { InlineKeyboard } from 'grammy';
import { resolveStartTarget, startParamInvitation, startTargetPath } from '@fanlane/contracts/telegram-start-param';

/** The mini-app's address for an app path (`/notifications`) or an address of its own. */
export function miniAppPageUrl(miniAppUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${miniAppUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The page a `/start <parameter>` opens; the app's first page without one. */
export function startPageUrl(miniAppUrl: string, startParam: string): string {
  if (!startParam) return `${miniAppUrl}/`;
  const url = new URL(miniAppPageUrl(miniAppUrl, startTargetPath(resolveStartTarget(startParam))));
  for (const [name, value] of new URLSearchParams(startParamInvitation(startParam))) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * A button that opens the page in the mini-app (web_app), under the label given. Telegram opens only
 * HTTPS addresses in a mini-app: on a plain-HTTP server (development) there is no button.
 */
export function openButton(label: string, url: string): { reply_markup?: InlineKeyboard } {
  return url.startsWith('https://') ? { reply_markup: new InlineKeyboard().webApp(label, url) } : {};
}
