/**
 * A creator's (or a fan's) profile: for their page by address or domain, and for the signed-in
 * creator's own page settings, which keep their own copy apart from the name/bio form's query.
 */
import { useQuery } from '@tanstack/react-query';
import { creatorPageKeys, creatorProfileOptions, fetchProfile } from './creator-page-api';

export function useCreatorProfile(addressOrDomain: string) {
  return useQuery(creatorProfileOptions(addressOrDomain));
}

/** The signed-in creator's own profile; nothing is asked unless they are a creator. */
export function useOwnPageProfile(address: string | null, isCreator: boolean) {
  return useQuery({
    queryKey: creatorPageKeys.settings(address),
    queryFn: ({ signal }) => fetchProfile(address ?? '', { signal, silent: true }),
    enabled: address !== null && isCreator,
  });
}
