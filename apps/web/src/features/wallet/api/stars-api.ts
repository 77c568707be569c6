/**
 * Telegram Stars top-ups (contracts/telegram-bot.ts): an invoice for a number of Stars (with the
 * Idempotency-Key of the top-up the user means), and the top-up followed until the bot has credited
 * it, which happens when Telegram tells the bot about the payment.
 */
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TStarTopUp, TStarsInvoiceRequest } from '@fanlane/contracts/telegram-bot';
import { api, idempotencyHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

/** How often a paid invoice is asked about until its Stars are in the wallet. */
export const STARS_POLL_MS = 1500;

export const starTopUpKeys = { detail: (id: string) => ['star-top-ups', id] as const };

export function createStarsInvoice(body: TStarsInvoiceRequest, key: string, opts?: RequestOptions) {
  return api.post<TStarTopUp>(PATHS.starsInvoice, body, { ...opts, headers: idempotencyHeaders(key) });
}

export function fetchStarTopUp(id: string, opts?: RequestOptions) {
  return api.post<TStarTopUp>(PATHS.starsTopUpDetail, { id }, opts);
}

/** One Stars top-up, asked about again while it is pending. */
export function useStarTopUp(id: string | null) {
  return useQuery({
    queryKey: starTopUpKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchStarTopUp(id ?? '', { signal, silent: true }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? STARS_POLL_MS : false),
  });
}
