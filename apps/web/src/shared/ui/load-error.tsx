import { RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** Another try at loading what failed. */
export function RetryButton({ label, onRetry, testId }: { label: string; onRetry: () => void; testId?: string }) {
  return (
    <Button type="cancel" round onClick={onRetry} data-testid={testId}>
      <RotateCcw className="size-4" aria-hidden />
      {label}
    </Button>
  );
}

interface LoadErrorStateProps {
  title: string;
  description?: string;
  retryLabel: string;
  onRetry: () => void;
  /** A warning sign unless the page has its own. */
  icon?: ReactNode;
}

/** A page or list that could not be loaded, in place of its content: says so and offers another try. */
export function LoadErrorState({
  title,
  description,
  retryLabel,
  onRetry,
  icon = <TriangleAlert className="size-8" />,
}: LoadErrorStateProps) {
  return (
    <EmptyState
      className="rounded-3xl border border-line bg-surface"
      icon={icon}
      title={title}
      description={description}
      action={<RetryButton label={retryLabel} onRetry={onRetry} />}
    />
  );
}
