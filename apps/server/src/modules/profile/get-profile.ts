import type { TProfile } from '@fanlane/contracts/profile';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { findUserByAddressOrDomain } from '../users/users-repo.ts';

/** The public face of a user or creator, found by address or creator domain. */
export async function getProfile(deps: AppDeps, addressOrDomain: string): Promise<TProfile> {
  const user = await findUserByAddressOrDomain(deps.db, addressOrDomain);
  if (!user) throw appError('NOT_FOUND');
  return {
    address: user.address,
    creatorDomain: user.creatorDomain,
    displayName: user.displayName,
    avatar: user.avatarUrl,
    bio: user.bio,
    privateChatId: null,
    createdAt: user.createdAt.toISOString(),
  };
}
