/**
 * The user's steps after asking (the mailed code, a new code, cancelling) and the closing of a
 * withdrawal with its money returned, shared by cancel, expiry, an admin's rejection and a failed
 * transaction. Each step is a conditional update on the status inside a transaction that locks the
 * row, so two steps racing on one withdrawal never both happen.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import {
  WITHDRAWAL_CODE_MAX_ATTEMPTS,
  WITHDRAWAL_CODE_TTL_SECONDS,
  type TWithdrawal,
  type TWithdrawalStatus,
} from '@fanlane/contracts/withdrawal';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { Emit } from '../../events/event-bus.ts';
import { withdrawals, type WithdrawalRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { newSixDigitCode, safeEqualHex } from '../../lib/tokens.ts';
import type { Caller } from '../auth/guards.ts';
import { postReturn, withdrawalAccounts } from './withdrawal-ledger.ts';
import { presentWithdrawal } from './present.ts';
import { mailCode, withdrawalCodeSalt } from './request-withdrawal.ts';

export async function lockWithdrawal(tx: Tx, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/** Moves a locked withdrawal to `status`, with more fields, and tells whoever listens. */
export async function moveTo(
  tx: Tx,
  emit: Emit,
  row: WithdrawalRow,
  status: TWithdrawalStatus,
  fields: Partial<WithdrawalRow> = {},
): Promise<WithdrawalRow> {
  const [moved] = await tx
    .update(withdrawals)
    .set({ ...fields, status, updatedAt: new Date() })
    .where(eq(withdrawals.id, row.id))
    .returning();
  emit({
    type: 'withdrawal.changed',
    data: { withdrawalId: row.id, userId: row.userId, status, kind: row.kind, usdCents: row.usdCents.toString() },
  });
  return moved!;
}

/** Closes a locked withdrawal that has not gone out, paying the reserved money back to its source. */
export async function closeWithReturn(
  deps: AppDeps,
  tx: Tx,
  emit: Emit,
  row: WithdrawalRow,
  status: 'failed' | 'rejected' | 'cancelled' | 'expired',
  fields: Partial<WithdrawalRow> = {},
): Promise<WithdrawalRow> {
  const accounts = await withdrawalAccounts(deps.db, row);
  const returnEntryId = await postReturn(tx, row, accounts);
  return moveTo(tx, emit, row, status, { ...fields, returnEntryId, codeHash: null, completedAt: new Date() });
}

async function ownOpen(tx: Tx, caller: Caller, id: string): Promise<WithdrawalRow> {
  const row = await lockWithdrawal(tx, id);
  if (!row || row.userId !== caller.user.id) throw appError('NOT_FOUND');
  return row;
}

/**
 * The mailed code: right, and the withdrawal goes on (to an admin above the review threshold, else
 * approved at once); wrong, and it counts, the last allowed miss closing the withdrawal with the
 * money back. A used code is gone with the step it allowed.
 */
export async function confirmWithdrawal(deps: AppDeps, caller: Caller, id: string, code: string): Promise<TWithdrawal> {
  // Resolved before the transaction opens, as every money step does (ledger/accounts.ts).
  const [first] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (first) await withdrawalAccounts(deps.db, first);
  const outcome = await deps.events.transaction(async (tx, emit) => {
    const row = await ownOpen(tx, caller, id);
    if (row.status !== 'awaiting_code' || !row.codeHash) throw appError('CODE_INVALID');
    if (!row.codeExpiresAt || row.codeExpiresAt <= new Date()) {
      await closeWithReturn(deps, tx, emit, row, 'expired');
      return 'expired' as const;
    }
    if (!safeEqualHex(row.codeHash, deps.tokens.hashCode(code, withdrawalCodeSalt(row.id)))) {
      const attempts = row.codeAttempts + 1;
      if (attempts >= WITHDRAWAL_CODE_MAX_ATTEMPTS) {
        await closeWithReturn(deps, tx, emit, row, 'cancelled', {
          codeAttempts: attempts,
          failureReason: 'code_attempts',
        });
        return 'attempts' as const;
      }
      await tx.update(withdrawals).set({ codeAttempts: attempts }).where(eq(withdrawals.id, row.id));
      return 'wrong' as const;
    }
    const review = row.usdCents > deps.config.withdraw.reviewAboveCents;
    return presentWithdrawal(deps, await moveTo(tx, emit, row, review ? 'requested' : 'approved', { codeHash: null }));
  });
  if (outcome === 'expired') throw appError('CODE_EXPIRED');
  if (outcome === 'attempts') throw appError('CODE_ATTEMPTS_EXCEEDED');
  if (outcome === 'wrong') throw appError('CODE_INVALID');
  return outcome;
}

/** A new code for a withdrawal still waiting for one (the old one stops working), mailed again. */
export async function resendWithdrawalCode(deps: AppDeps, caller: Caller, id: string): Promise<TWithdrawal> {
  const code = newSixDigitCode();
  const row = await deps.db.transaction(async (tx) => {
    const locked = await ownOpen(tx, caller, id);
    if (locked.status !== 'awaiting_code') throw appError('WITHDRAW_NOT_OPEN');
    const [fresh] = await tx
      .update(withdrawals)
      .set({
        codeHash: deps.tokens.hashCode(code, withdrawalCodeSalt(id)),
        codeAttempts: 0,
        codeExpiresAt: new Date(Date.now() + WITHDRAWAL_CODE_TTL_SECONDS * 1000),
        updatedAt: new Date(),
      })
      .where(eq(withdrawals.id, id))
      .returning();
    return fresh!;
  });
  if (caller.user.email) await mailCode(deps, caller.user.locale, caller.user.email, code, row);
  return presentWithdrawal(deps, row);
}

/** The user takes it back while it waits for the code or for an admin; the money returns. */
export async function cancelWithdrawal(deps: AppDeps, caller: Caller, id: string): Promise<TWithdrawal> {
  const [first] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (first) await withdrawalAccounts(deps.db, first);
  return deps.events.transaction(async (tx, emit) => {
    const row = await ownOpen(tx, caller, id);
    if (row.status !== 'awaiting_code' && row.status !== 'requested') throw appError('WITHDRAW_NOT_OPEN');
    return presentWithdrawal(deps, await closeWithReturn(deps, tx, emit, row, 'cancelled'));
  });
}

/** Withdrawals whose code was never given in time: closed, money back. Answers how many. */
export async function expireUnconfirmed(deps: AppDeps): Promise<number> {
  const stale = await deps.db
    .select()
    .from(withdrawals)
    .where(and(inArray(withdrawals.status, ['awaiting_code']), lt(withdrawals.codeExpiresAt, new Date())))
    .limit(100);
  let closed = 0;
  for (const candidate of stale) {
    await withdrawalAccounts(deps.db, candidate);
    const done = await deps.events.transaction(async (tx, emit) => {
      const row = await lockWithdrawal(tx, candidate.id);
      if (row?.status !== 'awaiting_code') return false;
      await closeWithReturn(deps, tx, emit, row, 'expired');
      return true;
    });
    if (done) closed++;
  }
  return closed;
}
