import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '#testing-library';
import { busy } from '../shared/lib/busy';
import { forgetTelegramForTests } from '../shared/lib/device';
import { haptic } from '../shared/lib/haptic';
import { STORAGE_KEYS } from '../shared/lib/storage-keys';
import { useMainButton } from '../shared/lib/use-main-button';
import type { MainButtonState } from '../shared/lib/use-main-button';
import { externalLinkTarget, startedNativeSdk, startTelegramNative, stopTelegramNative } from './telegram-native';
import type { NativeSdk } from './telegram-native';
import type { TelegramThemeParams } from './telegram-theme';

/** Telegram, as far as the app can tell: what it was asked, and a way to send its events. */
function fakeSdk(theme: TelegramThemeParams = { bg_color: '#ffffff', text_color: '#000000' }) {
  const themeListeners = new Set<(params: TelegramThemeParams) => void>();
  const mainButtonListeners = new Set<() => void>();
  const calls = {
    mainButton: [] as (MainButtonState | null)[],
    closingConfirmation: [] as boolean[],
    haptics: [] as string[],
    links: [] as string[],
    chrome: 0,
    viewport: 0,
  };
  const sdk: NativeSdk = {
    themeParams: () => theme,
    onThemeChange: (listener) => {
      themeListeners.add(listener);
      return () => themeListeners.delete(listener);
    },
    matchChrome: () => void (calls.chrome += 1),
    fitViewport: () => void (calls.viewport += 1),
    setBackButton: () => {},
    onBackButton: () => () => {},
    setMainButton: (state) => void calls.mainButton.push(state),
    onMainButton: (listener) => {
      mainButtonListeners.add(listener);
      return () => mainButtonListeners.delete(listener);
    },
    haptic: (kind) => void calls.haptics.push(kind),
    setClosingConfirmation: (enabled) => void calls.closingConfirmation.push(enabled),
    openLink: (url) => {
      calls.links.push(url);
      return true;
    },
  };
  return {
    sdk,
    calls,
    changeTheme: (params: TelegramThemeParams) => themeListeners.forEach((listener) => listener(params)),
    pressMainButton: () => mainButtonListeners.forEach((listener) => listener()),
  };
}

const html = document.documentElement;

// happy-dom follows a clicked link before the click reaches the document (a browser would only
// after it): the tests put the address back, for the files that share this window after them.
type HappyDomWindow = { happyDOM: { setURL(url: string): void } };
let address = '';

beforeEach(() => {
  sessionStorage.setItem(STORAGE_KEYS.insideTelegram, '1');
  forgetTelegramForTests();
  address = window.location.href;
});

afterEach(() => {
  (window as unknown as HappyDomWindow).happyDOM.setURL(address);
  stopTelegramNative();
  forgetTelegramForTests();
  document.body.innerHTML = '';
});

describe('starting the mini-app inside Telegram', () => {
  it("applies Telegram's theme, follows its changes, fits the viewport and matches Telegram's header", () => {
    const telegram = fakeSdk();
    startTelegramNative(telegram.sdk);
    expect(html.style.getPropertyValue('--fl-bg')).toBe('#ffffff');
    expect(html.classList.contains('dark')).toBe(false);
    expect(html.classList.contains('tg-mini-app')).toBe(true);
    expect(telegram.calls).toMatchObject({ chrome: 1, viewport: 1 });

    telegram.changeTheme({ bg_color: '#212d3b', text_color: '#ffffff' });
    expect(html.style.getPropertyValue('--fl-bg')).toBe('#212d3b');
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('starts once per page view', () => {
    const first = fakeSdk();
    startTelegramNative(first.sdk);
    startTelegramNative(fakeSdk().sdk);
    expect(startedNativeSdk()).toBe(first.sdk);
  });

  it('asks before closing while a payment or an upload runs, and stops asking when all are done', () => {
    const telegram = fakeSdk();
    startTelegramNative(telegram.sdk);
    const payment = busy.start();
    const upload = busy.start();
    payment();
    upload();
    expect(telegram.calls.closingConfirmation).toEqual([true, false]);
  });

  it('asks at once when something already runs at the start', () => {
    const upload = busy.start();
    const telegram = fakeSdk();
    startTelegramNative(telegram.sdk);
    upload();
    expect(telegram.calls.closingConfirmation).toEqual([true, false]);
  });

  it("gives haptic feedback through Telegram, and none once it's stopped", () => {
    const telegram = fakeSdk();
    startTelegramNative(telegram.sdk);
    haptic('success');
    haptic('error');
    stopTelegramNative();
    haptic('light');
    expect(telegram.calls.haptics).toEqual(['success', 'error']);
  });

  it("shows the page's primary action on the Main button and runs it when Telegram's button is pressed", () => {
    const telegram = fakeSdk();
    startTelegramNative(telegram.sdk);
    const pay = vi.fn();
    function PayFoot() {
      useMainButton({ text: 'Pay $4.99', onClick: pay });
      return null;
    }
    const view = render(<PayFoot />);
    expect(telegram.calls.mainButton.at(-1)).toEqual({ text: 'Pay $4.99', disabled: false, busy: false });
    telegram.pressMainButton();
    expect(pay).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(telegram.calls.mainButton.at(-1)).toBeNull();
  });

  it("opens links that leave the app through Telegram, and leaves the app's own links alone", () => {
    const telegram = fakeSdk();
    startTelegramNative(telegram.sdk);
    document.body.innerHTML = `
      <a id="own" href="${window.location.origin}/democreator">Creator</a>
      <a id="out" href="https://telegram.org/tos"><span id="inside">Terms</span></a>`;
    const clickOn = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(event);
      return event;
    };
    expect(clickOn('own').defaultPrevented).toBe(false);
    expect(telegram.calls.links).toEqual([]);
    expect(clickOn('inside').defaultPrevented).toBe(true);
    expect(telegram.calls.links).toEqual(['https://telegram.org/tos']);
  });

  it('gives the link back to the browser when Telegram cannot open it', () => {
    const telegram = fakeSdk();
    startTelegramNative({ ...telegram.sdk, openLink: () => false });
    document.body.innerHTML = '<a id="out" href="https://example.org/">Out</a>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('out')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('undoes it all when stopped', () => {
    startTelegramNative(fakeSdk().sdk);
    stopTelegramNative();
    expect(html.style.getPropertyValue('--fl-bg')).toBe('');
    expect(html.classList.contains('tg-mini-app')).toBe(false);
    expect(startedNativeSdk()).toBeNull();
  });
});

describe('which clicks leave the app', () => {
  const origin = 'https://fanlane.example';
  const click = (html: string, init: MouseEventInit = {}) => {
    document.body.innerHTML = html;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    Object.defineProperty(event, 'target', { value: document.body.querySelector('[data-hit]') });
    return externalLinkTarget(event, origin);
  };

  it('is a plain click on a link to another site', () => {
    expect(click('<a data-hit href="https://t.me/fanlane_bot">Bot</a>')).toBe('https://t.me/fanlane_bot');
    expect(click('<a href="http://example.org/a?b=1"><b data-hit>x</b></a>')).toBe('http://example.org/a?b=1');
  });

  it('is not a link of the app, a download, a mailto: link, or a click with a modifier key', () => {
    expect(click('<a data-hit href="https://fanlane.example/wallet">Wallet</a>')).toBeNull();
    expect(click('<a data-hit href="https://example.org/file.pdf" download>PDF</a>')).toBeNull();
    expect(click('<a data-hit href="mailto:help@fanlane.example">Mail</a>')).toBeNull();
    expect(click('<a data-hit href="https://example.org/">Out</a>', { ctrlKey: true })).toBeNull();
    expect(click('<span data-hit>No link</span>')).toBeNull();
  });
});
