/** How the payment modals and the sign-in intents map onto each other (issue 12, item 4). */
import type { LoginIntent, ResumableIntent } from '../shared/lib/login-intent';
import type { PayModal } from '../shared/stores/pay-modal-store';

/** The intent of a payment modal opened by an anonymous visitor (one that did not say its own). */
export function payModalIntent(modal: PayModal): LoginIntent {
  switch (modal.kind) {
    case 'buy':
      return { kind: 'unlock', postId: modal.postId };
    case 'subscribe':
      return { kind: 'subscribe', domain: modal.domain, minTierId: modal.minTierId };
    case 'tip':
      return { kind: 'tip', domain: modal.domain, postId: modal.postId };
    default:
      return { kind: 'generic' };
  }
}

/** The payment modal an intent reopens. */
export function intentPayModal(intent: ResumableIntent): PayModal {
  switch (intent.kind) {
    case 'unlock':
      return { kind: 'buy', postId: intent.postId };
    case 'subscribe':
      return { kind: 'subscribe', domain: intent.domain, minTierId: intent.minTierId };
    case 'tip':
      return { kind: 'tip', domain: intent.domain, postId: intent.postId };
  }
}
