import { useTranslation } from '#i18n';
import type { TSubmission } from '@fanlane/contracts/creator';
import { runtimeConfig } from '../../../shared/lib/runtime-config';

/** What the applicant sent, in a few lines. */
export function ApplicationSummary({ submission }: { submission: TSubmission }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-muted uppercase">{t('creators.apply.domain')}</dt>
        <dd className="mt-1 truncate font-medium" dir="ltr">
          {submission.creatorDomain ? `${runtimeConfig.publicUrl}/${submission.creatorDomain}` : '—'}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-muted uppercase">{t('creators.apply.displayName')}</dt>
        <dd className="mt-1 truncate font-medium">{submission.displayName ?? '—'}</dd>
      </div>
      {submission.categories.length > 0 && (
        <div className="sm:col-span-2">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{t('creators.apply.categories')}</dt>
          <dd className="mt-1.5 flex flex-wrap gap-1.5">
            {submission.categories.map((category) => (
              <span key={category} className="rounded-full bg-accent/12 px-2.5 py-1 text-xs font-semibold text-accent">
                {t(`creators.categories.${category}`, { defaultValue: category })}
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
