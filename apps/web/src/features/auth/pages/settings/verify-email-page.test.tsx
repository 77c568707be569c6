import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@fanlane/contracts/errors';
import { fakeApi } from '../../../../../test/fake-api';
import type { FakeHandler } from '../../../../../test/fake-api';
import { renderPage } from '../../../../../test/render-page';
import { signIn } from '../../../../../test/sign-in';
import { paths } from '../../../../shared/lib/runtime-config';
import { useUserStore } from '../../../../shared/stores/user-store';
import { AccountSettingsPage } from './account-page';
import { VerifyEmailPage } from './verify-email-page';

const FAN = '0x3333333333333333333333333333333333333333';
const EMAIL = 'fan@example.com';

function openPage(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [paths.verifyEmailSend]: () => ({ data: { expiresInSeconds: 600, resendInSeconds: 60 } }),
    [paths.verifyEmail]: () => ({ data: { emailVerified: true } }),
    ...handlers,
  });
  renderPage(
    [
      { path: '/settings/account/verifyEmail', Component: VerifyEmailPage },
      { path: '/settings/account', Component: AccountSettingsPage },
      { path: '/settings/account/bindEmail', element: <p>bind email</p> },
    ],
    '/settings/account/verifyEmail',
  );
  return api;
}

beforeEach(() => signIn(FAN, { email: EMAIL, emailVerified: false }));
afterEach(() => vi.unstubAllGlobals());

describe('/settings/account/verifyEmail', () => {
  it('sends a code to the account e-mail, takes it, and shows the e-mail verified', async () => {
    const user = userEvent.setup();
    const api = openPage();
    expect(await screen.findByText(/We will send a 6-digit code to/)).toHaveTextContent(EMAIL);
    expect(screen.queryByTestId('verify-email-code')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('verify-email-send'));
    expect(await screen.findByTestId('verify-email-sent')).toHaveTextContent(EMAIL);
    expect(screen.getByTestId('verify-email-send')).toBeDisabled();
    expect(screen.getByTestId('verify-email-send')).toHaveTextContent(/Resend in \d+/);
    await user.type(screen.getByTestId('verify-email-code'), '123456');
    await user.click(screen.getByTestId('verify-email-submit'));

    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(api.bodies(paths.verifyEmail)).toEqual([{ code: '123456' }]);
    expect(useUserStore.getState().info?.emailVerified).toBe(true);

    // The account page now says so.
    await user.click(screen.getByText('Back to account'));
    expect(await screen.findByTestId('account-email-verified')).toHaveTextContent('Verified');
  });

  it('a wrong code shows under the field, in the server’s words, and the e-mail stays unverified', async () => {
    const user = userEvent.setup();
    openPage({
      [paths.verifyEmail]: () => ({
        code: ERRORS.CODE_INVALID.code,
        msg: 'The code is not right. Check it and try again.',
      }),
    });
    await user.click(await screen.findByTestId('verify-email-send'));
    await user.type(await screen.findByTestId('verify-email-code'), '000000');
    await user.click(screen.getByTestId('verify-email-submit'));
    expect(await screen.findByText('The code is not right. Check it and try again.')).toBeInTheDocument();
    expect(screen.getByTestId('verify-email-code')).toHaveAttribute('aria-invalid', 'true');
    expect(useUserStore.getState().info?.emailVerified).toBe(false);
  });

  it('checks the code has six digits before sending it', async () => {
    const user = userEvent.setup();
    const api = openPage();
    await user.click(await screen.findByTestId('verify-email-send'));
    await user.type(await screen.findByTestId('verify-email-code'), '12ab');
    await user.click(screen.getByTestId('verify-email-submit'));
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(api.bodies(paths.verifyEmail)).toEqual([]);
  });

  it('a refused send (the resend wait) is said above the form', async () => {
    const user = userEvent.setup();
    openPage({
      [paths.verifyEmailSend]: () => ({
        code: ERRORS.CODE_COOLDOWN.code,
        status: 429,
        msg: 'Please wait a minute before asking for a new code.',
      }),
    });
    await user.click(await screen.findByTestId('verify-email-send'));
    expect(await screen.findByTestId('verify-email-send-error')).toHaveTextContent('Please wait a minute');
  });

  it('an e-mail proven meanwhile counts as done', async () => {
    const user = userEvent.setup();
    openPage({
      [paths.verifyEmailSend]: () => ({
        code: ERRORS.EMAIL_ALREADY_VERIFIED.code,
        status: 409,
        msg: 'Your email is already verified.',
      }),
    });
    await user.click(await screen.findByTestId('verify-email-send'));
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
  });

  it('a verified e-mail says so, with nothing to send', async () => {
    signIn(FAN, { email: EMAIL, emailVerified: true });
    openPage();
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-email-send')).not.toBeInTheDocument();
  });

  it('an account without an e-mail is sent to add one', async () => {
    signIn(FAN, { email: null });
    openPage();
    expect(await screen.findByTestId('verify-email-none')).toHaveTextContent('Add one first');
    expect(screen.getByRole('link', { name: 'Add an email' })).toHaveAttribute('href', '/settings/account/bindEmail');
  });
});

describe('the account page', () => {
  it('shows an unverified e-mail with the way to verify it', async () => {
    fakeApi({});
    renderPage([{ path: '/settings/account', Component: AccountSettingsPage }], '/settings/account');
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.getByTestId('account-verify-email')).toHaveAttribute('href', '/settings/account/verifyEmail');
    expect(screen.queryByTestId('account-email-verified')).not.toBeInTheDocument();
  });
});
