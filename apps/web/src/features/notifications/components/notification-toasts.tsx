/**
 * The live notifications as toasts: at most three, each going by itself after a few seconds
 * (not while pointed at or focused), opening what it is about when clicked. A polite live region,
 * so screen readers say each one without interrupting.
 */
import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import type { TNotification } from '@fanlane/contracts/notifications';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { useMarkRead } from '../api/notification-api';
import { targetPath } from '../lib/notification-target';
import { notificationSentence } from '../lib/notification-text';
import { PLACEMENT_CLASSES, toastPlacement, usePhoneLayout } from '../lib/toast-placement';
import { TOAST_DURATION_MS, useToastStore } from '../lib/toast-store';
import { NotificationAvatar } from './notification-avatar';

function Toast({ notification, onOpen }: { notification: TNotification; onOpen: () => void }) {
  const { t } = useTranslation();
  const dismiss = useToastStore((s) => s.dismiss);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return undefined;
    const timer = window.setTimeout(() => dismiss(notification.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [held, dismiss, notification.id]);

  return (
    <div
      data-testid="notification-toast"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className="pointer-events-auto flex animate-slide-up items-start gap-1 rounded-2xl border border-line bg-surface p-1 shadow-xl shadow-black/20"
    >
      <button
        type="button"
        onClick={onOpen}
        className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-xl p-2 text-start transition-colors hover:bg-fg/4"
        data-testid="notification-toast-open"
      >
        <NotificationAvatar notification={notification} />
        <span className="min-w-0 flex-1">
          <span className="block text-sm leading-snug font-semibold">{notificationSentence(t, notification)}</span>
          {notification.text && (
            <span className="mt-0.5 block truncate text-xs text-muted" dir="auto">
              {notification.text}
            </span>
          )}
        </span>
      </button>
      <button
        type="button"
        onClick={() => dismiss(notification.id)}
        aria-label={t('notifications.dismiss')}
        className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/8 hover:text-fg"
        data-testid="notification-toast-close"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

export function NotificationToasts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const corner = usePreferencesStore((s) => s.toastCorner);
  const placement = toastPlacement(usePhoneLayout(), corner);
  const markRead = useMarkRead();

  const open = (notification: TNotification) => {
    dismiss(notification.id);
    // A new message is counted in the chat, not listed: the conversation marks it read.
    if (notification.kind !== 'message.new') markRead.mutate([notification.id]);
    void navigate(targetPath(notification) ?? '/notifications');
  };

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('notifications.toastsLabel')}
      data-testid="notification-toasts"
      data-placement={placement}
      className={`pointer-events-none fixed z-50 flex gap-2 ${PLACEMENT_CLASSES[placement]}`}
    >
      {toasts.map((notification) => (
        <Toast key={notification.id} notification={notification} onOpen={() => open(notification)} />
      ))}
    </div>
  );
}
