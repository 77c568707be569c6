/** Tiers and subscriptions as the server sends them, for tests. */
import type { TSubscription, TTier } from '@fanlane/contracts/subscription';

let seq = 0;
/** A fresh UUID-shaped id (the subscribe call's tierId must be one). */
export function tierUuid(): string {
  seq += 1;
  return `00000000-0000-4000-9000-${String(seq).padStart(12, '0')}`;
}

export function tier(extra: Partial<TTier> = {}): TTier {
  return {
    id: tierUuid(),
    name: 'Supporters',
    priceCents: '999',
    benefits: ['Every post', 'Monthly live stream'],
    bundles: [],
    trialDays: 0,
    status: 'active',
    position: 0,
    subscribers: null,
    ...extra,
  };
}

export function subscription(extra: Partial<TSubscription> = {}): TSubscription {
  return {
    id: tierUuid(),
    creator: {
      address: '0x1111111111111111111111111111111111111111',
      creatorDomain: 'maya',
      displayName: 'Maya Rivers',
      avatar: null,
    },
    tier: { id: tierUuid(), name: 'Supporters', priceCents: '999' },
    status: 'active',
    autoRenew: true,
    months: 1,
    periodCents: '999',
    currency: 'USD',
    currentPeriodStart: '2026-04-12T10:00:00.000Z',
    currentPeriodEnd: '2026-05-12T10:00:00.000Z',
    renewsAt: '2026-05-12T10:00:00.000Z',
    nextPlan: null,
    createdAt: '2026-04-12T10:00:00.000Z',
    ...extra,
  };
}
