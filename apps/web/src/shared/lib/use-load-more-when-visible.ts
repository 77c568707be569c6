import { useEffect, useRef } from 'react';

/**
 * Infinite scrolling: `loadMore` runs when the returned element (put it after a list's last item)
 * comes near the viewport, while `enabled`. Without IntersectionObserver nothing happens, so the
 * list keeps a button for the next page too (keyboards and screen readers use it as well).
 */
export function useLoadMoreWhenVisible<T extends Element = HTMLDivElement>(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<T>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      // Start before the end is reached, so scrolling rarely waits.
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
