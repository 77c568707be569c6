import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import {
  KYC_APPLICATION_STATUSES,
  type TAdminKycApplication,
  type TKycApplicationStatus,
} from '@fanlane/contracts/kyc';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { countryName } from '../../../shared/lib/countries';
import { formatDate } from '../../../shared/lib/dates';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { Spinner } from '../../../shared/ui/spinner';
import { useAdminKycList, useKycDecision } from '../api/kyc-api';
import { DocumentViewer } from '../components/document-viewer';
import { kycStrings } from '../lib/kyc-strings';

function ApplicationCard({ application }: { application: TAdminKycApplication }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const decide = useKycDecision();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const key = application.applicant.creatorDomain ?? application.applicant.id;
  const facts: [string, string][] = [
    [t('kyc.form.legalName'), application.legalName],
    [t('kyc.form.dateOfBirth'), application.dateOfBirth],
    [t('kyc.form.country'), countryName(application.country, language)],
    [t('kyc.form.documentType'), t(`kyc.documentType.${application.documentType}`)],
    [t('kyc.admin.submitted'), formatDate(application.submittedAt, 'dateTime') ?? ''],
  ];
  return (
    <article
      className="space-y-4 rounded-3xl border border-line bg-surface p-5"
      data-testid={`admin-kyc-application-${key}`}
      data-status={application.status}
    >
      <header className="min-w-0">
        <p className="truncate font-semibold">
          {application.applicant.displayName ?? application.applicant.address}
          {application.applicant.creatorDomain && (
            <span className="ms-2 text-sm text-muted">@{application.applicant.creatorDomain}</span>
          )}
        </p>
        <p className="truncate text-xs text-muted">{application.applicant.email ?? application.applicant.address}</p>
      </header>
      <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="truncate font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {application.documents.length > 0 ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {application.documents.map((kind) => (
            <DocumentViewer key={kind} applicationId={application.id} kind={kind} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted">
          {t(application.documentsDeleted ? 'kyc.admin.deleted' : 'kyc.admin.hosted')}
        </p>
      )}
      {application.rejectReason && (
        <p className="text-sm">
          <span className="text-muted">{t('kyc.admin.reason')} </span>
          {application.rejectReason}
        </p>
      )}
      {decide.isError && <Notice tone="error">{serverErrorMessage(t, decide.error)}</Notice>}
      {application.status === 'submitted' &&
        (rejecting ? (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              decide.mutate(
                { id: application.id, approve: false, reason: reason.trim() },
                { onSuccess: () => setRejecting(false) },
              );
            }}
          >
            <label className="block text-sm font-medium" htmlFor={`reason-${application.id}`}>
              {t('kyc.admin.reasonLabel')}
            </label>
            <textarea
              id={`reason-${application.id}`}
              className="min-h-24 w-full rounded-xl border border-line bg-bg p-3 text-sm"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              data-testid={`admin-kyc-reason-${key}`}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button round type="cancel" onClick={() => setRejecting(false)}>
                {t('kyc.admin.cancel')}
              </Button>
              <Button
                round
                type="delete"
                htmlType="submit"
                disabled={reason.trim().length < 3}
                loading={decide.isPending}
                data-testid={`admin-kyc-reject-confirm-${key}`}
              >
                {t('kyc.admin.reject')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            <Button round type="border" onClick={() => setRejecting(true)} data-testid={`admin-kyc-reject-${key}`}>
              {t('kyc.admin.reject')}
            </Button>
            <Button
              round
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: application.id, approve: true })}
              data-testid={`admin-kyc-approve-${key}`}
            >
              {t('kyc.admin.approve')}
            </Button>
          </div>
        ))}
    </article>
  );
}

/** /admin/kyc: the identity verification queue, by status, with each application's documents. */
function AdminKycPageView() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TKycApplicationStatus>('submitted');
  const list = useAdminKycList(status);
  return (
    <div data-testid="admin-kyc-page">
      <header className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('kyc.admin.title')}</h1>
        <p className="mt-1.5 text-sm text-muted">{t('kyc.admin.subtitle')}</p>
      </header>
      <div role="tablist" aria-label={t('kyc.admin.title')} className="scrollbar-none mb-5 flex gap-1 overflow-x-auto">
        {KYC_APPLICATION_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === status}
            onClick={() => setStatus(s)}
            data-testid={`admin-kyc-tab-${s}`}
            className={`min-h-10 rounded-full px-4 text-sm font-medium whitespace-nowrap ${s === status ? 'bg-accent text-white' : 'text-muted hover:bg-fg/6'}`}
          >
            {t(`kyc.status.${s}`)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Spinner className="size-6" />
      ) : list.isError ? (
        <LoadErrorState
          title={serverErrorMessage(t, list.error)}
          retryLabel={t('kyc.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={<IdCard className="size-7" aria-hidden />} title={t('kyc.admin.empty')} />
      ) : (
        <div className="space-y-4">
          {list.data.items.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </div>
      )}
    </div>
  );
}

export const AdminKycPage = kycStrings.wrap(AdminKycPageView);
