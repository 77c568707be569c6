/** Test helper: a memory router over hand-written table entries, wrapped like router.tsx does. */
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { ComponentType } from 'react';
import { render } from '#testing-library';
import type { AppRoute } from './routes';
import { toRouteObject } from './router';

export function page(text: string): () => Promise<ComponentType> {
  function Page() {
    return <p>{text}</p>;
  }
  return () => Promise.resolve(Page);
}

export function entry(path: string, text: string, options: Partial<AppRoute> = {}): AppRoute {
  return { path, login: false, keepScroll: false, load: page(text), ...options };
}

export function renderRoutes(routes: AppRoute[], initial: string, Root: ComponentType = Outlet) {
  const router = createMemoryRouter([{ path: '/', Component: Root, children: routes.map(toRouteObject) }], {
    initialEntries: [initial],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
