import type { TOk } from '@fanlane/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { unbindSubscription } from './push-subscriptions-repo.ts';

/** Stops pushes to the caller's browser `userAgentKey`; nothing bound is fine (logout calls it blindly). */
export async function unbindPush(
  deps: Pick<AppDeps, 'db'>,
  me: Pick<UserRow, 'id'>,
  input: { userAgentKey: string },
): Promise<TOk> {
  await unbindSubscription(deps.db, me.id, input.userAgentKey);
  return { ok: true };
}
