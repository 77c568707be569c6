/** A mass message to a saved list, before the chat module takes it: the list must be the creator's own. */
import type { MassAudience } from '@fanlane/contracts/chat';
import type { AppDeps } from '../../deps.ts';
import { assertCreator, ownList, type ListOwner } from './own-list.ts';

export async function assertOwnListAudience(
  deps: AppDeps,
  me: ListOwner,
  request: { audience: MassAudience; listId?: string | undefined },
): Promise<void> {
  if (request.audience !== 'list') return;
  assertCreator(me);
  await ownList(deps.db, me, request.listId!);
}
