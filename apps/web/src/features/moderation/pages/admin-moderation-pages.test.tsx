import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type {
  TAdminAppeal,
  TReportGroup,
  TRestriction,
  TUserCard,
  TUserDetail,
  TUserSearchItem,
} from '@fanlane/contracts/moderation';
import type { TRole } from '@fanlane/contracts/staff';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn } from '../../../../test/sign-in';
import { resetRequestHooks, setRequestHooks } from '../../../shared/lib/request';
import { AdminAppealsPage, AdminReportsPage, AdminUsersPage } from './admin-moderation-pages';

const STAFF = '0x9999999999999999999999999999999999999999';
const ANA_ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const KAI_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d';
const POST_ID = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const APPEAL_ID = '6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f';

const FORBIDDEN = { code: ERRORS.FORBIDDEN.code, status: ERRORS.FORBIDDEN.status, msg: 'Forbidden' };

const card = (id: string, name: string, extra: Partial<TUserCard> = {}): TUserCard => ({
  id,
  address: `0x${id.replaceAll('-', '').slice(0, 8)}00000000000000000000000000000000`,
  displayName: name,
  creatorDomain: null,
  email: `${name.toLowerCase()}@example.com`,
  role: 'user',
  status: 'active',
  ...extra,
});

const searchItem = (user: TUserCard): TUserSearchItem => ({
  ...user,
  phone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: '2026-05-01T00:00:00.000Z',
});

const ban = (reason: string, extra: Partial<TRestriction> = {}): TRestriction => ({
  id: 'r-1',
  kind: 'restrict',
  reason,
  createdAt: '2026-05-02T10:00:00.000Z',
  createdBy: STAFF,
  liftedAt: null,
  liftedBy: null,
  liftReason: null,
  ...extra,
});

function detailOf(user: TUserCard, restriction: TRestriction | null = null): TUserDetail {
  return {
    user: {
      ...searchItem(user),
      bio: null,
      avatarUrl: null,
      kycStatus: 'none',
      emailVerified: true,
    },
    counts: { posts: 12, followers: 340, reportsAgainst: 5, openReportsAgainst: 2, reportsMade: 1 },
    restriction,
    history: restriction ? [restriction] : [],
    actions: [],
  };
}

const alertHook = vi.fn();

beforeEach(() => setRequestHooks({ alert: alertHook }));
afterEach(() => {
  resetRequestHooks();
  alertHook.mockReset();
});

// ---------------------------------------------------------------- users

/** The accounts as the server keeps them: restrict and lift change the account's status. */
function usersServer(role: TRole, handlers: Record<string, FakeHandler> = {}) {
  signIn(STAFF, { role });
  const users = new Map<string, TUserDetail>([
    [ANA_ID, detailOf(card(ANA_ID, 'Ana'))],
    [KAI_ID, detailOf(card(KAI_ID, 'Kai', { creatorDomain: 'kai', role: 'moderator' }))],
  ]);
  const answer = (userId: unknown) => ({ data: users.get(String(userId)) });
  const api = fakeApi({
    [PATHS.adminUserSearch]: (body) => {
      const query = typeof body.query === 'string' ? body.query : '';
      const items = [...users.values()]
        .map((d) => searchItem(d.user))
        .filter((u) => body.status === 'any' || u.status === body.status)
        .filter((u) => u.email?.includes(query));
      return { data: { items, nextCursor: null } };
    },
    [PATHS.adminUserDetail]: (body) => answer(body.userId),
    [PATHS.adminUserRestrict]: (body) => {
      const d = users.get(String(body.userId))!;
      const kind = body.kind as 'restrict' | 'ban';
      const restriction = ban(String(body.reason), { kind });
      const status = kind === 'ban' ? ('banned' as const) : ('restricted' as const);
      users.set(d.user.id, { ...d, user: { ...d.user, status }, restriction, history: [restriction] });
      return answer(body.userId);
    },
    [PATHS.adminUserLift]: (body) => {
      const d = users.get(String(body.userId))!;
      users.set(d.user.id, { ...d, user: { ...d.user, status: 'active' }, restriction: null });
      return answer(body.userId);
    },
    ...handlers,
  });
  renderPage([{ path: '/admin/users', Component: AdminUsersPage }], '/admin/users');
  return api;
}

async function openUser(name: string) {
  const user = userEvent.setup();
  const rows = await screen.findAllByTestId('admin-user-row');
  const row = rows.find((r) => within(r).queryByText(name));
  await user.click(row!);
  const panel = await screen.findByTestId('admin-user-detail');
  return { user, panel };
}

describe('/admin/users', () => {
  it('lists the newest accounts, searches and filters by status', async () => {
    const user = userEvent.setup();
    const api = usersServer('admin');
    expect(await screen.findAllByTestId('admin-user-row')).toHaveLength(2);
    expect(api.bodies(PATHS.adminUserSearch)).toEqual([{ query: '', status: 'any', limit: 20 }]);

    await user.type(screen.getByTestId('admin-user-query'), ' kai@ ');
    await user.click(screen.getByTestId('admin-user-search'));
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(1));
    expect(screen.getByTestId('admin-user-row')).toHaveTextContent('Kai');
    expect(api.bodies(PATHS.adminUserSearch).at(-1)).toEqual({ query: 'kai@', status: 'any', limit: 20 });

    await user.click(screen.getByTestId('admin-user-filter-banned'));
    expect(await screen.findByText('No accounts found.')).toBeInTheDocument();
    expect(api.bodies(PATHS.adminUserSearch).at(-1)).toEqual({ query: 'kai@', status: 'banned', limit: 20 });
  });

  it('opens an account and restricts it with a reason the user will read', async () => {
    const api = usersServer('moderator');
    const { user, panel } = await openUser('Ana');
    expect(api.bodies(PATHS.adminUserDetail)).toEqual([{ userId: ANA_ID }]);
    expect(within(panel).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(panel).getByTestId('user-status')).toHaveTextContent('Active');
    expect(within(panel).getByText('Open reports').nextElementSibling).toHaveTextContent('2');
    expect(within(panel).queryByTestId('user-lift')).not.toBeInTheDocument();

    await user.type(within(panel).getByTestId('moderation-reason'), 'no');
    expect(within(panel).getByTestId('user-restrict')).toBeDisabled();
    expect(within(panel).getByTestId('user-ban')).toBeDisabled();
    await user.type(within(panel).getByTestId('moderation-reason'), 't ok: spam links');
    await user.click(within(panel).getByTestId('user-restrict'));

    expect(await within(panel).findByTestId('admin-user-restriction')).toHaveTextContent(
      /^Restricted since .+: not ok: spam links$/,
    );
    expect(within(panel).getByTestId('user-status')).toHaveTextContent('Restricted');
    expect(within(panel).queryByTestId('user-restrict')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('user-lift')).toBeInTheDocument();
    expect(within(panel).getByTestId('moderation-reason')).toHaveValue('');
    expect(api.bodies(PATHS.adminUserRestrict)).toEqual([
      { userId: ANA_ID, kind: 'restrict', reason: 'not ok: spam links' },
    ]);
    // The list is asked again, so the row shows the new status too.
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-user-row').find((r) => within(r).queryByText('Ana'))).toHaveTextContent(
        'Restricted',
      ),
    );
  });

  it('lifts a restriction, with no reason needed', async () => {
    const api = usersServer('admin', {
      [PATHS.adminUserDetail]: () => ({
        data: detailOf(card(ANA_ID, 'Ana', { status: 'restricted' }), ban('Spam links')),
      }),
    });
    const { user, panel } = await openUser('Ana');
    expect(within(panel).getByTestId('admin-user-restriction')).toHaveTextContent('Spam links');
    await user.click(within(panel).getByTestId('user-lift'));

    await waitFor(() => expect(within(panel).getByTestId('user-status')).toHaveTextContent('Active'));
    expect(within(panel).queryByTestId('admin-user-restriction')).not.toBeInTheDocument();
    expect(api.bodies(PATHS.adminUserLift)).toEqual([{ userId: ANA_ID }]);
  });

  it('lets an admin change a role', async () => {
    const api = usersServer('admin', {
      [PATHS.adminUserRole]: (body) => ({
        data: detailOf(card(ANA_ID, 'Ana', { role: body.role as TRole })),
      }),
    });
    const { user, panel } = await openUser('Ana');
    await user.selectOptions(within(panel).getByTestId('user-role'), 'support');
    await waitFor(() => expect(within(panel).getByTestId('user-role')).toHaveValue('support'));
    expect(api.bodies(PATHS.adminUserRole)).toEqual([{ userId: ANA_ID, role: 'support' }]);
    // Staff accounts are not restricted from this panel.
    expect(within(panel).queryByTestId('user-restrict')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a restriction and leaves the account as it was', async () => {
    const api = usersServer('moderator', {
      [PATHS.adminUserRestrict]: () => ({
        code: ERRORS.MODERATION_USER_NOT_FOUND.code,
        status: ERRORS.MODERATION_USER_NOT_FOUND.status,
        msg: 'This account no longer exists.',
      }),
    });
    const { user, panel } = await openUser('Ana');
    await user.type(within(panel).getByTestId('moderation-reason'), 'Scam messages');
    await user.click(within(panel).getByTestId('user-ban'));

    expect(await within(panel).findByTestId('moderation-error')).toHaveTextContent('This account no longer exists.');
    expect(within(panel).getByTestId('user-status')).toHaveTextContent('Active');
    expect(within(panel).getByTestId('moderation-reason')).toHaveValue('Scam messages');
    expect(api.bodies(PATHS.adminUserRestrict)).toEqual([{ userId: ANA_ID, kind: 'ban', reason: 'Scam messages' }]);
    expect(alertHook).not.toHaveBeenCalled();
  });

  it('lets support look but not restrict or change roles', async () => {
    usersServer('support');
    const { panel } = await openUser('Ana');
    expect(within(panel).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(panel).queryByTestId('moderation-reason')).not.toBeInTheDocument();
    expect(within(panel).queryByTestId('user-restrict')).not.toBeInTheDocument();
    expect(within(panel).queryByTestId('user-role')).not.toBeInTheDocument();
  });

  it('tells a role without the permission that this page is not for it', async () => {
    usersServer('moderator', { [PATHS.adminUserSearch]: () => FORBIDDEN });
    expect(await screen.findByText('Not for your role')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-user-query')).not.toBeInTheDocument();
    expect(alertHook).not.toHaveBeenCalled();
  });
});

// ---------------------------------------------------------------- reports

const postGroup = (extra: Partial<TReportGroup> = {}): TReportGroup => ({
  targetType: 'post',
  targetId: POST_ID,
  count: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'scam', count: 1 },
  ],
  notes: ['Links to a fake shop'],
  firstAt: '2026-05-01T10:00:00.000Z',
  lastAt: '2026-05-02T10:00:00.000Z',
  owner: card(ANA_ID, 'Ana'),
  preview: { text: 'Buy followers cheap!', path: `/post/${POST_ID}`, removed: false },
  resolution: null,
  ...extra,
});

/** The queue as the server keeps it: a resolved group moves from open to resolved. */
function reportsServer(role: TRole, handlers: Record<string, FakeHandler> = {}, initial = '/admin/reports') {
  signIn(STAFF, { role });
  let open = [postGroup()];
  let resolved: TReportGroup[] = [];
  const api = fakeApi({
    [PATHS.adminReportQueue]: (body) => ({
      data: { items: body.status === 'resolved' ? resolved : open, nextCursor: null },
    }),
    [PATHS.adminReportResolve]: (body) => {
      const done = open.filter((g) => g.targetId === body.targetId);
      open = open.filter((g) => g.targetId !== body.targetId);
      const resolution: TReportGroup['resolution'] =
        body.action === 'dismiss' ? 'dismissed' : body.action === 'remove' ? 'removed' : 'restricted';
      resolved = [...resolved, ...done.map((g) => ({ ...g, resolution }))];
      return { data: { resolved: done.reduce((n, g) => n + g.count, 0) } };
    },
    ...handlers,
  });
  renderPage([{ path: '/admin/reports', Component: AdminReportsPage }], initial);
  return api;
}

describe('/admin/reports', () => {
  it('shows a reported post with its count, reasons, notes, words and author', async () => {
    const api = reportsServer('moderator');
    const group = await screen.findByTestId('report-group');
    expect(within(group).getByTestId('report-count')).toHaveTextContent('Reports: 3');
    expect(within(group).getByText('Spam or misleading ×2 · Scam or fraud ×1')).toBeInTheDocument();
    expect(within(group).getByText('Links to a fake shop')).toBeInTheDocument();
    expect(within(group).getByTestId('report-preview')).toHaveTextContent('Buy followers cheap!');
    expect(within(group).getByText('By Ana', { exact: false })).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/post/${POST_ID}`);
    expect(api.bodies(PATHS.adminReportQueue)).toEqual([{ status: 'open', limit: 20 }]);
  });

  it('dismisses the reports, which leave the open queue', async () => {
    const user = userEvent.setup();
    const api = reportsServer('moderator');
    await user.click(await screen.findByTestId('report-dismiss'));

    expect(await screen.findByText('No reports here.')).toBeInTheDocument();
    expect(api.bodies(PATHS.adminReportResolve)).toEqual([
      { targetType: 'post', targetId: POST_ID, action: 'dismiss' },
    ]);

    await user.click(screen.getByTestId('admin-reports-tab-resolved'));
    const group = await screen.findByTestId('report-group');
    expect(group).toHaveTextContent('Dismissed');
    expect(within(group).queryByTestId('report-dismiss')).not.toBeInTheDocument();
  });

  it('removes the content only with a reason for its author', async () => {
    const user = userEvent.setup();
    const api = reportsServer('moderator');
    const group = await screen.findByTestId('report-group');
    expect(within(group).getByTestId('report-remove')).toBeDisabled();
    expect(within(group).getByTestId('report-restrict')).toBeDisabled();
    await user.type(within(group).getByTestId('report-action-reason'), '  Selling fake followers ');
    await user.click(within(group).getByTestId('report-remove'));

    expect(await screen.findByText('No reports here.')).toBeInTheDocument();
    expect(api.bodies(PATHS.adminReportResolve)).toEqual([
      { targetType: 'post', targetId: POST_ID, action: 'remove', reason: 'Selling fake followers' },
    ]);
  });

  it('keeps the group and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const api = reportsServer('moderator', {
      [PATHS.adminReportResolve]: () => ({
        code: ERRORS.REPORT_NOT_OPEN.code,
        status: ERRORS.REPORT_NOT_OPEN.status,
        msg: 'Someone already handled these reports.',
      }),
    });
    await user.click(await screen.findByTestId('report-dismiss'));

    expect(await screen.findByTestId('moderation-error')).toHaveTextContent('Someone already handled these reports.');
    expect(screen.getByTestId('report-group')).toBeInTheDocument();
    expect(api.bodies(PATHS.adminReportResolve)).toHaveLength(1);
    expect(alertHook).not.toHaveBeenCalled();
  });

  it('offers support neither removal nor restriction', async () => {
    reportsServer('support');
    const group = await screen.findByTestId('report-group');
    expect(within(group).getByTestId('report-dismiss')).toBeInTheDocument();
    expect(within(group).queryByTestId('report-remove')).not.toBeInTheDocument();
    expect(within(group).queryByTestId('report-restrict')).not.toBeInTheDocument();
  });

  it('tells a role without the permission that this page is not for it', async () => {
    reportsServer('support', { [PATHS.adminReportQueue]: () => FORBIDDEN });
    expect(await screen.findByText('Not for your role')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-report-list')).not.toBeInTheDocument();
  });
});

// ---------------------------------------------------------------- appeals

const appealOf = (extra: Partial<TAdminAppeal> = {}): TAdminAppeal => ({
  id: APPEAL_ID,
  subjectType: 'restriction',
  subjectId: 'r-1',
  state: 'open',
  message: 'I was selling my own artwork, not spam.',
  createdAt: '2026-05-02T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  note: null,
  user: card(ANA_ID, 'Ana', { status: 'restricted' }),
  reason: 'Repeated spam in comments',
  excerpt: null,
  ...extra,
});

/** The appeals as the server keeps them: a decision moves one from open to decided. */
function appealsServer(role: TRole, handlers: Record<string, FakeHandler> = {}) {
  signIn(STAFF, { role });
  let appeals = [appealOf()];
  const api = fakeApi({
    [PATHS.adminAppealList]: (body) => ({
      data: {
        items: appeals.filter((a) => (body.status === 'decided' ? a.state !== 'open' : a.state === 'open')),
        nextCursor: null,
      },
    }),
    [PATHS.adminAppealDecide]: (body) => {
      appeals = appeals.map((a) =>
        a.id === body.appealId
          ? {
              ...a,
              state: body.decision === 'lift' ? 'lifted' : 'upheld',
              decidedAt: '2026-05-03T10:00:00.000Z',
              decidedBy: STAFF,
              note: typeof body.note === 'string' ? body.note : null,
            }
          : a,
      );
      return { data: appeals.find((a) => a.id === body.appealId) };
    },
    ...handlers,
  });
  renderPage([{ path: '/admin/appeals', Component: AdminAppealsPage }], '/admin/appeals');
  return api;
}

describe('/admin/appeals', () => {
  it('reverses a decision with a note, and the appeal moves to the decided tab', async () => {
    const user = userEvent.setup();
    const api = appealsServer('admin');
    const appeal = await screen.findByTestId('admin-appeal');
    expect(within(appeal).getByText('Restriction')).toBeInTheDocument();
    expect(within(appeal).getByText('Repeated spam in comments')).toBeInTheDocument();
    expect(within(appeal).getByTestId('admin-appeal-message')).toHaveTextContent(
      'Their message: I was selling my own artwork, not spam.',
    );
    await user.type(within(appeal).getByTestId('appeal-decision-note'), ' You were right, sorry. ');
    await user.click(within(appeal).getByTestId('appeal-lift'));

    expect(await screen.findByText('No appeals here.')).toBeInTheDocument();
    expect(api.bodies(PATHS.adminAppealDecide)).toEqual([
      { appealId: APPEAL_ID, decision: 'lift', note: 'You were right, sorry.' },
    ]);

    await user.click(screen.getByTestId('admin-appeals-tab-decided'));
    const outcome = await screen.findByTestId('admin-appeal-outcome');
    expect(outcome).toHaveAttribute('data-state', 'lifted');
    expect(outcome).toHaveTextContent(/^Decision reversed · .+ · You were right, sorry\.$/);
    expect(screen.queryByTestId('appeal-lift')).not.toBeInTheDocument();
    expect(api.bodies(PATHS.adminAppealList).at(-1)).toEqual({ status: 'decided', limit: 20 });
  });

  it('upholds a decision without a note', async () => {
    const user = userEvent.setup();
    const api = appealsServer('admin');
    await user.click(await screen.findByTestId('appeal-uphold'));
    expect(await screen.findByText('No appeals here.')).toBeInTheDocument();
    expect(api.bodies(PATHS.adminAppealDecide)).toEqual([{ appealId: APPEAL_ID, decision: 'uphold' }]);
  });

  it('keeps the appeal open and shows the refusal when the server says no', async () => {
    const user = userEvent.setup();
    const api = appealsServer('moderator', {
      [PATHS.adminAppealDecide]: () => ({
        code: ERRORS.APPEAL_NOT_OPEN.code,
        status: ERRORS.APPEAL_NOT_OPEN.status,
        msg: 'This appeal was already decided.',
      }),
    });
    await user.click(await screen.findByTestId('appeal-lift'));

    expect(await screen.findByTestId('moderation-error')).toHaveTextContent('This appeal was already decided.');
    expect(screen.getByTestId('admin-appeal')).toBeInTheDocument();
    expect(api.bodies(PATHS.adminAppealDecide)).toHaveLength(1);
    expect(alertHook).not.toHaveBeenCalled();
  });

  it('tells a role without the permission that this page is not for it', async () => {
    appealsServer('moderator', { [PATHS.adminAppealList]: () => FORBIDDEN });
    expect(await screen.findByText('Not for your role')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-appeals-tab-open')).not.toBeInTheDocument();
    expect(alertHook).not.toHaveBeenCalled();
  });
});
