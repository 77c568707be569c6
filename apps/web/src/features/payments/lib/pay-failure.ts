/** What a failed payment call says: the wallet's shortfall, or another catalogue error by code. */
import { ERRORS } from '@fanlane/contracts/errors';
import { SPENDABLE_CURRENCIES } from '@fanlane/contracts/currencies';
import type { TSpendableCurrency } from '@fanlane/contracts/currencies';
import { ApiError } from '../../../shared/lib/request';

export type Shortfall = { currency: TSpendableCurrency; missing: string };

/** The data of an INSUFFICIENT_BALANCE answer (`{currency, missing, missingFormatted}`), or null. */
export function shortfallOf(error: unknown): Shortfall | null {
  if (!(error instanceof ApiError) || error.code !== ERRORS.INSUFFICIENT_BALANCE.code) return null;
  const data = error.data as { currency?: unknown; missing?: unknown } | null;
  const currency = SPENDABLE_CURRENCIES.find((c) => c === data?.currency);
  if (!currency || typeof data?.missing !== 'string' || !/^\d{1,78}$/.test(data.missing)) return null;
  return { currency, missing: data.missing };
}

export function isErrorCode(error: unknown, entry: { code: number }): boolean {
  return error instanceof ApiError && error.code === entry.code;
}
