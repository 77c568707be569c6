import { useMatches } from 'react-router';
import type { UIMatch } from 'react-router';
import type { AppRoute } from './routes';

/** What router.tsx puts in each react-router route's `handle`. */
export interface RouteHandle {
  route: AppRoute;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The table entry of the page being shown: the deepest match that has a path. */
export function currentRouteOf(
  matches: UIMatch[],
): { route: AppRoute; params: Record<string, string | undefined> } | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (match && isRouteHandle(match.handle) && (match.handle.route.path !== undefined || match.handle.route.index)) {
      return { route: match.handle.route, params: match.params };
    }
  }
  return null;
}

/** The title key of the page: its own, else the nearest parent's (an index page shows its parent's). */
export function currentTitleOf(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle) && handle.route.title) return handle.route.title;
  }
  return undefined;
}

export function useCurrentRoute() {
  return currentRouteOf(useMatches());
}
