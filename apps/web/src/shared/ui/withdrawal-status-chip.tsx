import { useTranslation } from '#i18n';
import type { TWithdrawalStatus } from '@fanlane/contracts/withdrawal';

const TONES: Record<TWithdrawalStatus, string> = {
  awaiting_code: 'bg-sky-500/12 text-sky-700 dark:text-sky-300',
  requested: 'bg-amber-500/12 text-amber-700 dark:text-amber-300',
  approved: 'bg-amber-500/12 text-amber-700 dark:text-amber-300',
  broadcast: 'bg-amber-500/12 text-amber-700 dark:text-amber-300',
  confirmed: 'bg-emerald-500/12 text-emerald-700 dark:text-emerald-300',
  failed: 'bg-red-500/12 text-red-600 dark:text-red-300',
  rejected: 'bg-red-500/12 text-red-600 dark:text-red-300',
  cancelled: 'bg-fg/8 text-muted',
  expired: 'bg-fg/8 text-muted',
};

/** Where a withdrawal stands, as the user's pages and the admins' queue show it. */
export function WithdrawalStatusChip({ status }: { status: TWithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="withdrawal-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {t(`wallet.withdraw.status.${status}`)}
    </span>
  );
}
