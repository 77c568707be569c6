/** Following a creator: whether the viewer does (and how many do), and following or unfollowing. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFollowState } from '@fanlane/contracts/follow';
import { selectIsLoggedIn, useUserStore } from '../../../shared/stores/user-store';
import { fetchFollowState, followQueryKey, setFollow } from './follow-api';

// The check answers for the signed-in viewer, so it is asked again when that changes.
function useFollowKey(domain: string) {
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  return [...followQueryKey(domain), isLoggedIn] as const;
}

/**
 * Nothing is asked while `enabled` is false (a fan's page has no followers), nor when `known` says
 * it already (a creator card from a list that answered it for the viewer): that seeds the state.
 */
export function useFollowState(domain: string, enabled: boolean, known?: TFollowState) {
  return useQuery({
    queryKey: useFollowKey(domain),
    queryFn: () => fetchFollowState(domain),
    enabled: enabled && !known,
    initialData: known,
  });
}

/** `onFollowChanged` runs once the follow went through (what the viewer may see changes with it). */
export function useSetFollow(domain: string, onFollowChanged: () => void) {
  const queryClient = useQueryClient();
  const key = useFollowKey(domain);
  return useMutation({
    mutationFn: (next: boolean) => setFollow(domain, next),
    onSuccess: (state) => {
      queryClient.setQueryData(key, state);
      onFollowChanged();
    },
  });
}
