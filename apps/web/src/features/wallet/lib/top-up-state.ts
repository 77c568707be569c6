/**
 * Where a top-up stands, as every page shows it: the chip in the history and on the detail page, and
 * the outcome on the return from the hosted checkout all read this one table.
 */
import type { TTopUpStatus } from '@fanlane/contracts/top-up';

/** open: still waiting on the provider; the others are settled. */
export type TTopUpOutcome = 'open' | 'succeeded' | 'failed' | 'cancelled';

interface TopUpState {
  /** i18n key of the chip's label. */
  label: string;
  tone: string;
  outcome: TTopUpOutcome;
}

export const TOP_UP_STATES: Record<TTopUpStatus, TopUpState> = {
  pending: {
    label: 'wallet.status.pending',
    tone: 'bg-amber-500/12 text-amber-700 dark:text-amber-300',
    outcome: 'open',
  },
  requires_confirmation: {
    label: 'wallet.status.requires_confirmation',
    tone: 'bg-sky-500/12 text-sky-700 dark:text-sky-300',
    outcome: 'open',
  },
  succeeded: {
    label: 'wallet.status.succeeded',
    tone: 'bg-emerald-500/12 text-emerald-700 dark:text-emerald-300',
    outcome: 'succeeded',
  },
  failed: { label: 'wallet.status.failed', tone: 'bg-red-500/12 text-red-600 dark:text-red-300', outcome: 'failed' },
  expired: { label: 'wallet.status.expired', tone: 'bg-fg/8 text-muted', outcome: 'failed' },
  cancelled: { label: 'wallet.status.cancelled', tone: 'bg-fg/8 text-muted', outcome: 'cancelled' },
};

export function topUpOutcome(status: TTopUpStatus): TTopUpOutcome {
  return TOP_UP_STATES[status].outcome;
}

/** Settled: nothing more will happen to it on its own. */
export function isFinalTopUp(status: TTopUpStatus): boolean {
  return topUpOutcome(status) !== 'open';
}
