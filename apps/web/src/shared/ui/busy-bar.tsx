/** A thin bar that keeps moving while something of unknown length runs, such as an upload being stored. */
export function BusyBar({ label, testId, className = '' }: { label: string; testId?: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      data-testid={testId}
      className={`h-1.5 w-full overflow-hidden rounded-full bg-fg/10 ${className}`}
    >
      <div className="h-full w-1/3 animate-indeterminate rounded-full bg-accent" />
    </div>
  );
}
