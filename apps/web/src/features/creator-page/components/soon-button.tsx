import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';

interface SoonButtonProps {
  icon: ReactNode;
  label: string;
  /** Icon only, the label read by screen readers and shown as the tooltip. */
  iconOnly?: boolean;
  testId?: string;
  className?: string;
}

/**
 * An action that arrives with a later release (messages): shown in its place, disabled,
 * with a "soon" note. The wrapper carries the tooltip because disabled buttons get no pointer events.
 */
export function SoonButton({ icon, label, iconOnly = false, testId, className = '' }: SoonButtonProps) {
  const { t } = useTranslation();
  const tooltip = t('creatorPage.comingSoon', { action: label });
  return (
    <span title={tooltip} className={`inline-flex shrink-0 ${className}`}>
      <button
        type="button"
        disabled
        aria-label={tooltip}
        data-testid={testId}
        className={`inline-flex cursor-not-allowed items-center justify-center gap-2 rounded-full border border-line bg-surface-2 text-sm font-semibold text-fg/55 ${
          iconOnly ? 'size-10 shrink-0' : 'min-h-10 w-full px-4 py-2'
        }`}
      >
        {icon}
        {!iconOnly && (
          <>
            <span>{label}</span>
            <span className="rounded-full bg-accent/15 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-accent uppercase">
              {t('creatorPage.soon')}
            </span>
          </>
        )}
      </button>
    </span>
  );
}
