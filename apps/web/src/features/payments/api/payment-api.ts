/**
 * The fan's payments from the wallet: what a USD price costs in another currency they hold, buying
 * a pay-per-view post and tipping a creator. Calls that move money carry the Idempotency-Key of
 * the payment the fan means, so a retry or a double click is answered, not charged, again.
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TPriceQuote,
  TPurchaseRequest,
  TPurchaseResult,
  TSpendableCurrency,
  TTipRequest,
  TTipResult,
} from '@fanlane/contracts/money';
import { api, idempotencyHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export const paymentKeys = {
  quote: (usdCents: string, currency: TSpendableCurrency) => ['payments', 'quote', usdCents, currency] as const,
};

export function fetchPriceQuote(usdCents: string, currency: TSpendableCurrency, opts?: RequestOptions) {
  return api.post<TPriceQuote>(PATHS.priceQuote, { usdCents, currency }, opts);
}

export function purchasePost(body: TPurchaseRequest, key: string, opts?: RequestOptions) {
  return api.post<TPurchaseResult>(PATHS.purchase, body, { ...opts, headers: idempotencyHeaders(key) });
}

export function sendTip(body: TTipRequest, key: string, opts?: RequestOptions) {
  return api.post<TTipResult>(PATHS.tip, body, { ...opts, headers: idempotencyHeaders(key) });
}
