/**
 * A fan's saved cards: list, save (the sandbox gateway checks and tokenizes the card; Stripe keeps
 * cards in its own Checkout, so saving there is PROVIDER_NOT_CONFIGURED), delete (soft; the newest
 * remaining card takes over as primary) and choose the primary card.
 */
import type { z } from 'zod';
import type { TPaymentMethod, ZPaymentMethodSaveRequest } from '@fanlane/contracts/top-up';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import {
  cardsOf,
  findCardOf,
  insertCard,
  lockCardsOf,
  markCardDeleted,
  markCardPrimary,
  newestCardOf,
  switchPrimaryCard,
} from './payment-methods-repo.ts';
import { presentPaymentMethod } from './present.ts';

export async function listPaymentMethods(deps: AppDeps, caller: Caller): Promise<TPaymentMethod[]> {
  return (await cardsOf(deps.db, caller.user.id)).map(presentPaymentMethod);
}

export async function savePaymentMethod(
  deps: AppDeps,
  caller: Caller,
  body: z.output<typeof ZPaymentMethodSaveRequest>,
): Promise<TPaymentMethod> {
  if (deps.config.cardProvider !== 'sandbox') throw appError('PROVIDER_NOT_CONFIGURED');
  const { token, card } = deps.payments.sandbox.tokenize(body, caller.user.id);
  const row = await deps.db.transaction((tx) =>
    insertCard(tx, caller.user.id, { ...card, provider: 'sandbox', token }),
  );
  return presentPaymentMethod(row);
}

export async function deletePaymentMethod(deps: AppDeps, caller: Caller, id: string): Promise<void> {
  const userId = caller.user.id;
  await deps.db.transaction(async (tx) => {
    await lockCardsOf(tx, userId);
    const card = await findCardOf(tx, userId, id);
    await markCardDeleted(tx, card.id);
    if (!card.primary) return;
    const next = await newestCardOf(tx, userId);
    if (next) await markCardPrimary(tx, next.id);
  });
}

export async function setPrimaryPaymentMethod(deps: AppDeps, caller: Caller, id: string): Promise<TPaymentMethod> {
  const userId = caller.user.id;
  const row = await deps.db.transaction(async (tx) => {
    await lockCardsOf(tx, userId);
    const card = await findCardOf(tx, userId, id);
    return switchPrimaryCard(tx, userId, card.id);
  });
  return presentPaymentMethod(row);
}
