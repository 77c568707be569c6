/**
 * The sandbox gateway's charges: a card typed on its hosted page (with the confirmation step), a
 * saved card charged by the merchant, and a checkout running out of time. Each one changes the
 * session and queues its webhook in one transaction. A declined card leaves a hosted checkout open
 * so the card holder can try another; a declined saved-card charge has no page, so it ends there.
 * Like a bank's 3-D Secure step, the confirmation code has a few tries: after the last wrong one
 * the charge is refused (the checkout stays open for another try or card).
 */
import { SANDBOX_CONFIRMATION_CODE, type TSandboxPayResult } from '@fanlane/contracts/top-up';
import type { Database, Tx } from '../../../db/client.ts';
import { appError } from '../../../http/app-error.ts';
import type { CardDetails } from '../card-gateway.ts';
import { hasExpired, readCard, type CardBehaviour, type CardInput } from './card-rules.ts';
import type { CardVault } from './card-vault.ts';
import { buildEvent, enqueueEvent } from './events.ts';
import { openDispute, TEST_CARD_DISPUTE_DELAY_MS } from './disputes.ts';
import {
  lockOpenSession,
  lockSession,
  openSession,
  setSessionState,
  type SessionRequest,
  type SessionRow,
} from './sessions.ts';

type Card = CardDetails & { behaviour: CardBehaviour };
export type PayInput = CardInput & { sessionId: string; cvc: string; saveCard: boolean };
export type SavedCharge = {
  providerRef: string;
  status: 'pending' | 'requires_confirmation';
  checkoutUrl: string | null;
};

/** Wrong confirmation codes a charge survives; the next one refuses it. */
export const CONFIRMATION_TRIES = 3;

const FAILURE_CODES = {
  decline: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  confirmation: 'confirmation_failed',
} as const;
const PAGE_STATUS = { decline: 'declined', insufficient_funds: 'insufficient_funds' } as const;

const shown = ({ brand, last4, expMonth, expYear, holderName }: CardDetails): CardDetails => ({
  brand,
  last4,
  expMonth,
  expYear,
  holderName,
});

async function succeed(tx: Tx, vault: CardVault, session: SessionRow, card: Card, save: boolean) {
  await setSessionState(tx, session.id, 'succeeded');
  const token = save ? vault.seal({ ...card, customerRef: session.customerRef }) : null;
  await enqueueEvent(tx, buildEvent('charge.succeeded', session, { card: { ...shown(card), token } }));
  // The dispute test card: its holder's bank takes the money back a moment later.
  if (card.behaviour === 'dispute') await openDispute(tx, session, 'unauthorized', TEST_CARD_DISPUTE_DELAY_MS);
}

async function decline(
  tx: Tx,
  session: SessionRow,
  card: Card,
  behaviour: keyof typeof FAILURE_CODES,
  after: 'open' | 'failed',
) {
  await setSessionState(tx, session.id, after);
  await enqueueEvent(
    tx,
    buildEvent('charge.failed', session, {
      failureCode: FAILURE_CODES[behaviour],
      card: { ...shown(card), token: null },
    }),
  );
}

async function askConfirmation(tx: Tx, session: SessionRow, card: Card, save: boolean) {
  await setSessionState(tx, session.id, 'requires_confirmation', { ...shown(card), save });
}

/** A card typed on the hosted page. */
export async function payOnPage(db: Database, vault: CardVault, input: PayInput): Promise<TSandboxPayResult> {
  const card = readCard(input);
  return db.transaction(async (tx) => {
    const session = await lockOpenSession(tx, input.sessionId);
    switch (card.behaviour) {
      case 'success':
      case 'dispute':
        await succeed(tx, vault, session, card, input.saveCard);
        return { status: 'succeeded', redirectUrl: session.successUrl };
      case 'confirmation':
        await askConfirmation(tx, session, card, input.saveCard);
        return { status: 'requires_confirmation', redirectUrl: null };
      default:
        await decline(tx, session, card, card.behaviour, 'open');
        return { status: PAGE_STATUS[card.behaviour], redirectUrl: null };
    }
  });
}

/**
 * The confirmation step: the right code completes the charge; a wrong one may be tried again, up
 * to CONFIRMATION_TRIES times, then the charge is refused.
 */
export async function confirmOnPage(
  db: Database,
  vault: CardVault,
  input: { sessionId: string; code: string },
): Promise<TSandboxPayResult> {
  return db.transaction(async (tx) => {
    const session = await lockOpenSession(tx, input.sessionId);
    const pending = session.pendingCard;
    if (session.status !== 'requires_confirmation' || !pending) throw appError('CONFLICT');
    const card = { ...pending, behaviour: 'confirmation' as const };
    if (input.code.trim() !== SANDBOX_CONFIRMATION_CODE) {
      const wrongCodes = (pending.wrongCodes ?? 0) + 1;
      if (wrongCodes < CONFIRMATION_TRIES) {
        await setSessionState(tx, session.id, 'requires_confirmation', { ...pending, wrongCodes });
        return { status: 'confirmation_failed', redirectUrl: null };
      }
      await decline(tx, session, card, 'confirmation', 'open');
      return { status: 'authentication_failed', redirectUrl: null };
    }
    await succeed(tx, vault, session, card, pending.save);
    return { status: 'succeeded', redirectUrl: session.successUrl };
  });
}

/**
 * Charges a saved card at once. A card that needs the confirmation step answers its hosted page,
 * opened straight at that step.
 */
export async function chargeSavedCard(
  tx: Tx,
  vault: CardVault,
  token: string,
  request: SessionRequest,
  checkoutUrlOf: (sessionId: string) => string,
): Promise<SavedCharge> {
  const card = vault.open(token);
  if (!card || card.customerRef !== request.customerRef) throw appError('NOT_FOUND');
  if (hasExpired(card.expMonth, card.expYear)) throw appError('CARD_DECLINED', { data: { reason: 'expired_card' } });
  const session = await openSession(tx, request);
  switch (card.behaviour) {
    case 'success':
    case 'dispute':
      await succeed(tx, vault, session, card, false);
      return { providerRef: session.id, status: 'pending', checkoutUrl: null };
    case 'confirmation':
      await askConfirmation(tx, session, card, false);
      return { providerRef: session.id, status: 'requires_confirmation', checkoutUrl: checkoutUrlOf(session.id) };
    default:
      await decline(tx, session, card, card.behaviour, 'failed');
      return { providerRef: session.id, status: 'pending', checkoutUrl: null };
  }
}

/** The expiry job (scheduled at the session's expiry): a session still open closes, and the merchant hears of it. */
export async function expireSession(db: Database, sessionId: string) {
  await db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session || (session.status !== 'open' && session.status !== 'requires_confirmation')) return;
    await setSessionState(tx, session.id, 'expired');
    await enqueueEvent(tx, buildEvent('checkout.expired', session, { failureCode: 'expired' }));
  });
}
