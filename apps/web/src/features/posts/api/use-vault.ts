/**
 * The signed-in creator's vault: every upload, page by page (of one kind, or all), and deleting a
 * file, refused with MEDIA_IN_USE while a post still shows it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMediaKind } from '@fanlane/contracts/post-limits';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useUserStore } from '../../../shared/stores/user-store';
import { postKeys } from './post-api';
import { deleteMedia, fetchVault } from './vault-api';

export function useVault(kind?: TMediaKind) {
  const domain = useUserStore((s) => s.info?.creatorDomain);
  return useCursorPages({
    queryKey: postKeys.vault(domain, kind),
    fetchPage: (cursor, signal) => fetchVault({ kind, cursor }, { signal, silent: true }),
  });
}

/** `onDeleted` runs before the vault is read again. */
export function useDeleteMedia(onDeleted: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMedia(id, { silent: true }),
    onSuccess: async (_ok, id) => {
      onDeleted(id);
      await queryClient.invalidateQueries({ queryKey: postKeys.vaultAll });
    },
  });
}
