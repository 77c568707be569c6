/**
 * Inside Telegram the mini-app's start parameter picks the first page (spec section 2) and may carry
 * an invitation (spec section 5). Called once per page view by the navigation effects; the Telegram
 * login issue wires the rest of the mini-app.
 */
import type { NavigateFunction } from 'react-router';
import { captureInvitationParams } from '../shared/lib/invitation';
import { readStorage, writeStorage } from '../shared/lib/storage';
import { STORAGE_KEYS } from '../shared/lib/storage-keys';
import { resolveStartTarget, startParamInvitation } from '../shared/lib/telegram-start-param';
import type { StartTarget } from '../shared/lib/telegram-start-param';
import { routePath } from './routes';

type TelegramStartWindow = { Telegram?: { WebApp?: { initDataUnsafe?: { start_param?: string } } } };

export function readStartParam(win: Window): string | null {
  const fromSdk = (win as Window & TelegramStartWindow).Telegram?.WebApp?.initDataUnsafe?.start_param;
  if (fromSdk) return fromSdk;
  const hash = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  return new URLSearchParams(win.location.search).get('tgWebAppStartParam') ?? hash.get('tgWebAppStartParam');
}

export function startTargetPath(target: StartTarget): string {
  switch (target.name) {
    case 'Creators':
      return routePath('Creators', { domain: target.domain });
    case 'Post':
      return routePath('Post', {}, { id: target.id });
    default:
      return routePath(target.name);
  }
}

let applied = false;

export function applyTelegramStartParam(navigate: NavigateFunction, win: Window = window): void {
  if (applied) return;
  applied = true;
  const raw = readStartParam(win);
  if (!raw) return;
  const invitation = startParamInvitation(raw);
  if (invitation) captureInvitationParams({ search: invitation, hash: '' });
  // Telegram keeps start_param for the whole session: a reload later on (a new version, a failed
  // chunk) must leave the fan where they are, not send them back to the first page.
  if (readStorage(STORAGE_KEYS.telegramStartApplied, 'session') === raw) return;
  writeStorage(STORAGE_KEYS.telegramStartApplied, raw, 'session');
  const path = startTargetPath(resolveStartTarget(raw));
  if (path !== win.location.pathname) void navigate(path, { replace: true });
}

/** For tests: the next call reads the start parameter again. */
export function resetTelegramStartForTests(): void {
  applied = false;
}
