import { useState } from 'react';
import { ArrowLeft, LogIn } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { useUserStore, selectIsLoggedIn } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { useSubmission } from '../api/creator-api';
import type { TSubmissionDetail } from '@fanlane/contracts/creator';
import { ApplicationForm } from '../components/application-form';
import { applicationFromSubmission, emptyApplication } from '../lib/application-form';

function FormSkeleton() {
  return (
    <div aria-busy className="animate-pulse space-y-4" data-testid="apply-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-3xl border border-line bg-surface p-6">
          <div className="h-5 w-40 rounded-full bg-fg/10" />
          <div className="mt-6 h-11 rounded-xl bg-fg/8" />
          <div className="mt-4 h-11 rounded-xl bg-fg/8" />
        </div>
      ))}
    </div>
  );
}

function Header() {
  const { t } = useTranslation();
  return (
    <header className="mb-6">
      <Link
        to="/becomeCreatorIntro"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted transition-colors hover:text-fg"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('creators.apply.back')}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">{t('creators.apply.title')}</h1>
      <p className="mt-2 text-[15px] leading-relaxed text-muted">{t('creators.apply.subtitle')}</p>
    </header>
  );
}

/** /becomeCreatorApply: the application, prefilled from a saved draft or a rejected application. */
export function BecomeCreatorApplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const info = useUserStore((s) => s.info);
  const submission = useSubmission();
  // The application as it was on arrival: later refetches (after saving) must not reset the form
  // or, after submitting, race the page's own navigation.
  const [arrival, setArrival] = useState<{ detail: TSubmissionDetail } | null>(null);
  if (arrival === null && submission.data !== undefined) setArrival({ detail: submission.data });

  if (!isLoggedIn) {
    return (
      <>
        <Header />
        <EmptyState
          className="rounded-3xl border border-line bg-surface"
          icon={<LogIn className="size-8" />}
          title={t('creators.apply.signInTitle')}
          description={t('creators.apply.signInBody')}
          action={
            <Button auth round data-testid="apply-sign-in">
              {t('common.signIn')}
            </Button>
          }
        />
      </>
    );
  }

  const detail = arrival?.detail;
  if (info?.creatorDomain || detail?.status === 'submitted' || detail?.status === 'approved') {
    return <Navigate to="/becomeCreator" replace />;
  }

  return (
    <>
      <Header />
      {arrival === null && submission.isError ? (
        <LoadErrorState
          title={t('creators.status.loadError')}
          retryLabel={t('creators.status.retry')}
          onRetry={() => void submission.refetch()}
        />
      ) : arrival === null ? (
        <FormSkeleton />
      ) : (
        <>
          {detail?.status === 'rejected' && (
            <Notice tone="error" className="mb-4" testId="apply-rejected-notice">
              <p className="font-semibold">{t('creators.apply.rejectedTitle')}</p>
              {detail.rejectReason && <p className="mt-1 whitespace-pre-line">{detail.rejectReason}</p>}
            </Notice>
          )}
          <ApplicationForm
            initial={detail ? applicationFromSubmission(detail) : emptyApplication(info?.displayName ?? '')}
            onSubmitted={() => void navigate('/becomeCreator')}
          />
        </>
      )}
    </>
  );
}
