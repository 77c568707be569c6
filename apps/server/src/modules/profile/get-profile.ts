import type { TProfile } from '@fanlane/contracts/profile';
import { shownName } from '@fanlane/contracts/names';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { findUserByAddressOrDomain } from '../users/users-repo.ts';
import { countFollowers } from '../follows/follows-repo.ts';
import { creatorCounts } from '../posts/posts-repo.ts';

/** The public face of a user or creator, found by address or creator domain (any case). */
export async function getProfile(deps: AppDeps, addressOrDomain: string): Promise<TProfile> {
  const key = addressOrDomain.toLowerCase();
  const cached = deps.profileCache.get(key);
  if (cached) return cached;
  const stamp = deps.profileCache.stamp();
  const user = await findUserByAddressOrDomain(deps.db, key);
  // A banned account's page is hidden from everyone (docs/moderation.md).
  if (!user || user.status === 'banned') throw appError('NOT_FOUND');
  const profile: TProfile = {
    address: user.address,
    creatorDomain: user.creatorDomain,
    displayName: shownName(user),
    avatar: user.avatarUrl,
    bio: user.bio,
    cover: user.coverUrl,
    links: user.links,
    counts: user.creatorDomain
      ? { ...(await creatorCounts(deps.db, user.id)), followers: await countFollowers(deps.db, user.id) }
      : null,
    privateChatId: null,
    createdAt: user.createdAt.toISOString(),
  };
  deps.profileCache.setLoaded(key, profile, stamp, user.id);
  return profile;
}
