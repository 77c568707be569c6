import { BadgeCheck, FilePen, Hourglass, PenLine, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import type { TSubmission } from '@fanlane/contracts/creator';
import { formatDate } from '../../../shared/lib/dates';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { useSubmission } from '../api/creator-api';
import { ApplicationSummary } from '../components/application-summary';
import { ApplicationTimeline } from '../components/application-timeline';
import { useRefreshWhenApproved } from '../components/use-refresh-when-approved';

const APPLY = '/becomeCreatorApply';

function StatusCard({
  icon,
  tone,
  title,
  body,
  testId,
  children,
}: {
  icon: ReactNode;
  tone: 'accent' | 'amber' | 'red' | 'emerald';
  title: string;
  body: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  const tones = {
    accent: 'bg-accent/15 text-accent',
    amber: 'bg-amber-500/15 text-amber-600 dark:text-amber-400',
    red: 'bg-red-500/12 text-red-600 dark:text-red-400',
    emerald: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400',
  } as const;
  return (
    <section
      data-testid={testId}
      className="relative overflow-hidden rounded-3xl border border-line bg-surface p-6 md:p-8"
    >
      <div className="absolute -end-32 -top-32 size-80 bg-radial from-accent/15 to-transparent to-70%" aria-hidden />
      <div className="relative">
        <div className={`flex size-14 items-center justify-center rounded-2xl ${tones[tone]}`}>{icon}</div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        <div className="mt-2 max-w-xl text-[15px] leading-relaxed text-muted">{body}</div>
        {children}
      </div>
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-line bg-surface p-6">
      <h2 className="mb-5 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Approved({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const url = `${runtimeConfig.publicUrl}/${domain}`;
  return (
    <section
      data-testid="status-approved"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-accent-strong via-accent to-fuchsia-500 p-6 text-white shadow-xl shadow-accent/25 md:p-10"
    >
      <div
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(255,255,255,0.28),transparent_45%)]"
        aria-hidden
      />
      <div className="relative">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-white/20 backdrop-blur">
          <BadgeCheck className="size-8" aria-hidden />
        </div>
        <h1 className="mt-5 text-3xl font-bold tracking-tight md:text-4xl">{t('creators.status.approvedTitle')}</h1>
        <p className="mt-2 max-w-xl text-[15px] leading-relaxed text-white/85">{t('creators.status.approvedBody')}</p>
        <p className="mt-4 inline-flex max-w-full rounded-full bg-black/20 px-3 py-1.5 text-sm font-medium" dir="ltr">
          <span className="truncate">{url}</span>
        </p>
        <div className="mt-6">
          <Link
            to={`/${domain}`}
            data-testid="status-open-page"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-accent-strong shadow-sm transition-colors hover:bg-white/90"
          >
            {t('creators.status.openPage')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Submitted({ submission }: { submission: TSubmission }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <StatusCard
        testId="status-submitted"
        tone="amber"
        icon={<Hourglass className="size-7" aria-hidden />}
        title={t('creators.status.submittedTitle')}
        body={t('creators.status.submittedBody')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t('creators.status.progress')}>
          <ApplicationTimeline submittedAt={submission.submittedAt} />
        </Card>
        <Card title={t('creators.status.yourApplication')}>
          <ApplicationSummary submission={submission} />
        </Card>
      </div>
    </div>
  );
}

function Rejected({ submission }: { submission: TSubmission }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reviewed = formatDate(submission.reviewedAt);
  return (
    <div className="space-y-4">
      <StatusCard
        testId="status-rejected"
        tone="red"
        icon={<FilePen className="size-7" aria-hidden />}
        title={t('creators.status.rejectedTitle')}
        body={t('creators.status.rejectedBody')}
      >
        <figure className="mt-5 rounded-2xl border border-line bg-bg/60 p-4">
          <figcaption className="text-xs font-semibold tracking-wide text-muted uppercase">
            {reviewed ? t('creators.status.reasonOn', { date: reviewed }) : t('creators.status.reasonLabel')}
          </figcaption>
          <blockquote
            className="mt-2 text-[15px] leading-relaxed whitespace-pre-line"
            data-testid="status-rejected-reason"
          >
            {submission.rejectReason || t('creators.status.noReason')}
          </blockquote>
        </figure>
        <Button round className="mt-6" onClick={() => void navigate(APPLY)} data-testid="status-resubmit">
          <PenLine className="size-4" aria-hidden />
          {t('creators.status.resubmit')}
        </Button>
      </StatusCard>
      <Card title={t('creators.status.yourApplication')}>
        <ApplicationSummary submission={submission} />
      </Card>
    </div>
  );
}

function Draft({ submission }: { submission: TSubmission }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = formatDate(submission.updatedAt, 'dateTime');
  return (
    <StatusCard
      testId="status-draft"
      tone="accent"
      icon={<FilePen className="size-7" aria-hidden />}
      title={t('creators.status.draftTitle')}
      body={
        <>
          <p>{t('creators.status.draftBody')}</p>
          {saved && <p className="mt-1 text-sm">{t('creators.status.lastSaved', { date: saved })}</p>}
        </>
      }
    >
      <Button round className="mt-6" onClick={() => void navigate(APPLY)} data-testid="status-continue">
        {t('creators.status.continue')}
      </Button>
    </StatusCard>
  );
}

function NoApplication() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusCard
      testId="status-none"
      tone="accent"
      icon={<Sparkles className="size-7" aria-hidden />}
      title={t('creators.status.noneTitle')}
      body={t('creators.status.noneBody')}
    >
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button round onClick={() => void navigate(APPLY)} data-testid="status-apply">
          {t('creators.intro.start')}
        </Button>
        <Link to="/becomeCreatorIntro" className="px-2 text-sm font-semibold text-accent hover:underline">
          {t('creators.status.learnMore')}
        </Link>
      </div>
    </StatusCard>
  );
}

function StatusSkeleton() {
  return (
    <div aria-busy className="animate-pulse rounded-3xl border border-line bg-surface p-8" data-testid="status-loading">
      <div className="size-14 rounded-2xl bg-fg/10" />
      <div className="mt-5 h-7 w-64 max-w-full rounded-full bg-fg/10" />
      <div className="mt-3 h-4 w-full max-w-md rounded-full bg-fg/8" />
      <div className="mt-2 h-4 w-3/4 max-w-sm rounded-full bg-fg/8" />
    </div>
  );
}

/**
 * /becomeCreator: where the user's creator application stands, and the next step. `reloadUser`
 * reads the user info again once approved (the auth feature's, handed in by the app).
 */
export function BecomeCreatorPage({ reloadUser }: { reloadUser: () => Promise<void> }) {
  const { t } = useTranslation();
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain);
  const submission = useSubmission();
  const detail = submission.data;
  useRefreshWhenApproved(detail?.status === 'approved', reloadUser);

  const content = (() => {
    if (creatorDomain) return <Approved domain={creatorDomain} />;
    if (submission.isPending) return <StatusSkeleton />;
    if (submission.isError) {
      return (
        <LoadErrorState
          title={t('creators.status.loadError')}
          retryLabel={t('creators.status.retry')}
          onRetry={() => void submission.refetch()}
        />
      );
    }
    if (!detail) return <NoApplication />;
    switch (detail.status) {
      case 'approved':
        return <Approved domain={detail.creatorDomain ?? ''} />;
      case 'submitted':
        return <Submitted submission={detail} />;
      case 'rejected':
        return <Rejected submission={detail} />;
      case 'draft':
        return <Draft submission={detail} />;
    }
  })();

  return <div className="mx-auto max-w-3xl">{content}</div>;
}
