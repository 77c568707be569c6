import { Check } from 'lucide-react';
import { useTranslation } from '#i18n';
import { formatDate } from '../../../shared/lib/dates';

type StepState = 'done' | 'current' | 'upcoming';

/** Where a submitted application stands: started, submitted, in review, decision. */
export function ApplicationTimeline({ submittedAt }: { submittedAt: string | null }) {
  const { t } = useTranslation();
  const steps: Array<{ key: string; label: string; detail?: string | null; state: StepState }> = [
    { key: 'started', label: t('creators.status.timelineStarted'), state: 'done' },
    {
      key: 'submitted',
      label: t('creators.status.timelineSubmitted'),
      detail: formatDate(submittedAt, 'dateTime'),
      state: 'done',
    },
    {
      key: 'review',
      label: t('creators.status.timelineReview'),
      detail: t('creators.status.timelineReviewBody'),
      state: 'current',
    },
    {
      key: 'decision',
      label: t('creators.status.timelineDecision'),
      detail: t('creators.status.timelineDecisionBody'),
      state: 'upcoming',
    },
  ];
  return (
    <ol className="relative" data-testid="status-timeline">
      {steps.map((step, index) => (
        <li key={step.key} data-state={step.state} className="relative flex gap-4 pb-6 last:pb-0">
          {index < steps.length - 1 && (
            <span
              aria-hidden
              className={`absolute start-[0.6875rem] top-7 bottom-1 w-0.5 rounded-full ${step.state === 'done' ? 'bg-accent' : 'bg-line'}`}
            />
          )}
          <span
            aria-hidden
            className={`relative flex size-6 shrink-0 items-center justify-center rounded-full ${
              step.state === 'done'
                ? 'bg-accent text-white'
                : step.state === 'current'
                  ? 'bg-accent/15 ring-2 ring-accent'
                  : 'border-2 border-line bg-surface'
            }`}
          >
            {step.state === 'done' && <Check className="size-3.5" strokeWidth={3} />}
            {step.state === 'current' && <span className="size-2 animate-pulse rounded-full bg-accent" />}
          </span>
          <div className="min-w-0 pt-0.5">
            <p className={`text-sm font-semibold ${step.state === 'upcoming' ? 'text-muted' : ''}`}>{step.label}</p>
            {step.detail && <p className="mt-0.5 text-[13px] text-muted">{step.detail}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
