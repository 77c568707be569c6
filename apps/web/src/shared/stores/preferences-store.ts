/**
 * Device preferences: the colour theme, dark unless the user chose light (spec section 1), and the
 * corner live notifications show in on a desktop, bottom-right unless the user chose another
 * (spec section 9; phones always show them at the bottom).
 */
import { create } from 'zustand';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { readStorage, writeStorage } from '../lib/storage';

export type Theme = 'dark' | 'light';

export const TOAST_CORNERS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type ToastCorner = (typeof TOAST_CORNERS)[number];
export const DEFAULT_TOAST_CORNER: ToastCorner = 'bottom-right';

function storedToastCorner(): ToastCorner {
  const stored = readStorage(STORAGE_KEYS.toastCorner);
  return TOAST_CORNERS.find((corner) => corner === stored) ?? DEFAULT_TOAST_CORNER;
}

function storedTheme(): Theme {
  return readStorage(STORAGE_KEYS.colourScheme) === 'light' ? 'light' : 'dark';
}

function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.classList.toggle('dark', theme === 'dark');
  // Native controls and scrollbars follow the theme too.
  html.style.colorScheme = theme;
}

type PreferencesState = {
  theme: Theme;
  setTheme(theme: Theme): void;
  toastCorner: ToastCorner;
  setToastCorner: (corner: ToastCorner) => void;
};

export const usePreferencesStore = create<PreferencesState>()((set) => ({
  theme: storedTheme(),
  setTheme: (theme) => {
    writeStorage(STORAGE_KEYS.colourScheme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toastCorner: storedToastCorner(),
  setToastCorner: (toastCorner) => {
    writeStorage(STORAGE_KEYS.toastCorner, toastCorner);
    set({ toastCorner });
  },
}));

/**
 * A theme decided outside the app (Telegram's, app/telegram-theme.ts): shown, but not kept as the
 * user's choice, so the web keeps its own.
 */
export function followTheme(theme: Theme): void {
  applyTheme(theme);
  usePreferencesStore.setState({ theme });
}

/** Start-up: applies the stored theme to <html> before the first paint of the app. */
export function applyStoredTheme(): Theme {
  const theme = storedTheme();
  applyTheme(theme);
  usePreferencesStore.setState({ theme });
  return theme;
}
