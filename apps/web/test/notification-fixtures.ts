/** Notifications as the list call and the socket hand them out, for the notifications' tests. */
import type { TNotification, TNotificationPage } from '@fanlane/contracts/notifications';
import { ADA, MAYA } from './chat-fixtures';

let next = 0;
/** A fresh UUID-shaped id (the read call checks ids). */
export function notificationId(): string {
  next += 1;
  return `20000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
}

/** An unread notification that Maya published a post, unless `extra` says otherwise. */
export function notification(extra: Partial<TNotification> = {}): TNotification {
  return {
    id: notificationId(),
    kind: 'post.new',
    actor: MAYA,
    target: { type: 'post', postId: '30000000-0000-4000-8000-000000000001' },
    amountCents: null,
    text: 'Behind the scenes',
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...extra,
  };
}

export const tipFromAda = (extra: Partial<TNotification> = {}) =>
  notification({
    kind: 'tip.received',
    actor: ADA,
    target: { type: 'transaction', entryId: '40000000-0000-4000-8000-000000000001' },
    amountCents: '1250',
    text: null,
    ...extra,
  });

export function page(items: TNotification[], nextCursor: string | null = null, unread?: number): TNotificationPage {
  return { items, nextCursor, unread: unread ?? items.filter((item) => !item.read).length };
}
