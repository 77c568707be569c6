/**
 * /settings/telegramBot's calls (contracts/telegram-bot.ts): whether the account is linked to the
 * bot, a one-time link to link it, and unlinking. While a link is open the status is asked about
 * every few seconds, so the page turns to "linked" as soon as the user presses Start in Telegram.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TTelegramBotLink, TTelegramBotStatus } from '@fanlane/contracts/telegram-bot';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

/** How often the status is asked about while the user is away in Telegram. */
export const LINK_POLL_MS = 3000;

export const telegramBotKeys = { status: ['telegram-bot', 'status'] as const };

export function fetchTelegramBotStatus(opts?: RequestOptions) {
  return api.post<TTelegramBotStatus>(PATHS.telegramBotStatus, {}, opts);
}

export function createTelegramBotLink(opts?: RequestOptions) {
  return api.post<TTelegramBotLink>(PATHS.telegramBotLink, {}, opts);
}

export function unlinkTelegramBot(opts?: RequestOptions) {
  return api.post<TTelegramBotStatus>(PATHS.telegramBotUnlink, {}, opts);
}

function statusQuery(poll: boolean) {
  return queryOptions({
    queryKey: telegramBotKeys.status,
    queryFn: ({ signal }) => fetchTelegramBotStatus({ signal, silent: true }),
    // Until it is linked, while a link is open.
    refetchInterval: (query) => (poll && query.state.data?.linked === false ? LINK_POLL_MS : false),
  });
}

/** The account's link to the bot; `poll` while a link waits to be used. */
export function useTelegramBotStatus(poll = false) {
  return useQuery(statusQuery(poll));
}

export function useCreateTelegramBotLink() {
  return useMutation({ mutationFn: () => createTelegramBotLink({ silent: true }) });
}

export function useUnlinkTelegramBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unlinkTelegramBot({ silent: true }),
    onSuccess: (status) => queryClient.setQueryData(telegramBotKeys.status, status),
  });
}
