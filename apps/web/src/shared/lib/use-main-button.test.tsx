import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '#testing-library';
import { forgetTelegramForTests } from './device';
import { STORAGE_KEYS } from './storage-keys';
import { installMainButtonHost, pressMainButton, useMainButton } from './use-main-button';
import type { MainButtonAction, MainButtonState } from './use-main-button';

function Action({ action }: { action: MainButtonAction | null }) {
  useMainButton(action);
  return null;
}

/** Telegram's side, as app/telegram-native.ts installs it: what the Main button shows now. */
function fakeTelegram() {
  const shown: (MainButtonState | null)[] = [];
  const uninstall = installMainButtonHost((state) => shown.push(state));
  return { shown, now: () => shown.at(-1) ?? null, uninstall };
}

function insideTelegram() {
  sessionStorage.setItem(STORAGE_KEYS.insideTelegram, '1');
  forgetTelegramForTests();
}

let uninstall: () => void = () => {};

beforeEach(() => forgetTelegramForTests());

afterEach(() => {
  uninstall();
  forgetTelegramForTests();
});

describe('useMainButton outside Telegram', () => {
  it('does nothing: no Main button is asked for, and a press runs nothing', () => {
    const telegram = fakeTelegram();
    uninstall = telegram.uninstall;
    const pay = vi.fn();
    const view = render(<Action action={{ text: 'Pay $5.00', onClick: pay }} />);
    expect(telegram.shown).toEqual([null]);
    pressMainButton();
    expect(pay).not.toHaveBeenCalled();
    view.unmount();
    expect(telegram.shown).toEqual([null]);
  });
});

describe('useMainButton inside Telegram', () => {
  it("shows the page's action, runs its latest handler when pressed, and hides when it unmounts", () => {
    insideTelegram();
    const telegram = fakeTelegram();
    uninstall = telegram.uninstall;
    const first = vi.fn();
    const latest = vi.fn();
    const view = render(<Action action={{ text: 'Pay $5.00', onClick: first }} />);
    expect(telegram.now()).toEqual({ text: 'Pay $5.00', disabled: false, busy: false });

    view.rerender(<Action action={{ text: 'Pay $5.00', onClick: latest }} />);
    pressMainButton();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();

    view.unmount();
    expect(telegram.now()).toBeNull();
  });

  it('shows a spinner while the action runs, and a busy or disabled button does nothing when pressed', () => {
    insideTelegram();
    const telegram = fakeTelegram();
    uninstall = telegram.uninstall;
    const pay = vi.fn();
    const view = render(<Action action={{ text: 'Pay', onClick: pay, busy: true }} />);
    expect(telegram.now()).toEqual({ text: 'Pay', disabled: false, busy: true });
    pressMainButton();
    view.rerender(<Action action={{ text: 'Choose a plan', onClick: pay, disabled: true }} />);
    expect(telegram.now()).toEqual({ text: 'Choose a plan', disabled: true, busy: false });
    pressMainButton();
    expect(pay).not.toHaveBeenCalled();
    view.rerender(<Action action={null} />);
    expect(telegram.now()).toBeNull();
  });

  it("shows the action mounted last (a pay modal over the creator page), then the page's again", () => {
    insideTelegram();
    const telegram = fakeTelegram();
    uninstall = telegram.uninstall;
    const subscribe = vi.fn();
    const pay = vi.fn();
    const page = render(<Action action={{ text: 'Subscribe', onClick: subscribe }} />);
    const modal = render(<Action action={{ text: 'Pay $9.99', onClick: pay }} />);
    expect(telegram.now()?.text).toBe('Pay $9.99');

    // The page below changes its label: the modal's action stays on top.
    page.rerender(<Action action={{ text: 'Subscribe now', onClick: subscribe }} />);
    expect(telegram.now()?.text).toBe('Pay $9.99');
    pressMainButton();
    expect(pay).toHaveBeenCalledTimes(1);
    expect(subscribe).not.toHaveBeenCalled();

    modal.unmount();
    expect(telegram.now()).toEqual({ text: 'Subscribe now', disabled: false, busy: false });
    pressMainButton();
    expect(subscribe).toHaveBeenCalledTimes(1);
    page.unmount();
    expect(telegram.now()).toBeNull();
  });
});
