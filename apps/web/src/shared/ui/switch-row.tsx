import { useId } from 'react';
import type { ReactNode } from 'react';

/** A labelled on/off switch taking a whole row. */
export function SwitchRow({
  checked,
  onChange,
  label,
  description,
  icon,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  icon?: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      {icon && (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-fg/6 text-muted">{icon}</span>
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium">
          {label}
        </label>
        {description && <p className="text-xs text-muted">{description}</p>}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        data-testid={testId}
        className={`relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors ${checked ? 'bg-accent' : 'bg-fg/20'}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5'}`}
        />
      </button>
    </div>
  );
}
