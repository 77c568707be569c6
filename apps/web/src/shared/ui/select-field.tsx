import { useId } from 'react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { FieldMessage } from './field-message';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** Visually hidden label, for a select whose row already says what it is. */
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the phone's own picker on mobile) with its error shown underneath. */
export function SelectField({
  label,
  hideLabel = false,
  error,
  hint,
  id,
  className = '',
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-fg/90'}>
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={`min-h-11 w-full cursor-pointer appearance-none rounded-xl border bg-bg/60 ps-3.5 pe-10 text-[15px] text-fg outline-none transition-colors focus:border-accent focus:ring-3 focus:ring-accent/20 ${
            error ? 'border-red-500/70' : 'border-line'
          }`}
          {...select}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
