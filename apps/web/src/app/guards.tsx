import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUserStore, selectIsLoggedIn } from '../shared/stores/user-store';
import { isTelegram } from '../shared/lib/device';
import type { AppRoute } from './routes';

interface WantedLocation {
  pathname: string;
  search: string;
}

/**
 * Where an anonymous visit to `route` goes: /login with the wanted page as `redirect`. For KYC the
 * redirect keeps the query too (it carries the verification context); other pages keep the path.
 */
export function loginRedirectFor(route: Pick<AppRoute, 'name'>, wanted: WantedLocation): string {
  const target = route.name === 'KYC' ? `${wanted.pathname}${wanted.search}` : wanted.pathname;
  // Slashes stay readable (/login?redirect=/home); everything else that could break the query is encoded.
  return `/login?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}

/** The login guard of spec section 2: null when the page may be shown. */
export function guardRedirect(
  route: Pick<AppRoute, 'name' | 'login'>,
  wanted: WantedLocation,
  context: { isLoggedIn: boolean; inTelegram: boolean },
): string | null {
  if (!route.login || context.isLoggedIn || context.inTelegram) return null;
  return loginRedirectFor(route, wanted);
}

/**
 * Wraps every route flagged `login`. It follows the session, so when a 401 clears it the current
 * page hands over to the login page at once, and later navigations are guarded the same way.
 */
export function LoginGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const location = useLocation();
  const target = guardRedirect(route, location, { isLoggedIn, inTelegram: isTelegram() });
  if (target) return <Navigate to={target} replace />;
  return children;
}
