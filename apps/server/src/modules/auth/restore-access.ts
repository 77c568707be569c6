import type { z } from 'zod';
import type { ZRestoreAccessRequest } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { setCredentials } from '../users/users-repo.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError } from '../../http/app-error.ts';
import { hashPassword } from './passwords.ts';
import { hashOpaqueToken } from '../../lib/tokens.ts';
import { revokeUserSessions } from './sessions.ts';
import { restoreEmailChangeByToken } from './email-changes-repo.ts';

/**
 * /settings/restoreAccess: the link sent to the old inbox after an email change undoes it,
 * sets a new password and signs every session out, for when the change was not the owner's.
 */
export async function restoreAccess(deps: AppDeps, input: z.infer<typeof ZRestoreAccessRequest>) {
  const now = new Date();
  const passwordHash = await hashPassword(input.password);
  const restored = await deps.events
    .transaction(async (tx, emit) => {
      const change = await restoreEmailChangeByToken(tx, hashOpaqueToken(input.token), now);
      if (!change?.oldEmail) throw appError('LINK_INVALID');
      // The link came to the old inbox, which proves it again.
      await setCredentials(tx, change.userId, { email: change.oldEmail, emailVerifiedAt: now, passwordHash });
      await revokeUserSessions(tx, emit, change.userId, 'access_restored');
      return { email: change.oldEmail, userId: change.userId };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw appError('EMAIL_TAKEN');
      throw err;
    });
  return { email: restored.email };
}
