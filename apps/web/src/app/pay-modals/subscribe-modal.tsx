/**
 * Subscribing to a creator from the wallet: choose a tier (a locked post preselects the lowest one
 * that opens it) and a period (a month, or a bundle at its discount), which balance pays, Subscribe.
 * A fan already subscribed sees their subscription and may change its plan (change-plan-form.tsx).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { useTranslation } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TSpendableCurrency } from '@fanlane/contracts/currencies';
import type { TSubscribeRequest, TTier } from '@fanlane/contracts/subscription';
import { PayAction } from '../../features/payments/components/pay-dialog';
import { isErrorCode } from '../../features/payments/lib/pay-failure';
import { postKeys } from '../../features/posts/api/post-api';
import { subscribe, subscriptionKeys } from '../../features/subscriptions/api/subscription-api';
import { useCreatorTiers, useSubscriptionState } from '../../features/subscriptions/api/subscription-queries';
import { NotThisPost, PeriodOptions, TierOptions } from '../../features/subscriptions/components/plan-options';
import { isLive, subscriptionDateLine } from '../../features/subscriptions/lib/subscription-status';
import { activeTiers, preselectedTier, qualifies, tierPeriods } from '../../features/subscriptions/lib/tier-periods';
import type { TPlanMonths } from '../../features/subscriptions/lib/tier-periods';
import { formatUsdCents } from '../../shared/lib/money';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { Notice } from '../../shared/ui/notice';
import { PayModalDialog } from '../../shared/ui/pay-modal-dialog';
import { Spinner } from '../../shared/ui/spinner';
import { ChangePlanForm } from './change-plan-form';
import { useWalletPayment, WalletPayFrom } from './wallet-payment';
import { isolatedHandle } from '../../shared/ui/user-text';

function SubscribeForm({ domain, tiers, minTierId }: { domain: string; tiers: TTier[]; minTierId?: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = usePayModalStore((s) => s.open);
  const [tierId, setTierId] = useState(() => preselectedTier(tiers, minTierId)?.id ?? '');
  const [months, setMonths] = useState<TPlanMonths>(1);
  const [currency, setCurrency] = useState<TSpendableCurrency>('USD');
  const payment = useWalletPayment({
    pay: (body: TSubscribeRequest, key) => subscribe(body, key, { silent: true }),
    onPaid: async (subscription) => {
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      // Subscribers-only posts open now, here and in every feed.
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      open({
        kind: 'paySuccess',
        title: t('pay.subscribe.successTitle', { handle: isolatedHandle(domain) }),
        body: `${subscription.tier.name} · ${subscriptionDateLine(t, subscription)}`,
      });
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
      <TierOptions
        tiers={shown}
        selectedId={tierId}
        onSelect={chooseTier}
        badgeOf={(option) => (minTierId && !qualifies(option, minTierId, tiers) ? <NotThisPost /> : undefined)}
      />
      {tier && <PeriodOptions periods={periods} selectedMonths={period?.months} onSelect={setMonths} />}
      {tier && tier.trialDays > 0 && <Notice>{t('pay.subscribe.trialNote', { count: tier.trialDays })}</Notice>}
      <WalletPayFrom usdCents={period?.totalCents ?? null} currency={currency} onCurrency={setCurrency} />
      <PayAction
        label={
          period ? t('pay.subscribe.pay', { price: formatUsdCents(period.totalCents) }) : t('pay.subscribe.choose')
        }
        pending={payment.pending}
        error={payment.error}
        disabled={!tier || !period}
        onPay={() => period && payment.submit({ tierId, months: period.months, currency })}
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
  } else if (current && isLive(current))
    body = <ChangePlanForm domain={domain} subscription={current} tiers={tiers.data} minTierId={minTierId} />;
  else if (activeTiers(tiers.data).length === 0)
    body = <Notice testId="subscribe-no-tiers">{t('pay.subscribe.noTiers')}</Notice>;
  else body = <SubscribeForm domain={domain} tiers={tiers.data} minTierId={minTierId} />;

  return (
    <PayModalDialog
      title={
        <span className="inline-flex items-center gap-2">
          <Crown className="size-5 text-accent" aria-hidden />
          {t(current && isLive(current) ? 'pay.subscribe.titleSubscribed' : 'pay.subscribe.title', {
            handle: isolatedHandle(domain),
          })}
        </span>
      }
      testId="subscribe-modal"
    >
      {body}
    </PayModalDialog>
  );
}
