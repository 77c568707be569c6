/** Turns the route table into react-router routes: lazy pages, the login guard, and the app root. */
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { ROUTES } from './routes';
import type { AppRoute } from './routes';
import type { RouteHandle } from './route-meta';
import { LoginGuard } from './guards';
import { AppRoot } from './layouts/app-root';
import { RouteErrorPage } from './pages/route-error-page';

function guarded(route: AppRoute, Page: ComponentType): ComponentType {
  if (!route.login) return Page;
  function GuardedPage() {
    return (
      <LoginGuard route={route}>
        <Page />
      </LoginGuard>
    );
  }
  return GuardedPage;
}

export function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  const lazy = async () => ({ Component: guarded(route, await route.load()) });
  const children = route.children?.map(toRouteObject);
  const { prefetch } = route;
  // Runs beside `lazy`, so the request does not wait for the page's code; the page reads the cache.
  const loader = prefetch
    ? ({ params }: { params: Parameters<typeof prefetch>[0] }) => {
        prefetch(params);
        return null;
      }
    : undefined;
  if (route.index) return { index: true, handle, lazy, loader };
  return { path: route.path, handle, lazy, loader, children };
}

/** The route tree: one pathless root (effects, titles, global modals) above the table. */
export function appRouteObjects(): RouteObject[] {
  return [
    {
      id: 'app-root',
      Component: AppRoot,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: () => null,
      children: ROUTES.map(toRouteObject),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects());
}
