/**
 * Subscribing to a creator from the wallet: choose a tier (a locked post preselects the lowest one
 * that opens it) and a period (a month, or a bundle at its discount), which balance pays, Subscribe.
 * A fan already subscribed sees their subscription instead.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TSpendableCurrency } from '@fanlane/contracts/money';
import type { TSubscribeRequest, TSubscription, TTier } from '@fanlane/contracts/subscription';
import { formatUsdCents } from '../../../shared/lib/money';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { Notice } from '../../../shared/ui/notice';
import { PayModalDialog } from '../../../shared/ui/pay-modal-dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { postKeys } from '../../posts';
import { subscribe, subscriptionKeys } from '../../subscriptions/api/subscription-api';
import { useCreatorTiers, useSubscriptionState } from '../../subscriptions/api/subscription-queries';
import { TierDetails } from '../../subscriptions/components/tier-details';
import { isLive, subscriptionDateLine } from '../../subscriptions/lib/subscription-status';
import { activeTiers, preselectedTier, qualifies, tierPeriods } from '../../subscriptions/lib/tier-periods';
import { usePayment } from '../api/use-payment';
import { isErrorCode } from '../lib/pay-failure';
import { PayAction } from './pay-dialog';
import { PayFrom } from './pay-from';

type TMonths = TSubscribeRequest['months'] & number;

function Subscribed({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const close = usePayModalStore((s) => s.close);
  return (
    <div className="space-y-4" data-testid="subscribe-current">
      <Notice tone="success">
        <p className="font-semibold">{t('pay.subscribe.already', { tier: subscription.tier.name })}</p>
        <p>{subscriptionDateLine(t, subscription)}</p>
      </Notice>
      <Link to="/subscriptions" onClick={close} className="block text-center text-sm font-semibold text-accent hover:underline">
        {t('pay.subscribe.manage')}
      </Link>
    </div>
  );
}

function SubscribeForm({ domain, tiers, minTierId }: { domain: string; tiers: TTier[]; minTierId?: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = usePayModalStore((s) => s.open);
  const [tierId, setTierId] = useState(() => preselectedTier(tiers, minTierId)?.id ?? '');
  const [months, setMonths] = useState<TMonths>(1);
  const [currency, setCurrency] = useState<TSpendableCurrency>('USD');
  const payment = usePayment({
    pay: (body: TSubscribeRequest, key) => subscribe(body, key, { silent: true }),
    onPaid: async (subscription) => {
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      // Subscribers-only posts open now, here and in every feed.
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      open({ kind: 'paySuccess', title: t('pay.subscribe.successTitle', { domain }), body: `${subscription.tier.name} · ${subscriptionDateLine(t, subscription)}` });
    },
    onFailure: (error) => {
      if (!isErrorCode(error, ERRORS.ALREADY_SUBSCRIBED)) return false;
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      return true;
    },
  });

  const shown = activeTiers(tiers);
  const tier = shown.find((candidate) => candidate.id === tierId);
  const periods = tier ? tierPeriods(tier) : [];
  const period = periods.find((p) => p.months === months) ?? periods[0];

  const chooseTier = (id: string) => {
    setTierId(id);
    setMonths(1);
  };

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('pay.subscribe.tier')}</legend>
        {shown.map((option) => {
          const selected = option.id === tierId;
          const opens = qualifies(option, minTierId, tiers);
          return (
            <label
              key={option.id}
              data-testid={`subscribe-tier-${option.id}`}
              className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-3.5 transition-colors ${
                selected ? 'border-accent bg-accent/8 ring-3 ring-accent/15' : 'border-line hover:bg-fg/4'
              }`}
            >
              <input type="radio" name="tier" className="mt-1 accent-accent" checked={selected} onChange={() => chooseTier(option.id)} />
              <TierDetails
                tier={option}
                badge={
                  minTierId && !opens ? <span className="text-xs font-normal text-muted">{t('pay.subscribe.notThisPost')}</span> : undefined
                }
              />
            </label>
          );
        })}
      </fieldset>
      {tier && periods.length > 1 && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('pay.subscribe.period')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {periods.map((option) => {
              const selected = option.months === period?.months;
              return (
                <button
                  key={option.months}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  onClick={() => setMonths(option.months as TMonths)}
                  data-testid={`subscribe-period-${option.months}`}
                  className={`flex cursor-pointer flex-col items-start rounded-xl border p-2.5 text-start transition-colors ${
                    selected ? 'border-accent bg-accent/10' : 'border-line hover:bg-fg/4'
                  }`}
                >
                  <span className="text-sm font-semibold">{t('pay.period.months', { count: option.months })}</span>
                  <span className="text-sm tabular-nums">{formatUsdCents(option.totalCents)}</span>
                  {option.discountPercent > 0 && (
                    <span className="text-xs font-semibold text-emerald-600 dark:text-emerald-400">
                      {t('pay.subscribe.save', { percent: option.discountPercent })}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      {tier && tier.trialDays > 0 && <Notice>{t('pay.subscribe.trialNote', { count: tier.trialDays })}</Notice>}
      <PayFrom usdCents={period?.totalCents ?? null} currency={currency} onCurrency={setCurrency} />
      <PayAction
        label={period ? t('pay.subscribe.pay', { price: formatUsdCents(period.totalCents) }) : t('pay.subscribe.choose')}
        pending={payment.pending}
        error={payment.error}
        disabled={!tier || !period}
        onPay={() => period && payment.submit({ tierId, months: period.months as TMonths, currency })}
        testId="subscribe-pay"
      />
    </div>
  );
}

export function SubscribeModal({ domain, minTierId }: { domain: string; minTierId?: string | null }) {
  const { t } = useTranslation();
  const tiers = useCreatorTiers(domain);
  const state = useSubscriptionState(domain);
  const current = state.data?.subscription;

  let body;
  if (tiers.isError || state.isError) body = <Notice tone="error">{t('pay.subscribe.loadError')}</Notice>;
  else if (tiers.isPending || state.isPending) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner className="size-6 text-muted" />
      </div>
    );
  } else if (current && isLive(current)) body = <Subscribed subscription={current} />;
  else if (activeTiers(tiers.data).length === 0) body = <Notice testId="subscribe-no-tiers">{t('pay.subscribe.noTiers')}</Notice>;
  else body = <SubscribeForm domain={domain} tiers={tiers.data} minTierId={minTierId} />;

  return (
    <PayModalDialog
      title={
        <span className="inline-flex items-center gap-2">
          <Crown className="size-5 text-accent" aria-hidden />
          {t('pay.subscribe.title', { domain })}
        </span>
      }
      testId="subscribe-modal"
    >
      {body}
    </PayModalDialog>
  );
}
