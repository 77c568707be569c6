/**
 * The staff's moderation pages (docs/moderation.md): /admin/users (search, open, restrict, ban,
 * lift, roles), /admin/reports (the queue, grouped by target) and /admin/appeals. Each call is
 * checked by the server against the staff role (contracts/staff.ts); a role without the
 * permission sees a notice instead of the page.
 */
import { useState, type ReactNode } from 'react';
import { Flag, Gavel, Search, ShieldAlert, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TAdminAppeal, TReportGroup, TUserCard } from '@fanlane/contracts/moderation';
import { can, ROLES, type TRole } from '@fanlane/contracts/staff';
import { formatDate } from '../../../shared/lib/dates';
import { ApiError } from '../../../shared/lib/request';
import { useSearchParamChoice } from '../../../shared/lib/use-search-param-choice';
import { useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { PagedList } from '../../../shared/ui/paged-list';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { shortAddress } from '../../../shared/ui/short-address';
import {
  useAppealQueue,
  useDecideAppeal,
  useReportQueue,
  useResolveReport,
  useUserAction,
  useUserDetail,
  useUserSearch,
} from '../api/moderation-api';
import { moderationStrings } from '../lib/moderation-strings';

const card = 'rounded-3xl border border-line bg-surface p-4 sm:p-5';
const input =
  'min-h-11 w-full rounded-2xl border border-line bg-bg px-3 text-[15px] outline-none focus-visible:ring-2 focus-visible:ring-accent';

function Forbidden() {
  const { t } = useTranslation();
  return (
    <EmptyState
      className="rounded-3xl border border-line bg-surface"
      icon={<ShieldAlert className="size-8" />}
      title={t('moderation.admin.forbiddenTitle')}
      description={t('moderation.admin.forbiddenBody')}
    />
  );
}

const isForbidden = (error: unknown) => error instanceof ApiError && error.code === ERRORS.FORBIDDEN.code;

function PageHead({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="mb-5">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      <p className="mt-1.5 text-sm text-muted">{subtitle}</p>
    </header>
  );
}

function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone =
    status === 'active'
      ? 'bg-emerald-500/12 text-emerald-700 dark:text-emerald-300'
      : status === 'restricted'
        ? 'bg-amber-400/15 text-amber-700 dark:text-amber-300'
        : 'bg-red-500/12 text-red-600 dark:text-red-300';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`} data-testid="user-status">
      {t(`moderation.status.${status}`)}
    </span>
  );
}

const nameOf = (u: Pick<TUserCard, 'displayName' | 'address' | 'creatorDomain'>) =>
  u.displayName ?? (u.creatorDomain ? `@${u.creatorDomain}` : shortAddress(u.address));

function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-500" data-testid="moderation-error">
      {error instanceof Error ? error.message : null}
    </p>
  );
}

// ---------------------------------------------------------------- users

function UserDetailPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const role: TRole | null = useUserStore((s) => s.info?.role ?? null);
  const detail = useUserDetail(userId);
  const action = useUserAction();
  const [reason, setReason] = useState('');
  if (detail.isPending) return <p className="text-sm text-muted">{t('common.loading')}</p>;
  if (detail.isError || !detail.data)
    return (
      <LoadErrorState
        title={t('moderation.admin.loadError')}
        description={detail.error?.message}
        retryLabel={t('moderation.common.retry')}
        onRetry={() => void detail.refetch()}
      />
    );
  const { user, counts, restriction, history, actions } = detail.data;
  const restrict = (kind: 'restrict' | 'ban') =>
    action.mutate(
      { kind: 'restrict', body: { userId, kind, reason: reason.trim() } },
      { onSuccess: () => setReason('') },
    );
  const reasonOk = reason.trim().length >= 3;
  return (
    <section className={`${card} space-y-4`} data-testid="admin-user-detail">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold break-words">{nameOf(user)}</h2>
          <p className="text-sm break-all text-muted">{user.email ?? user.phone ?? user.address}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
            <StatusChip status={user.status} />
            <span>{t(`moderation.roles.${user.role}`)}</span>
            <span>· KYC {user.kycStatus}</span>
            {user.creatorDomain && (
              <Link to={`/${user.creatorDomain}`} className="text-accent hover:underline">
                @{user.creatorDomain}
              </Link>
            )}
          </div>
        </div>
        <Button type="ghost" round onClick={onClose}>
          {t('moderation.common.close')}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {(
          [
            ['posts', counts.posts],
            ['followers', counts.followers],
            ['reportsAgainst', counts.reportsAgainst],
            ['openReports', counts.openReportsAgainst],
            ['reportsMade', counts.reportsMade],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-2xl bg-fg/5 px-3 py-2">
            <dt className="text-xs text-muted">{t(`moderation.admin.counts.${key}`)}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {restriction && (
        <p className="rounded-2xl bg-amber-400/10 px-3 py-2 text-sm" data-testid="admin-user-restriction">
          {t(`moderation.admin.current.${restriction.kind}`, {
            reason: restriction.reason,
            date: formatDate(restriction.createdAt, 'dateTime'),
          })}
        </p>
      )}
      {can(role, 'users.restrict') && user.role === 'user' && (
        <div className="space-y-2">
          <label htmlFor="moderation-reason" className="text-sm font-semibold">
            {t('moderation.admin.reasonLabel')}
          </label>
          <textarea
            id="moderation-reason"
            className={`${input} py-2`}
            rows={2}
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('moderation.admin.reasonPlaceholder')}
            data-testid="moderation-reason"
          />
          <div className="flex flex-wrap gap-2">
            {user.status !== 'restricted' && (
              <Button
                round
                type="border"
                disabled={!reasonOk}
                loading={action.isPending}
                onClick={() => restrict('restrict')}
                data-testid="user-restrict"
              >
                {t('moderation.admin.restrict')}
              </Button>
            )}
            {user.status !== 'banned' && (
              <Button
                round
                type="delete"
                disabled={!reasonOk}
                loading={action.isPending}
                onClick={() => restrict('ban')}
                data-testid="user-ban"
              >
                {t('moderation.admin.ban')}
              </Button>
            )}
            {user.status !== 'active' && (
              <Button
                round
                loading={action.isPending}
                onClick={() =>
                  action.mutate({ kind: 'lift', body: { userId, ...(reason.trim() && { reason: reason.trim() }) } })
                }
                data-testid="user-lift"
              >
                {t('moderation.admin.lift')}
              </Button>
            )}
          </div>
        </div>
      )}
      {can(role, 'users.roles') && (
        <label className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{t('moderation.admin.role')}</span>
          <select
            className={`${input} w-auto`}
            value={user.role}
            onChange={(e) => action.mutate({ kind: 'role', body: { userId, role: e.target.value as TRole } })}
            data-testid="user-role"
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`moderation.roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <ErrorLine error={action.error} />
      {history.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t('moderation.admin.history')}</h3>
          <ul className="space-y-1 text-sm">
            {history.map((h) => (
              <li key={h.id} className="break-words text-muted">
                {formatDate(h.createdAt, 'dateTime')} · {t(`moderation.appeal.kind.${h.kind}`)} · {h.reason}
                {h.liftedAt && ` → ${t('moderation.admin.liftedOn', { date: formatDate(h.liftedAt, 'dateTime') })}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {actions.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t('moderation.admin.actions')}</h3>
          <ul className="space-y-1 font-mono text-xs text-muted">
            {actions.map((a, i) => (
              <li key={i} className="break-words">
                {formatDate(a.createdAt, 'dateTime')} · {a.action}
                {a.detail ? ` · ${a.detail}` : ''} · {a.by ? shortAddress(a.by) : '—'}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

const USER_FILTERS = ['any', 'active', 'restricted', 'banned'] as const;

function AdminUsersPageView() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useSearchParamChoice('status', USER_FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const { query: pages, items } = useUserSearch(query, status);
  return (
    <div data-testid="admin-users-page">
      <PageHead title={t('routes.adminUsers')} subtitle={t('moderation.admin.usersSubtitle')} />
      {isForbidden(pages.error) ? (
        <Forbidden />
      ) : (
        <>
          <form
            className="mb-4 flex gap-2"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setQuery(draft.trim());
            }}
          >
            <input
              className={input}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t('moderation.admin.searchPlaceholder')}
              aria-label={t('moderation.admin.searchPlaceholder')}
              data-testid="admin-user-query"
            />
            <Button round htmlType="submit" data-testid="admin-user-search">
              <Search className="size-4" aria-hidden />
              <span className="max-sm:sr-only">{t('moderation.admin.search')}</span>
            </Button>
          </form>
          <SegmentedControl
            options={USER_FILTERS}
            value={status}
            onChange={setStatus}
            label={t('moderation.admin.statusFilter')}
            role="radio"
            optionLabel={(s) => t(`moderation.status.${s}`)}
            testIdPrefix="admin-user-filter"
            className="mb-4"
          />
          {open && (
            <div className="mb-4">
              <UserDetailPanel userId={open} onClose={() => setOpen(null)} />
            </div>
          )}
          <PagedList
            pages={pages}
            items={items}
            loading={<p className="text-sm text-muted">{t('common.loading')}</p>}
            error={
              <LoadErrorState
                title={t('moderation.admin.loadError')}
                description={pages.error?.message}
                retryLabel={t('moderation.common.retry')}
                onRetry={() => void pages.refetch()}
              />
            }
            empty={
              <EmptyState
                className="rounded-3xl border border-dashed border-line"
                icon={<UserRound className="size-8" />}
                title={t('moderation.admin.noUsers')}
              />
            }
            renderItem={(u) => (
              <li key={u.id}>
                <button
                  type="button"
                  onClick={() => setOpen(u.id)}
                  className={`${card} flex w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 text-start hover:bg-fg/4`}
                  data-testid="admin-user-row"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{nameOf(u)}</span>
                    <span className="block truncate text-sm text-muted">{u.email ?? u.phone ?? u.address}</span>
                  </span>
                  <span className="text-xs text-muted">{t(`moderation.roles.${u.role}`)}</span>
                  <StatusChip status={u.status} />
                </button>
              </li>
            )}
            className="space-y-2"
            testId="admin-user-list"
            moreLabel={t('moderation.admin.loadMore')}
          />
        </>
      )}
    </div>
  );
}

// ---------------------------------------------------------------- reports

function ReportGroupCard({ group, open }: { group: TReportGroup; open: boolean }) {
  const { t } = useTranslation();
  const role: TRole | null = useUserStore((s) => s.info?.role ?? null);
  const resolve = useResolveReport();
  const [reason, setReason] = useState('');
  const removable = group.targetType === 'post' || group.targetType === 'comment';
  const act = (action: 'dismiss' | 'remove' | 'restrict') =>
    resolve.mutate({
      targetType: group.targetType,
      targetId: group.targetId,
      action,
      ...(reason.trim() && { reason: reason.trim() }),
    });
  const reasonOk = reason.trim().length >= 3;
  return (
    <li className={`${card} space-y-3`} data-testid="report-group" data-target={group.targetId}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
          {t(`moderation.targets.${group.targetType}`)}
        </span>
        <span className="text-sm font-semibold" data-testid="report-count">
          {t('moderation.admin.reportCount', { count: group.count })}
        </span>
        <span className="text-xs text-muted">{formatDate(group.lastAt, 'dateTime')}</span>
        {group.resolution && (
          <span className="text-xs font-semibold text-muted">
            {t(`moderation.admin.resolution.${group.resolution}`)}
          </span>
        )}
      </div>
      <p className="text-sm">
        {group.reasons.map((r) => `${t(`moderation.reasons.${r.reason}`)} ×${r.count}`).join(' · ')}
      </p>
      {group.preview && (
        <blockquote
          className="rounded-2xl bg-fg/5 px-3 py-2 text-sm break-words whitespace-pre-line"
          dir="auto"
          data-testid="report-preview"
        >
          {group.preview.text || '—'}
          {group.preview.removed && (
            <span className="ms-2 text-xs font-semibold text-red-500">{t('moderation.admin.removedMark')}</span>
          )}
        </blockquote>
      )}
      {group.notes.length > 0 && (
        <ul className="list-disc space-y-0.5 ps-5 text-sm text-muted">
          {group.notes.map((n, i) => (
            <li key={i} className="break-words" dir="auto">
              {n}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted">
        {group.owner && t('moderation.admin.owner', { name: nameOf(group.owner) })}
        {group.preview?.path && (
          <>
            {' · '}
            <Link to={group.preview.path} className="text-accent hover:underline">
              {t('moderation.admin.open')}
            </Link>
          </>
        )}
      </p>
      {open && (
        <>
          <input
            className={input}
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('moderation.admin.actionReason')}
            aria-label={t('moderation.admin.actionReason')}
            data-testid="report-action-reason"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              round
              type="cancel"
              loading={resolve.isPending}
              onClick={() => act('dismiss')}
              data-testid="report-dismiss"
            >
              {t('moderation.admin.dismiss')}
            </Button>
            {removable && can(role, 'content.remove') && (
              <Button
                round
                type="delete"
                disabled={!reasonOk}
                loading={resolve.isPending}
                onClick={() => act('remove')}
                data-testid="report-remove"
              >
                {t('moderation.admin.remove')}
              </Button>
            )}
            {can(role, 'users.restrict') && group.owner?.role === 'user' && (
              <Button
                round
                type="border"
                disabled={!reasonOk}
                loading={resolve.isPending}
                onClick={() => act('restrict')}
                data-testid="report-restrict"
              >
                {t('moderation.admin.restrictAuthor')}
              </Button>
            )}
          </div>
          <ErrorLine error={resolve.error} />
        </>
      )}
    </li>
  );
}

const REPORT_TABS = ['open', 'resolved'] as const;

function AdminReportsPageView() {
  const { t } = useTranslation();
  const [status, setStatus] = useSearchParamChoice('status', REPORT_TABS);
  const { query, items } = useReportQueue(status);
  return (
    <div data-testid="admin-reports-page">
      <PageHead title={t('routes.adminReports')} subtitle={t('moderation.admin.reportsSubtitle')} />
      {isForbidden(query.error) ? (
        <Forbidden />
      ) : (
        <>
          <SegmentedControl
            options={REPORT_TABS}
            value={status}
            onChange={setStatus}
            label={t('routes.adminReports')}
            role="tab"
            optionLabel={(s) => t(`moderation.admin.tabs.${s}`)}
            testIdPrefix="admin-reports-tab"
            className="mb-4"
          />
          <QueueList
            query={query}
            items={items}
            emptyIcon={<Flag className="size-8" />}
            empty={t('moderation.admin.noReports')}
            render={(g) => <ReportGroupCard key={`${g.targetType}:${g.targetId}`} group={g} open={status === 'open'} />}
            testId="admin-report-list"
          />
        </>
      )}
    </div>
  );
}

function QueueList<T>({
  query,
  items,
  emptyIcon,
  empty,
  render,
  testId,
}: {
  query: ReturnType<typeof useReportQueue>['query'] | ReturnType<typeof useAppealQueue>['query'];
  items: T[];
  emptyIcon: ReactNode;
  empty: string;
  render: (item: T) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <PagedList
      pages={query}
      items={items}
      loading={<p className="text-sm text-muted">{t('common.loading')}</p>}
      error={
        <LoadErrorState
          title={t('moderation.admin.loadError')}
          description={query.error?.message}
          retryLabel={t('moderation.common.retry')}
          onRetry={() => void query.refetch()}
        />
      }
      empty={<EmptyState className="rounded-3xl border border-dashed border-line" icon={emptyIcon} title={empty} />}
      renderItem={render}
      className="space-y-3"
      testId={testId}
      moreLabel={t('moderation.admin.loadMore')}
    />
  );
}

// ---------------------------------------------------------------- appeals

function AppealCard({ appeal }: { appeal: TAdminAppeal }) {
  const { t } = useTranslation();
  const decide = useDecideAppeal();
  const [note, setNote] = useState('');
  const act = (decision: 'uphold' | 'lift') =>
    decide.mutate({ appealId: appeal.id, decision, ...(note.trim() && { note: note.trim() }) });
  return (
    <li className={`${card} space-y-3`} data-testid="admin-appeal" data-subject={appeal.subjectId}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
          {t(`moderation.subjects.${appeal.subjectType}`)}
        </span>
        <span className="text-sm font-semibold">{nameOf(appeal.user)}</span>
        <StatusChip status={appeal.user.status} />
        <span className="text-xs text-muted">{formatDate(appeal.createdAt, 'dateTime')}</span>
      </div>
      <p className="text-sm">
        <span className="font-semibold">{t('moderation.appeal.reason')}</span> {appeal.reason}
      </p>
      {appeal.excerpt && (
        <blockquote className="rounded-2xl bg-fg/5 px-3 py-2 text-sm break-words" dir="auto">
          {appeal.excerpt}
        </blockquote>
      )}
      <p className="text-sm break-words whitespace-pre-line" dir="auto" data-testid="admin-appeal-message">
        <span className="font-semibold">{t('moderation.admin.theirMessage')}</span> {appeal.message}
      </p>
      {appeal.state === 'open' ? (
        <>
          <input
            className={input}
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t('moderation.admin.notePlaceholder')}
            aria-label={t('moderation.admin.notePlaceholder')}
            data-testid="appeal-decision-note"
          />
          <div className="flex flex-wrap gap-2">
            <Button round loading={decide.isPending} onClick={() => act('lift')} data-testid="appeal-lift">
              {t('moderation.admin.liftDecision')}
            </Button>
            <Button
              round
              type="border"
              loading={decide.isPending}
              onClick={() => act('uphold')}
              data-testid="appeal-uphold"
            >
              {t('moderation.admin.uphold')}
            </Button>
          </div>
          <ErrorLine error={decide.error} />
        </>
      ) : (
        <p className="text-sm" data-testid="admin-appeal-outcome" data-state={appeal.state}>
          {t(`moderation.appeal.state.${appeal.state}`)}
          {appeal.decidedAt && ` · ${formatDate(appeal.decidedAt, 'dateTime')}`}
          {appeal.note && ` · ${appeal.note}`}
        </p>
      )}
    </li>
  );
}

const APPEAL_TABS = ['open', 'decided'] as const;

function AdminAppealsPageView() {
  const { t } = useTranslation();
  const [status, setStatus] = useSearchParamChoice('status', APPEAL_TABS);
  const { query, items } = useAppealQueue(status);
  return (
    <div data-testid="admin-appeals-page">
      <PageHead title={t('routes.adminAppeals')} subtitle={t('moderation.admin.appealsSubtitle')} />
      {isForbidden(query.error) ? (
        <Forbidden />
      ) : (
        <>
          <SegmentedControl
            options={APPEAL_TABS}
            value={status}
            onChange={setStatus}
            label={t('routes.adminAppeals')}
            role="tab"
            optionLabel={(s) => t(`moderation.admin.tabs.${s}`)}
            testIdPrefix="admin-appeals-tab"
            className="mb-4"
          />
          <QueueList
            query={query}
            items={items}
            emptyIcon={<Gavel className="size-8" />}
            empty={t('moderation.admin.noAppeals')}
            render={(a) => <AppealCard key={a.id} appeal={a} />}
            testId="admin-appeal-list"
          />
        </>
      )}
    </div>
  );
}

export const AdminUsersPage = moderationStrings.wrap(AdminUsersPageView);
export const AdminReportsPage = moderationStrings.wrap(AdminReportsPageView);
export const AdminAppealsPage = moderationStrings.wrap(AdminAppealsPageView);
