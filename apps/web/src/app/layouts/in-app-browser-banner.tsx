import { useState } from 'react';
import { ExternalLink, X } from 'lucide-react';
import { useTranslation } from '#i18n';
import { detectInAppBrowser, isMobile } from '../../shared/lib/device';
import { readStorage, writeStorage } from '../../shared/lib/storage';

const DISMISSED_KEY = 'inAppBrowserBannerDismissed';

/**
 * On phones inside another app's browser (Instagram, TikTok…), logins and payments break, so we ask
 * the user to open the page in their real browser. Dismissed for the rest of the tab's life.
 */
export function InAppBrowserBanner({ userAgent }: { userAgent?: string }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readStorage(DISMISSED_KEY, 'session') === '1');
  const [copied, setCopied] = useState(false);
  const app = detectInAppBrowser(userAgent);
  if (dismissed || !app || !isMobile(userAgent)) return null;

  const copyLink = () => {
    navigator.clipboard
      ?.writeText(window.location.href)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };

  return (
    <div
      role="status"
      data-testid="in-app-browser-banner"
      className="flex items-start gap-3 border-b border-accent/30 bg-accent/12 px-4 py-3 text-sm"
    >
      <ExternalLink className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t('inAppBrowser.title', { app })}</p>
        <p className="mt-0.5 text-muted">{t('inAppBrowser.body')}</p>
        <button type="button" onClick={copyLink} className="mt-1.5 cursor-pointer font-semibold text-accent">
          {copied ? t('common.copied') : t('inAppBrowser.copyLink')}
        </button>
      </div>
      <button
        type="button"
        aria-label={t('inAppBrowser.dismiss')}
        onClick={() => {
          writeStorage(DISMISSED_KEY, '1', 'session');
          setDismissed(true);
        }}
        className="-m-1 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-fg/8 hover:text-fg"
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
