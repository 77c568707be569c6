// The send-code button and the address's budget of mailed codes (/rate/limit/pre-access).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ERRORS } from '@fanlane/contracts/errors';
import '../../../i18n';
import { ApiError } from '../../../shared/lib/request';
import { SignUpForm } from './signup-form';

const api = vi.hoisted(() => ({ sendVerificationCode: vi.fn(), registerPassword: vi.fn() }));
vi.mock('../api/auth-api', () => api);
const budget = vi.hoisted(() => ({ preAccess: vi.fn() }));
vi.mock('../api/rate-limit-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  preAccess: budget.preAccess,
}));

function renderForm() {
  const router = createMemoryRouter([{ path: '/', element: <SignUpForm /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

const state = (allowed: boolean, retryAfterSeconds: number) => ({
  action: 'email-code',
  allowed,
  limit: 30,
  remaining: allowed ? 3 : 0,
  retryAfterSeconds,
  windowSeconds: 3600,
});

beforeEach(() => {
  vi.clearAllMocks();
  api.sendVerificationCode.mockResolvedValue({ expiresInSeconds: 600, resendInSeconds: 60 });
});

describe('send-code budget', () => {
  it('a spent budget: the button waits out the window (in minutes) before anything is pressed', async () => {
    budget.preAccess.mockResolvedValue(state(false, 1190));
    renderForm();
    await waitFor(() => expect(screen.getByTestId('signup-send-code')).toHaveTextContent('Resend in 20 min'));
    expect(screen.getByTestId('signup-send-code')).toBeDisabled();
    expect(budget.preAccess).toHaveBeenCalledWith('email-code');
  });

  it('budget left: the button is ready; a 429 while sending shows the wait the server gave', async () => {
    budget.preAccess.mockResolvedValue(state(true, 0));
    api.sendVerificationCode.mockRejectedValue(
      new ApiError('Too many attempts.', {
        code: ERRORS.TOO_MANY_REQUESTS.code,
        status: 429,
        data: { action: 'email-code', retryAfterSeconds: 45 },
      }),
    );
    renderForm();
    await waitFor(() => expect(budget.preAccess).toHaveBeenCalled());
    expect(screen.getByTestId('signup-send-code')).toBeEnabled();
    await userEvent.type(screen.getByTestId('signup-email'), 'new@example.com');
    await userEvent.click(screen.getByTestId('signup-send-code'));
    await waitFor(() => expect(screen.getByTestId('signup-send-code')).toHaveTextContent(/Resend in 4\d s/));
    expect(screen.getByText('Too many attempts.')).toBeInTheDocument();
  });

  it('captcha off: the sign-up sends no token, and no captcha slot is shown', () => {
    budget.preAccess.mockResolvedValue(state(true, 0));
    renderForm();
    expect(screen.queryByTestId('signup-captcha')).not.toBeInTheDocument();
  });
});
