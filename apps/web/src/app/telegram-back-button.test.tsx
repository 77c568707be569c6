import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '#testing-library';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { toRouteObject } from './router';
import { entry } from './test-router';
import TelegramBackButton, { backButtonVisible, closeOpenDialog, historyIndex } from './telegram-back-button';
import { startTelegramNative, stopTelegramNative } from './telegram-native';
import type { NativeSdk } from './telegram-native';

/** Telegram's Back button as the app sees it: shown or not, and pressed. */
function fakeTelegram() {
  const listeners = new Set<() => void>();
  const shown: boolean[] = [];
  const sdk: NativeSdk = {
    themeParams: () => ({}),
    onThemeChange: () => () => {},
    matchChrome: () => {},
    fitViewport: () => {},
    setBackButton: (visible) => void shown.push(visible),
    onBackButton: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setMainButton: () => {},
    onMainButton: () => () => {},
    haptic: () => {},
    setClosingConfirmation: () => {},
    openLink: () => false,
  };
  startTelegramNative(sdk);
  return {
    visible: () => shown.at(-1),
    press: () => listeners.forEach((listener) => listener()),
    listening: () => listeners.size,
  };
}

function Root() {
  return (
    <>
      <TelegramBackButton />
      <Outlet />
    </>
  );
}

/** The app's browser router (history.state.idx is its place in the tab's history), opened at `path`. */
function openApp(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    {
      path: '/',
      Component: Root,
      HydrateFallback: () => null,
      children: [
        entry('/home', 'Home page', { name: 'Home' }),
        entry('/discover', 'Discover page', { name: 'Discover' }),
        entry(':domain', 'Creator page', { name: 'Creators' }),
      ].map(toRouteObject),
    },
  ]);
  disposeRouter = () => router.dispose();
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

let disposeRouter = () => {};

beforeEach(() => {
  stopTelegramNative();
});

afterEach(() => {
  cleanup();
  disposeRouter();
  stopTelegramNative();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('when the Back button shows', () => {
  it('shows once the app can go back within the launch, never on its first page nor on Home', () => {
    expect(backButtonVisible(0, 'Creators')).toBe(false);
    expect(backButtonVisible(1, 'Creators')).toBe(true);
    expect(backButtonVisible(3, 'Home')).toBe(false);
  });

  it("reads the router's place from the history state, and a state of another kind as the first page", () => {
    expect(historyIndex({ usr: null, key: 'k', idx: 2 })).toBe(2);
    expect(historyIndex(null)).toBe(0);
    expect(historyIndex({ idx: '2' })).toBe(0);
  });
});

describe("Telegram's Back button in the app", () => {
  it('is hidden on the first page, shown after a navigation, and goes back one page when pressed', async () => {
    const telegram = fakeTelegram();
    const { router } = openApp('/discover');
    await screen.findByText('Discover page');
    expect(telegram.visible()).toBe(false);

    await router.navigate('/democreator');
    await screen.findByText('Creator page');
    expect(telegram.visible()).toBe(true);

    telegram.press();
    await screen.findByText('Discover page');
    expect(router.state.location.pathname).toBe('/discover');
    expect(telegram.visible()).toBe(false);
  });

  it('is hidden on Home, and does nothing when pressed on the first page', async () => {
    const telegram = fakeTelegram();
    const { router } = openApp('/discover');
    await screen.findByText('Discover page');
    telegram.press();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/discover');

    await router.navigate('/home');
    await screen.findByText('Home page');
    expect(telegram.visible()).toBe(false);
  });

  it('closes an open dialog before going back', async () => {
    const telegram = fakeTelegram();
    const { router } = openApp('/discover');
    await router.navigate('/democreator');
    await screen.findByText('Creator page');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('data-state', 'open');
    document.body.append(dialog);
    const keys: string[] = [];
    document.addEventListener('keydown', (event) => keys.push(event.key), { capture: true, once: true });

    telegram.press();
    expect(keys).toEqual(['Escape']);
    expect(router.state.location.pathname).toBe('/democreator');
  });

  it('stops listening and hides when the app unmounts it', async () => {
    const telegram = fakeTelegram();
    const view = openApp('/discover');
    await screen.findByText('Discover page');
    expect(telegram.listening()).toBe(1);
    view.unmount();
    expect(telegram.listening()).toBe(0);
    expect(telegram.visible()).toBe(false);
  });
});

describe('closing the dialog on top', () => {
  it('is false when no dialog is open', () => {
    document.body.innerHTML = '<div role="dialog" data-state="closed"></div>';
    expect(closeOpenDialog()).toBe(false);
  });
});
