import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes hold the creator back: leaving for another page asks first (the blocker's
 * dialog), closing or reloading the tab gets the browser's own warning. `leaving` lets a save go.
 */
export function useLeaveGuard(dirty: boolean, leaving: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}
