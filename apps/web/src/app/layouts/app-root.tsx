import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { isTelegram } from '../../shared/lib/device';
import { useAlertStore } from '../../shared/stores/alert-store';
import { NavigationEffects } from '../navigation-effects';
import { usePageTitle } from '../page-title';
import { markAppReady } from '../startup-overlay';
import { GlobalModals } from '../global-modals';
import { FloatingSupport, LiveChat } from './floating-support';
import { InAppBrowserBanner } from './in-app-browser-banner';
import { LiveNotifications } from './live-notifications';
import { PushSetup } from './push-setup';

// Inside Telegram only, as its own chunk: Telegram's Back button follows the router.
const TelegramBackButton = lazy(() => import('../telegram-back-button'));

// The alert's dialog (Radix) loads the first time an alert opens, not with the first view.
const GlobalAlert = lazy(() => import('../../shared/ui/global-alert').then((m) => ({ default: m.GlobalAlert })));

/** Mounted from the first alert on, so later ones open at once and closing still animates. */
function LazyGlobalAlert() {
  const open = useAlertStore((s) => s.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return <Suspense fallback={null}>{wanted && <GlobalAlert />}</Suspense>;
}

/**
 * The pathless root above every page: navigation effects, titles, the app-wide dialogs (mounted
 * once so auth buttons work on every page, standalone ones included), the chat socket, the live
 * notifications and the floating support button.
 */
export function AppRoot() {
  usePageTitle();

  useEffect(() => {
    markAppReady();
  }, []);

  return (
    <>
      <NavigationEffects />
      {isTelegram() && (
        <Suspense fallback={null}>
          <TelegramBackButton />
        </Suspense>
      )}
      <InAppBrowserBanner />
      <Outlet />
      <LazyGlobalAlert />
      <GlobalModals />
      <LiveChat />
      <LiveNotifications />
      <PushSetup />
      <FloatingSupport />
    </>
  );
}
