/**
 * The live notifications shown as toasts (spec section 9): at most TOAST_LIMIT at once, the oldest
 * making way for a new one; each goes by itself after TOAST_DURATION_MS or when closed.
 */
import { create } from 'zustand';
import type { TNotification } from '@fanlane/contracts/notifications';

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 6_000;

type ToastState = {
  toasts: TNotification[];
  show: (notification: TNotification) => void;
  dismiss: (id: string) => void;
};

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (notification) =>
    set((s) => ({
      toasts: [...s.toasts.filter((toast) => toast.id !== notification.id), notification].slice(-TOAST_LIMIT),
    })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((toast) => toast.id !== id) })),
}));

export const isNotificationsPage = (pathname: string): boolean => /^\/notifications\/?$/i.test(pathname);

/** Whether a live notification pops up here: not on the list it joins, nor a new message in the chat. */
export function toastsOn(pathname: string, notification: Pick<TNotification, 'kind'>): boolean {
  if (isNotificationsPage(pathname)) return false;
  return !(notification.kind === 'message.new' && /^\/chats(\/|$)/i.test(pathname));
}
