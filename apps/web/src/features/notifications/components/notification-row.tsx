/** One notification in the list: who, what happened, the excerpt, when, and a dot while unread. */
import { useTranslation } from '#i18n';
import type { TNotification } from '@fanlane/contracts/notifications';
import { formatDate, formatRelative } from '../../../shared/lib/dates';
import { notificationSentence } from '../lib/notification-text';
import { NotificationAvatar } from './notification-avatar';

export function NotificationRow({ notification, onOpen }: { notification: TNotification; onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = !notification.read;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid={`notification-${notification.id}`}
        data-unread={unread}
        className={`flex w-full cursor-pointer items-start gap-3 px-4 py-3.5 text-start transition-colors hover:bg-fg/4 focus-visible:bg-fg/4 focus-visible:outline-none ${unread ? 'bg-accent/5' : ''}`}
      >
        <NotificationAvatar notification={notification} />
        <span className="min-w-0 flex-1">
          <span className={`block text-sm leading-snug ${unread ? 'font-semibold' : 'text-fg/85'}`}>
            {notificationSentence(t, notification)}
          </span>
          {notification.text && (
            <span className="mt-0.5 line-clamp-2 block text-sm break-words text-muted" dir="auto">
              {notification.text}
            </span>
          )}
          <time
            dateTime={notification.createdAt}
            title={formatDate(notification.createdAt, 'dateTime') ?? undefined}
            className={`mt-1 block text-xs ${unread ? 'text-accent' : 'text-muted'}`}
          >
            {formatRelative(notification.createdAt)}
          </time>
        </span>
        {unread && (
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent" data-testid="notification-unread-dot">
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        )}
      </button>
    </li>
  );
}
