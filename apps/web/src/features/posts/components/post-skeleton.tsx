/** Placeholders while posts load: a card for the feed, a square for the media grid. */
export function PostSkeleton({ layout = 'feed' }: { layout?: 'feed' | 'grid' }) {
  if (layout === 'grid')
    return <div aria-hidden data-testid="post-skeleton" className="aspect-square animate-pulse rounded-xl bg-fg/8" />;
  return (
    <div
      aria-hidden
      data-testid="post-skeleton"
      className="animate-pulse space-y-4 rounded-3xl border border-line bg-surface p-4 md:p-5"
    >
      <div className="flex items-center gap-3">
        <div className="size-10 rounded-full bg-fg/10" />
        <div className="flex-1 space-y-2">
          <div className="h-3.5 w-32 rounded-full bg-fg/10" />
          <div className="h-3 w-20 rounded-full bg-fg/8" />
        </div>
      </div>
      <div className="space-y-2">
        <div className="h-3.5 w-full rounded-full bg-fg/8" />
        <div className="h-3.5 w-4/5 rounded-full bg-fg/8" />
      </div>
      <div className="aspect-[4/3] rounded-2xl bg-fg/8" />
      <div className="flex gap-4">
        <div className="h-6 w-14 rounded-full bg-fg/8" />
        <div className="h-6 w-14 rounded-full bg-fg/8" />
      </div>
    </div>
  );
}
