import type { TContactMessage, TContactStatus } from '@fanlane/contracts/contact';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { usersForReview } from '../users/users-repo.ts';
import { contactMessagesPage, type ContactMessageWithSender } from './contact-repo.ts';
import { presentContactMessage } from './present-contact-message.ts';

/** The admins' inbox of contact messages: open, handled or all, the newest first. */
export async function listContactMessages(
  deps: AppDeps,
  caller: Caller,
  query: { status: TContactStatus; cursor?: string | undefined; limit?: number | undefined },
): Promise<TPage<TContactMessage>> {
  assertPermission(caller.user, 'support.inbox');
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await contactMessagesPage(deps.db, query.status, decodeCursor(query.cursor), limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.message.createdAt, id: r.message.id }),
    (kept) => presentAll(deps, kept),
  );
}

/** The rows with the addresses of the admins who closed them. */
export async function presentAll(deps: AppDeps, rows: ContactMessageWithSender[]): Promise<TContactMessage[]> {
  const handlerIds = [...new Set(rows.flatMap((r) => (r.message.handledBy ? [r.message.handledBy] : [])))];
  const handlers = new Map((await usersForReview(deps.db, handlerIds)).map((u) => [u.id, u.address]));
  return rows.map((row) => presentContactMessage(row, handlers));
}
