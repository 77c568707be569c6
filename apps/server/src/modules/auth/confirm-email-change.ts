import { DEFAULT_LOCALE } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import { contactsByIds, setCredentials } from '../users/users-repo.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError } from '../../http/app-error.ts';
import { emailChangedNoticeMail } from '../../integrations/mail/templates.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.ts';
import { mailBrand } from './mail-brand.ts';
import { confirmEmailChangeByToken } from './email-changes-repo.ts';

export const RESTORE_ACCESS_DAYS = 7;

/** /settings/emailChange: the link from the new inbox switches the email; the old inbox gets a restore link. */
export async function confirmEmailChange(deps: AppDeps, token: string) {
  const now = new Date();
  const restoreToken = newOpaqueToken();
  const change = await deps.events
    .transaction(async (tx, emit) => {
      const claimed = await confirmEmailChangeByToken(tx, hashOpaqueToken(token), now, {
        restoreTokenHash: hashOpaqueToken(restoreToken),
        restoreExpiresAt: new Date(now.getTime() + RESTORE_ACCESS_DAYS * 86_400_000),
      });
      if (!claimed) throw appError('LINK_INVALID');
      // The link came to the new inbox: the new e-mail is proven.
      await setCredentials(tx, claimed.userId, { email: claimed.newEmail, emailVerifiedAt: now });
      emit({ type: 'user.changed', data: { userId: claimed.userId } });
      return claimed;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw appError('EMAIL_TAKEN');
      throw err;
    });
  if (change.oldEmail) {
    // In the account's own language: whoever clicked the link may not be its owner.
    const [owner] = await contactsByIds(deps.db, [change.userId]);
    const locale = owner?.locale ?? DEFAULT_LOCALE;
    await deps.mailer.send(
      emailChangedNoticeMail(mailBrand(deps), locale, change.oldEmail, change.newEmail, restoreToken),
    );
  }
  return { email: change.newEmail };
}
