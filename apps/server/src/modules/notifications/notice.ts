/** One notification for one user, as the events make it, before the preferences decide where it goes. */
import { NOTIFICATIONS_MASTER_ITEM } from '@fanlane/contracts/notifications';
import type { NotificationContent } from './notifications-repo.ts';
import { itemOfKind } from './preferences.ts';

/** `at`: when it happened (the event's time), which the list is ordered by; now when left out. */
export type Notice = NotificationContent & { userId: string; at?: Date };

/** Where a notification opens in the app: its conversation for a message, else the list (spec section 2). */
export const appPathOf = (notice: Pick<Notice, 'kind' | 'target'>): string =>
  notice.kind === 'message.new' && notice.target.type === 'conversation'
    ? `/chats/chat/${encodeURIComponent(notice.target.privateChatId)}`
    : '/notifications';

/** The preference item an e-mail's unsubscribe link switches off: the kind's, or item 0 for account notices. */
export const unsubscribeItemOf = (notice: Pick<Notice, 'kind'>): number =>
  itemOfKind(notice.kind) ?? NOTIFICATIONS_MASTER_ITEM;

/** An excerpt short enough for a list line and a push (whole characters, never half an emoji). */
export function excerpt(text: string | null | undefined, max = 140): string | null {
  const chars = [...(text ?? '').replace(/\s+/g, ' ').trim()];
  if (chars.length === 0) return null;
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}
