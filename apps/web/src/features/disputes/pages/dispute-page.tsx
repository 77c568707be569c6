import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '#i18n';
import type { TDispute } from '@fanlane/contracts/dispute';
import { isNotFound } from '../../../shared/lib/api-errors';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { UserText } from '../../../shared/ui/user-text';
import { useDispute } from '../api/dispute-api';
import { AdminDisputeActions } from '../components/admin-dispute-actions';
import { DisputeEvidence } from '../components/dispute-evidence';
import { DisputePayments } from '../components/dispute-payments';
import { DisputeSummary } from '../components/dispute-summary';

/** The fan's own words when they opened the case (fan disputes). */
function FanMessage({ dispute }: { dispute: TDispute }) {
  const { t } = useTranslation();
  if (!dispute.message) return null;
  return (
    <section className="rounded-3xl border border-line bg-surface p-5">
      <h2 className="text-sm text-muted">
        {dispute.viewerRole === 'fan' ? t('disputes.message.yours') : t('disputes.message.fans')}
      </h2>
      <UserText as="p" className="mt-2 break-words whitespace-pre-wrap" testId="dispute-fan-message">
        {dispute.message}
      </UserText>
    </section>
  );
}

function DisputeView({ dispute }: { dispute: TDispute }) {
  return (
    <div className="space-y-6" data-testid="dispute-view">
      <DisputeSummary dispute={dispute} />
      <AdminDisputeActions dispute={dispute} />
      <FanMessage dispute={dispute} />
      <DisputePayments dispute={dispute} />
      <DisputeEvidence dispute={dispute} />
    </div>
  );
}

/** Someone else's dispute, or none at all: the same answer, so ids reveal nothing. */
function DisputeNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchX className="size-8" />}
      title={t('disputes.notFound')}
      action={
        <Link to="/payments" className="text-sm font-semibold text-accent hover:underline" data-testid="dispute-back">
          {t('routes.payments')}
        </Link>
      }
    />
  );
}

/** /dispute/:id: one case as its fan, its creator or an admin sees it, its notes, and what each may do next. */
export function DisputePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const dispute = useDispute(id);
  // Admins come from their queue; the fan and the creator from their payments.
  const backTo = dispute.data?.viewerRole === 'admin' ? '/admin/disputes' : '/payments';
  return (
    <section className="mx-auto max-w-xl" data-testid="dispute-page">
      <PageHeader title={t('routes.dispute')} backTo={backTo} backLabel={t('common.back')} />
      {dispute.data ? (
        <DisputeView dispute={dispute.data} />
      ) : dispute.isError && isNotFound(dispute.error) ? (
        <DisputeNotFound />
      ) : dispute.isError ? (
        <LoadErrorState
          title={t('disputes.loadError')}
          retryLabel={t('disputes.retry')}
          onRetry={() => void dispute.refetch()}
        />
      ) : (
        <div className="flex justify-center py-12" aria-busy data-testid="dispute-loading">
          <Spinner className="size-6 text-accent" />
        </div>
      )}
    </section>
  );
}
