import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '#testing-library';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LOADING_FADE_MS } from '@fanlane/contracts/constants';
import '../i18n';
import { AppErrorBoundary } from './app-error-boundary';
import { RouteErrorPage } from './pages/route-error-page';
import { StartupOverlay, markAppReady, useStartupStore } from './startup-overlay';

beforeEach(() => {
  useStartupStore.setState({ ready: false });
});

afterEach(() => {
  vi.useRealTimers();
});

function Boom(): never {
  throw new Error('render failed');
}

describe('the start-up overlay', () => {
  it('covers the page until the app is ready, then fades out in 0.3 s', () => {
    vi.useFakeTimers();
    render(<StartupOverlay />);
    const overlay = screen.getByTestId('startup-overlay');
    expect(overlay).toHaveClass('opacity-100');

    act(() => markAppReady());
    expect(overlay).toHaveClass('opacity-0');
    expect(screen.getByTestId('startup-overlay')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(LOADING_FADE_MS);
    });
    expect(screen.queryByTestId('startup-overlay')).not.toBeInTheDocument();
  });

  it('offers Continue when start-up hangs', () => {
    vi.useFakeTimers();
    render(<StartupOverlay />);
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    act(() => screen.getByRole('button', { name: 'Continue' }).click());
    expect(useStartupStore.getState().ready).toBe(true);
  });

  it('is lifted by the error boundary when rendering fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary fallback={<p>crashed</p>}>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('crashed')).toBeInTheDocument();
    expect(useStartupStore.getState().ready).toBe(true);
  });

  it('is lifted when the router fails to load a page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/', ErrorBoundary: RouteErrorPage, lazy: () => Promise.reject(new Error('chunk failed')) }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await vi.waitFor(() => expect(useStartupStore.getState().ready).toBe(true));
  });
});
