import type { z } from 'zod';
import type { ZBindEmailRequest } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { bindFirstEmail } from '../users/users-repo.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from './guards.ts';
import { consumeVerificationCode } from './verification-codes.ts';

/** Accounts made without an email (Telegram, wallet) add one, proven by a code. */
export async function bindEmail(deps: AppDeps, caller: Caller, input: z.infer<typeof ZBindEmailRequest>) {
  if (caller.user.email) throw appError('EMAIL_ALREADY_BOUND');
  await consumeVerificationCode(deps.db, deps.tokens, input.email, 'bind-email', input.code);
  try {
    await deps.events.transaction(async (tx, emit) => {
      if (!(await bindFirstEmail(tx, caller.user.id, input.email))) throw appError('EMAIL_ALREADY_BOUND');
      emit({ type: 'user.changed', data: { userId: caller.user.id } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('EMAIL_TAKEN');
    throw err;
  }
  return { ok: true as const };
}
