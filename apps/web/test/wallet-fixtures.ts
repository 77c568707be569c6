/** Wallet answers as the server sends them (the balance is in test/balance.ts, as other features show it too). */
import { vi } from 'vitest';
import type { TTransaction } from '@fanlane/contracts/money';
import type { TPaymentMethod, TTopUp, TTopUpOptions } from '@fanlane/contracts/top-up';
import { CREATOR } from './sign-in';

let seq = 0;
function nextId(): string {
  seq += 1;
  return `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
}

export function topUpOptions(extra: Partial<TTopUpOptions> = {}): TTopUpOptions {
  return {
    card: { provider: 'sandbox', name: 'Sandbox cards', savedCards: true },
    onRamp: { provider: 'sandbox', name: 'Sandbox on-ramp' },
    paypal: null,
    crypto: [],
    stars: null,
    payFixedFeeCents: '50',
    minCents: '500',
    maxCents: '200000',
    presetsCents: ['1000', '2500', '5000', '10000'],
    ...extra,
  };
}

export function topUp(extra: Partial<TTopUp> = {}): TTopUp {
  return {
    id: nextId(),
    channel: 'card',
    provider: 'sandbox',
    status: 'pending',
    amountCents: '1000',
    feeCents: '50',
    totalCents: '1050',
    checkoutUrl: null,
    card: null,
    failureCode: null,
    transactionId: null,
    createdAt: '2026-04-01T10:00:00.000Z',
    completedAt: null,
    ...extra,
  };
}

export function paymentMethod(extra: Partial<TPaymentMethod> = {}): TPaymentMethod {
  return {
    id: nextId(),
    provider: 'sandbox',
    brand: 'visa',
    last4: '4242',
    expMonth: 8,
    expYear: 2031,
    holderName: 'Ada Fan',
    primary: false,
    createdAt: '2026-04-01T10:00:00.000Z',
    ...extra,
  };
}

export function transaction(extra: Partial<TTransaction> = {}): TTransaction {
  return {
    id: nextId(),
    kind: 'purchase',
    direction: 'paid',
    currency: 'USD',
    amount: '500',
    usdCents: '500',
    feeCents: '0',
    usdRate: null,
    counterparty: { address: CREATOR, creatorDomain: 'maya', displayName: 'Maya Rivers', avatar: null },
    postId: null,
    message: null,
    disputeId: null,
    createdAt: '2026-04-02T10:00:00.000Z',
    ...extra,
  };
}

/** window.location.assign, watched instead of leaving the test page. */
export function watchAssign() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
}
