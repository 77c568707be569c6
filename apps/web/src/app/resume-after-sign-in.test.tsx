import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import type { TLoginResult } from '@fanlane/contracts/auth';
import type { TPost } from '@fanlane/contracts/post';
import type { TSubscription } from '@fanlane/contracts/subscription';
import '../i18n';
import { useFinishLogin } from '../features/auth/components/use-finish-login';
import type * as SessionModule from '../features/auth/api/session';
import type * as PostApiModule from '../features/posts/api/post-api';
import { removeCookie, setCookie } from '../shared/lib/cookies';
import { armPendingIntent, savePendingIntent } from '../shared/lib/login-intent';
import { STORAGE_KEYS } from '../shared/lib/storage-keys';
import { useModalStore } from '../shared/stores/modal-store';
import { usePayModalStore } from '../shared/stores/pay-modal-store';
import { initialUserData, useUserStore } from '../shared/stores/user-store';
import { GlobalModals } from './global-modals';
import { resumeModal } from './resume-after-sign-in';
import type { ResumeDeps } from './resume-after-sign-in';
import { entry, renderRoutes } from './test-router';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';

const session = vi.hoisted(() => ({ firstLogin: true }));
vi.mock('../features/auth/api/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  completeLogin: vi.fn(() => {
    useUserStore.setState({ address: ADDRESS });
    return Promise.resolve({ firstLogin: session.firstLogin });
  }),
}));

const server = vi.hoisted(() => ({ post: { canView: false, isOwner: false } }));
vi.mock('../features/posts/api/post-api', async (importOriginal) => ({
  ...(await importOriginal<typeof PostApiModule>()),
  fetchPost: vi.fn((id: string) => Promise.resolve({ id, ...server.post })),
}));

// The dialogs themselves are tested on their own; here only which one is up matters.
vi.mock('./pay-modal-host', async () => {
  const { usePayModalStore: store } = await import('../shared/stores/pay-modal-store');
  return {
    PayModalHost: () => {
      const modal = store((s) => s.modal);
      return modal ? <output data-testid="pay-modal">{JSON.stringify(modal)}</output> : null;
    },
  };
});
vi.mock('../features/onboarding/components/welcome-dialog', () => ({
  WelcomeDialog: () => <p data-testid="welcome-dialog">welcome</p>,
}));
vi.mock('../features/onboarding/components/rewards-dialog', () => ({
  RewardsDialog: () => <p data-testid="rewards-dialog">rewards</p>,
}));
vi.mock('../features/auth/components/login-modal', () => ({ LoginModal: () => null }));

function LoginStub() {
  const finishLogin = useFinishLogin();
  return (
    <button type="button" onClick={() => void finishLogin({} as TLoginResult, 'password')}>
      finish
    </button>
  );
}

function Root() {
  return (
    <>
      <Outlet />
      <GlobalModals />
    </>
  );
}

function renderApp(initial: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function WithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Root />
      </QueryClientProvider>
    );
  }
  return renderRoutes(
    [
      entry('/alice/:id', 'post page'),
      entry('/home', 'home page'),
      { ...entry('/login', ''), load: () => Promise.resolve(LoginStub) },
    ],
    initial,
    WithQueries,
  );
}

const UNLOCK = { kind: 'unlock', postId: 'p1', priceCents: '499', domain: 'alice' } as const;

/** What the Unlock button does for an anonymous visitor on /alice/p1. */
function clickedUnlockOnPost() {
  setCookie(STORAGE_KEYS.redirectUri, '/alice/p1');
  savePendingIntent(UNLOCK, '/alice/p1');
}

beforeEach(() => {
  session.firstLogin = true;
  server.post = { canView: false, isOwner: false };
  useUserStore.setState(initialUserData());
  useModalStore.setState({
    loginOpen: false,
    welcomeOpen: false,
    rewardsOpen: false,
    resume: null,
    pendingGreeting: null,
  });
  usePayModalStore.setState({ modal: null });
  removeCookie(STORAGE_KEYS.redirectUri);
});

describe('after a sign-in through /login', () => {
  it('lands back on the post with the unlock dialog open, and greets only once it is closed', async () => {
    clickedUnlockOnPost();
    const { router } = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'finish' }));

    expect(await screen.findByText('post page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/alice/p1');
    expect(await screen.findByTestId('pay-modal')).toHaveTextContent('{"kind":"buy","postId":"p1"}');
    expect(screen.queryByTestId('welcome-dialog')).not.toBeInTheDocument();
    expect(useModalStore.getState().welcomeOpen).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingIntent)).toBeNull();

    act(() => usePayModalStore.getState().close());
    expect(await screen.findByTestId('welcome-dialog')).toBeInTheDocument();
  });

  it('keeps the greeting back while the dialog hands over to another (insufficient funds, top-up)', async () => {
    clickedUnlockOnPost();
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'finish' }));
    await screen.findByTestId('pay-modal');
    act(() => usePayModalStore.getState().open({ kind: 'topUp', amountCents: '100' }));
    expect(screen.getByTestId('pay-modal')).toHaveTextContent('topUp');
    expect(screen.queryByTestId('welcome-dialog')).not.toBeInTheDocument();
    act(() => usePayModalStore.getState().close());
    expect(await screen.findByTestId('welcome-dialog')).toBeInTheDocument();
  });

  it('opens nothing when the post turns out to be open to this user already, and greets at once', async () => {
    session.firstLogin = false;
    server.post = { canView: true, isOwner: false };
    clickedUnlockOnPost();
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'finish' }));

    expect(await screen.findByTestId('rewards-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-modal')).not.toBeInTheDocument();
    expect(useModalStore.getState().resume).toBeNull();
  });

  it('reopens it once: a later sign-in on the same page opens nothing', async () => {
    clickedUnlockOnPost();
    const first = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'finish' }));
    await screen.findByTestId('pay-modal');
    first.unmount();

    act(() => {
      usePayModalStore.setState({ modal: null });
      useModalStore.setState({ welcomeOpen: false, rewardsOpen: false, pendingGreeting: null });
      useUserStore.setState(initialUserData());
    });
    setCookie(STORAGE_KEYS.redirectUri, '/alice/p1');
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'finish' }));
    expect(await screen.findByTestId('welcome-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-modal')).not.toBeInTheDocument();
  });

  it('drops the intent when the sign-in led somewhere else', async () => {
    clickedUnlockOnPost();
    renderApp('/login?redirect=/home');
    await userEvent.click(await screen.findByRole('button', { name: 'finish' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(await screen.findByTestId('welcome-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-modal')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingIntent)).toBeNull();
  });

  it('still reopens it when the page reloaded between the sign-in and the landing', async () => {
    savePendingIntent(UNLOCK, '/alice/p1');
    armPendingIntent();
    useUserStore.setState({ address: ADDRESS });
    window.history.replaceState(null, '', '/alice/p1');
    renderApp('/alice/p1');
    expect(await screen.findByTestId('pay-modal')).toHaveTextContent('{"kind":"buy","postId":"p1"}');
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.pendingIntent)).toBeNull());
  });
});

describe('resumeModal', () => {
  const post = (over: Partial<TPost>) => ({ canView: false, isOwner: false, ...over }) as TPost;
  const deps = (over: Partial<ResumeDeps> = {}): ResumeDeps => ({
    ownDomain: null,
    fetchPost: () => Promise.resolve(post({})),
    fetchSubscription: () => Promise.resolve(null),
    ...over,
  });

  it('reopens the buy dialog of a post still locked to the user', async () => {
    expect(await resumeModal(UNLOCK, deps())).toEqual({ kind: 'buy', postId: 'p1' });
  });

  it('opens nothing for a post the user bought before, or owns', async () => {
    expect(await resumeModal(UNLOCK, deps({ fetchPost: () => Promise.resolve(post({ canView: true })) }))).toBeNull();
    expect(await resumeModal(UNLOCK, deps({ fetchPost: () => Promise.resolve(post({ isOwner: true })) }))).toBeNull();
  });

  it('opens the dialog when the check cannot be made (it shows its own error)', async () => {
    expect(await resumeModal(UNLOCK, deps({ fetchPost: () => Promise.reject(new Error('offline')) }))).toEqual({
      kind: 'buy',
      postId: 'p1',
    });
  });

  it('subscribe: not to oneself, not when already subscribed, not when the post is open already', async () => {
    const subscribe = { kind: 'subscribe', domain: 'Alice', minTierId: 't1' } as const;
    expect(await resumeModal(subscribe, deps())).toEqual({ kind: 'subscribe', domain: 'Alice', minTierId: 't1' });
    expect(await resumeModal(subscribe, deps({ ownDomain: 'alice' }))).toBeNull();
    const live = { status: 'active' } as TSubscription;
    expect(await resumeModal(subscribe, deps({ fetchSubscription: () => Promise.resolve(live) }))).toBeNull();
    const expired = { status: 'expired' } as TSubscription;
    expect(await resumeModal(subscribe, deps({ fetchSubscription: () => Promise.resolve(expired) }))).not.toBeNull();
    const fromPost = { ...subscribe, postId: 'p2' };
    expect(await resumeModal(fromPost, deps({ fetchPost: () => Promise.resolve(post({ canView: true })) }))).toBeNull();
  });

  it('tip: anyone but oneself', async () => {
    const tip = { kind: 'tip', domain: 'alice', postId: 'p1' } as const;
    expect(await resumeModal(tip, deps())).toEqual({ kind: 'tip', domain: 'alice', postId: 'p1' });
    expect(await resumeModal(tip, deps({ ownDomain: 'alice' }))).toBeNull();
  });
});
