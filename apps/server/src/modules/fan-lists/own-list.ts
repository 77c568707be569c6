/** The checks every saved-list call starts with: the caller is a creator, and the list is theirs. */
import type { UserRow } from '../../db/schema/index.ts';
import type { Database, Tx } from '../../db/client.ts';
import { appError } from '../../http/app-error.ts';
import { findOwnList } from './fan-lists-repo.ts';

export type ListOwner = Pick<UserRow, 'id' | 'creatorDomain'>;

export function assertCreator(user: ListOwner): void {
  if (!user.creatorDomain) throw appError('NOT_A_CREATOR');
}

/** The caller's list (locked for a change when `lock`); another creator's list is not found, like a missing one. */
export async function ownList(db: Database | Tx, owner: ListOwner, id: string, opts: { lock?: boolean } = {}) {
  const row = await findOwnList(db, owner.id, id, opts);
  if (!row) throw appError('FAN_LIST_NOT_FOUND');
  return row;
}
