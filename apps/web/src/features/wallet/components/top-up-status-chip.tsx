import type { TTopUpStatus } from '@fanlane/contracts/top-up';
import { useTranslation } from '#i18n';
import { TOP_UP_STATES } from '../lib/top-up-state';

/** Where a top-up stands: pending, needs confirmation, succeeded, failed, expired, cancelled. */
export function TopUpStatusChip({ status }: { status: TTopUpStatus }) {
  const { t } = useTranslation();
  const state = TOP_UP_STATES[status];
  return (
    <span
      data-testid="top-up-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${state.tone}`}
    >
      {t(state.label)}
    </span>
  );
}
