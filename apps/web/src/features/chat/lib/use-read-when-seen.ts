import { useEffect, useRef } from 'react';
import { useDocumentVisible } from './use-document-visible';

/**
 * Marks the newest message read once it is in view, the tab in front and something is unread;
 * `markRead` moves the read mark (and calls `onError` when it could not, so it is tried again).
 */
export function useReadWhenSeen(
  unreadCount: number,
  newestSeq: number | undefined,
  atBottom: boolean,
  markRead: (seq: number, options: { onError: () => void }) => void,
) {
  const visible = useDocumentVisible();
  const marked = useRef(-1);
  useEffect(() => {
    if (!atBottom || !visible || newestSeq === undefined || unreadCount <= 0) return;
    if (newestSeq <= marked.current) return;
    marked.current = newestSeq;
    markRead(newestSeq, {
      onError: () => {
        marked.current = -1;
      },
    });
  }, [atBottom, visible, newestSeq, unreadCount, markRead]);
}
