/**
 * Opens a Telegram Stars invoice inside the mini-app and tells how it ended (Telegram's invoice
 * statuses). Telegram's own `window.Telegram.WebApp` answers when the page has it (telegram-web-app.js,
 * or a test that plays Telegram); otherwise the official SDK, loaded on demand (the mini-app has
 * already loaded and started it). Outside Telegram there is nothing to open: null.
 */
import { isTelegram } from './device';

export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

type WebAppWindow = {
  Telegram?: { WebApp?: { openInvoice?: (url: string, callback?: (status: string) => void) => void } };
};

const asStatus = (status: string): InvoiceStatus =>
  status === 'paid' || status === 'cancelled' || status === 'pending' ? status : 'failed';

/** The invoice's outcome once Telegram closes it; null when Telegram cannot open it here. */
export async function openTelegramInvoice(url: string): Promise<InvoiceStatus | null> {
  const webApp = (window as Window & WebAppWindow).Telegram?.WebApp;
  if (typeof webApp?.openInvoice === 'function') {
    const open = webApp.openInvoice.bind(webApp);
    return new Promise((resolve) => open(url, (status) => resolve(asStatus(status))));
  }
  if (!isTelegram()) return null;
  try {
    const { invoice } = await import('@telegram-apps/sdk-react');
    if (!invoice.open.isAvailable()) return null;
    return asStatus(await invoice.open(url, 'url'));
  } catch {
    return 'failed';
  }
}
