/**
 * The payment modals (shared/stores/pay-modal-store.ts), one at a time, each its own lazy chunk.
 * Opening one loads it at once; the chunks are also fetched ahead after the page has been idle
 * for a while (spec section 9: payment-related lazy modals, 10000 ms), so they open instantly.
 * Paying needs an account: an anonymous visitor gets the login modal instead.
 */
import { lazy, Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';
import { askToSignIn } from '../shared/lib/ask-sign-in';
import { whenIdle } from '../shared/lib/when-idle';
import { usePayModalStore } from '../shared/stores/pay-modal-store';
import type { PayModal } from '../shared/stores/pay-modal-store';
import { selectIsLoggedIn, useUserStore } from '../shared/stores/user-store';
import { payModalIntent } from './pay-modal-intent';

const PAY_MODAL_PREFETCH_MS = 10_000;

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const loadBuy: Loader<{ postId: string }> = () =>
  import('./pay-modals/buy-modal').then((m) => ({ default: m.BuyModal }));
const loadTip: Loader<{ domain: string; postId?: string }> = () =>
  import('./pay-modals/tip-modal').then((m) => ({ default: m.TipModal }));
const loadChatUnlock: Loader<Omit<Extract<PayModal, { kind: 'chatUnlock' }>, 'kind'>> = () =>
  import('./pay-modals/chat-unlock-modal').then((m) => ({ default: m.ChatUnlockModal }));
const loadChatTip: Loader<{ privateChatId: string; domain: string }> = () =>
  import('./pay-modals/chat-tip-modal').then((m) => ({ default: m.ChatTipModal }));
const loadChatFirstMessage: Loader<Omit<Extract<PayModal, { kind: 'chatFirstMessage' }>, 'kind'>> = () =>
  import('./pay-modals/chat-first-message-modal').then((m) => ({ default: m.ChatFirstMessageModal }));
const loadSubscribe: Loader<{ domain: string; minTierId?: string | null }> = () =>
  import('./pay-modals/subscribe-modal').then((m) => ({ default: m.SubscribeModal }));
const loadInsufficient: Loader<Omit<Extract<PayModal, { kind: 'insufficient' }>, 'kind'>> = () =>
  import('./pay-modals/insufficient-funds-modal').then((m) => ({
    default: m.InsufficientFundsModal,
  }));
const loadPaySuccess: Loader<{ title: string; body?: string }> = () =>
  import('../features/payments/components/pay-success-modal').then((m) => ({ default: m.PaySuccessModal }));

const loadTopUp: Loader<{ amountCents?: string; returnPath?: string }> = () =>
  import('../features/wallet/components/top-up-modal').then((m) => ({ default: m.TopUpModal }));
const loadCardBilling: Loader<object> = () =>
  import('../features/wallet/components/card-billing-modal').then((m) => ({ default: m.CardBillingModal }));
const loadCreditCard: Loader<object> = () =>
  import('../features/wallet/components/credit-card-modal').then((m) => ({ default: m.CreditCardModal }));

const BuyModal = lazy(loadBuy);
const TipModal = lazy(loadTip);
const ChatUnlockModal = lazy(loadChatUnlock);
const ChatTipModal = lazy(loadChatTip);
const ChatFirstMessageModal = lazy(loadChatFirstMessage);
const SubscribeModal = lazy(loadSubscribe);
const InsufficientFundsModal = lazy(loadInsufficient);
const PaySuccessModal = lazy(loadPaySuccess);
const TopUpModal = lazy(loadTopUp);
const CardBillingModal = lazy(loadCardBilling);
const CreditCardModal = lazy(loadCreditCard);

const PREFETCH: Array<() => Promise<unknown>> = [
  loadBuy,
  loadTip,
  loadSubscribe,
  loadInsufficient,
  loadPaySuccess,
  loadTopUp,
  loadCardBilling,
  loadCreditCard,
];

/** Kinds that spend from the wallet, so need a signed-in fan. */
const NEEDS_ACCOUNT: ReadonlySet<PayModal['kind']> = new Set([
  'buy',
  'tip',
  'chatUnlock',
  'chatTip',
  'chatFirstMessage',
  'subscribe',
  'topUp',
  'cardBilling',
  'creditCard',
]);

function renderModal(modal: PayModal) {
  switch (modal.kind) {
    case 'buy':
      return <BuyModal postId={modal.postId} />;
    case 'tip':
      return <TipModal domain={modal.domain} postId={modal.postId} />;
    case 'chatUnlock':
      return (
        <ChatUnlockModal
          privateChatId={modal.privateChatId}
          messageId={modal.messageId}
          priceCents={modal.priceCents}
          seller={modal.seller}
        />
      );
    case 'chatTip':
      return <ChatTipModal privateChatId={modal.privateChatId} domain={modal.domain} />;
    case 'chatFirstMessage':
      return (
        <ChatFirstMessageModal
          privateChatId={modal.privateChatId}
          priceCents={modal.priceCents}
          creator={modal.creator}
          text={modal.text}
          mediaIds={modal.mediaIds}
          mediaPriceCents={modal.mediaPriceCents}
        />
      );
    case 'subscribe':
      return <SubscribeModal domain={modal.domain} minTierId={modal.minTierId} />;
    case 'insufficient':
      return <InsufficientFundsModal currency={modal.currency} missing={modal.missing} returnPath={modal.returnPath} />;
    case 'paySuccess':
      return <PaySuccessModal title={modal.title} body={modal.body} />;
    case 'topUp':
      return <TopUpModal amountCents={modal.amountCents} returnPath={modal.returnPath} />;
    case 'cardBilling':
      return <CardBillingModal />;
    case 'creditCard':
      return <CreditCardModal />;
  }
}

export function PayModalHost() {
  const modal = usePayModalStore((s) => s.modal);
  const close = usePayModalStore((s) => s.close);
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const blocked = modal !== null && NEEDS_ACCOUNT.has(modal.kind) && !isLoggedIn;

  useEffect(() => {
    let timer = 0;
    const cancelIdle = whenIdle(() => {
      timer = window.setTimeout(() => {
        // Only a warm-up: a chunk that fails now is loaded again when its modal opens.
        for (const load of PREFETCH) load().catch(() => undefined);
      }, PAY_MODAL_PREFETCH_MS);
    });
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!blocked || !modal) return;
    close();
    // Like an auth button: the sign-in brings the visitor back here with this modal open.
    askToSignIn(payModalIntent(modal));
  }, [blocked, close, modal]);

  if (!modal || blocked) return null;
  // A new open is a new payment: fresh state, and a fresh Idempotency-Key.
  return (
    <Suspense key={JSON.stringify(modal)} fallback={null}>
      {renderModal(modal)}
    </Suspense>
  );
}
