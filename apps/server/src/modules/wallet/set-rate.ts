/** An admin sets the rate of a currency in the rates table (the default rates source, docs/money.md "Rates"). */
import type { z } from 'zod';
import type { ZSetRateRequest } from '@fanlane/contracts/money';
import type { AppDeps } from '../../deps.ts';
import { assertAdmin, type Caller } from '../auth/guards.ts';
import { setAdminRate } from '../../ledger/rates.ts';

export async function setRate(deps: AppDeps, caller: Caller, body: z.output<typeof ZSetRateRequest>): Promise<void> {
  assertAdmin(caller.user);
  await setAdminRate(deps.db, body.currency, body.usdRate);
}
