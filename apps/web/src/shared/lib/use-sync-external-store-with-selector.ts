/**
 * `useSyncExternalStoreWithSelector` of the `use-sync-external-store` package, as an ES module on
 * the app's own hooks. The package ships only CommonJS, which requires React itself; the app renders
 * with Preact (docs/architecture.md, "The renderer"), so the build and the tests resolve the package's
 * `with-selector` entries here (vite.config.ts). Ported from React's MIT-licensed source
 * (packages/use-sync-external-store/src/useSyncExternalStoreWithSelector.js), same behaviour: the
 * selection is kept while the snapshot is the same object or the selection is equal.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

interface Kept<Selection> {
  hasValue: boolean;
  value: Selection | null;
}

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const keptRef = useRef<Kept<Selection> | null>(null);
  keptRef.current ??= { hasValue: false, value: null };
  const kept = keptRef.current;

  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && kept.hasValue) {
          const current = kept.value as Selection;
          if (isEqual(current, nextSelection)) return (memoizedSelection = current);
        }
        return (memoizedSelection = nextSelection);
      }
      const current = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return current;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(current, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return current;
      }
      memoizedSnapshot = nextSnapshot;
      return (memoizedSelection = nextSelection);
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot()),
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual, kept]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    kept.hasValue = true;
    kept.value = value;
  }, [kept, value]);
  useDebugValue(value);
  return value;
}
