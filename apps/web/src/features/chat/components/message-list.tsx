/**
 * A conversation's messages in seq order, then the viewer's messages on their way, windowed (only
 * what is near the view is rendered). It opens at the bottom and follows new messages while the
 * reader is there; scrolled up, a new message from the other party shows "New messages ↓" instead.
 * Reaching the top reads the older page, and the view does not move when it arrives.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { ArrowDown } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TChatMessage, TChatPair } from '@fanlane/contracts/chat';
import { Spinner } from '../../../shared/ui/spinner';
import { dayHeading, dayKey } from '../lib/chat-format';
import { sameAddress } from '../lib/chat-types';
import type { AiStream } from '../lib/ai-stream-store';
import type { PendingMessage } from '../lib/outbox-store';
import { useMessageWindow } from '../lib/use-message-window';
import { MessageBubble, PendingBubble, StreamingBubble } from './message-bubble';

type Row =
  | { kind: 'message'; key: string; estimate: number; day: string | null; message: TChatMessage; own: boolean }
  | { kind: 'stream'; key: string; estimate: number; day: null; stream: AiStream }
  | { kind: 'pending'; key: string; estimate: number; day: string | null; pending: PendingMessage };

function estimateOf(text: string, media: number, day: boolean): number {
  return 52 + Math.ceil(text.length / 40) * 20 + (media > 0 ? 240 : 0) + (day ? 36 : 0);
}

export interface MessageListProps {
  pair: TChatPair;
  me: string | null;
  messages: TChatMessage[];
  pending: PendingMessage[];
  /** AI replies being written (shown after the stored messages until they are stored). */
  streams?: AiStream[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Whether the newest message is in view (for the read mark). */
  onAtBottom: (atBottom: boolean) => void;
  onUnlock?: (message: TChatMessage) => void;
  onUnsend?: (message: TChatMessage) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

function useRows(t: ReturnType<typeof useTranslation>['t'], props: MessageListProps): Row[] {
  const { messages, pending, streams, me } = props;
  return useMemo(() => {
    const stored = new Set(messages.map((m) => m.clientId).filter(Boolean));
    const rows: Row[] = [];
    let lastDay = '';
    const dayOf = (iso: string) => {
      const key = dayKey(iso);
      if (key === lastDay) return null;
      lastDay = key;
      return dayHeading(t, iso);
    };
    for (const message of messages) {
      const day = dayOf(message.createdAt);
      rows.push({
        kind: 'message',
        key: `s:${message.seq}`,
        estimate: estimateOf(message.text, message.media.length, day !== null),
        day,
        message,
        own: sameAddress(message.sender, me),
      });
    }
    for (const stream of streams ?? []) {
      // Its stored message may be here already (the frame before the stream's last piece is drawn).
      if (stored.has(`ai:${stream.streamId}`)) continue;
      rows.push({
        kind: 'stream',
        key: `ai:${stream.streamId}`,
        estimate: estimateOf(stream.text, 0, false),
        day: null,
        stream,
      });
    }
    for (const item of pending) {
      // Its stored copy may already be here (the socket's echo before the send's answer).
      if (stored.has(item.clientId)) continue;
      const day = dayOf(item.createdAt);
      rows.push({
        kind: 'pending',
        key: `c:${item.clientId}`,
        estimate: estimateOf(item.text, item.media.length, day !== null),
        day,
        pending: item,
      });
    }
    return rows;
  }, [messages, pending, streams, me, t]);
}

export function MessageList(props: MessageListProps) {
  const { t } = useTranslation();
  const { pair, hasOlder, loadingOlder, onLoadOlder, onAtBottom } = props;
  const rows = useRows(t, props);
  const loadOlder = () => {
    if (hasOlder && !loadingOlder) onLoadOlder();
  };
  const win = useMessageWindow({ rows, onNearTop: loadOlder });
  const { atBottom, scrollToBottom } = win;
  const [unseen, setUnseen] = useState(false);

  // A conversation shorter than the box cannot be scrolled to its top: read the older page at once.
  useEffect(() => {
    if (win.fitsInView && hasOlder && !loadingOlder) onLoadOlder();
  }, [win.fitsInView, hasOlder, loadingOlder, onLoadOlder]);

  const newest = rows.at(-1);
  const newestKey = useRef(newest?.key);
  useEffect(() => {
    if (!newest || newest.key === newestKey.current) return;
    newestKey.current = newest.key;
    const own = newest.kind === 'pending' || (newest.kind === 'message' && newest.own);
    if (own) scrollToBottom();
    else if (!atBottom) setUnseen(true);
  }, [newest, atBottom, scrollToBottom]);

  useEffect(() => {
    if (atBottom) setUnseen(false);
    onAtBottom(atBottom);
  }, [atBottom, onAtBottom]);

  const renderRow = (row: Row) => {
    if (row.kind === 'stream') return <StreamingBubble text={row.stream.text} />;
    if (row.kind === 'pending') {
      const { clientId } = row.pending;
      return (
        <PendingBubble
          pending={row.pending}
          onRetry={() => props.onRetry(clientId)}
          onDiscard={() => props.onDiscard(clientId)}
        />
      );
    }
    const { message, own } = row;
    const read = own && message.seq <= pair.otherReadSeq;
    const { onUnlock, onUnsend } = props;
    const lockedPaid = !own && !message.unlocked && message.price !== null;
    const unsendable = own && !read && !message.deletedAt && message.kind === 'text';
    return (
      <MessageBubble
        message={message}
        own={own}
        read={read}
        onUnlock={lockedPaid && onUnlock ? () => onUnlock(message) : undefined}
        onUnsend={unsendable && onUnsend ? () => onUnsend(message) : undefined}
      />
    );
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={win.scrollRef}
        onScroll={win.onScroll}
        className="h-full overflow-y-auto overscroll-contain [overflow-anchor:none]"
        data-testid="chat-scroller"
      >
        <div className="flex min-h-full flex-col justify-end py-2">
          <div style={{ height: win.padTop }} aria-hidden />
          <ol aria-label={t('chat.conversation.messages')} data-testid="chat-messages">
            {rows.slice(win.start, win.end).map((row, i) => (
              <li
                key={row.key}
                ref={win.rowRef}
                data-row-key={row.key}
                data-top={win.offsets[win.start + i]}
                className="px-3 py-1 sm:px-4"
              >
                {row.day && (
                  <p className="py-2 text-center text-xs font-medium text-muted" data-testid="chat-day">
                    {row.day}
                  </p>
                )}
                {renderRow(row)}
              </li>
            ))}
          </ol>
          <div style={{ height: win.padBottom }} aria-hidden />
        </div>
      </div>
      {loadingOlder && (
        <div className="pointer-events-none absolute inset-x-0 top-2 flex justify-center" data-testid="chat-older">
          <span className="rounded-full bg-surface p-1.5 shadow ring-1 ring-line">
            <Spinner className="size-4 text-accent" />
          </span>
        </div>
      )}
      {unseen && (
        <button
          type="button"
          onClick={scrollToBottom}
          className="absolute start-1/2 bottom-3 inline-flex -translate-x-1/2 cursor-pointer items-center gap-1.5 rounded-full bg-accent px-3.5 py-1.5 text-sm font-semibold text-white shadow-lg rtl:translate-x-1/2"
          data-testid="chat-new-messages"
        >
          {t('chat.conversation.newMessages')}
          <ArrowDown className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
