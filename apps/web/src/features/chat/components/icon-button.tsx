/** The chat's round icon buttons (header, composer): one look, a label for screen readers and as a tooltip. */
import type { ReactNode } from 'react';

export const ICON_BUTTON =
  'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/8 hover:text-fg disabled:cursor-not-allowed disabled:opacity-40';

/** The header's smaller variant, also for links that look like these buttons. */
export const HEADER_ICON_BUTTON =
  'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/8 hover:text-fg';

export function IconButton({
  label,
  onClick,
  testId,
  className = ICON_BUTTON,
  pressed,
  disabled,
  expanded,
  titled = true,
  children,
}: {
  label: string;
  onClick: () => void;
  testId: string;
  className?: string;
  /** A toggle (favourite, mute): its state for screen readers. */
  pressed?: boolean;
  disabled?: boolean;
  expanded?: boolean;
  /** The label as a tooltip too. */
  titled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      title={titled ? label : undefined}
      className={className}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
