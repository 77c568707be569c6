/**
 * The account's private settings, one call per settings page: the full name, the wallet address
 * and the sensitive-content filter. Each write drops the cached users row everywhere (user.changed).
 */
import { getAddress, isAddress } from 'viem';
import { WALLET_ADDRESS_RE } from '@fanlane/contracts/constants';
import type { TAccountSettings, ZFullNameRequest } from '@fanlane/contracts/account-settings';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { appError, type AppError } from '../../http/app-error.ts';
import type { ErrorName } from '@fanlane/contracts/errors';
import { setAccountFields, type AccountFields } from '../users/account-settings-repo.ts';
import type { Caller } from '../auth/guards.ts';
import { presentAccountSettings } from './read-account-settings.ts';

async function save(deps: AppDeps, caller: Caller, fields: AccountFields): Promise<TAccountSettings> {
  const row = await deps.events.transaction(async (tx, emit) => {
    const updated = await setAccountFields(tx, caller.user.id, fields);
    if (!updated) throw appError('NOT_FOUND');
    emit({ type: 'user.changed', data: { userId: caller.user.id } });
    return updated;
  });
  return presentAccountSettings(row);
}

/** `/settings/account/fullName`: the name as on an identity document; private, never shown on a page. */
export function updateFullName(deps: AppDeps, caller: Caller, input: z.output<typeof ZFullNameRequest>) {
  return save(deps, caller, { legalFirstName: input.firstName, legalLastName: input.lastName });
}

/** A refusal of the address field, named so a form can put it under the field. */
const addressRefusal = (name: ErrorName): AppError =>
  appError(name, { data: { fields: [{ field: 'address', message: name.toLowerCase() }] } });

/**
 * A wallet address as it is kept: `0x` and 40 hex characters (spec section 5). All lower or all
 * upper case carries no checksum and is taken; mixed case must pass EIP-55, as a typo in it would
 * send money nobody can get back. Kept checksummed.
 */
export function checksummedWalletAddress(address: string): string {
  if (!WALLET_ADDRESS_RE.test(address)) throw addressRefusal('WALLET_ADDRESS_INVALID');
  const hex = address.slice(2);
  const caseless = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!caseless && !isAddress(address, { strict: true })) throw addressRefusal('WALLET_ADDRESS_CHECKSUM');
  return getAddress(address);
}

/** `/settings/account/address`: where payouts and withdrawals go by default; empty removes it. */
export function updatePayoutAddress(deps: AppDeps, caller: Caller, address: string) {
  if (address === '') return save(deps, caller, { payoutAddress: null });
  const checksummed = checksummedWalletAddress(address);
  // The platform's deposit address of this very account: money sent there would come straight back.
  if (checksummed.toLowerCase() === caller.user.address.toLowerCase()) throw addressRefusal('WALLET_ADDRESS_OWN');
  return save(deps, caller, { payoutAddress: checksummed });
}

/** `/settings/security/filter`: blur sensitive posts until revealed, or show them as they are. */
export function updateSensitiveFilter(deps: AppDeps, caller: Caller, enabled: boolean) {
  return save(deps, caller, { sensitiveFilter: enabled });
}
