import { useState } from 'react';
import { Inbox, ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import type { TAdminSubmission, TSubmissionStatus } from '@fanlane/contracts/creator';
import { ERRORS } from '@fanlane/contracts/errors';
import { ApiError } from '../../../shared/lib/request';
import { useSearchParamChoice } from '../../../shared/lib/use-search-param-choice';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { PagedList } from '../../../shared/ui/paged-list';
import { useAdminSubmissions, useReviewSubmission } from '../api/admin-api';
import { AdminPageHead } from '../components/admin-page-head';
import { RejectDialog } from '../components/reject-dialog';
import { SubmissionCard, submissionKey } from '../components/submission-card';
import { adminStrings } from '../lib/admin-strings';

// The review queue first; drafts last, they are not the reviewers' business yet.
const TABS = ['submitted', 'approved', 'rejected', 'draft'] as const satisfies readonly TSubmissionStatus[];

function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ERRORS.FORBIDDEN.code || error.status === 403);
}

function ListSkeleton() {
  return (
    <ul aria-busy className="space-y-4" data-testid="admin-loading">
      {[0, 1].map((i) => (
        <li key={i} className="animate-pulse rounded-3xl border border-line bg-surface p-6">
          <div className="flex items-center gap-4">
            <div className="size-16 rounded-full bg-fg/10" />
            <div className="flex-1 space-y-2">
              <div className="h-5 w-48 rounded-full bg-fg/10" />
              <div className="h-4 w-28 rounded-full bg-fg/8" />
            </div>
          </div>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="h-10 rounded-xl bg-fg/8" />
            <div className="h-10 rounded-xl bg-fg/8" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /admin/creators: the review queue of creator applications, and the decided ones by tab. */
function AdminCreatorsPageView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useSearchParamChoice('status', TABS);
  const list = useAdminSubmissions(status);
  const review = useReviewSubmission(status);
  const [rejecting, setRejecting] = useState<TAdminSubmission | null>(null);

  if (list.isError && isForbidden(list.error)) {
    return (
      <div data-testid="admin-forbidden">
        <EmptyState
          className="rounded-3xl border border-line bg-surface"
          icon={<ShieldAlert className="size-8" />}
          title={t('admin.creators.forbiddenTitle')}
          description={t('admin.creators.forbiddenBody')}
          action={
            <Button round onClick={() => void navigate('/home')}>
              {t('notFound.action')}
            </Button>
          }
        />
      </div>
    );
  }

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <AdminPageHead
        title={t('routes.adminCreators')}
        subtitle={t('admin.creators.subtitle')}
        tabs={TABS}
        value={status}
        onChange={setStatus}
        tabLabel={(tab) => t(`admin.creators.tabs.${tab}`)}
        tabsLabel={t('admin.creators.title')}
        testIdPrefix="admin-tab"
      />

      <PagedList
        pages={list}
        items={items}
        loading={<ListSkeleton />}
        error={
          <LoadErrorState
            title={t('admin.creators.loadError')}
            description={list.error?.message}
            retryLabel={t('creators.status.retry')}
            onRetry={() => void list.refetch()}
          />
        }
        empty={
          <EmptyState
            className="rounded-3xl border border-dashed border-line"
            icon={<Inbox className="size-8" />}
            title={t('admin.creators.emptyTitle')}
            description={t(status === 'submitted' ? 'admin.creators.emptySubmitted' : 'admin.creators.emptyOther')}
          />
        }
        renderItem={(submission) => (
          <SubmissionCard
            key={submission.id}
            submission={submission}
            reviewable={submission.status === 'submitted'}
            onApprove={() => review.mutate({ action: 'approve', submission })}
            onReject={() => setRejecting(submission)}
          />
        )}
        className="space-y-4"
        testId="admin-list"
        moreLabel={t('admin.creators.loadMore')}
        moreTestId="admin-load-more"
        moreType="cancel"
        moreSpacing="mt-6"
      />

      <RejectDialog
        target={rejecting ? submissionKey(rejecting) : null}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (rejecting) review.mutate({ action: 'reject', submission: rejecting, reason });
          setRejecting(null);
        }}
      />
    </>
  );
}

export const AdminCreatorsPage = adminStrings.wrap(AdminCreatorsPageView);
