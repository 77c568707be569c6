/**
 * A fan's saved cards: list, save (the sandbox gateway checks and tokenizes the card; Stripe keeps
 * cards in its own Checkout, so saving there is PROVIDER_NOT_CONFIGURED), delete (soft; the newest
 * remaining card takes over as primary) and choose the primary card.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TPaymentMethod, ZPaymentMethodSaveRequest } from '@fanlane/contracts/top-up';
import type { AppDeps } from '../../deps.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { cardsOf, findCardOf, insertCard, liveCardsOf, lockCardsOf } from './payment-methods-repo.ts';
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
    await tx
      .update(paymentMethods)
      .set({ deletedAt: new Date(), primary: false })
      .where(eq(paymentMethods.id, card.id));
    if (!card.primary) return;
    const [next] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(liveCardsOf(userId))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(1);
    if (next) await tx.update(paymentMethods).set({ primary: true }).where(eq(paymentMethods.id, next.id));
  });
}

export async function setPrimaryPaymentMethod(deps: AppDeps, caller: Caller, id: string): Promise<TPaymentMethod> {
  const userId = caller.user.id;
  const row = await deps.db.transaction(async (tx) => {
    await lockCardsOf(tx, userId);
    const card = await findCardOf(tx, userId, id);
    await tx
      .update(paymentMethods)
      .set({ primary: false })
      .where(and(liveCardsOf(userId), eq(paymentMethods.primary, true)));
    const [updated] = await tx
      .update(paymentMethods)
      .set({ primary: true })
      .where(eq(paymentMethods.id, card.id))
      .returning();
    return updated!;
  });
  return presentPaymentMethod(row);
}
