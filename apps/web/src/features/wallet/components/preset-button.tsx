import type { ReactNode } from 'react';

/** One of a top-up's preset amounts: pressed when it is the amount chosen. */
export function PresetButton({
  active,
  onClick,
  testId,
  children,
}: {
  active: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      data-testid={testId}
      onClick={onClick}
      className={`min-h-12 cursor-pointer rounded-2xl border text-base font-semibold tabular-nums transition-colors ${
        active ? 'border-accent bg-accent/12 text-accent' : 'border-line bg-bg/60 hover:border-accent/50'
      }`}
    >
      {children}
    </button>
  );
}
