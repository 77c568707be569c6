import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldMessage } from './field-message';

interface CountedTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> {
  id: string;
  label: string;
  /** The most characters it takes; the count shows under it. */
  limit: number;
  /** How many it holds now. */
  length: number;
  /** What is wrong with it, shown (and announced) under it instead of the hint. */
  error?: string | null | undefined;
  hint?: string | undefined;
  testId: string;
  counterTestId?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area with its error or hint and its character count underneath (reasons, notes, messages). */
export function CountedTextarea({
  id,
  label,
  limit,
  length,
  error,
  hint,
  testId,
  counterTestId,
  ref,
  ...textarea
}: CountedTextareaProps) {
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg/90">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={4}
        maxLength={limit}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`block w-full resize-y rounded-xl border bg-bg/60 px-3.5 py-3 text-[15px] outline-none placeholder:text-muted/70 focus:border-accent focus:ring-3 focus:ring-accent/20 ${
          error ? 'border-red-500/70' : 'border-line'
        }`}
        {...textarea}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldMessage id={messageId} error={error} hint={hint} />
        <span className="ms-auto mt-1.5 shrink-0 text-[13px] text-muted tabular-nums" data-testid={counterTestId}>
          {length}/{limit}
        </span>
      </div>
    </div>
  );
}
