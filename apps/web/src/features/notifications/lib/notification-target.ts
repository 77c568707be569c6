/** Where a notification leads in the app (contracts/notifications.ts, ZNotificationTarget); null: nowhere. */
import type { TNotification } from '@fanlane/contracts/notifications';

export function targetPath(notification: Pick<TNotification, 'target' | 'actor'>): string | null {
  const { target, actor } = notification;
  switch (target.type) {
    case 'post':
      return `/post?id=${encodeURIComponent(target.postId)}`;
    case 'profile': {
      // A creator's page by its domain when the actor is that person; any address opens its profile.
      const sameActor = actor && actor.address.toLowerCase() === target.address.toLowerCase();
      return `/${encodeURIComponent((sameActor && actor.domain) || target.address)}`;
    }
    case 'transaction':
      return `/transaction/${encodeURIComponent(target.entryId)}`;
    case 'conversation':
      return `/chats/chat/${encodeURIComponent(target.privateChatId)}`;
    case 'payouts':
      return '/withdraw/payout';
    case 'becomeCreator':
      return '/becomeCreator';
    default:
      return null;
  }
}
