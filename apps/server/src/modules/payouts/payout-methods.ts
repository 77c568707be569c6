/**
 * A creator's payout methods: saved after the checks a format cannot make (an Ethereum address's
 * EIP-55 checksum when it is written in mixed case; a Solana address decoding to a 32-byte key),
 * read back with a bank account's IBAN shortened to its last four characters.
 */
import type { z } from 'zod';
import type { TPayoutMethod, ZPayoutMethodSaveRequest } from '@fanlane/contracts/payout';
import type { AppDeps } from '../../deps.ts';
import type { PayoutMethodRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { normaliseAddress } from '../../lib/chain-addresses.ts';
import {
  deletePayoutMethod,
  payoutMethodsOf,
  upsertPayoutMethod,
  type PayoutMethodFields,
} from './payout-methods-repo.ts';

const NO_BANK = { holderName: null, iban: null, bic: null, bankName: null };

/** The row's fields for a request, or a 422 naming `address`. */
function fieldsOf(request: z.output<typeof ZPayoutMethodSaveRequest>): PayoutMethodFields {
  if (request.kind === 'bank') {
    const { holderName, iban, bic, bankName } = request;
    return { kind: 'bank', network: '', address: null, holderName, iban, bic, bankName };
  }
  return {
    kind: 'crypto',
    network: request.network,
    address: normaliseAddress(request.network, request.address),
    ...NO_BANK,
  };
}

export const presentPayoutMethod = (row: PayoutMethodRow): TPayoutMethod => ({
  id: row.id,
  kind: row.kind,
  network: row.kind === 'crypto' ? (row.network as TPayoutMethod['network']) : null,
  address: row.address,
  holderName: row.holderName,
  bankName: row.bankName,
  bic: row.bic,
  ibanLast4: row.iban ? row.iban.slice(-4) : null,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listPayoutMethods(deps: AppDeps, userId: string): Promise<TPayoutMethod[]> {
  return (await payoutMethodsOf(deps.db, userId)).map(presentPayoutMethod);
}

export async function savePayoutMethod(
  deps: AppDeps,
  userId: string,
  request: z.output<typeof ZPayoutMethodSaveRequest>,
): Promise<TPayoutMethod> {
  return presentPayoutMethod(await upsertPayoutMethod(deps.db, userId, fieldsOf(request)));
}

export async function removePayoutMethod(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!(await deletePayoutMethod(deps.db, userId, id))) throw appError('NOT_FOUND');
}
