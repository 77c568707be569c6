/**
 * The spec's deleteAccount (docs/account-deletion.md): the caller confirms with their password, or
 * with a mailed code when they have none, after being told what happens to a balance. The account
 * is marked, every session signed out, and the erase job scheduled after the grace period; any
 * sign-in before then cancels it (auth/sessions.ts), as does the cancel call.
 */
import { VERIFICATION_CODE_RESEND_SECONDS } from '@fanlane/contracts/auth';
import type { Locale } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { enqueueJob, cancelJob } from '../../jobs/jobs.ts';
import { accountDeletionMail, verificationCodeMail } from '../../integrations/mail/templates.ts';
import type { Caller } from '../auth/guards.ts';
import { mailBrand } from '../auth/mail-brand.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { burnVerificationCode, checkVerificationCode, issueVerificationCode } from '../auth/verification-codes.ts';
import {
  cancelScheduledDeletion,
  insertScheduledDeletion,
  scheduledDeletionOf,
} from '../auth/account-deletions-repo.ts';
import { hasOpenWithdrawal } from '../withdrawals/open-withdrawal.ts';
import { confirmMethodOf, remainingBalances } from './deletion-state.ts';

export const ACCOUNT_ERASE_JOB = 'account.erase';
const SCENE = 'delete-account';

/** Mails a confirmation code to an account without a password (one with a password confirms with it). */
export async function sendDeletionCode(deps: AppDeps, caller: Caller, locale: Locale) {
  const { user } = caller;
  const method = confirmMethodOf(user);
  if (method === 'unavailable') throw appError('DELETION_CONFIRM_UNAVAILABLE');
  if (method === 'password') throw appError('DELETION_CONFIRMATION_REQUIRED');
  const { code, expiresInSeconds } = await issueVerificationCode(deps.db, deps.tokens, user.email!, SCENE);
  await deps.mailer.send(
    verificationCodeMail(mailBrand(deps), locale, user.email!, code, SCENE, expiresInSeconds / 60),
  );
  return { expiresInSeconds, resendInSeconds: VERIFICATION_CODE_RESEND_SECONDS };
}

export async function requestDeletion(
  deps: AppDeps,
  caller: Caller,
  input: { password?: string; code?: string; forfeitBalance: boolean },
): Promise<{ dueAt: number }> {
  const { user } = caller;
  if (await scheduledDeletionOf(deps.db, user.id)) throw appError('DELETION_ALREADY_SCHEDULED');
  // The refusals about money come first: nothing is burned or checked for a request that cannot go on.
  if (await hasOpenWithdrawal(deps.db, user.id)) throw appError('DELETION_WITHDRAWAL_OPEN');
  const balances = await remainingBalances(deps.db, user.id);
  if (balances.length > 0 && !input.forfeitBalance) {
    throw appError('DELETION_BALANCE_NOT_FORFEITED', { data: { balances } });
  }

  const method = confirmMethodOf(user);
  if (method === 'unavailable') throw appError('DELETION_CONFIRM_UNAVAILABLE');
  let codeId: string | null = null;
  if (method === 'password') {
    if (!input.password) throw appError('DELETION_CONFIRMATION_REQUIRED');
    if (!(await verifyPassword(user.passwordHash, input.password))) throw appError('WRONG_PASSWORD');
  } else {
    if (!input.code) throw appError('DELETION_CONFIRMATION_REQUIRED');
    codeId = await checkVerificationCode(deps.db, deps.tokens, user.email!, SCENE, input.code);
  }

  const now = new Date();
  const dueAt = new Date(now.getTime() + deps.config.accountDeletionGraceMs);
  await deps.events.transaction(async (tx, emit) => {
    if (codeId) await burnVerificationCode(tx, codeId);
    const row = await insertScheduledDeletion(tx, {
      userId: user.id,
      confirmedBy: method,
      forfeitedBalance: balances.length > 0,
      requestedAt: now,
      dueAt,
    });
    if (!row) throw appError('DELETION_ALREADY_SCHEDULED');
    await enqueueJob(tx, { kind: ACCOUNT_ERASE_JOB, key: row.id, payload: { deletionId: row.id }, runAt: dueAt });
    // Signed out everywhere, this session too: signing in again is how the deletion is cancelled.
    await revokeUserSessions(tx, emit, user.id, 'account_deletion');
    emit({
      type: 'account.deletion_scheduled',
      data: { userId: user.id, deletionId: row.id, dueAt: dueAt.toISOString() },
    });
  });
  // The deletion stands without its mail: a mail server that is down does not undo it.
  if (user.email) {
    try {
      await deps.mailer.send(accountDeletionMail(mailBrand(deps), user.locale, user.email, dueAt));
    } catch (err) {
      deps.log.warn({ err }, 'account deletion mail not sent');
    }
  }
  return { dueAt: dueAt.getTime() };
}

/**
 * Cancels from the settings page. Requesting signs every session out, so in practice the cancel is
 * a sign-in (which cancels by itself); this call serves a session opened some other way meanwhile.
 */
export async function cancelDeletion(deps: AppDeps, caller: Caller): Promise<void> {
  await deps.events.transaction(async (tx, emit) => {
    const cancelled = await cancelScheduledDeletion(tx, caller.user.id, 'settings', new Date());
    if (!cancelled) throw appError('DELETION_NOT_SCHEDULED');
    await cancelJob(tx, ACCOUNT_ERASE_JOB, cancelled.id);
    emit({ type: 'account.deletion_cancelled', data: { userId: caller.user.id, deletionId: cancelled.id } });
  });
}
