/**
 * Inside Telegram the mini-app's start parameter picks the first page (spec section 2). Called once
 * per page view by the navigation effects; the Telegram login issue wires the rest of the mini-app.
 */
import type { NavigateFunction } from 'react-router';
import { resolveStartTarget } from '../shared/lib/telegram-start-param';
import type { StartTarget } from '../shared/lib/telegram-start-param';
import { routePath } from './routes';

type TelegramStartWindow = { Telegram?: { WebApp?: { initDataUnsafe?: { start_param?: string } } } };

function readStartParam(win: Window): string | null {
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
  const path = startTargetPath(resolveStartTarget(raw));
  if (path !== win.location.pathname) void navigate(path, { replace: true });
}
