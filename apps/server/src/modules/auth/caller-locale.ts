import type { Locale } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { setUserLocale } from '../users/users-repo.ts';

/**
 * A signed-in user's language follows the app's: a request naming another language than the stored
 * one moves it, so the mails sent later (notifications, by jobs) read like the app. It writes only
 * on a change, and says so (`user.changed`), so no cached users row keeps the old language.
 */
export async function followCallerLocale(
  deps: Pick<AppDeps, 'events'>,
  user: UserRow,
  requested: Locale | undefined,
): Promise<UserRow> {
  if (!requested || requested === user.locale) return user;
  await deps.events.transaction(async (tx, emit) => {
    if (await setUserLocale(tx, user.id, requested)) emit({ type: 'user.changed', data: { userId: user.id } });
  });
  return { ...user, locale: requested };
}
