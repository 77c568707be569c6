import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '#testing-library';
import type { TLoginResult } from '@fanlane/contracts/auth';
import '../../../i18n';
import { ApiError } from '../../../shared/lib/request';
import { useModalStore } from '../../../shared/stores/modal-store';
import { AuthPanel } from './auth-panel';
import type { AuthView } from './auth-panel';

const api = vi.hoisted(() => ({
  loginPassword: vi.fn(),
  loginEmailCode: vi.fn(),
  sendVerificationCode: vi.fn(),
  registerPassword: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('../api/auth-api', () => api);

const session = vi.hoisted(() => ({
  completeLogin: vi.fn(() => Promise.resolve({ firstLogin: true })),
  resolvePostLoginTarget: vi.fn(() => '/home'),
}));
vi.mock('../api/session', () => session);

const RESULT = { token: 't', firstLogin: true } as unknown as TLoginResult;

function Panel({ initial = 'signin' }: { initial?: AuthView }) {
  const [view, setView] = useState<AuthView>(initial);
  return <AuthPanel view={view} onViewChange={setView} />;
}

function renderPanel(initial?: AuthView) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Panel initial={initial} /> },
      { path: '/home', element: <p>home page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
  useModalStore.setState({ welcomeOpen: false, rewardsOpen: false });
  api.sendVerificationCode.mockResolvedValue({ expiresInSeconds: 600, resendInSeconds: 60 });
});

describe('password sign-in', () => {
  it('validates inline before calling the server', async () => {
    renderPanel();
    await userEvent.type(screen.getByTestId('login-email'), 'nope');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(api.loginPassword).not.toHaveBeenCalled();
  });

  it('shows one generic message instead of the server message', async () => {
    api.loginPassword.mockRejectedValue(new ApiError('No account uses this email.', { code: 101029, status: 404 }));
    renderPanel();
    await userEvent.type(screen.getByTestId('login-email'), 'Fan@Example.com');
    await userEvent.type(screen.getByTestId('login-password'), 'whatever1');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Wrong email or password.');
    expect(screen.queryByText('No account uses this email.')).not.toBeInTheDocument();
    expect(api.loginPassword).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'fan@example.com', password: 'whatever1' }),
      { silent: true },
    );
  });

  it('signs in, goes on and opens the welcome carousel on a first login', async () => {
    api.loginPassword.mockResolvedValue(RESULT);
    const router = renderPanel();
    await userEvent.type(screen.getByTestId('login-email'), 'fan@example.com');
    await userEvent.type(screen.getByTestId('login-password'), 'secret123');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(session.completeLogin).toHaveBeenCalledWith(RESULT, { type: 'password' });
    expect(router.state.location.pathname).toBe('/home');
    expect(useModalStore.getState().welcomeOpen).toBe(true);
  });
});

describe('e-mailed code sign-in', () => {
  it('sends a code, counts down and shows the server message of a wrong code under the field', async () => {
    api.loginEmailCode.mockRejectedValue(
      new ApiError('The verification code is not correct.', { code: 101006, status: 400 }),
    );
    renderPanel();
    await userEvent.click(screen.getByTestId('login-method-code'));
    await userEvent.type(screen.getByTestId('login-code-email'), 'fan@example.com');
    await userEvent.click(screen.getByTestId('login-send-code'));
    expect(api.sendVerificationCode).toHaveBeenCalledWith(
      { email: 'fan@example.com', scene: 'login' },
      { silent: true },
    );
    expect(await screen.findByTestId('login-send-code')).toHaveTextContent('Resend in 60 s');
    expect(screen.getByTestId('login-send-code')).toBeDisabled();

    await userEvent.type(screen.getByTestId('login-code'), '123456');
    await userEvent.click(screen.getByTestId('login-code-submit'));
    expect(await screen.findByText('The verification code is not correct.')).toBeInTheDocument();
  });
});

describe('sign-up', () => {
  it('asks for the code and the password twice after sending the code', async () => {
    renderPanel('signup');
    expect(screen.queryByTestId('signup-code')).not.toBeInTheDocument();
    await userEvent.type(screen.getByTestId('signup-email'), 'new@example.com');
    await userEvent.click(screen.getByTestId('signup-send-code'));
    expect(api.sendVerificationCode).toHaveBeenCalledWith(
      { email: 'new@example.com', scene: 'register' },
      { silent: true },
    );

    await userEvent.type(await screen.findByTestId('signup-code'), '12');
    await userEvent.type(screen.getByTestId('signup-password'), 'short');
    await userEvent.type(screen.getByTestId('signup-password-confirm'), 'other');
    await userEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(
      screen.getByText('Use 8–128 characters with at least one letter and one digit.', { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.registerPassword).not.toHaveBeenCalled();
  });

  async function fillSignUp() {
    await userEvent.type(screen.getByTestId('signup-email'), 'new@example.com');
    await userEvent.click(screen.getByTestId('signup-send-code'));
    await userEvent.type(await screen.findByTestId('signup-code'), '123456');
    await userEvent.type(screen.getByTestId('signup-password'), 'secret123');
    await userEvent.type(screen.getByTestId('signup-password-confirm'), 'secret123');
  }

  it('registers and signs in; a skipped display name takes the suggested one', async () => {
    api.registerPassword.mockResolvedValue(RESULT);
    renderPanel('signup');
    await fillSignUp();
    const suggestion = screen.getByTestId('signup-display-name').getAttribute('placeholder');
    expect(suggestion).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{3}$/);
    expect(screen.getByText(new RegExp(`call you .${suggestion}.`))).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(api.registerPassword).toHaveBeenCalledWith(
      {
        email: 'new@example.com',
        code: '123456',
        password: 'secret123',
        fromDomain: undefined,
        displayName: suggestion,
      },
      { silent: true },
    );
  });

  it('sends the display name the person typed', async () => {
    api.registerPassword.mockResolvedValue(RESULT);
    renderPanel('signup');
    await fillSignUp();
    await userEvent.type(screen.getByLabelText('Display name (optional)'), '  Noor ');
    await userEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(api.registerPassword).toHaveBeenCalledWith(expect.objectContaining({ displayName: 'Noor' }), {
      silent: true,
    });
  });

  it('shows an email already registered under the email field', async () => {
    api.sendVerificationCode.mockRejectedValue(
      new ApiError('This email is already registered. Sign in instead.', { code: 101011, status: 409 }),
    );
    renderPanel('signup');
    await userEvent.type(screen.getByTestId('signup-email'), 'taken@example.com');
    await userEvent.click(screen.getByTestId('signup-send-code'));
    expect(await screen.findByText('This email is already registered. Sign in instead.')).toBeInTheDocument();
  });
});
