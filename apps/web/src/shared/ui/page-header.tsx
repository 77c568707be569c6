import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The title row of a page (wallet, disputes), with the way back and an optional action at the end. */
export function PageHeader({
  title,
  backTo,
  backLabel,
  action,
}: {
  title: string;
  backTo?: string;
  backLabel?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex items-center gap-2">
      {backTo && (
        <Link
          to={backTo}
          aria-label={backLabel}
          className="-ms-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/8 hover:text-fg"
        >
          <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden />
        </Link>
      )}
      <h1 className="min-w-0 flex-1 truncate text-2xl font-bold tracking-tight">{title}</h1>
      {action}
    </div>
  );
}
