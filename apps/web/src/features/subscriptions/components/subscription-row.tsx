/**
 * One of the fan's subscriptions: the creator, the tier, what a period costs, its status and next
 * date; for a live one the auto-renew switch, Change plan (the subscribe modal), a change booked for
 * the renewal with Keep current plan to drop it, and Cancel (after a confirmation saying access
 * lasts until the period ends).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TSubscription } from '@fanlane/contracts/subscription';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Notice } from '../../../shared/ui/notice';
import { SwitchRow } from '../../../shared/ui/switch-row';
import { personName } from '../../../shared/ui/person-name';
import { useCancelSubscription, useKeepPlan, useSetAutoRenew } from '../api/use-subscription-actions';
import { isLive, nextPlanLine, subscriptionDateLine, subscriptionView } from '../lib/subscription-status';
import type { TSubscriptionView } from '../lib/subscription-status';
import { isolate } from '../../../shared/ui/user-text';
import { UserText } from '../../../shared/ui/user-text';

const STATUS_TONES: Record<TSubscriptionView, string> = {
  trialing: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400',
  active: 'bg-accent/15 text-accent',
  past_due: 'bg-amber-400/15 text-amber-600 dark:text-amber-400',
  cancelled: 'bg-fg/8 text-muted',
  expired: 'bg-fg/8 text-muted',
};

export function SubscriptionRow({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const openPayModal = usePayModalStore((s) => s.open);
  const [confirming, setConfirming] = useState(false);
  const creator = subscription.creator;
  const name = personName(creator);
  const path = `/${encodeURIComponent(creator.creatorDomain ?? creator.address)}`;
  const view = subscriptionView(subscription);
  const live = isLive(subscription);
  const price = formatUsdCents(subscription.periodCents);
  const nextPlan = nextPlanLine(t, subscription);
  const autoRenew = useSetAutoRenew(subscription);
  // The current plan chosen again drops the change booked for the renewal; nothing is charged.
  const keepPlan = useKeepPlan(subscription);
  const cancel = useCancelSubscription(subscription, () => setConfirming(false));

  return (
    <li
      className="rounded-3xl border border-line bg-surface p-4 md:p-5"
      data-testid={`subscription-${subscription.id}`}
    >
      <div className="flex items-start gap-3">
        {/* The same link as the name beside it: one stop for keyboards and screen readers, not two. */}
        <Link to={path} className="shrink-0 rounded-full" tabIndex={-1} aria-hidden>
          <Avatar src={creator.avatar} name={name} seed={creator.address} />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link to={path} className="truncate font-semibold hover:underline">
              <UserText>{name}</UserText>
            </Link>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[view]}`}
              data-testid="subscription-status"
            >
              {t(`pay.subscriptions.status.${view}`)}
            </span>
          </div>
          <p className="text-sm text-muted">
            {subscription.tier.name} ·{' '}
            <span className="tabular-nums" data-testid="subscription-price">
              {subscription.months === 1
                ? t('pay.period.priceMonthly', { price })
                : t('pay.period.priceFor', { price, period: t('pay.period.months', { count: subscription.months }) })}
            </span>
          </p>
          <p className="mt-1 text-sm" data-testid="subscription-date">
            {subscriptionDateLine(t, subscription)}
          </p>
        </div>
      </div>
      {live && (
        <div className="mt-4 space-y-3 border-t border-line pt-4">
          <SwitchRow
            checked={subscription.autoRenew}
            onChange={(next) => autoRenew.mutate(next)}
            label={t('pay.subscriptions.autoRenew')}
            description={t('pay.subscriptions.autoRenewHint')}
            testId="subscription-auto-renew"
          />
          {autoRenew.isError && <Notice tone="error">{serverErrorMessage(t, autoRenew.error)}</Notice>}
          {nextPlan && (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-fg/5 px-3.5 py-3">
              <p className="text-sm" data-testid="subscription-next-plan">
                {nextPlan}
              </p>
              <Button
                type="border"
                round
                loading={keepPlan.isPending}
                onClick={() => keepPlan.mutate()}
                data-testid="subscription-keep-plan"
              >
                {t('pay.subscriptions.keepPlan')}
              </Button>
            </div>
          )}
          {keepPlan.isError && <Notice tone="error">{serverErrorMessage(t, keepPlan.error)}</Notice>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="border"
              round
              onClick={() => openPayModal({ kind: 'subscribe', domain: creator.creatorDomain ?? creator.address })}
              data-testid="subscription-change-plan"
            >
              {t('pay.subscriptions.changePlan')}
            </Button>
            {subscription.autoRenew && (
              <Button type="cancel" round onClick={() => setConfirming(true)} data-testid="subscription-cancel">
                {t('pay.subscriptions.cancel')}
              </Button>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) cancel.reset();
        }}
        title={t('pay.subscriptions.cancelTitle', { name: isolate(name) })}
        body={t('pay.subscriptions.cancelBody', { date: formatDate(subscription.currentPeriodEnd) ?? '' })}
        confirmLabel={t('pay.subscriptions.cancelConfirm')}
        cancelLabel={t('pay.subscriptions.keep')}
        onConfirm={() => cancel.mutate()}
        pending={cancel.isPending}
        error={cancel.isError ? serverErrorMessage(t, cancel.error) : null}
        testId="subscription-cancel-dialog"
      />
    </li>
  );
}
