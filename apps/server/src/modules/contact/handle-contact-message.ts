import type { TContactHandleRequest, TContactMessage } from '@fanlane/contracts/contact';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { findContactMessage, setContactHandled } from './contact-repo.ts';
import { presentAll } from './list-contact-messages.ts';

/** An admin closes a contact message (handled) or opens it again; the step is in the admin log. */
export async function handleContactMessage(
  deps: AppDeps,
  caller: Caller,
  body: TContactHandleRequest,
): Promise<TContactMessage> {
  assertPermission(caller.user, 'support.inbox');
  await deps.db.transaction(async (tx) => {
    const changed = await setContactHandled(tx, body.id, body.handled ? caller.user.id : null);
    if (!changed) throw appError('CONTACT_MESSAGE_NOT_FOUND');
    await recordAdminAction(tx, caller, body.handled ? 'contact.handled' : 'contact.reopened', {
      type: 'contact_message',
      id: body.id,
    });
  });
  const row = await findContactMessage(deps.db, body.id);
  const [message] = row ? await presentAll(deps, [row]) : [];
  if (!message) throw appError('CONTACT_MESSAGE_NOT_FOUND');
  return message;
}
