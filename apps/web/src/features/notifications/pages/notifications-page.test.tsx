import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ADA } from '../../../../test/chat-fixtures';
import { fakeApi } from '../../../../test/fake-api';
import { FakeObserver } from '../../../../test/fake-intersection-observer';
import type { FakeHandler } from '../../../../test/fake-api';
import { notification, page, tipFromAda } from '../../../../test/notification-fixtures';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import { withoutIsolates } from '../../../shared/ui/user-text';
import { useUserStore } from '../../../shared/stores/user-store';
import { NotificationsPage } from './notifications-page';

const POST_ID = '30000000-0000-4000-8000-000000000001';

function show(path = '/notifications') {
  return renderPage(
    [
      { path: '/notifications', Component: NotificationsPage },
      { path: '/post', element: <p data-testid="post-page">post</p> },
      { path: '/transaction/:id', element: <p data-testid="transaction-page">transaction</p> },
      { path: '/:domain', element: <p data-testid="profile-page">profile</p> },
    ],
    path,
  );
}

const rowText = (id: string) => withoutIsolates(screen.getByTestId(`notification-${id}`).textContent ?? '');

beforeEach(() => {
  FakeObserver.all.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => FakeObserver.all.clear());

describe('the notifications page of a creator', () => {
  beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

  it('lists the notifications newest first, each saying what happened in words, with the amount and the excerpt', async () => {
    const post = notification();
    const tip = tipFromAda({ read: true });
    const follow = notification({
      kind: 'follower.new',
      actor: ADA,
      target: { type: 'profile', address: FAN },
      text: null,
    });
    const system = notification({
      kind: 'system.announcement',
      actor: null,
      target: { type: 'none' },
      text: 'New fees from May',
    });
    const api = fakeApi({ [PATHS.notificationList]: () => ({ data: page([post, tip, follow, system]) }) });
    show();
    const list = await screen.findByTestId('notification-list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.dataset.testid),
    ).toEqual([
      `notification-${post.id}`,
      `notification-${tip.id}`,
      `notification-${follow.id}`,
      `notification-${system.id}`,
    ]);
    expect(rowText(post.id)).toContain('Maya Rivers published a new post');
    expect(rowText(post.id)).toContain('Behind the scenes');
    expect(rowText(post.id)).toContain('5 min. ago');
    expect(rowText(tip.id)).toContain('Ada Fan sent you a $12.50 tip');
    expect(rowText(follow.id)).toContain('Ada Fan started following you');
    expect(rowText(system.id)).toContain('An announcement from Fanlane');
    expect(
      within(screen.getByTestId(`notification-${system.id}`)).getByTestId('notification-platform-logo'),
    ).toBeInTheDocument();
    // Unread ones carry the dot; the read tip does not.
    expect(
      within(screen.getByTestId(`notification-${post.id}`)).getByTestId('notification-unread-dot'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId(`notification-${tip.id}`)).queryByTestId('notification-unread-dot')).toBeNull();
    expect(api.bodies(PATHS.notificationList)).toEqual([{ filter: 'all' }]);
    // The page's answer brings the navigation's badge up to date.
    expect(useUserStore.getState().messageCount.notification).toBe(3);
  });

  it('shows one filter at a time, each with its own empty state, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const tip = tipFromAda();
    const api = fakeApi({
      [PATHS.notificationList]: (body) => ({ data: page(body.filter === 'purchases' ? [tip] : []) }),
    });
    const { router } = show();
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('No notifications yet');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Subscriptions', 'Purchases', 'Comments', 'Likes', 'Followers', 'Posts', 'Account']);

    await user.click(screen.getByTestId('notifications-filter-purchases'));
    expect(await screen.findByTestId(`notification-${tip.id}`)).toBeInTheDocument();
    expect(screen.getByTestId('notifications-filter-purchases')).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?filter=purchases');

    await user.click(screen.getByTestId('notifications-filter-likes'));
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('No likes yet');
    expect(api.bodies(PATHS.notificationList).map((b) => b.filter)).toEqual(['all', 'purchases', 'likes']);
  });

  it('reads the next page when the end of the list scrolls into view, and by the button', async () => {
    const user = userEvent.setup();
    const first = [notification(), notification()];
    const second = [notification()];
    const third = [notification()];
    const api = fakeApi({
      [PATHS.notificationList]: (body) => {
        if (body.cursor === 'c2') return { data: page(third) };
        if (body.cursor === 'c1') return { data: page(second, 'c2') };
        return { data: page(first, 'c1') };
      },
    });
    show();
    await screen.findByTestId(`notification-${first[1]!.id}`);
    act(() => FakeObserver.scrollToEnd());
    expect(await screen.findByTestId(`notification-${second[0]!.id}`)).toBeInTheDocument();
    await user.click(await screen.findByTestId('notifications-more'));
    expect(await screen.findByTestId(`notification-${third[0]!.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-more')).toBeNull();
    expect(api.bodies(PATHS.notificationList)).toEqual([
      { filter: 'all' },
      { filter: 'all', cursor: 'c1' },
      { filter: 'all', cursor: 'c2' },
    ]);
  });

  it('opening a notification marks it read and goes to what it is about', async () => {
    const user = userEvent.setup();
    const post = notification();
    const tip = tipFromAda();
    const read = new Set<string>();
    const api = fakeApi({
      [PATHS.notificationList]: () => ({ data: page([post, tip].map((n) => ({ ...n, read: read.has(n.id) }))) }),
      [PATHS.notificationRead]: (body) => {
        for (const id of body.ids as string[]) read.add(id);
        return { data: { unread: 1 } };
      },
    });
    const { router } = show();
    await user.click(await screen.findByTestId(`notification-${post.id}`));
    expect(await screen.findByTestId('post-page')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(`/post?id=${POST_ID}`);
    await waitFor(() => expect(api.bodies(PATHS.notificationRead)).toEqual([{ ids: [post.id] }]));
    await waitFor(() => expect(useUserStore.getState().messageCount.notification).toBe(1));

    // Back on the list, it shows read; the tip leads to its transaction.
    await act(() => router.navigate('/notifications'));
    await screen.findByTestId(`notification-${post.id}`);
    expect(screen.getByTestId(`notification-${post.id}`)).toHaveAttribute('data-unread', 'false');
    await user.click(screen.getByTestId(`notification-${tip.id}`));
    expect(await screen.findByTestId('transaction-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/transaction/40000000-0000-4000-8000-000000000001');
  });

  it('opening one already read asks nothing of the server', async () => {
    const user = userEvent.setup();
    const follow = notification({
      kind: 'follower.new',
      actor: ADA,
      target: { type: 'profile', address: FAN },
      read: true,
    });
    const api = fakeApi({ [PATHS.notificationList]: () => ({ data: page([follow]) }) });
    const { router } = show();
    await user.click(await screen.findByTestId(`notification-${follow.id}`));
    expect(await screen.findByTestId('profile-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${FAN}`);
    expect(api.bodies(PATHS.notificationRead)).toEqual([]);
  });

  it('marks all as read at once, and the badge goes to zero', async () => {
    const user = userEvent.setup();
    const items = [notification(), tipFromAda()];
    const api = fakeApi({
      [PATHS.notificationList]: () => ({ data: page(items) }),
      [PATHS.notificationRead]: () => ({ data: { unread: 0 } }),
    });
    show();
    await screen.findByTestId('notification-list');
    expect(useUserStore.getState().messageCount.notification).toBe(2);
    await user.click(screen.getByTestId('notifications-read-all'));
    expect(screen.queryAllByTestId('notification-unread-dot')).toHaveLength(0);
    expect(useUserStore.getState().messageCount.notification).toBe(0);
    expect(screen.getByTestId('notifications-read-all')).toBeDisabled();
    await waitFor(() => expect(api.bodies(PATHS.notificationRead)).toEqual([{}]));
  });

  it('puts the dots back when marking read fails', async () => {
    const user = userEvent.setup();
    const items = [notification(), notification()];
    let reads = 0;
    fakeApi({
      [PATHS.notificationList]: () => ({ data: page(items) }),
      [PATHS.notificationRead]: () => {
        reads += 1;
        return { code: 500, msg: 'Server error', status: 500 };
      },
    });
    show();
    await screen.findByTestId('notification-list');
    await user.click(screen.getByTestId('notifications-read-all'));
    await waitFor(() => expect(reads).toBe(1));
    await waitFor(() => expect(screen.getAllByTestId('notification-unread-dot')).toHaveLength(2));
    await waitFor(() => expect(useUserStore.getState().messageCount.notification).toBe(2));
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const item = notification();
    const handler: FakeHandler = () => (fail ? { code: 500, msg: 'down', status: 500 } : { data: page([item]) });
    fakeApi({ [PATHS.notificationList]: handler });
    show();
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId(`notification-${item.id}`)).toBeInTheDocument();
  });
});

describe('the notifications page of a fan', () => {
  beforeEach(() => signIn(FAN));

  it('offers only the filters of what reaches fans', async () => {
    fakeApi({ [PATHS.notificationList]: () => ({ data: page([]) }) });
    show('/notifications?filter=likes');
    await screen.findByTestId('notifications-empty');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Posts',
      'Subscriptions',
      'Account',
    ]);
    // A creators' filter in the address reads as All.
    expect(screen.getByTestId('notifications-filter-all')).toHaveAttribute('aria-selected', 'true');
  });
});
