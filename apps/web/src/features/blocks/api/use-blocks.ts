/**
 * Blocking from the web app: the viewer's list of blocked people, whether one person is blocked
 * (asked only when `enabled`), and blocking or unblocking, kept in step with both caches.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { TPage } from '@fanlane/contracts/page';
import type { TBlockedUser } from '@fanlane/contracts/social';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useUserStore } from '../../../shared/stores/user-store';
import { blockKeys, fetchBlockedUsers, fetchIsBlocked, setBlock } from './block-api';

export function useBlockedUsers() {
  const viewer = useUserStore((s) => s.address);
  return useCursorPages({
    queryKey: blockKeys.list(viewer),
    fetchPage: (cursor, signal) => fetchBlockedUsers(cursor, { signal, silent: true }),
    enabled: viewer !== null,
  });
}

/** Unblocks someone from the list: they leave it at once. */
export function useUnblock() {
  const queryClient = useQueryClient();
  const viewer = useUserStore((s) => s.address);
  return useMutation({
    mutationFn: (address: string) => setBlock(address, false, { silent: true }),
    onSuccess: (_result, address) => {
      queryClient.setQueryData<InfiniteData<TPage<TBlockedUser>>>(
        blockKeys.list(viewer),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((user) => user.address !== address),
            })),
          },
      );
      queryClient.setQueryData(blockKeys.state(viewer, address), false);
    },
  });
}

export function useIsBlocked(address: string, enabled: boolean) {
  const viewer = useUserStore((s) => s.address);
  return useQuery({
    queryKey: blockKeys.state(viewer, address),
    queryFn: ({ signal }) => fetchIsBlocked(address, { signal, silent: true }),
    enabled,
    staleTime: 60_000,
  });
}

/** Blocks `address` when `blocked` is false, unblocks them otherwise; `onDone` runs before the list is read again. */
export function useToggleBlock(address: string, blocked: boolean, onDone: (blocked: boolean) => void) {
  const queryClient = useQueryClient();
  const viewer = useUserStore((s) => s.address);
  return useMutation({
    mutationFn: () => setBlock(address, !blocked, { silent: true }),
    onSuccess: async (result) => {
      queryClient.setQueryData(blockKeys.state(viewer, address), result.blocked);
      onDone(result.blocked);
      await queryClient.invalidateQueries({ queryKey: blockKeys.list(viewer) });
    },
  });
}
