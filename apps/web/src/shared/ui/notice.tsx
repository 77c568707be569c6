import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';

const TONES: Record<Tone, { className: string; icon: ReactNode }> = {
  error: {
    className: 'border-red-500/30 bg-red-500/10 text-red-600 dark:text-red-300',
    icon: <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />,
  },
  success: {
    className: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
    icon: <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />,
  },
  info: {
    className: 'border-accent/30 bg-accent/10 text-fg',
    icon: <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />,
  },
};

/** A short message inside a page or form: an error above a submit button, a saved note, a hint. */
export function Notice({
  tone = 'info',
  children,
  testId,
  className = '',
}: {
  tone?: Tone;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const { className: toneClass, icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex items-start gap-2 rounded-xl border px-3 py-2.5 text-sm ${toneClass} ${className}`}
    >
      {icon}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
