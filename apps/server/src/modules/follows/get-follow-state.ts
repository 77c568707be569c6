import type { TFollowState } from '@fanlane/contracts/follow';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { findCreator } from '../users/find-creator.ts';
import { countFollowers, isFollowing } from './follows-repo.ts';

export async function followStateOf(deps: AppDeps, viewerId: string | null, creator: UserRow): Promise<TFollowState> {
  const [following, followers] = await Promise.all([
    viewerId ? isFollowing(deps.db, viewerId, creator.id) : Promise.resolve(false),
    countFollowers(deps.db, creator.id),
  ]);
  return { following, followers };
}

/** The follow check: does the caller (if any) follow this creator, and how many do. */
export async function getFollowState(
  deps: AppDeps,
  viewerId: string | null,
  addressOrDomain: string,
): Promise<TFollowState> {
  return followStateOf(deps, viewerId, await findCreator(deps.db, addressOrDomain));
}
