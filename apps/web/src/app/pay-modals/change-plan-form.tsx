/**
 * The subscribe modal of a fan already subscribed: their plan (and a change booked for the
 * renewal), then the creator's tiers and periods to move to. Another plan is quoted before it is
 * taken: a higher tier starts a new period now, paid from the wallet less the unused part of the
 * current one; anything else waits for the renewal and costs nothing now.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TFunction } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TSpendableCurrency } from '@fanlane/contracts/currencies';
import type { TPlanChangeQuote, TPlanChangeRequest, TSubscription, TTier } from '@fanlane/contracts/subscription';
import { PayAction } from '../../features/payments/components/pay-dialog';
import { isErrorCode } from '../../features/payments/lib/pay-failure';
import { postKeys } from '../../features/posts/api/post-api';
import { changePlan, subscriptionKeys } from '../../features/subscriptions/api/subscription-api';
import { usePlanQuote } from '../../features/subscriptions/api/use-plan-quote';
import {
  CurrentPlanBadge,
  NotThisPost,
  PeriodOptions,
  TierOptions,
} from '../../features/subscriptions/components/plan-options';
import {
  nextPlanLine,
  planPriceLine,
  subscriptionDateLine,
} from '../../features/subscriptions/lib/subscription-status';
import {
  activeTiers,
  planMonths,
  planOn,
  preselectedPlan,
  qualifies,
  tierPeriods,
} from '../../features/subscriptions/lib/tier-periods';
import type { TPlan } from '../../features/subscriptions/lib/tier-periods';
import { serverErrorMessage } from '../../shared/lib/api-errors';
import { formatDate } from '../../shared/lib/dates';
import { formatUsdCents } from '../../shared/lib/money';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { Notice } from '../../shared/ui/notice';
import { Spinner } from '../../shared/ui/spinner';
import { useWalletPayment, WalletPayFrom } from './wallet-payment';
import { isolate, isolatedHandle } from '../../shared/ui/user-text';

/** Failures that mean the subscription or the tier changed since the modal read them. */
const STALE = [ERRORS.NOT_SUBSCRIBED, ERRORS.PLAN_UNCHANGED, ERRORS.TIER_ARCHIVED, ERRORS.CONFLICT];

type Props = { domain: string; subscription: TSubscription; tiers: TTier[]; minTierId?: string | null };

/** "Pay $7.50 now: $10.00 for the new period less $2.50 …", or "You keep Premium until …". */
function quoteText(t: TFunction, quote: TPlanChangeQuote, subscription: TSubscription): string {
  if (quote.when === 'renewal') {
    return t('pay.subscribe.renewalQuote', {
      current: subscription.tier.name,
      date: formatDate(quote.startsAt) ?? '',
      tier: quote.tier.name,
      price: planPriceLine(t, quote.periodCents, quote.months),
    });
  }
  const noCredit = BigInt(quote.creditCents) === 0n;
  return t(noCredit ? 'pay.subscribe.upgradeQuoteFull' : 'pay.subscribe.upgradeQuote', {
    charge: formatUsdCents(quote.chargeCents),
    price: formatUsdCents(quote.periodCents),
    credit: formatUsdCents(quote.creditCents),
    date: formatDate(quote.periodEnd) ?? '',
  });
}

interface PlanActionProps {
  subscription: TSubscription;
  plan: TPlan;
  /** The plan chosen is the one held now: no quote, nothing to pay. */
  isCurrent: boolean;
  quote: ReturnType<typeof usePlanQuote>;
  payment: { submit: (body: TPlanChangeRequest) => void; pending: boolean; error: string | null };
  currency: TSpendableCurrency;
  onCurrency: (currency: TSpendableCurrency) => void;
}

/** Under the choices: keep the plan (dropping a booked change), or the quote of another and its button. */
function PlanAction({ subscription, plan, isCurrent, quote, payment, currency, onCurrency }: PlanActionProps) {
  const { t } = useTranslation();
  if (isCurrent) {
    // The current plan again only means something when it drops a change booked for the renewal.
    const keep = {
      tierId: subscription.tier.id,
      months: planMonths(subscription.months),
      currency: subscription.currency,
    };
    return (
      <PayAction
        label={subscription.nextPlan ? t('pay.subscriptions.keepPlan') : t('pay.subscribe.pickOther')}
        pending={payment.pending}
        error={payment.error}
        disabled={!subscription.nextPlan}
        onPay={() => payment.submit(keep)}
        testId="subscribe-change"
      />
    );
  }
  if (quote.isError) {
    return (
      <Notice tone="error" testId="plan-quote-error">
        {serverErrorMessage(t, quote.error)}
      </Notice>
    );
  }
  if (!quote.data) {
    return (
      <div className="flex justify-center py-4">
        <Spinner className="size-5 text-muted" />
      </div>
    );
  }
  const now = quote.data.when === 'now';
  return (
    <>
      <Notice testId="plan-quote">{quoteText(t, quote.data, subscription)}</Notice>
      {now && <WalletPayFrom usdCents={quote.data.chargeCents} currency={currency} onCurrency={onCurrency} />}
      <PayAction
        label={
          now
            ? t('pay.subscribe.upgrade', { price: formatUsdCents(quote.data.chargeCents) })
            : t('pay.subscribe.switchAtRenewal')
        }
        pending={payment.pending}
        error={payment.error}
        // Nothing is charged at the renewal's change; the renewal pays from the subscription's currency.
        onPay={() => payment.submit({ ...plan, currency: now ? currency : subscription.currency })}
        testId="subscribe-change"
      />
    </>
  );
}

function PlanPicker({ domain, subscription, tiers, minTierId, onBooked }: Props & { onBooked: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = usePayModalStore((s) => s.open);
  const [plan, setPlan] = useState<TPlan>(() => preselectedPlan(tiers, subscription, minTierId));
  const [currency, setCurrency] = useState<TSpendableCurrency>('USD');
  const isOwn = (tierId: string, months: number) => tierId === subscription.tier.id && months === subscription.months;
  const current = isOwn(plan.tierId, plan.months);

  const quote = usePlanQuote(plan, !current);
  const payment = useWalletPayment({
    pay: (body: TPlanChangeRequest, key) => changePlan(body, key, { silent: true }),
    onPaid: async (changed) => {
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      // A higher tier opens more posts, here and in every feed.
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      // Only an upgrade moves the subscription to another tier at once.
      if (changed.tier.id !== subscription.tier.id) {
        open({
          kind: 'paySuccess',
          title: t('pay.subscribe.upgradedTitle', { handle: isolatedHandle(domain) }),
          body: `${changed.tier.name} · ${subscriptionDateLine(t, changed)}`,
        });
      } else {
        onBooked();
      }
    },
    onFailure: (error) => {
      if (STALE.some((entry) => isErrorCode(error, entry)))
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      return false;
    },
  });

  const shown = activeTiers(tiers);
  const tier = shown.find((candidate) => candidate.id === plan.tierId);
  const chooseTier = (id: string) => {
    const chosen = shown.find((candidate) => candidate.id === id);
    if (id === subscription.tier.id) setPlan({ tierId: id, months: planMonths(subscription.months) });
    else if (chosen) setPlan(planOn(chosen, plan.months));
  };

  return (
    <>
      <TierOptions
        tiers={shown}
        selectedId={plan.tierId}
        onSelect={chooseTier}
        badgeOf={(option) => {
          if (option.id === subscription.tier.id) return <CurrentPlanBadge />;
          return minTierId && !qualifies(option, minTierId, tiers) ? <NotThisPost /> : undefined;
        }}
      />
      {tier && (
        <PeriodOptions
          periods={tierPeriods(tier)}
          selectedMonths={plan.months}
          onSelect={(months) => setPlan({ tierId: tier.id, months })}
          isCurrent={(period) => isOwn(tier.id, period.months)}
        />
      )}
      <PlanAction
        subscription={subscription}
        plan={plan}
        isCurrent={current}
        quote={quote}
        payment={payment}
        currency={currency}
        onCurrency={setCurrency}
      />
    </>
  );
}

export function ChangePlanForm(props: Props) {
  const { t } = useTranslation();
  const close = usePayModalStore((s) => s.close);
  // A change booked (or dropped) for the renewal starts the picker afresh: the fan's plan again, and
  // a new payment with its own Idempotency-Key.
  const [round, setRound] = useState(0);
  const { subscription } = props;
  const next = nextPlanLine(t, subscription);
  return (
    <div className="space-y-4">
      <Notice tone="success" testId="subscribe-current">
        <p className="font-semibold">{t('pay.subscribe.already', { tier: isolate(subscription.tier.name) })}</p>
        <p>
          {planPriceLine(t, subscription.periodCents, subscription.months)} · {subscriptionDateLine(t, subscription)}
        </p>
        {next && <p data-testid="subscribe-next-plan">{next}</p>}
      </Notice>
      {activeTiers(props.tiers).length > 0 && (
        <PlanPicker key={round} {...props} onBooked={() => setRound((n) => n + 1)} />
      )}
      <Link
        to="/subscriptions"
        onClick={close}
        className="block text-center text-sm font-semibold text-accent hover:underline"
      >
        {t('pay.subscribe.manage')}
      </Link>
    </div>
  );
}
