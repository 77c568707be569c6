import type { TFollowState } from '@fanlane/contracts/follow';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { findUserByAddressOrDomain } from '../users/users-repo.ts';
import { countFollowers, isFollowing } from './follows-repo.ts';

/** Only creators have followers; anyone else (or nobody) is not found. */
export async function findFollowableCreator(deps: AppDeps, addressOrDomain: string): Promise<UserRow> {
  const creator = await findUserByAddressOrDomain(deps.db, addressOrDomain);
  if (!creator?.creatorDomain) throw appError('NOT_FOUND');
  return creator;
}

export async function followStateOf(deps: AppDeps, viewerId: string | null, creator: UserRow): Promise<TFollowState> {
  const [following, followers] = await Promise.all([
    viewerId ? isFollowing(deps.db, viewerId, creator.id) : Promise.resolve(false),
    countFollowers(deps.db, creator.id),
  ]);
  return { following, followers };
}

/** The follow check: does the caller (if any) follow this creator, and how many do. */
export async function getFollowState(deps: AppDeps, viewerId: string | null, addressOrDomain: string): Promise<TFollowState> {
  return followStateOf(deps, viewerId, await findFollowableCreator(deps, addressOrDomain));
}
