import type { TAccountSettings } from '@fanlane/contracts/account-settings';
import type { UserRow } from '../../db/schema/index.ts';
import type { Caller } from '../auth/guards.ts';

/** The account's private settings, as only the account itself sees them. */
export function presentAccountSettings(user: UserRow): TAccountSettings {
  return {
    email: user.email,
    emailVerified: user.email !== null && user.emailVerifiedAt !== null,
    firstName: user.legalFirstName,
    lastName: user.legalLastName,
    payoutAddress: user.payoutAddress,
    sensitiveFilter: user.sensitiveFilter,
  };
}

export function readAccountSettings(caller: Caller): TAccountSettings {
  return presentAccountSettings(caller.user);
}
