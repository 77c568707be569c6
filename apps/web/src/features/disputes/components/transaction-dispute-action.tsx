import { lazy, Suspense, useState } from 'react';
import { ChevronRight, Flag, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { FAN_DISPUTE_WINDOW_DAYS } from '@fanlane/contracts/dispute';
// Payments to a creator are what a fan may dispute (a top-up goes to their card provider instead).
import { CREATOR_PAYMENT_KINDS, type TTransaction, type TTransactionKind } from '@fanlane/contracts/money';
import { Button } from '../../../shared/ui/button';

// The dialog loads when a fan asks for it: it needs the dispute contract at run time, and that brings
// zod along. The window below is a constant the build inlines, so a payment's page stays as light as it was.
const OpenDisputeDialog = lazy(() => import('./open-dispute-dialog').then((m) => ({ default: m.OpenDisputeDialog })));

const WINDOW_MS = FAN_DISPUTE_WINDOW_DAYS * 86_400_000;

/** Whether the viewer may still report a problem with this payment of theirs (the server decides in the end). */
export function canReport(tx: TTransaction, now = Date.now()): boolean {
  return (
    tx.direction === 'paid' &&
    (CREATOR_PAYMENT_KINDS as readonly TTransactionKind[]).includes(tx.kind) &&
    now - new Date(tx.createdAt).getTime() < WINDOW_MS
  );
}

/**
 * Under a payment's details: the dispute that holds it, or for a fan's recent payment to a
 * creator, the way to report a problem with it.
 */
export function TransactionDisputeAction({ tx }: { tx: TTransaction }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);

  if (tx.disputeId) {
    return (
      <Link
        to={`/dispute/${tx.disputeId}`}
        data-testid="transaction-dispute-link"
        className="flex items-center gap-3 rounded-3xl border border-amber-500/30 bg-amber-500/8 px-4 py-3.5 text-sm transition-colors hover:border-amber-500/60"
      >
        <Scale className="size-5 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{t('disputes.transaction.view')}</span>
          <span className="block text-muted">{t('disputes.transaction.inDispute')}</span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted rtl:rotate-180" aria-hidden />
      </Link>
    );
  }
  if (!canReport(tx)) return null;
  return (
    <div className="flex flex-col items-start gap-2 rounded-3xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted">{t('disputes.report.hint', { days: FAN_DISPUTE_WINDOW_DAYS })}</p>
      <Button
        type="border"
        round
        className="shrink-0"
        onClick={() => setReporting(true)}
        data-testid="transaction-report"
      >
        <Flag className="size-4" aria-hidden />
        {t('disputes.report.action')}
      </Button>
      {reporting && (
        <Suspense fallback={null}>
          <OpenDisputeDialog transactionId={tx.id} open onOpenChange={setReporting} />
        </Suspense>
      )}
    </div>
  );
}
