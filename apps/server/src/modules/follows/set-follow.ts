import type { TFollowState } from '@fanlane/contracts/follow';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../../http/auth-guards.ts';
import { findFollowableCreator, followStateOf } from './get-follow-state.ts';
import { setFollowing } from './follows-repo.ts';

/** Follow or unfollow a creator; answers the new state. A creator cannot follow their own page. */
export async function setFollow(deps: AppDeps, caller: Caller, addressOrDomain: string, follow: boolean): Promise<TFollowState> {
  const creator = await findFollowableCreator(deps, addressOrDomain);
  if (creator.id === caller.user.id) throw appError('FORBIDDEN');
  await setFollowing(deps.db, caller.user.id, creator.id, follow);
  return followStateOf(deps, caller.user.id, creator);
}
