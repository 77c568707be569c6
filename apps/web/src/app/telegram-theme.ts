/**
 * Telegram's theme as the app's colours (docs/telegram.md, "Inside Telegram"): the theme parameters
 * the mini-app gets from Telegram become the CSS variables index.css builds the light and dark
 * themes from, and Telegram's background decides between light and dark. Text colours Telegram
 * gives too faint for its own background (a hint colour at 2.4:1) are darkened or lightened
 * towards the text colour until they read at 4.5:1 (WCAG AA), as the app's own themes do.
 */
import { followTheme } from '../shared/stores/preferences-store';

/** Telegram's theme parameters, as the SDK keeps them: snake_case keys, `#rrggbb` values. */
export type TelegramThemeParams = Partial<Record<string, string>>;

export type TelegramTheme = { dark: boolean; vars: Record<string, string> };

/** The class on <html> while Telegram's colours are applied (index.css reads it). */
export const TELEGRAM_THEME_CLASS = 'tg-theme';

const MIN_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function parseHex(color: string | undefined): Rgb | null {
  const hex = color && /^#[0-9a-f]{6}$/i.test(color) ? Number.parseInt(color.slice(1), 16) : null;
  return hex === null ? null : [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const linear = (channel: number) => {
  const s = channel / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** The WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const la = luminance(ca);
  const lb = luminance(cb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Telegram's own test for a dark theme (the SDK's isColorDark): a background darker than 120 of 255. */
export function isDarkColor(color: string): boolean {
  const rgb = parseHex(color);
  if (!rgb) return false;
  const [r, g, b] = rgb;
  return Math.sqrt(0.299 * r * r + 0.587 * g * g + 0.114 * b * b) < 120;
}

const mix = ([r, g, b]: Rgb, [tr, tg, tb]: Rgb, amount: number): Rgb => [
  r + (tr - r) * amount,
  g + (tg - g) * amount,
  b + (tb - b) * amount,
];

/** `color`, moved towards `towards` just enough to read at 4.5:1 on `background`. */
export function readableOn(color: string, background: string, towards: string): string {
  const rgb = parseHex(color);
  const target = parseHex(towards);
  if (!rgb || !target || contrastRatio(color, background) >= MIN_TEXT_CONTRAST) return color;
  for (let step = 1; step < 20; step += 1) {
    const candidate = toHex(mix(rgb, target, step / 20));
    if (contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return towards;
}

/**
 * The app's CSS variables for Telegram's theme, or null when Telegram gave no usable background
 * (the app keeps its own theme then). The page is Telegram's `bg_color`, cards its
 * `section_bg_color`, fields and chips its `secondary_bg_color`, buttons its `button_color`.
 */
export function telegramTheme(params: TelegramThemeParams): TelegramTheme | null {
  const pick = (...keys: string[]) => keys.map((key) => params[key]).find((value) => parseHex(value) !== null);
  const bg = pick('bg_color');
  if (!bg) return null;
  const dark = isDarkColor(bg);
  const text = pick('text_color') ?? (dark ? '#ffffff' : '#000000');
  const vars: Record<string, string> = {
    '--fl-bg': bg,
    '--fl-fg': text,
    '--fl-surface': pick('section_bg_color') ?? bg,
    '--fl-surface-2': pick('secondary_bg_color', 'section_bg_color') ?? bg,
    '--fl-line': `color-mix(in srgb, ${text} 14%, ${bg})`,
    '--fl-muted': readableOn(pick('hint_color', 'subtitle_text_color') ?? text, bg, text),
  };
  const button = pick('button_color');
  if (button) {
    vars['--fl-accent'] = button;
    vars['--color-accent-strong'] = `color-mix(in srgb, ${button} 85%, #000000)`;
  }
  const accentText = pick('accent_text_color', 'link_color', 'button_color');
  if (accentText) vars['--color-accent-soft'] = readableOn(accentText, bg, text);
  const destructive = pick('destructive_text_color');
  if (destructive) vars['--color-red-500'] = destructive;
  return { dark, vars };
}

let applied: string[] = [];

/** Puts Telegram's theme on <html>, replacing the one applied before; null params clear it. */
export function applyTelegramTheme(params: TelegramThemeParams, root: HTMLElement = document.documentElement): void {
  const theme = telegramTheme(params);
  for (const name of applied) root.style.removeProperty(name);
  applied = [];
  root.classList.toggle(TELEGRAM_THEME_CLASS, theme !== null);
  if (!theme) return;
  for (const [name, value] of Object.entries(theme.vars)) root.style.setProperty(name, value);
  applied = Object.keys(theme.vars);
  followTheme(theme.dark ? 'dark' : 'light');
}
