import type { Locale } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { contactsByIds } from '../users/users-repo.ts';
import { dropChannel } from './preferences-repo.ts';
import { readUnsubscribe } from './unsubscribe-token.ts';

/** Whose link it is, and the language to confirm in; a link for an account that is gone is no link. */
export async function unsubscribeLinkOwner(
  deps: AppDeps,
  token: string,
): Promise<{ userId: string; item: number; locale: Locale }> {
  const { userId, item } = readUnsubscribe(deps, token);
  const [owner] = await contactsByIds(deps.db, [userId]);
  if (!owner) throw appError('UNSUBSCRIBE_LINK_INVALID');
  return { userId, item, locale: owner.locale };
}

/** An e-mail's unsubscribe link used (RFC 8058 one-click): that item's e-mails stop, its other channels stay. */
export async function unsubscribeEmail(deps: AppDeps, token: string): Promise<{ locale: Locale }> {
  const { userId, item, locale } = await unsubscribeLinkOwner(deps, token);
  await deps.db.transaction((tx) => dropChannel(tx, userId, item, 'email'));
  return { locale };
}
