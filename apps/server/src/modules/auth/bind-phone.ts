import type { TBindPhoneRequest, TPhoneState } from '@fanlane/contracts/phone';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError } from '../../http/app-error.ts';
import { setPhone } from '../users/users-repo.ts';
import type { Caller } from './guards.ts';
import { consumeVerificationCode } from './verification-codes.ts';
import { textableE164 } from './phone-numbers.ts';

/**
 * /settings/account: binds a number proven by a texted code, replacing the one bound before. A
 * number is one account's: another account's is refused (the unique index decides a race).
 */
export async function bindPhone(deps: AppDeps, caller: Caller, input: TBindPhoneRequest): Promise<TPhoneState> {
  const phone = textableE164(input.phone, input.country);
  if (caller.user.phone === phone) throw appError('PHONE_SAME');
  await consumeVerificationCode(deps.db, deps.tokens, phone, 'bind-phone', input.code);
  try {
    await deps.events.transaction(async (tx, emit) => {
      await setPhone(tx, caller.user.id, phone);
      emit({ type: 'user.changed', data: { userId: caller.user.id } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('PHONE_TAKEN');
    throw err;
  }
  return { phone };
}
