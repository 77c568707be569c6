/** One Stars top-up, its owner's only: the mini-app follows it after Telegram says the invoice was paid. */
import type { TStarTopUp } from '@fanlane/contracts/telegram-bot';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { presentStarTopUp } from './present.ts';
import { findStarPayment } from './star-payments-repo.ts';

/** Someone else's top-up is NOT_FOUND, like one that does not exist. */
export async function getStarTopUp(deps: AppDeps, caller: Caller, id: string): Promise<TStarTopUp> {
  const row = await findStarPayment(deps.db, id);
  if (!row || row.userId !== caller.user.id) throw appError('NOT_FOUND');
  return presentStarTopUp(row);
}
