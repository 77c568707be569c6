/** Device preferences: the colour theme, dark unless the user chose light (spec section 1). */
import { create } from 'zustand';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { readStorage, writeStorage } from '../lib/storage';

export type Theme = 'dark' | 'light';

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
};

export const usePreferencesStore = create<PreferencesState>()((set) => ({
  theme: storedTheme(),
  setTheme: (theme) => {
    writeStorage(STORAGE_KEYS.colourScheme, theme);
    applyTheme(theme);
    set({ theme });
  },
}));

/** Start-up: applies the stored theme to <html> before the first paint of the app. */
export function applyStoredTheme(): Theme {
  const theme = storedTheme();
  applyTheme(theme);
  usePreferencesStore.setState({ theme });
  return theme;
}
