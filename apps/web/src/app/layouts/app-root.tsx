import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { GlobalAlert } from '../../shared/ui/global-alert';
import { NavigationEffects } from '../navigation-effects';
import { usePageTitle } from '../page-title';
import { markAppReady } from '../startup-overlay';
import { GlobalModals } from '../global-modals';
import { InAppBrowserBanner } from './in-app-browser-banner';

/**
 * The pathless root above every page: navigation effects, titles, and the app-wide dialogs,
 * mounted once so auth buttons work on every page, standalone ones included.
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
      <GlobalAlert />
      <GlobalModals />
    </>
  );
}
