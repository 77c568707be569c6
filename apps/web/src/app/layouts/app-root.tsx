import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useAlertStore } from '../../shared/stores/alert-store';
import { NavigationEffects } from '../navigation-effects';
import { usePageTitle } from '../page-title';
import { markAppReady } from '../startup-overlay';
import { GlobalModals } from '../global-modals';
import { FloatingSupport, LiveChat } from './floating-support';
import { InAppBrowserBanner } from './in-app-browser-banner';

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
 * once so auth buttons work on every page, standalone ones included), the chat socket and the
 * floating support button.
 */
export function AppRoot() {
  usePageTitle();

  useEffect(() => {
    markAppReady();
  }, []);

  return (
    <>
      <NavigationEffects />
      <InAppBrowserBanner />
      <Outlet />
      <LazyGlobalAlert />
      <GlobalModals />
      <LiveChat />
      <FloatingSupport />
    </>
  );
}
