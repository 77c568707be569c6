/**
 * One choice among a few, as pills in a rounded frame: the tabs of a page (`role="tab"`, what the
 * page shows) or a setting such as a period (`role="radio"`).
 */
import type { ReactNode } from 'react';

interface SegmentedControlProps<T extends string | number> {
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  /** The group's accessible name. */
  label: string;
  role: 'tab' | 'radio';
  optionLabel: (option: T) => ReactNode;
  /** Each option's test id is `<testIdPrefix>-<option>`. */
  testIdPrefix: string;
  /** The small pills sit beside a heading. */
  size?: 'md' | 'sm';
  className?: string;
}

const SIZES = { md: 'min-h-9 px-4', sm: 'min-h-8 px-3' } as const;

export function SegmentedControl<T extends string | number>({
  options,
  value,
  onChange,
  label,
  role,
  optionLabel,
  testIdPrefix,
  size = 'md',
  className = '',
}: SegmentedControlProps<T>) {
  return (
    <div
      role={role === 'tab' ? 'tablist' : 'radiogroup'}
      aria-label={label}
      className={`inline-flex rounded-full border border-line bg-surface p-1 ${className}`}
    >
      {options.map((option) => {
        const chosen = option === value;
        return (
          <button
            key={option}
            type="button"
            role={role}
            aria-selected={role === 'tab' ? chosen : undefined}
            aria-checked={role === 'radio' ? chosen : undefined}
            onClick={() => onChange(option)}
            data-testid={`${testIdPrefix}-${option}`}
            className={`${SIZES[size]} cursor-pointer rounded-full text-sm font-semibold transition-colors ${chosen ? 'bg-accent text-white' : 'text-muted hover:text-fg'}`}
          >
            {optionLabel(option)}
          </button>
        );
      })}
    </div>
  );
}
