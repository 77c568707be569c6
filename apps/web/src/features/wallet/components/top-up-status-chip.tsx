import type { TTopUpStatus } from '@fanlane/contracts/top-up';
import { useTranslation } from 'react-i18next';

const TONES: Record<TTopUpStatus, string> = {
  pending: 'bg-amber-500/12 text-amber-700 dark:text-amber-300',
  requires_confirmation: 'bg-sky-500/12 text-sky-700 dark:text-sky-300',
  succeeded: 'bg-emerald-500/12 text-emerald-700 dark:text-emerald-300',
  failed: 'bg-red-500/12 text-red-600 dark:text-red-300',
  expired: 'bg-fg/8 text-muted',
};

/** Where a top-up stands: pending, needs confirmation, succeeded, failed, expired. */
export function TopUpStatusChip({ status }: { status: TTopUpStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="top-up-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {t(`wallet.status.${status}`)}
    </span>
  );
}
