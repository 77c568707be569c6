import { afterEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '../shared/stores/preferences-store';
import { STORAGE_KEYS } from '../shared/lib/storage-keys';
import { applyTelegramTheme, contrastRatio, readableOn, TELEGRAM_THEME_CLASS, telegramTheme } from './telegram-theme';

/** Telegram for Android's day theme, as its client sends it. */
const ANDROID_DAY = {
  bg_color: '#ffffff',
  text_color: '#222222',
  hint_color: '#a8a8a8',
  link_color: '#2678b6',
  button_color: '#50a8eb',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f0f0f0',
  header_bg_color: '#527da3',
  accent_text_color: '#1c93e3',
  section_bg_color: '#ffffff',
  destructive_text_color: '#cc2929',
};

/** Telegram for iOS's night theme. */
const IOS_NIGHT = {
  bg_color: '#000000',
  text_color: '#ffffff',
  hint_color: '#98989e',
  link_color: '#3e88f7',
  button_color: '#3e88f7',
  button_text_color: '#ffffff',
  secondary_bg_color: '#1c1c1d',
  header_bg_color: '#1a1a1a',
  accent_text_color: '#3e88f7',
  section_bg_color: '#2c2c2e',
  destructive_text_color: '#eb5545',
};

const html = document.documentElement;

afterEach(() => {
  applyTelegramTheme({});
  html.classList.add('dark');
  html.style.colorScheme = '';
});

describe("Telegram's theme parameters as the app's colours", () => {
  it('maps a light theme onto the CSS variables the light and dark themes are built from', () => {
    const theme = telegramTheme(ANDROID_DAY);
    expect(theme?.dark).toBe(false);
    expect(theme?.vars).toMatchObject({
      '--fl-bg': '#ffffff',
      '--fl-fg': '#222222',
      '--fl-surface': '#ffffff',
      '--fl-surface-2': '#f0f0f0',
      '--fl-accent': '#50a8eb',
      '--color-red-500': '#cc2929',
      '--fl-line': 'color-mix(in srgb, #222222 14%, #ffffff)',
    });
  });

  it('maps a dark theme, and tells it is dark from the background as Telegram does', () => {
    const theme = telegramTheme(IOS_NIGHT);
    expect(theme?.dark).toBe(true);
    expect(theme?.vars).toMatchObject({
      '--fl-bg': '#000000',
      '--fl-fg': '#ffffff',
      '--fl-surface': '#2c2c2e',
      '--fl-surface-2': '#1c1c1d',
      '--fl-muted': '#98989e',
      '--fl-accent': '#3e88f7',
      '--color-accent-soft': '#3e88f7',
    });
    expect(telegramTheme({ bg_color: '#17212b' })?.dark).toBe(true);
    expect(telegramTheme({ bg_color: '#f4f4f5' })?.dark).toBe(false);
  });

  it('makes text colours Telegram gives too faint for its background readable at 4.5:1', () => {
    const theme = telegramTheme(ANDROID_DAY);
    // Android's hint (#a8a8a8 on white) is 2.4:1; its accent text (#1c93e3) 3.4:1.
    expect(contrastRatio(ANDROID_DAY.hint_color, ANDROID_DAY.bg_color)).toBeLessThan(3);
    const muted = theme?.vars['--fl-muted'] ?? '';
    const accentText = theme?.vars['--color-accent-soft'] ?? '';
    expect(contrastRatio(muted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accentText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Only as far as needed: still a grey, not the text colour.
    expect(muted).not.toBe(ANDROID_DAY.text_color);
    expect(readableOn('#767676', '#ffffff', '#000000')).toBe('#767676');
  });

  it('keeps the app theme when Telegram gives no usable background, and fills in what is missing', () => {
    expect(telegramTheme({})).toBeNull();
    expect(telegramTheme({ bg_color: 'rebeccapurple' })).toBeNull();
    expect(telegramTheme({ bg_color: '#ffffff' })?.vars).toMatchObject({
      '--fl-fg': '#000000',
      '--fl-surface': '#ffffff',
      '--fl-surface-2': '#ffffff',
    });
  });
});

describe('applying the theme', () => {
  it('sets the variables on <html>, switches light and dark, and does not keep it as the user choice', () => {
    applyTelegramTheme(ANDROID_DAY);
    expect(html.style.getPropertyValue('--fl-bg')).toBe('#ffffff');
    expect(html.classList.contains(TELEGRAM_THEME_CLASS)).toBe(true);
    expect(html.classList.contains('dark')).toBe(false);
    expect(usePreferencesStore.getState().theme).toBe('light');

    // Telegram switches to night mode while the app is open.
    applyTelegramTheme(IOS_NIGHT);
    expect(html.style.getPropertyValue('--fl-bg')).toBe('#000000');
    expect(html.classList.contains('dark')).toBe(true);
    expect(usePreferencesStore.getState().theme).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.colourScheme)).toBeNull();
  });

  it('removes what it set when the theme goes away', () => {
    applyTelegramTheme(ANDROID_DAY);
    applyTelegramTheme({ bg_color: '#ffffff' });
    // The button colour of the earlier theme is not left behind.
    expect(html.style.getPropertyValue('--fl-accent')).toBe('');
    applyTelegramTheme({});
    expect(html.style.getPropertyValue('--fl-bg')).toBe('');
    expect(html.classList.contains(TELEGRAM_THEME_CLASS)).toBe(false);
  });
});
