/** Two grey cards standing in for a list of cards (subscriptions, tiers) while it loads. */
export function CardsSkeleton({ height }: { height: 'h-28' | 'h-32' }) {
  return (
    <div aria-busy className="animate-pulse space-y-3">
      <div className={`${height} rounded-3xl bg-fg/8`} />
      <div className={`${height} rounded-3xl bg-fg/6`} />
    </div>
  );
}
