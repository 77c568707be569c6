import type { TPushBindRequest } from '@fanlane/contracts/notifications';
import type { TOk } from '@fanlane/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { parseSubscription } from './parse-subscription.ts';
import { bindSubscription } from './push-subscriptions-repo.ts';

/** Binds the caller's browser (`userAgentKey`) to push: its subscription replaces what that browser had. */
export async function bindPush(
  deps: Pick<AppDeps, 'db' | 'config' | 'webPush'>,
  me: Pick<UserRow, 'id'>,
  input: TPushBindRequest,
): Promise<TOk> {
  if (!deps.webPush.vapid) throw appError('PUSH_NOT_CONFIGURED');
  const sub = parseSubscription(input.fcmToken, { isProduction: deps.config.isProduction });
  await deps.db.transaction((tx) => bindSubscription(tx, me.id, input.userAgentKey, sub));
  return { ok: true };
}
