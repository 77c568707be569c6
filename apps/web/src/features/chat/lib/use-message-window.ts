/**
 * A conversation's rows in their scrolling box, rendered a window at a time: only the rows in view
 * and OVERSCAN_PX around them are in the page, spacers stand for the rest. Each row's height is
 * measured once shown (an estimate stands in before), and the box keeps what the reader sees in
 * place: stuck to the bottom while they are there (new messages scroll in), else the row at the top
 * of the view stays put when rows are added above it (older pages) or change height.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export const OVERSCAN_PX = 600;
/** Closer than this to the end counts as at the bottom. */
export const STICK_PX = 80;
/** Closer than this to the start asks for older rows. */
export const NEAR_TOP_PX = 200;

export interface WindowRow {
  key: string;
  /** The height to assume until it is measured. */
  estimate: number;
}

type Anchor = { key: string; delta: number };

/** Where each row starts, and (last) where the list ends. */
function offsetsOf(rows: readonly WindowRow[], heights: Map<string, number>): number[] {
  const offsets = new Array<number>(rows.length + 1);
  offsets[0] = 0;
  rows.forEach((row, i) => {
    offsets[i + 1] = offsets[i]! + (heights.get(row.key) ?? row.estimate);
  });
  return offsets;
}

/** The first row ending below `y`. */
function rowAt(offsets: number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (offsets[mid + 1]! <= y) low = mid + 1;
    else high = mid;
  }
  return Math.max(0, low);
}

export function useMessageWindow({
  rows,
  onNearTop,
  overscan = OVERSCAN_PX,
}: {
  rows: readonly WindowRow[];
  onNearTop?: () => void;
  overscan?: number;
}) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const heights = useRef(new Map<string, number>());
  const stick = useRef(true);
  const anchor = useRef<Anchor | null>(null);
  const latestRows = useRef(rows);
  latestRows.current = rows;
  const nearTop = useRef(onNearTop);
  nearTop.current = onNearTop;
  const [view, setView] = useState({ top: 0, height: 0 });
  const [atBottom, setAtBottom] = useState(true);
  const [version, setVersion] = useState(0);
  const rerender = useCallback(() => setVersion((v) => v + 1), []);

  const offsets = offsetsOf(rows, heights.current);
  const total = offsets[rows.length] ?? 0;
  const start = rows.length === 0 ? 0 : rowAt(offsets, view.top - overscan);
  const end = rows.length === 0 ? 0 : rowAt(offsets, view.top + view.height + overscan) + 1;

  // After every render: measure the rows shown, then put the view where the reader expects it.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    let measured = false;
    for (const node of box.querySelectorAll<HTMLElement>('[data-row-key]')) {
      const key = node.dataset.rowKey ?? '';
      if (heights.current.get(key) !== node.offsetHeight) {
        heights.current.set(key, node.offsetHeight);
        measured = true;
      }
    }
    const now = offsetsOf(latestRows.current, heights.current);
    const height = box.clientHeight;
    let top = box.scrollTop;
    if (stick.current) {
      top = Math.max(0, (now.at(-1) ?? 0) - height);
    } else if (anchor.current) {
      const { key, delta } = anchor.current;
      const index = latestRows.current.findIndex((row) => row.key === key);
      if (index >= 0) top = Math.max(0, now[index]! + delta);
    }
    if (Math.abs(box.scrollTop - top) >= 1) box.scrollTop = top;
    if (measured) rerender();
    setView((v) => (v.top === top && v.height === height ? v : { top, height }));
  }, [rows, view, version, rerender]);

  // Rows that change height after they were measured (a picture, a narrower window), a box that resizes.
  const observer = useRef<ResizeObserver | null>(null);
  const observe = useCallback(
    (node: HTMLElement) => {
      if (!observer.current && typeof ResizeObserver !== 'undefined') {
        observer.current = new ResizeObserver((entries) => {
          const changed = entries.some((entry) => {
            const target = entry.target as HTMLElement;
            const key = target.dataset.rowKey;
            return key === undefined || heights.current.get(key) !== target.offsetHeight;
          });
          if (changed) rerender();
        });
      }
      observer.current?.observe(node);
      return () => observer.current?.unobserve(node);
    },
    [rerender],
  );
  useEffect(() => {
    const box = scrollRef.current;
    const stop = box ? observe(box) : undefined;
    return () => {
      stop?.();
      observer.current?.disconnect();
      observer.current = null;
    };
  }, [observe]);

  /** The ref of each rendered row: its height is watched while it is in the page. */
  const rowRef = useCallback((node: HTMLElement | null) => (node ? observe(node) : undefined), [observe]);

  /** The reader scrolled: are they at the bottom, which row is at the top of their view. */
  const onScroll = useCallback(() => {
    const box = scrollRef.current;
    if (!box) return;
    const now = offsetsOf(latestRows.current, heights.current);
    const top = box.scrollTop;
    const height = box.clientHeight;
    const bottom = (now.at(-1) ?? 0) - top - height <= STICK_PX;
    stick.current = bottom;
    setAtBottom(bottom);
    const first = latestRows.current[rowAt(now, top)];
    anchor.current = first ? { key: first.key, delta: top - now[rowAt(now, top)]! } : null;
    setView((v) => (v.top === top && v.height === height ? v : { top, height }));
    if (top <= NEAR_TOP_PX) nearTop.current?.();
  }, []);

  const scrollToBottom = useCallback(() => {
    stick.current = true;
    setAtBottom(true);
    rerender();
  }, [rerender]);

  return {
    scrollRef,
    onScroll,
    scrollToBottom,
    rowRef,
    atBottom,
    /** Rows [start, end) are rendered, between spacers of these heights. */
    start,
    end: Math.min(end, rows.length),
    padTop: offsets[start] ?? 0,
    padBottom: total - (offsets[Math.min(end, rows.length)] ?? total),
    offsets,
    /** Content shorter than the box: nothing to scroll, so older rows must be asked for otherwise. */
    fitsInView: view.height > 0 && total <= view.height,
  };
}
