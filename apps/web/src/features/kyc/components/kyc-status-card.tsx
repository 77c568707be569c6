import { BadgeCheck, Clock3, IdCard, ShieldAlert, TimerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TKycState } from '@fanlane/contracts/kyc';
import { formatDate } from '../../../shared/lib/dates';
import { useUserStore } from '../../../shared/stores/user-store';
import { useKycDetail } from '../api/kyc-api';
import { kycStrings } from '../lib/kyc-strings';

const LOOKS: Record<TKycState, { icon: ReactNode; tone: string }> = {
  none: { icon: <IdCard className="size-5" aria-hidden />, tone: 'bg-accent/15 text-accent' },
  submitted: {
    icon: <Clock3 className="size-5" aria-hidden />,
    tone: 'bg-amber-500/15 text-amber-600 dark:text-amber-400',
  },
  approved: {
    icon: <BadgeCheck className="size-5" aria-hidden />,
    tone: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400',
  },
  rejected: {
    icon: <ShieldAlert className="size-5" aria-hidden />,
    tone: 'bg-red-500/12 text-red-600 dark:text-red-400',
  },
  expired: {
    icon: <TimerOff className="size-5" aria-hidden />,
    tone: 'bg-amber-500/15 text-amber-600 dark:text-amber-400',
  },
};

/**
 * Where the signed-in user stands with identity verification, in one row with a link to /kyc:
 * shown on /becomeCreator and /becomeCreatorApply (verification comes with the application).
 */
function KycStatusCardView() {
  const { t } = useTranslation();
  const address = useUserStore((s) => s.address);
  const detail = useKycDetail(address);
  if (!address || !detail.data) return null;
  const { state, application } = detail.data;
  const look = LOOKS[state] as (typeof LOOKS)[TKycState] | undefined;
  // An answer this page does not know (an older or newer server) shows nothing rather than break the page.
  if (!look) return null;
  const date = formatDate(application?.decidedAt ?? application?.submittedAt);
  return (
    <section
      className="flex items-center gap-4 rounded-3xl border border-line bg-surface p-4 md:p-5"
      data-testid="kyc-status-card"
      data-state={state}
    >
      <div className={`flex size-11 shrink-0 items-center justify-center rounded-2xl ${look.tone}`}>{look.icon}</div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{t(`kyc.card.${state}`)}</p>
        <p className="mt-0.5 text-xs text-muted">
          {state === 'rejected' && application?.rejectReason
            ? application.rejectReason
            : t(`kyc.card.${state}Body`, { date })}
        </p>
      </div>
      <Link
        to="/kyc"
        data-testid="kyc-status-link"
        className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-accent/60 px-4 text-sm font-semibold text-accent hover:bg-accent/8"
      >
        {t(state === 'approved' || state === 'submitted' ? 'kyc.card.view' : 'kyc.card.start')}
      </Link>
    </section>
  );
}

export const KycStatusCard = kycStrings.wrap(KycStatusCardView);
