import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@fanlane/contracts/errors';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { paths } from '../../../shared/lib/runtime-config';
import { initialUserData, useUserStore } from '../../../shared/stores/user-store';
import { LoginPhonePage } from './login-phone-page';

const session = vi.hoisted(() => ({
  completeLogin: vi.fn(() => Promise.resolve({ firstLogin: true })),
  resolvePostLoginTarget: vi.fn(() => '/home'),
}));
vi.mock('../api/session', () => session);

const SENT = { phone: '+447400123456', expiresInSeconds: 600, resendInSeconds: 60 };

function openPage(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [paths.phoneCode]: () => ({ data: SENT }),
    [paths.loginPhone]: () => ({ data: { token: 't', firstLogin: true } }),
    ...handlers,
  });
  const view = renderPage(
    [
      { path: '/loginPhone', Component: LoginPhonePage },
      { path: '/home', element: <p>home page</p> },
      { path: '/signin', element: <p>email sign-in</p> },
    ],
    '/loginPhone',
  );
  return { api, ...view };
}

beforeEach(() => {
  useUserStore.setState(initialUserData());
  session.completeLogin.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/loginPhone', () => {
  it('texts a code to the number in E.164, then signs in with it and goes home', async () => {
    const user = userEvent.setup();
    const { api } = openPage();
    await user.selectOptions(await screen.findByTestId('phone-login-number-country'), 'GB');
    expect(screen.getByTestId('phone-login-number-country')).toHaveDisplayValue('United Kingdom (+44)');
    await user.type(screen.getByTestId('phone-login-number'), '07400 123456');
    await user.click(screen.getByTestId('phone-login-text-me'));
    expect(await screen.findByText(/We texted a 6-digit code to \W*\+44 7400 123456/)).toBeInTheDocument();
    expect(api.bodies(paths.phoneCode)).toEqual([{ phone: '+447400123456', scene: 'phone-login' }]);
    expect(screen.getByTestId('phone-login-number-send')).toHaveTextContent(/Resend in \d+/);

    await user.type(screen.getByTestId('phone-login-code'), '123456');
    await user.click(screen.getByTestId('phone-login-submit'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(api.bodies(paths.loginPhone)).toEqual([{ phone: '+447400123456', country: 'GB', code: '123456' }]);
    expect(session.completeLogin).toHaveBeenCalledWith({ token: 't', firstLogin: true }, { type: 'phone-code' });
  });

  it('says a number is not one of the country before asking the server', async () => {
    const user = userEvent.setup();
    const { api } = openPage();
    await user.selectOptions(await screen.findByTestId('phone-login-number-country'), 'US');
    await user.type(screen.getByTestId('phone-login-number'), '12345{Enter}');
    expect(await screen.findByText('Enter a mobile number of the chosen country.')).toBeInTheDocument();
    // Only the texted-code budget was asked (/rate/limit/pre-access, when the form opened).
    expect(api.calls.filter((call) => call.path !== PATHS.rateLimitPreAccess)).toEqual([]);
  });

  it('shows the server’s refusals where they belong: the number’s under it, a wrong code under the code', async () => {
    const user = userEvent.setup();
    let refuseNumber = true;
    openPage({
      [paths.phoneCode]: () =>
        refuseNumber
          ? { code: ERRORS.PHONE_UNSUPPORTED.code, status: 422, msg: 'This number cannot receive text messages.' }
          : { data: { ...SENT, phone: '+14155550142' } },
      [paths.loginPhone]: () => ({ code: ERRORS.CODE_INVALID.code, msg: 'The code is not right.' }),
    });
    await user.selectOptions(await screen.findByTestId('phone-login-number-country'), 'US');
    await user.type(screen.getByTestId('phone-login-number'), '(415) 555-0142');
    await user.click(screen.getByTestId('phone-login-text-me'));
    expect(await screen.findByText('This number cannot receive text messages.')).toBeInTheDocument();
    refuseNumber = false;
    await user.click(screen.getByTestId('phone-login-text-me'));
    await user.type(await screen.findByTestId('phone-login-code'), '000000{Enter}');
    expect(await screen.findByText('The code is not right.')).toBeInTheDocument();
    expect(screen.getByTestId('phone-login-code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('leads back to the e-mail sign-in', async () => {
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByTestId('login-phone-use-email'));
    expect(await screen.findByText('email sign-in')).toBeInTheDocument();
  });
});
