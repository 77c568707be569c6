import { useTranslation } from '#i18n';
import type { TDisputeStatus } from '@fanlane/contracts/dispute';

// A closed case reads the same to everyone: "kept" is good news for a creator, "refunded" for a fan.
const TONES: Record<TDisputeStatus, string> = {
  open: 'bg-amber-500/12 text-amber-700 dark:text-amber-300',
  under_review: 'bg-sky-500/12 text-sky-700 dark:text-sky-300',
  won: 'bg-fg/8 text-muted',
  lost: 'bg-fg/8 text-muted',
};

/** Where a dispute stands, as its fan, its creators and the admins' queue show it. */
export function DisputeStatusChip({ status }: { status: TDisputeStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="dispute-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {t(`disputes.status.${status}`)}
    </span>
  );
}
