/**
 * Saved lists of fans (/chats/lists): the creator's lists with their counts, creating, renaming and
 * deleting one, its members page by page, adding and removing people, the fan search to add from,
 * and which lists hold one fan (the conversation's "Add to list"). Every change reads the lists again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TFanList,
  TFanListCandidate,
  TFanListChanged,
  TFanListIds,
  TFanListList,
  TFanListMember,
} from '@fanlane/contracts/fan-lists';
import type { TPage } from '@fanlane/contracts/page';
import { api } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { chatKeys } from './chat-keys';

export function useFanLists(enabled = true) {
  return useQuery({
    queryKey: chatKeys.fanLists,
    queryFn: ({ signal }) => api.post<TFanListList>(PATHS.fanLists, {}, { signal, silent: true }),
    select: (data) => data.items,
    enabled,
  });
}

/** After any change: the lists, their members, the searches' marks and the menus are read again. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chatKeys.fanLists });
}

export function useCreateFanList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (name: string) => api.post<TFanList>(PATHS.fanListCreate, { name }, { silent: true }),
    onSuccess: () => void refresh(),
  });
}

export function useRenameFanList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) =>
      api.post<TFanList>(PATHS.fanListRename, input, { silent: true }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteFanList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ok: true }>(PATHS.fanListDelete, { id }, { silent: true }),
    onSuccess: () => void refresh(),
  });
}

export function useFanListMembers(id: string) {
  return useCursorPages<TFanListMember>({
    queryKey: chatKeys.fanListMembers(id),
    fetchPage: (cursor, signal) =>
      api.post<TPage<TFanListMember>>(
        PATHS.fanListMembers,
        { id, ...(cursor && { cursor }) },
        { signal, silent: true },
      ),
  });
}

/** Adds (`add`) or removes people by address from one list. */
export function useChangeFanList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, addresses, add }: { id: string; addresses: string[]; add: boolean }) =>
      api.post<TFanListChanged>(add ? PATHS.fanListAdd : PATHS.fanListRemove, { id, addresses }, { silent: true }),
    onSuccess: () => void refresh(),
  });
}

export function useFanListCandidates(id: string, q: string, enabled: boolean) {
  return useCursorPages<TFanListCandidate>({
    queryKey: chatKeys.fanListCandidates(id, q),
    fetchPage: (cursor, signal) =>
      api.post<TPage<TFanListCandidate>>(
        PATHS.fanListCandidates,
        { id, q, ...(cursor && { cursor }) },
        { signal, silent: true },
      ),
    enabled,
  });
}

export function useFanListsOf(address: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.fanListsOf(address),
    queryFn: ({ signal }) => api.post<TFanListIds>(PATHS.fanListsOfFan, { address }, { signal, silent: true }),
    select: (data) => data.listIds,
    enabled,
  });
}
