import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessage } from './field-message';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Something inside the field on the end side, such as a "Send code" button. */
  endSlot?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error shown inline underneath. */
export function TextField({ label, error, hint, endSlot, id, className = '', ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-fg/90">
        {label}
      </label>
      <div
        className={`flex items-center gap-2 rounded-xl border bg-bg/60 pe-1.5 transition-colors focus-within:border-accent focus-within:ring-3 focus-within:ring-accent/20 ${
          error ? 'border-red-500/70' : 'border-line'
        }`}
      >
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className="min-h-11 w-full min-w-0 bg-transparent px-3.5 text-[15px] text-fg outline-none placeholder:text-muted/70"
          {...input}
        />
        {endSlot}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
