import type { TFollowState } from '@fanlane/contracts/follow';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../../http/auth-guards.ts';
import { isBlockedBy, lockBlocksOf } from '../blocks/blocks-repo.ts';
import { forgetProfile } from '../profile/get-profile.ts';
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
  await deps.db.transaction(async (tx) => {
    if (follow) {
      // Holds off a block of this fan until the follow is in, so the block then removes it.
      await lockBlocksOf(tx, creator.id, 'share');
      if (await isBlockedBy(tx, creator.id, caller.user.id)) throw appError('BLOCKED');
    }
    await setFollowing(tx, caller.user.id, creator.id, follow);
  });
  // The creator's profile shows the followers count; the fan's home feed gains or loses their posts.
  forgetProfile(deps, creator);
  deps.feedCache.forget(caller.user.id);
  return followStateOf(deps, caller.user.id, creator);
}
