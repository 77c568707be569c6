import { afterEach, describe, expect, it } from 'vitest';
import { applyStoredTheme, usePreferencesStore } from './preferences-store';

afterEach(() => {
  document.documentElement.classList.remove('dark');
  usePreferencesStore.setState({ theme: 'dark' });
});

describe('theme', () => {
  it('is dark by default', () => {
    expect(applyStoredTheme()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(usePreferencesStore.getState().theme).toBe('dark');
  });

  it('switching to light stores the choice and drops the dark class', () => {
    usePreferencesStore.getState().setTheme('light');
    expect(localStorage.getItem('colourScheme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
    usePreferencesStore.getState().setTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('applies a stored light choice at start-up', () => {
    document.documentElement.classList.add('dark');
    localStorage.setItem('colourScheme', 'light');
    expect(applyStoredTheme()).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(usePreferencesStore.getState().theme).toBe('light');
  });

  it('treats an unknown stored value as dark', () => {
    localStorage.setItem('colourScheme', 'auto');
    expect(applyStoredTheme()).toBe('dark');
  });
});
