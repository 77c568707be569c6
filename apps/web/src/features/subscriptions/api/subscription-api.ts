/**
 * Fetchers and query keys of tiers and subscriptions (contracts/subscription.ts). A creator reads
 * and saves their own tiers as a seller call; fans read a creator's tiers, subscribe from the
 * wallet (with an Idempotency-Key), change the plan of a subscription and manage what they hold.
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type {
  TPlanChangeQuote,
  TPlanChangeRequest,
  TSubscribeRequest,
  TSubscription,
  TTier,
  TTierList,
  TTierSaveRequest,
} from '@fanlane/contracts/subscription';
import { api, idempotencyHeaders, sellerHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export type TSubscriptionTab = 'active' | 'expired';

/** Every query of this feature starts with `subscriptionKeys.all`. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  /** A creator's tiers; `own` is the creator's view (archived tiers and subscriber counts). */
  tiers: (domain: string, own = false) =>
    ['subscriptions', 'tiers', domain.toLowerCase(), own ? 'own' : 'public'] as const,
  /** The viewer's subscription to one creator. */
  state: (domain: string, viewer: string | null) => ['subscriptions', 'state', domain.toLowerCase(), viewer] as const,
  list: (tab: TSubscriptionTab, viewer: string | null) => ['subscriptions', 'list', tab, viewer] as const,
  /** What moving the viewer's subscription to this tier and period would cost, and when. */
  planQuote: (tierId: string, months: number) => ['subscriptions', 'plan-quote', tierId, months] as const,
};

/** A creator's tiers as fans see them (active ones), in order. */
export async function fetchTiers(domain: string, opts?: RequestOptions): Promise<TTier[]> {
  return (await api.post<TTierList>(PATHS.tierList, { addressOrDomain: domain }, opts)).items;
}

/** The signed-in creator's own tiers, archived ones and subscriber counts included. */
export async function fetchOwnTiers(creatorDomain: string, opts?: RequestOptions): Promise<TTier[]> {
  return (
    await api.post<TTierList>(
      PATHS.tierList,
      { addressOrDomain: creatorDomain },
      { ...opts, headers: sellerHeaders(creatorDomain) },
    )
  ).items;
}

export function saveTier(body: TTierSaveRequest, creatorDomain: string, opts?: RequestOptions) {
  return api.post<TTier>(PATHS.tierSave, body, { ...opts, headers: sellerHeaders(creatorDomain) });
}

/** Pays the first period from the wallet; `key` stays the same for retries of the same intent. */
export function subscribe(body: TSubscribeRequest, key: string, opts?: RequestOptions) {
  return api.post<TSubscription>(PATHS.subscribe, body, { ...opts, headers: idempotencyHeaders(key) });
}

/** Whether a change of plan takes effect now (an upgrade, with its charge) or at the renewal. */
export function quotePlanChange(body: Omit<TPlanChangeRequest, 'currency'>, opts?: RequestOptions) {
  return api.post<TPlanChangeQuote>(PATHS.planChangeQuote, body, opts);
}

/** Upgrades now (paid from the wallet) or books the change for the renewal; the current plan again drops a booked change. */
export function changePlan(body: TPlanChangeRequest, key: string, opts?: RequestOptions) {
  return api.post<TSubscription>(PATHS.planChange, body, { ...opts, headers: idempotencyHeaders(key) });
}

export function fetchSubscriptionState(domain: string, opts?: RequestOptions) {
  return api.post<{ subscription: TSubscription | null }>(PATHS.subscriptionState, { addressOrDomain: domain }, opts);
}

export function fetchSubscriptions(status: TSubscriptionTab, cursor: string | undefined, opts?: RequestOptions) {
  return api.post<TPage<TSubscription>>(PATHS.subscriptionList, { status, cursor }, opts);
}

/** After either, the lists and the creator's state are read again (whatever the call answers). */
export function setAutoRenew(id: string, autoRenew: boolean, opts?: RequestOptions) {
  return api.post<unknown>(PATHS.subscriptionAutoRenew, { id, autoRenew }, opts);
}

export function cancelSubscription(id: string, opts?: RequestOptions) {
  return api.post<unknown>(PATHS.subscriptionCancel, { id }, opts);
}
