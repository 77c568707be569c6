/** Disputes as the server sends them: a fan's open dispute about a $12 post, unless `extra` says otherwise. */
import type { TDispute, TDisputeLine } from '@fanlane/contracts/dispute';
import { CREATOR, FAN } from './sign-in';

let seq = 0;
function nextId(): string {
  seq += 1;
  return `00000000-0000-4000-9000-${String(seq).padStart(12, '0')}`;
}

export const DISPUTED_TX = '00000000-0000-4000-8000-00000000d15a';
export const DISPUTED_POST = '00000000-0000-4000-8000-00000000b0b0';

export function dispute(extra: Partial<TDispute> = {}): TDispute {
  return {
    id: nextId(),
    source: 'fan',
    status: 'open',
    reason: 'not_as_described',
    viewerRole: 'fan',
    amountCents: '1200',
    walletHeldCents: '0',
    providerRef: null,
    fan: { address: FAN, displayName: 'Ada Fan' },
    message: 'The set was blurry.\nNothing like the preview.',
    payments: [
      {
        transactionId: DISPUTED_TX,
        kind: 'purchase',
        usdCents: '1200',
        heldCents: '960',
        creator: { address: CREATOR, displayName: 'Maya Rivers' },
        postId: DISPUTED_POST,
      },
    ],
    evidence: [],
    canAddEvidence: true,
    outcomeNote: null,
    dueAt: null,
    createdAt: '2026-04-03T10:00:00.000Z',
    closedAt: null,
    ...extra,
  };
}

/** A chargeback of a $20.50 top-up, as the creator of the post it paid for sees it. */
export function chargeback(extra: Partial<TDispute> = {}): TDispute {
  return dispute({
    source: 'chargeback',
    reason: 'unauthorized',
    viewerRole: 'creator',
    amountCents: '2050',
    walletHeldCents: '500',
    message: null,
    canAddEvidence: true,
    dueAt: '2026-04-20T10:00:00.000Z',
    ...extra,
  });
}

export function disputeLine(extra: Partial<TDisputeLine> = {}): TDisputeLine {
  return {
    id: nextId(),
    source: 'fan',
    status: 'open',
    reason: 'not_received',
    viewerRole: 'fan',
    amountCents: '1200',
    createdAt: '2026-04-03T10:00:00.000Z',
    closedAt: null,
    fanAddress: FAN,
    ...extra,
  };
}
