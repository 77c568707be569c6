import { CircleCheck, CircleSlash, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import type { TTopUp } from '@fanlane/contracts/top-up';
import { formatUsdCents } from '../../../shared/lib/money';
import { Spinner } from '../../../shared/ui/spinner';
import { failureReasonKey } from '../lib/failure-reason';
import { topUpOutcome } from '../lib/top-up-state';

interface TopUpOutcomeProps {
  /** The top-up, or null while it is still being looked up. */
  topUp: TTopUp | null;
  /** Following it gave up before it settled (the provider is slow). */
  timedOut?: boolean;
  /** The way on: back, retry, history. */
  actions: ReactNode;
}

function Frame({
  icon,
  title,
  body,
  actions,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body?: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="flex flex-col items-center py-6 text-center" aria-live="polite">
      <div className="mb-4">{icon}</div>
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {body && <div className="mt-2 max-w-sm text-sm text-muted">{body}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}

/**
 * How a top-up ended, or that it is still being settled: the amount credited on success, the reason
 * on failure, that nothing was charged when the fan cancelled, a note when the provider takes longer
 * than we wait.
 */
export function TopUpOutcome({ topUp, timedOut = false, actions }: TopUpOutcomeProps) {
  const { t } = useTranslation();
  const outcome = topUp ? topUpOutcome(topUp.status) : 'open';
  if (topUp && outcome === 'succeeded') {
    return (
      <Frame
        testId="top-up-succeeded"
        icon={<CircleCheck className="size-14 text-emerald-500" aria-hidden />}
        title={t('wallet.outcome.succeeded')}
        body={t('wallet.outcome.credited', { amount: formatUsdCents(topUp.amountCents) })}
        actions={actions}
      />
    );
  }
  if (topUp && outcome === 'failed') {
    return (
      <Frame
        testId="top-up-failed"
        icon={<CircleX className="size-14 text-red-500" aria-hidden />}
        title={t('wallet.outcome.failed')}
        body={t(topUp.status === 'expired' ? 'wallet.failure.expired' : failureReasonKey(topUp.failureCode))}
        actions={actions}
      />
    );
  }
  if (outcome === 'cancelled') {
    return (
      <Frame
        testId="top-up-cancelled"
        icon={<CircleSlash className="size-14 text-muted" aria-hidden />}
        title={t('wallet.pay.cancelledTitle')}
        body={t('wallet.pay.cancelledBody')}
        actions={actions}
      />
    );
  }
  if (timedOut) {
    return (
      <Frame
        testId="top-up-timed-out"
        icon={<Clock className="size-14 text-amber-500" aria-hidden />}
        title={t('wallet.outcome.slowTitle')}
        body={t('wallet.outcome.slowBody')}
        actions={actions}
      />
    );
  }
  return (
    <Frame
      testId="top-up-waiting"
      icon={<Spinner className="size-12 text-accent" />}
      title={t('wallet.outcome.waiting')}
      body={t('wallet.outcome.waitingBody')}
      actions={null}
    />
  );
}
