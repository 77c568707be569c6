import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '#i18n';
import { isTelegram } from '../lib/device';
import { usePreferencesStore } from '../stores/preferences-store';
import { Button } from './button';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = usePreferencesStore((s) => s.theme);
  const setTheme = (next: 'dark' | 'light') => usePreferencesStore.getState().setTheme(next);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? t('topbar.themeToLight') : t('topbar.themeToDark');
  // Inside Telegram the theme is Telegram's (app/telegram-theme.ts).
  if (isTelegram()) return null;
  return (
    <Button
      type="ghost"
      isIcon
      round
      hideBorder
      data-testid="theme-toggle"
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? <Sun className="size-5" /> : <Moon className="size-5" />}
    </Button>
  );
}
