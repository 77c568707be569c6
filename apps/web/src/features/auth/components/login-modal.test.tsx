import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../../i18n';
import { changeLanguage } from '../../../i18n';
import { armPendingIntent, savePendingIntent, takeResumableIntent } from '../../../shared/lib/login-intent';
import type { LoginIntent } from '../../../shared/lib/login-intent';
import { formatUsdCents } from '../../../shared/lib/money';
import { useModalStore } from '../../../shared/stores/modal-store';
import { isolate } from '../../../shared/ui/user-text';
import { LoginModal } from './login-modal';

vi.mock('../api/auth-api', () => ({
  loginPassword: vi.fn(),
  loginEmailCode: vi.fn(),
  sendVerificationCode: vi.fn(),
  registerPassword: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('../api/session', () => ({
  completeLogin: vi.fn(() => Promise.resolve({ firstLogin: false })),
  resolvePostLoginTarget: vi.fn(() => '/home'),
}));

function renderModal(intent: LoginIntent | null) {
  const router = createMemoryRouter([{ path: '/alice/p1', element: <LoginModal /> }], {
    initialEntries: ['/alice/p1'],
  });
  render(<RouterProvider router={router} />);
  act(() => useModalStore.getState().openLogin(intent));
}

const title = () => screen.getByTestId('login-modal-title');

beforeEach(() => {
  useModalStore.setState({ loginOpen: false, loginIntent: null });
});

afterEach(async () => {
  await changeLanguage('en');
});

// The handle and the price are isolated (U+2068…U+2069), so right-to-left titles keep them whole.
describe('the login modal says what the visitor was doing', () => {
  it('unlocking a post for its price, on sign-in and on sign-up', async () => {
    renderModal({ kind: 'unlock', postId: 'p1', priceCents: '499', domain: 'alice' });
    expect(await screen.findByTestId('login-modal-title')).toHaveTextContent(
      `Sign in to unlock this post for ${isolate('$4.99')}`,
    );
    expect(screen.getByText('Right after, you are back here to finish.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('go-signup'));
    expect(title()).toHaveTextContent(`Sign up to unlock this post for ${isolate('$4.99')}`);
    expect(screen.getByText('Right after, you are back here to finish.')).toBeInTheDocument();
  });

  it('unlocking a post whose price the opener did not know', async () => {
    renderModal({ kind: 'unlock', postId: 'p1' });
    expect(await screen.findByTestId('login-modal-title')).toHaveTextContent(/^Sign in to unlock this post$/);
  });

  it('subscribing to a creator', async () => {
    renderModal({ kind: 'subscribe', domain: 'alice' });
    expect(await screen.findByTestId('login-modal-title')).toHaveTextContent(
      `Sign in to subscribe to ${isolate('alice')}`,
    );
    await userEvent.click(screen.getByTestId('go-signup'));
    expect(title()).toHaveTextContent(`Sign up to subscribe to ${isolate('alice')}`);
  });

  it('tipping a creator', async () => {
    renderModal({ kind: 'tip', domain: 'alice', postId: 'p1' });
    expect(await screen.findByTestId('login-modal-title')).toHaveTextContent(`Sign in to tip ${isolate('alice')}`);
  });

  it('following a creator, as before', async () => {
    renderModal({ kind: 'follow', domain: 'alice' });
    expect(await screen.findByTestId('login-modal-title')).toHaveTextContent(`Sign in to follow ${isolate('alice')}`);
    expect(screen.getByText('Sign in to see the creators you follow.')).toBeInTheDocument();
  });

  it('nothing in particular', async () => {
    renderModal({ kind: 'generic', domain: 'alice' });
    expect(await screen.findByTestId('login-modal-title')).toHaveTextContent('Welcome back');
    await userEvent.click(screen.getByTestId('go-signup'));
    expect(title()).toHaveTextContent('Create your account');
  });

  it('in the interface language, with its own money format', async () => {
    await changeLanguage('de');
    renderModal({ kind: 'unlock', postId: 'p1', priceCents: '123456' });
    const price = formatUsdCents('123456', 'de-DE');
    expect(price).toMatch(/1\.234,56/);
    // Compared as is: the price carries a no-break space, which toHaveTextContent would normalise.
    expect((await screen.findByTestId('login-modal-title')).textContent).toBe(
      `Melde dich an, um diesen Beitrag für ${isolate(price)} freizuschalten`,
    );
  });
});

describe('dismissing the login modal', () => {
  it('forgets the intent, so a later sign-in reopens nothing', async () => {
    const intent = { kind: 'unlock', postId: 'p1', priceCents: '499' } as const;
    savePendingIntent(intent, '/alice/p1');
    renderModal(intent);
    await screen.findByTestId('login-modal-title');
    await userEvent.keyboard('{Escape}');
    expect(useModalStore.getState().loginOpen).toBe(false);
    armPendingIntent();
    expect(takeResumableIntent('/alice/p1')).toBeNull();
  });
});
