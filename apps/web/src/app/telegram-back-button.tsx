/**
 * Telegram's Back button follows the router (docs/telegram.md, "Inside Telegram"): shown where the
 * app can go back within this launch, hidden on the launch's first page and on Home; pressing it
 * closes an open dialog first, else goes back one page. Mounted by the app root inside Telegram
 * only, as its own chunk, once start-up (the sign-in, app/telegram-mini-app.ts) has settled: it
 * only reacts to navigations and presses, it never navigates by itself.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentRoute } from './route-meta';
import { startedNativeSdk } from './telegram-native';

/**
 * The router's place in this tab's history (react-router keeps it in history.state.idx): 0 on the
 * page the launch opened, which the start-up redirects replace rather than push.
 */
export function historyIndex(state: unknown = window.history.state): number {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0 ? idx : 0;
}

export function backButtonVisible(index: number, routeName: string | undefined): boolean {
  return index > 0 && routeName !== 'Home';
}

/** Closes the dialog on top the way Escape does (Radix listens for it); false when none is open. */
export function closeOpenDialog(doc: Document = document): boolean {
  const open = doc.querySelectorAll('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
  const top = open[open.length - 1];
  if (!top) return false;
  top.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  return true;
}

export default function TelegramBackButton() {
  const location = useLocation();
  const navigate = useNavigate();
  const routeName = useCurrentRoute()?.route.name;
  const sdk = startedNativeSdk();
  const visible = backButtonVisible(historyIndex(), routeName);

  useEffect(() => {
    sdk?.setBackButton(visible);
  }, [sdk, visible, location.key]);

  useEffect(() => {
    if (!sdk) return undefined;
    const off = sdk.onBackButton(() => {
      // Never back out of the launch's first page: that would leave the app.
      if (!closeOpenDialog() && historyIndex() > 0) void navigate(-1);
    });
    return () => {
      off();
      sdk.setBackButton(false);
    };
  }, [sdk, navigate]);

  return null;
}
