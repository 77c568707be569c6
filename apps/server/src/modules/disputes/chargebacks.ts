/**
 * Card chargebacks as the provider reports them (docs/money.md, "Disputes"). The first event of a
 * case opens it: the provider's money leaves the clearing account, the fan's wallet gives back what
 * it still holds of the top-up, and the fan's most recent payments from their USD wallet since the
 * top-up cover the rest (their creators' shares are held). Later events move it on: evidence under
 * review, then won or lost. Each event is recorded in the transaction that applies it, so a
 * redelivery changes nothing; a case closed once is never closed again.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TCardProvider } from '@fanlane/contracts/top-up';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { DisputeRow } from '../../db/schema/index.ts';
import type { DisputeNotice } from '../../integrations/payments/card-gateway.ts';
import { railClearing, resolveAccounts, wallet } from '../../ledger/accounts.ts';
import { disputeAccounts, entryTime, holdDispute, spentSince } from '../../ledger/dispute-ledger.ts';
import { closeDispute, planClosing } from './close-dispute.ts';
import { findByProviderRef, insertDispute, insertHeldPayments, lockDispute, updateDispute } from './disputes-repo.ts';

export type ChargebackInput = {
  provider: TCardProvider;
  notice: DisputeNotice;
  topUp: { id: string; userId: string; amountCents: bigint; entryId: string };
  /** Records the provider's event id; false when it was seen before. */
  record: (tx: Tx) => Promise<boolean>;
};

const isClosed = (row: DisputeRow) => row.status === 'won' || row.status === 'lost';

/** Opens the case (and its hold) unless it is open already; answers the dispute row, or 'duplicate'. */
async function openChargeback(
  deps: AppDeps,
  input: ChargebackInput,
  recordNow: boolean,
): Promise<DisputeRow | 'duplicate'> {
  const { notice, topUp } = input;
  const id = randomUUID();
  const owedCents = topUp.amountCents < notice.amountCents ? topUp.amountCents : notice.amountCents;
  const [clearing, fanWallet] = await resolveAccounts(deps.db, [
    railClearing(input.provider),
    wallet(topUp.userId, 'USD'),
  ] as const);
  const since = (await entryTime(deps.db, topUp.entryId)) ?? new Date(0);
  const payments = await spentSince(deps.db, {
    fanId: topUp.userId,
    walletId: fanWallet.id,
    since,
    coverCents: owedCents,
  });
  const accounts = await disputeAccounts(
    deps.db,
    id,
    payments.map((p) => p.creatorId),
  );
  return deps.events.transaction(async (tx, emit) => {
    if (recordNow && !(await input.record(tx))) return 'duplicate' as const;
    // Two first events of one case at once (created and updated): one opens it, the other finds it.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`dispute:${input.provider}:${notice.providerRef}`}, 0))`,
    );
    const seen = await findByProviderRef(tx, input.provider, notice.providerRef);
    if (seen) return seen;
    const row = await insertDispute(tx, {
      id,
      source: 'chargeback',
      reason: notice.reason,
      status: notice.status === 'under_review' ? 'under_review' : 'open',
      fanId: topUp.userId,
      provider: input.provider,
      providerRef: notice.providerRef,
      topUpId: topUp.id,
      amountCents: notice.amountCents,
      owedCents,
      dueAt: notice.dueAt,
    });
    const hold = await holdDispute(tx, {
      disputeId: id,
      fanId: topUp.userId,
      chargeback: { clearing, wallet: fanWallet, takenCents: notice.amountCents, owedCents },
      payments,
      accounts,
    });
    await insertHeldPayments(tx, id, hold.held);
    await updateDispute(tx, id, { holdEntryId: hold.entryId, walletHeldCents: hold.walletHeldCents });
    emit({
      type: 'dispute.opened',
      data: {
        disputeId: id,
        source: 'chargeback',
        fanId: topUp.userId,
        creatorIds: [...new Set(hold.held.map((h) => h.creatorId))],
        amountCents: notice.amountCents.toString(),
      },
    });
    return { ...row, holdEntryId: hold.entryId, walletHeldCents: hold.walletHeldCents };
  });
}

/** Applies one provider event of a chargeback; answers whether it changed anything, or 'duplicate'. */
export async function receiveChargeback(deps: AppDeps, input: ChargebackInput): Promise<boolean | 'duplicate'> {
  const { status } = input.notice;
  const closing = status === 'won' || status === 'lost';
  const existing = await findByProviderRef(deps.db, input.provider, input.notice.providerRef);
  // A new case records its event while opening, unless the event also closes it: then the closing
  // transaction records it, so a crash between the two leaves the event to be delivered again.
  const opened = existing ?? (await openChargeback(deps, input, !closing));
  if (opened === 'duplicate') return 'duplicate';
  if (!closing) {
    if (existing === null) return true;
    return deps.events.transaction(async (tx) => {
      if (!(await input.record(tx))) return 'duplicate' as const;
      const row = await lockDispute(tx, opened.id);
      if (!row || row.status !== 'open' || status !== 'under_review') return false;
      await updateDispute(tx, row.id, { status: 'under_review' });
      return true;
    });
  }
  const plan = await planClosing(deps, opened);
  return deps.events.transaction(async (tx, emit) => {
    if (!(await input.record(tx))) return 'duplicate' as const;
    const row = await lockDispute(tx, opened.id);
    if (!row || isClosed(row)) return false;
    await closeDispute(tx, emit, row, plan, { status, note: null, decidedBy: null });
    return true;
  });
}
