/** Where live notifications show on a desktop: one of four corners, drawn as a small screen. */
import { useTranslation } from '#i18n';
import { TOAST_CORNERS, usePreferencesStore } from '../../../shared/stores/preferences-store';
import type { ToastCorner } from '../../../shared/stores/preferences-store';

const DOT_PLACES: Record<ToastCorner, string> = {
  'bottom-right': 'bottom-1.5 end-1.5',
  'bottom-left': 'bottom-1.5 start-1.5',
  'top-right': 'top-1.5 end-1.5',
  'top-left': 'top-1.5 start-1.5',
};

export function ToastCornerField() {
  const { t } = useTranslation();
  const corner = usePreferencesStore((s) => s.toastCorner);
  const setCorner = usePreferencesStore((s) => s.setToastCorner);
  return (
    <div>
      <p id="toast-corner-label" className="text-sm font-medium">
        {t('notifications.settings.corner')}
      </p>
      <p className="mt-0.5 text-xs text-muted">{t('notifications.settings.cornerHint')}</p>
      <div
        role="radiogroup"
        aria-labelledby="toast-corner-label"
        className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4"
      >
        {TOAST_CORNERS.map((option) => {
          const chosen = option === corner;
          return (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={chosen}
              onClick={() => setCorner(option)}
              data-testid={`toast-corner-${option}`}
              className={`flex cursor-pointer flex-col items-center gap-2 rounded-2xl border p-3 text-xs font-medium transition-colors ${
                chosen ? 'border-accent bg-accent/10 text-accent' : 'border-line text-muted hover:border-accent/50'
              }`}
            >
              {/* Left and right are the screen's, not the reading direction's. */}
              <span dir="ltr" className="relative block h-10 w-16 rounded-md border border-current/40 bg-bg/60">
                <span
                  className={`absolute h-2 w-6 rounded-sm ${chosen ? 'bg-accent' : 'bg-fg/40'} ${DOT_PLACES[option]}`}
                />
              </span>
              {t(`notifications.settings.corners.${option}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
