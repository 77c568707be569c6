import { BadgeCheck, Clock3, ExternalLink, IdCard, ShieldAlert, TimerOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '#i18n';
import type { TKycDetail } from '@fanlane/contracts/kyc';
import { formatDate } from '../../../shared/lib/dates';
import { useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useKycDetail } from '../api/kyc-api';
import { KycForm } from '../components/kyc-form';
import { kycStrings } from '../lib/kyc-strings';

function StateCard({
  icon,
  tone,
  title,
  body,
  testId,
  children,
}: {
  icon: ReactNode;
  tone: string;
  title: string;
  body: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <section data-testid={testId} className="rounded-3xl border border-line bg-surface p-6 md:p-8">
      <div className={`flex size-14 items-center justify-center rounded-2xl ${tone}`}>{icon}</div>
      <h2 className="mt-5 text-xl font-bold tracking-tight md:text-2xl">{title}</h2>
      <div className="mt-2 max-w-xl text-[15px] leading-relaxed text-muted">{body}</div>
      {children}
    </section>
  );
}

function WhereYouStand({ detail, onResubmit }: { detail: TKycDetail; onResubmit: () => void }) {
  const { t } = useTranslation();
  const app = detail.application;
  const submitted = formatDate(app?.submittedAt);
  const decided = formatDate(app?.decidedAt);
  switch (detail.state) {
    case 'submitted':
      return (
        <StateCard
          testId="kyc-state-submitted"
          tone="bg-amber-500/15 text-amber-600 dark:text-amber-400"
          icon={<Clock3 className="size-7" aria-hidden />}
          title={t('kyc.state.submittedTitle')}
          body={t('kyc.state.submittedBody', { date: submitted })}
        >
          {detail.hostedUrl && (
            <a
              href={detail.hostedUrl}
              className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-5 text-sm font-semibold text-white"
              data-testid="kyc-hosted-link"
            >
              {t('kyc.state.continueHosted')}
              <ExternalLink className="size-4" aria-hidden />
            </a>
          )}
        </StateCard>
      );
    case 'approved':
      return (
        <StateCard
          testId="kyc-state-approved"
          tone="bg-emerald-500/15 text-emerald-600 dark:text-emerald-400"
          icon={<BadgeCheck className="size-7" aria-hidden />}
          title={t('kyc.state.approvedTitle')}
          body={
            app?.expiresAt
              ? t('kyc.state.approvedUntil', { date: formatDate(app.expiresAt) })
              : t('kyc.state.approvedBody', { date: decided })
          }
        />
      );
    case 'rejected':
      return (
        <StateCard
          testId="kyc-state-rejected"
          tone="bg-red-500/12 text-red-600 dark:text-red-400"
          icon={<ShieldAlert className="size-7" aria-hidden />}
          title={t('kyc.state.rejectedTitle')}
          body={t('kyc.state.rejectedBody')}
        >
          <figure className="mt-5 rounded-2xl border border-line bg-bg/60 p-4">
            <figcaption className="text-xs font-semibold tracking-wide text-muted uppercase">
              {t('kyc.state.reason', { date: decided })}
            </figcaption>
            <blockquote className="mt-2 text-[15px] whitespace-pre-line" data-testid="kyc-reject-reason">
              {app?.rejectReason}
            </blockquote>
          </figure>
          <Button round className="mt-6" onClick={onResubmit} data-testid="kyc-resubmit">
            {t('kyc.state.resubmit')}
          </Button>
        </StateCard>
      );
    case 'expired':
      return (
        <StateCard
          testId="kyc-state-expired"
          tone="bg-amber-500/15 text-amber-600 dark:text-amber-400"
          icon={<TimerOff className="size-7" aria-hidden />}
          title={t('kyc.state.expiredTitle')}
          body={t('kyc.state.expiredBody')}
        >
          <Button round className="mt-6" onClick={onResubmit} data-testid="kyc-resubmit">
            {t('kyc.state.renew')}
          </Button>
        </StateCard>
      );
    default:
      return null;
  }
}

/** /kyc: where the user stands with identity verification, and the application when they may send one. */
function KycPageView() {
  const { t } = useTranslation();
  const address = useUserStore((s) => s.address);
  const detail = useKycDetail(address);
  const [applying, setApplying] = useState(false);

  let body: ReactNode;
  if (detail.isPending) body = <Spinner />;
  else if (detail.isError)
    body = (
      <LoadErrorState title={t('kyc.loadError')} retryLabel={t('kyc.retry')} onRetry={() => void detail.refetch()} />
    );
  else if (detail.data.state === 'none' || (applying && detail.data.canSubmit))
    body = (
      <KycForm
        address={address}
        initial={
          detail.data.application
            ? {
                legalName: detail.data.application.legalName,
                dateOfBirth: detail.data.application.dateOfBirth,
                country: detail.data.application.country,
                documentType: detail.data.application.documentType,
              }
            : undefined
        }
      />
    );
  else body = <WhereYouStand detail={detail.data} onResubmit={() => setApplying(true)} />;

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 md:py-10" data-testid="kyc-page">
      <header className="flex items-start gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent/15 text-accent">
          <IdCard className="size-6" aria-hidden />
        </div>
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('routes.kyc')}</h1>
          <p className="mt-1 text-[15px] text-muted">{t('kyc.intro')}</p>
        </div>
      </header>
      {body}
    </div>
  );
}

export const KycPage = kycStrings.wrap(KycPageView);
