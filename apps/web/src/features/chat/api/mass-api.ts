/**
 * Mass messages (/chats/newChatsSend, /massMessagesStatistics): the size of an audience, sending
 * one now or later, the list with its figures, one's purchases and revenue per day, and taking one
 * back (a scheduled one is cancelled, a sent one unsent). Failures show where they happened.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  MassAudience,
  TMassMessage,
  TMassMessageCreateRequest,
  TMassMessageDetail,
} from '@fanlane/contracts/chat';
import type { TPage } from '@fanlane/contracts/page';
import { api } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { chatKeys } from './chat-keys';

export type MassSort = 'newest' | 'revenue' | 'purchases' | 'read';
/** The list's sort options, in their order (the contract's MASS_SORTS, without importing its schemas). */
export const MASS_SORT_OPTIONS = ['newest', 'revenue', 'purchases', 'read'] as const satisfies readonly MassSort[];
export const MASS_AUDIENCE_OPTIONS = [
  'followers',
  'subscribers',
  'tier',
  'expired',
  'buyers',
] as const satisfies readonly MassAudience[];

/** How many people `audience` reaches now (a tier audience once its tier is chosen). */
export function useMassAudienceCount(audience: MassAudience, tierId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.massAudience(audience, tierId),
    queryFn: ({ signal }) =>
      api.post<{ count: number }>(
        PATHS.massAudience,
        { audience, ...(audience === 'tier' && { tierId }) },
        { signal, silent: true },
      ),
    enabled: enabled && (audience !== 'tier' || tierId !== ''),
  });
}

export function useSendMass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TMassMessageCreateRequest) =>
      api.post<TMassMessage>(PATHS.massSend, request, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.massAll }),
  });
}

export function useMassMessages(sort: MassSort, enabled: boolean) {
  return useCursorPages<TMassMessage>({
    queryKey: chatKeys.massList(sort),
    fetchPage: (cursor, signal) =>
      api.post<TPage<TMassMessage>>(PATHS.massList, { sort, ...(cursor && { cursor }) }, { signal, silent: true }),
    enabled,
    // Figures move while one is going out (or comes due): read them again meanwhile.
    refetchInterval: (items) =>
      items.some((m) => m.status === 'sending' || m.status === 'scheduled') ? 15_000 : false,
  });
}

export function useMassDetail(id: string) {
  return useQuery({
    queryKey: chatKeys.massDetail(id),
    queryFn: ({ signal }) => api.post<TMassMessageDetail>(PATHS.massDetail, { id }, { signal, silent: true }),
  });
}

type MassPages = InfiniteData<TPage<TMassMessage>, unknown>;

/** Cancels a scheduled mass message or unsends a sent one; the answer replaces it in every list. */
export function useUnsendMass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TMassMessage>(PATHS.massUnsend, { id }, { silent: true }),
    onSuccess: (updated) => {
      for (const [queryKey] of queryClient.getQueriesData<MassPages>({ queryKey: [...chatKeys.massAll, 'list'] })) {
        queryClient.setQueryData<MassPages>(queryKey, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  items: page.items.map((m) => (m.id === updated.id ? updated : m)),
                })),
              }
            : data,
        );
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.massDetail(updated.id) });
    },
  });
}
