/** The wide picture across the top of a creator page; a soft gradient when there is none. */
export function CreatorCover({ src, className = '' }: { src: string | null | undefined; className?: string }) {
  const frame = `relative aspect-[3/1] max-h-64 w-full overflow-hidden rounded-3xl ${className}`;
  if (src) {
    return (
      <div className={`${frame} bg-fg/8`}>
        {/* The largest thing on a creator page's first screen: fetched ahead of the post pictures. */}
        <img src={src} alt="" fetchPriority="high" className="size-full object-cover" data-testid="creator-cover" />
      </div>
    );
  }
  return (
    <div
      className={`${frame} min-h-32 bg-gradient-to-br from-accent-strong via-accent to-fuchsia-500`}
      data-testid="creator-cover-empty"
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(255,255,255,0.28),transparent_45%)]" />
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_10%_110%,rgba(0,0,0,0.25),transparent_50%)]" />
    </div>
  );
}
