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
  'list',
] as const satisfies readonly MassAudience[];

/** The audiences that name one thing: a tier, or a saved list. */
export const massAudienceTarget = (audience: MassAudience) =>
  audience === 'tier' ? 'tierId' : audience === 'list' ? 'listId' : null;

/** How many people `audience` reaches now (a tier or list audience once its tier or list is chosen). */
export function useMassAudienceCount(audience: MassAudience, targetId: string, enabled: boolean) {
  const target = massAudienceTarget(audience);
  return useQuery({
    queryKey: chatKeys.massAudience(audience, target ? targetId : ''),
    queryFn: ({ signal }) =>
      api.post<{ count: number }>(
        PATHS.massAudience,
        { audience, ...(target && { [target]: targetId }) },
        { signal, silent: true },
      ),
    enabled: enabled && (!target || targetId !== ''),
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

/**
 * Figures move while one goes out: read them again every 3 s while one is sending or due (a
 * message just sent waits a moment for its job), every 15 s while one waits for a later time.
 */
export function massRefetchInterval(items: TMassMessage[], now = Date.now()): number | false {
  const due = (m: TMassMessage) =>
    m.status === 'sending' || (m.status === 'scheduled' && (!m.scheduledAt || Date.parse(m.scheduledAt) <= now));
  if (items.some(due)) return 3_000;
  return items.some((m) => m.status === 'scheduled') ? 15_000 : false;
}

export function useMassMessages(sort: MassSort, enabled: boolean) {
  return useCursorPages<TMassMessage>({
    queryKey: chatKeys.massList(sort),
    fetchPage: (cursor, signal) =>
      api.post<TPage<TMassMessage>>(PATHS.massList, { sort, ...(cursor && { cursor }) }, { signal, silent: true }),
    enabled,
    refetchInterval: massRefetchInterval,
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
