/** The signed-in user's own profile, for the profile settings (the bio is not in the session's user info). */
import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from './auth-api';

/** The same key as a creator page's profile query, so a save shows there too. */
export const ownProfileKey = (address: string | null) => ['profile', address] as const;

export function useOwnProfile(address: string | null) {
  return useQuery({
    queryKey: ownProfileKey(address),
    queryFn: () => fetchProfile(address ?? '', { silent: true }),
    enabled: Boolean(address),
  });
}
