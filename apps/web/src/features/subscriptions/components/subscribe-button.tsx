/**
 * The creator page's Subscribe button: opens the subscribe modal, or, for a fan already subscribed,
 * reads "Subscribed" with the renewal (or end) date and opens the same modal to show it and change
 * its plan. Hidden while the creator offers no tier.
 */
import { Check, Crown } from 'lucide-react';
import { useTranslation } from '#i18n';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { Button } from '../../../shared/ui/button';
import { useCreatorTiers, useSubscriptionState } from '../api/subscription-queries';
import { isLive, subscriptionDateLine } from '../lib/subscription-status';
import { activeTiers } from '../lib/tier-periods';

export function SubscribeButton({ domain, className = '' }: { domain: string; className?: string }) {
  const { t } = useTranslation();
  const open = usePayModalStore((s) => s.open);
  const tiers = useCreatorTiers(domain);
  const state = useSubscriptionState(domain);
  const current = state.data?.subscription;
  const subscribed = current && isLive(current) ? current : null;

  if (!subscribed && (!tiers.data || activeTiers(tiers.data).length === 0)) return null;

  const onClick = () => open({ kind: 'subscribe', domain });
  if (subscribed) {
    return (
      <Button
        type="border"
        round
        isActive
        className={`flex-col gap-0! py-1.5 ${className}`}
        onClick={onClick}
        data-testid="creator-subscribe"
        data-subscribed="true"
      >
        <span className="inline-flex items-center gap-1.5">
          <Check className="size-4" aria-hidden />
          {t('pay.subscribe.subscribed')}
        </span>
        <span className="text-[11px] font-medium text-muted" data-testid="creator-subscription-date">
          {subscriptionDateLine(t, subscribed)}
        </span>
      </Button>
    );
  }
  return (
    <Button
      round
      auth
      attrDomain={domain}
      authIntent={{ kind: 'subscribe', domain }}
      className={className}
      onClick={onClick}
      data-testid="creator-subscribe"
      data-subscribed="false"
    >
      <Crown className="size-4" aria-hidden />
      {t('creatorPage.subscribe')}
    </Button>
  );
}
