/** Test helper: pages inside a memory router with a fresh query client, as the app renders them. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '#testing-library';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import '../src/i18n';

export function renderPage(routes: RouteObject[], initial: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}
