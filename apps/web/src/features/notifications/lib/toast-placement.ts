/**
 * Where the toasts stand (spec section 9): at the bottom on phones (above the tab bar), else in the
 * corner the user chose, bottom-right by default. Corners are the screen's, in any language.
 */
import { useSyncExternalStore } from 'react';
import { isMobile } from '../../../shared/lib/device';
import type { ToastCorner } from '../../../shared/stores/preferences-store';

/** Below Tailwind's `md`: the app's phone layout (tab bar, no sidebar). */
const PHONE_WIDTH = '(max-width: 767px)';

const narrow = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_WIDTH).matches;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_WIDTH);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** A phone, a tablet, Telegram, or a window as narrow as one. */
export function usePhoneLayout(): boolean {
  const isNarrow = useSyncExternalStore(subscribe, narrow, () => false);
  return isMobile() || isNarrow;
}

export type ToastPlacement = ToastCorner | 'bottom';

export function toastPlacement(phone: boolean, corner: ToastCorner): ToastPlacement {
  return phone ? 'bottom' : corner;
}

/**
 * Phones: above the tab bar. Desktops: the bottom corner at the inline end (right, or left in
 * Arabic) keeps clear of the floating support button there.
 */
export const PLACEMENT_CLASSES: Record<ToastPlacement, string> = {
  bottom: 'inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] flex-col',
  'bottom-right': 'right-6 bottom-24 w-96 flex-col rtl:bottom-6',
  'bottom-left': 'bottom-6 left-6 w-96 flex-col rtl:bottom-24',
  'top-right': 'top-6 right-6 w-96 flex-col-reverse',
  'top-left': 'top-6 left-6 w-96 flex-col-reverse',
};
