/**
 * The payment modals (spec section 1: buy, top-up, credit card, PayPal, card billing, insufficient
 * funds, pay success; and a chat's unlock and tip), one at a time: opening one replaces the other,
 * so the insufficient-funds modal can take over from the buy modal and hand over to top-up. Each
 * modal is lazily loaded by app/global-modals.tsx when its kind is open.
 */
import { create } from 'zustand';
import type { TSpendableCurrency } from '@fanlane/contracts/currencies';

export type PayModal =
  /** Unlock a pay-per-view post. */
  | { kind: 'buy'; postId: string }
  /** Tip a creator, from their page or a post. */
  | { kind: 'tip'; domain: string; postId?: string }
  /** Buy a paid chat message (`seller`: the name shown); its media opens in the conversation. */
  | { kind: 'chatUnlock'; privateChatId: string; messageId: string; priceCents: string; seller: string }
  /** Tip the creator of a conversation; the tip shows there as a message. */
  | { kind: 'chatTip'; privateChatId: string; domain: string }
  /** Pay a creator's price to send the first message of a conversation (`creator`: the name shown). */
  | {
      kind: 'chatFirstMessage';
      privateChatId: string;
      priceCents: string;
      creator: string;
      text: string;
      mediaIds: string[];
      mediaPriceCents: string | null;
    }
  /** Subscribe to a creator's tier (a locked post may name the minimum tier). */
  | { kind: 'subscribe'; domain: string; minTierId?: string | null }
  /** The wallet lacks `missing` (minor units of `currency`); leads to a top-up of at least that much. */
  | { kind: 'insufficient'; currency: TSpendableCurrency; missing: string; returnPath: string }
  | { kind: 'paySuccess'; title: string; body?: string }
  /** Top up the wallet, optionally with an amount in USD cents already filled in. */
  | { kind: 'topUp'; amountCents?: string; returnPath?: string }
  /** Saved cards: choose, add, remove, make primary. */
  | { kind: 'cardBilling' }
  /** Add a card. */
  | { kind: 'creditCard' };

type PayModalState = {
  modal: PayModal | null;
  // Arrow-typed, so components can select them from the store (no unbound `this`).
  open: (modal: PayModal) => void;
  close: () => void;
};

export const usePayModalStore = create<PayModalState>()((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));
