/** The AI parts of the chat: whether this server has them, the bot's account, the caller's allowance. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAiStatus, TChatPair } from '@fanlane/contracts/chat';
import { api } from '../../../shared/lib/request';
import { chatKeys } from './chat-keys';

export function useAiStatus() {
  return useQuery({
    queryKey: chatKeys.aiStatus,
    queryFn: ({ signal }) => api.post<TAiStatus>(PATHS.aiStatus, undefined, { signal, silent: true }),
  });
}

/**
 * The conversation with a platform account (the AI bot) by its domain, opened (made if new) when
 * the page shows; a refusal is the query's error.
 */
export function useOpenedPair(domain: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.opened(domain ?? ''),
    queryFn: async ({ signal }) => {
      const pair = await api.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: domain }, { signal, silent: true });
      queryClient.setQueryData(chatKeys.pair(pair.privateChatId), pair);
      return pair;
    },
    enabled: domain !== null,
    staleTime: Infinity,
    retry: false,
  });
}
