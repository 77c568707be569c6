/** The global alert of spec section 4: one at a time, closed by its button only. */
import { create } from 'zustand';

export type AlertVariant = 'default' | 'card-billing';

export type ShowAlertOptions = {
  message: string;
  /** Shown uppercase by the alert; e.g. SUPPORT. */
  actionLabel?: string;
  onAction?: () => void;
  variant?: AlertVariant;
};

type AlertState = {
  open: boolean;
  message: string;
  actionLabel?: string;
  onAction?: () => void;
  variant: AlertVariant;
  show(opts: ShowAlertOptions): void;
  close(): void;
};

export const useAlertStore = create<AlertState>()((set) => ({
  open: false,
  message: '',
  actionLabel: undefined,
  onAction: undefined,
  variant: 'default',
  // A newer alert replaces the one on screen: the latest problem is the one the user can act on.
  show: ({ message, actionLabel, onAction, variant = 'default' }) =>
    set({ open: true, message, actionLabel, onAction, variant }),
  close: () => set({ open: false, actionLabel: undefined, onAction: undefined, variant: 'default' }),
}));
