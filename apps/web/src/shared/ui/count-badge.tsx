/** Unread counter on a nav item; hidden at zero, capped at 99+. */
export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="count-badge"
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-[11px] leading-5 font-semibold text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
