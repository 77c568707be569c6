import { Cake, Check, ExternalLink, IdCard, Mail, MapPin, Wallet, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { ageOn } from '@fanlane/contracts/creator';
import type { TAdminSubmission } from '@fanlane/contracts/creator';
import { countryName } from '../../../shared/lib/countries';
import { formatDate } from '../../../shared/lib/dates';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { shortAddress } from '../../../shared/ui/short-address';
import { personName } from '../../../shared/ui/person-name';
import { Handle, UserText } from '../../../shared/ui/user-text';

/** Where rows, buttons and test ids point: the domain, or the id of a draft without one. */
export function submissionKey(submission: TAdminSubmission): string {
  return submission.creatorDomain ?? submission.id;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2.5">
      <span className="mt-0.5 text-muted" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-muted">{label}</dt>
        <dd className="mt-0.5 text-sm font-medium break-words">{children}</dd>
      </div>
    </div>
  );
}

/**
 * Identity verification: its status, read from the KYC review (/admin/kyc), which is where the
 * documents are checked. Approving the application and the identity are two decisions; payouts wait for the second.
 */
function KycPanel({ submission, testKey }: { submission: TAdminSubmission; testKey: string }) {
  const { t } = useTranslation();
  const { kycStatus } = submission.applicant;
  const verified = kycStatus === 'approved';
  return (
    <div
      data-testid={`admin-kyc-${testKey}`}
      data-status={kycStatus}
      className="flex flex-col gap-3 self-start rounded-2xl border border-dashed border-line bg-bg/50 p-4 text-sm"
    >
      <div className="flex items-start gap-3">
        <IdCard className={`mt-0.5 size-5 shrink-0 ${verified ? 'text-emerald-500' : 'text-muted'}`} aria-hidden />
        <div>
          <p className="text-xs text-muted">{t('admin.creators.kyc.label')}</p>
          <p className="font-medium">{t(`admin.creators.kyc.${kycStatus}`)}</p>
        </div>
      </div>
      <Link
        to="/admin/kyc"
        className="inline-flex min-h-10 items-center justify-center rounded-full border border-accent/60 px-4 font-semibold text-accent hover:bg-accent/8"
        data-testid={`admin-kyc-review-${testKey}`}
      >
        {t('routes.adminKyc')}
      </Link>
    </div>
  );
}

interface SubmissionCardProps {
  submission: TAdminSubmission;
  /** Approve and reject are offered for applications waiting for review. */
  reviewable: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One application as a reviewer sees it: who, what page, what they create, and the decision. */
export function SubmissionCard({ submission, reviewable, onApprove, onReject }: SubmissionCardProps) {
  const { t, i18n } = useTranslation();
  const key = submissionKey(submission);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const name = submission.displayName || submission.creatorDomain || personName(submission.applicant);
  const age = submission.dateOfBirth ? ageOn(submission.dateOfBirth, new Date()) : null;
  const submitted = formatDate(submission.submittedAt, 'dateTime');
  const reviewed = formatDate(submission.reviewedAt, 'dateTime');

  return (
    <li data-testid={`admin-row-${key}`} className="rounded-3xl border border-line bg-surface p-5 md:p-6">
      <div className="flex flex-wrap items-start gap-4">
        <Avatar name={name} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold">
            <UserText>{name}</UserText>
          </h2>
          {submission.creatorDomain && (
            <p className="truncate text-sm text-accent">
              <Handle domain={submission.creatorDomain} />
            </p>
          )}
          {submission.categories.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('creators.apply.categories')}>
              {submission.categories.map((category) => (
                <li
                  key={category}
                  className="rounded-full bg-accent/12 px-2.5 py-0.5 text-xs font-semibold text-accent"
                >
                  {t(`creators.categories.${category}`, { defaultValue: category })}
                </li>
              ))}
            </ul>
          )}
        </div>
        {submitted && (
          <p className="w-full text-xs text-muted sm:w-auto sm:text-end">
            {t('admin.creators.submitted', { date: submitted })}
          </p>
        )}
      </div>

      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact icon={<Wallet className="size-4" />} label={t('admin.creators.applicant')}>
            <span title={submission.applicant.address} className="font-mono text-[13px]" dir="ltr">
              {shortAddress(submission.applicant.address)}
            </span>
          </Fact>
          <Fact icon={<Mail className="size-4" />} label={t('admin.creators.email')}>
            {submission.applicant.email ?? <span className="text-muted">{t('admin.creators.noEmail')}</span>}
          </Fact>
          <Fact icon={<MapPin className="size-4" />} label={t('creators.apply.country')}>
            {submission.country ? countryName(submission.country, language) : '—'}
          </Fact>
          <Fact icon={<Cake className="size-4" />} label={t('admin.creators.age')}>
            {age === null ? (
              '—'
            ) : (
              <>
                <span className="tabular-nums">{age}</span>
                <span className="font-normal text-muted"> · {formatDate(submission.dateOfBirth)}</span>
              </>
            )}
          </Fact>
          <div className="sm:col-span-2">
            <dt className="text-xs text-muted">{t('creators.apply.socialLinks')}</dt>
            <dd className="mt-1.5">
              {submission.socialLinks.length === 0 ? (
                <span className="text-sm text-muted">{t('admin.creators.noLinks')}</span>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {submission.socialLinks.map((link) => (
                    <li key={`${link.platform}-${link.url}`} className="min-w-0 max-w-full">
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        title={link.url}
                        className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm text-fg/85 transition-colors hover:border-accent/50 hover:text-accent"
                      >
                        <span className="font-semibold">{t(`creators.platforms.${link.platform}`)}</span>
                        <span className="truncate text-muted" dir="ltr">
                          {link.url.replace(/^https?:\/\//, '')}
                        </span>
                        <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>

        <KycPanel submission={submission} testKey={key} />
      </div>

      {submission.status === 'rejected' && submission.rejectReason && (
        <div className="mt-5 rounded-2xl bg-red-500/8 p-4 text-sm">
          <p className="text-xs font-semibold tracking-wide text-red-600 uppercase dark:text-red-400">
            {reviewed ? t('creators.status.reasonOn', { date: reviewed }) : t('creators.status.reasonLabel')}
          </p>
          <p className="mt-1 whitespace-pre-line">{submission.rejectReason}</p>
        </div>
      )}
      {submission.status === 'approved' && reviewed && (
        <p className="mt-5 text-sm text-emerald-600 dark:text-emerald-400">
          {t('admin.creators.approvedOn', { date: reviewed })}
        </p>
      )}

      {reviewable && (
        <div className="mt-5 flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button type="cancel" round onClick={onReject} data-testid={`admin-reject-${key}`}>
            <X className="size-4" aria-hidden />
            {t('admin.creators.reject')}
          </Button>
          <Button round onClick={onApprove} data-testid={`admin-approve-${key}`}>
            <Check className="size-4" aria-hidden />
            {t('admin.creators.approve')}
          </Button>
        </div>
      )}
    </li>
  );
}
