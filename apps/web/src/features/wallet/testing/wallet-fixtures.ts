/** Wallet answers as the server sends them, and a look at the headers of faked calls. */
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import type { TBalance, TTransaction } from '@fanlane/contracts/money';
import type { TPaymentMethod, TTopUp, TTopUpOptions } from '@fanlane/contracts/top-up';

export const FAN = '0x3333333333333333333333333333333333333333';
export const CREATOR = '0x1111111111111111111111111111111111111111';

let seq = 0;
function nextId(): string {
  seq += 1;
  return `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
}

export function balance(extra: Partial<TBalance> = {}): TBalance {
  return {
    ethValue: '0.5',
    usdValue: '12.34',
    usdRate: '3000',
    usdToStarsRate: '50',
    usdtValue: '2',
    solToUsdRate: '150',
    solValue: '1',
    starsValue: '100',
    balances: { USD: '1234', USDT: '2000000', ETH: '500000000000000000', SOL: '1000000000', STARS: '100', DFS: '0' },
    earnings: null,
    payFixedFee: '50',
    ...extra,
  };
}

export function topUpOptions(extra: Partial<TTopUpOptions> = {}): TTopUpOptions {
  return {
    card: { provider: 'sandbox', name: 'Sandbox cards', savedCards: true },
    onRamp: { provider: 'sandbox', name: 'Sandbox on-ramp' },
    paypal: null,
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
    createdAt: '2026-04-02T10:00:00.000Z',
    ...extra,
  };
}

/** The headers of every faked call to `path`, oldest first (fakeApi records bodies only). */
export function sentHeaders(path: string): Array<Record<string, string>> {
  const fetchMock = globalThis.fetch as unknown as Mock<(url: string, init?: RequestInit) => Promise<Response>>;
  return fetchMock.mock.calls
    .filter(([url]) => new URL(url, 'http://localhost').pathname === path)
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
}

/** window.location.assign, watched instead of leaving the test page. */
export function watchAssign() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
}
