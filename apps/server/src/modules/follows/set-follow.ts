import type { TFollowState } from '@fanlane/contracts/follow';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { isBlockedBy, lockBlocksOf } from '../blocks/blocks-repo.ts';
import { findCreator } from '../users/find-creator.ts';
import { followStateOf } from './get-follow-state.ts';
import { setFollowing } from './follows-repo.ts';

/**
 * Follow or unfollow a creator; answers the new state. A creator cannot follow their own page, and
 * a fan the creator blocked cannot follow them (unfollowing is always allowed).
 */
export async function setFollow(
  deps: AppDeps,
  caller: Caller,
  addressOrDomain: string,
  follow: boolean,
): Promise<TFollowState> {
  const creator = await findCreator(deps.db, addressOrDomain);
  if (creator.id === caller.user.id) throw appError('FORBIDDEN');
  await deps.events.transaction(async (tx, emit) => {
    if (follow) {
      // Holds off a block of this fan until the follow is in, so the block then removes it.
      await lockBlocksOf(tx, creator.id, 'share');
      if (await isBlockedBy(tx, creator.id, caller.user.id)) throw appError('BLOCKED');
    }
    if (await setFollowing(tx, caller.user.id, creator.id, follow)) {
      emit({ type: 'follow.changed', data: { fanId: caller.user.id, creatorId: creator.id, following: follow } });
    }
  });
  return followStateOf(deps, caller.user.id, creator);
}
