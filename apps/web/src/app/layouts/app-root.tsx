import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useAlertStore } from '../../shared/stores/alert-store';
import { selectIsLoggedIn, useUserStore } from '../../shared/stores/user-store';
import { NavigationEffects } from '../navigation-effects';
import { usePageTitle } from '../page-title';
import { markAppReady } from '../startup-overlay';
import { GlobalModals } from '../global-modals';
import { InAppBrowserBanner } from './in-app-browser-banner';

// The alert's dialog (Radix) loads the first time an alert opens, not with the first view.
const GlobalAlert = lazy(() => import('../../shared/ui/global-alert').then((m) => ({ default: m.GlobalAlert })));

// The chat socket is for signed-in users only: its chunk loads after the sign-in, never in the first view.
const ChatLive = lazy(() => import('../../features/chat/components/chat-live').then((m) => ({ default: m.ChatLive })));

/** One chat socket per signed-in tab: opened with the sign-in, closed with the sign-out (a new user, a new socket). */
function LiveChat() {
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const address = useUserStore((s) => s.address);
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ChatLive key={address ?? ''} />
    </Suspense>
  );
}

/** Mounted from the first alert on, so later ones open at once and closing still animates. */
function LazyGlobalAlert() {
  const open = useAlertStore((s) => s.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return <Suspense fallback={null}>{wanted && <GlobalAlert />}</Suspense>;
}

/**
 * The pathless root above every page: navigation effects, titles, the app-wide dialogs (mounted
 * once so auth buttons work on every page, standalone ones included) and the chat socket.
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
    </>
  );
}
