import type { ReactNode } from 'react';

/** The line under a form field: its error (announced) when there is one, else its hint. */
export function FieldMessage({ id, error, hint }: { id: string; error?: ReactNode; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} role="alert" className="mt-1.5 text-[13px] text-red-500 dark:text-red-400">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={id} className="mt-1.5 text-[13px] text-muted">
      {hint}
    </p>
  );
}
