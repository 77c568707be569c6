import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@fanlane/contracts/errors';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { paths } from '../../../shared/lib/runtime-config';
import { AccountSettingsPage } from '../pages/settings/account-page';

function openPage(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [paths.phoneState]: () => ({ data: { phone: null } }),
    [paths.phoneCode]: (body) => ({ data: { phone: body.phone, expiresInSeconds: 600, resendInSeconds: 60 } }),
    [paths.bindPhone]: (body) => ({ data: { phone: body.phone } }),
    ...handlers,
  });
  renderPage([{ path: '/settings/account', Component: AccountSettingsPage }], '/settings/account');
  return api;
}

beforeEach(() => signIn(FAN, { email: 'fan@example.com' }));
afterEach(() => vi.unstubAllGlobals());

describe('the phone on /settings/account', () => {
  it('binds a number with a texted code and shows it', async () => {
    const user = userEvent.setup();
    const api = openPage();
    expect(await screen.findByText('No phone number yet')).toBeInTheDocument();
    await user.click(screen.getByTestId('account-phone-edit'));
    await user.selectOptions(screen.getByTestId('phone-bind-number-country'), 'DE');
    await user.type(screen.getByTestId('phone-bind-number'), '01512 3456789');
    await user.click(screen.getByTestId('phone-bind-text-me'));
    await user.type(await screen.findByTestId('phone-bind-code'), '654321');
    await user.click(screen.getByTestId('phone-bind-submit'));
    expect(await screen.findByTestId('account-phone-saved')).toHaveTextContent('Phone number saved.');
    expect(screen.getByTestId('account-phone-number')).toHaveTextContent('+49 1512 3456789');
    expect(api.bodies(paths.phoneCode)).toEqual([{ phone: '+4915123456789', scene: 'bind-phone' }]);
    expect(api.bodies(paths.bindPhone)).toEqual([{ phone: '+4915123456789', country: 'DE', code: '654321' }]);
    expect(screen.getByTestId('account-phone-edit')).toHaveTextContent('Change number');
  });

  it('says when another account has the number', async () => {
    const user = userEvent.setup();
    openPage({
      [paths.phoneState]: () => ({ data: { phone: '+14155550100' } }),
      [paths.phoneCode]: () => ({
        code: ERRORS.PHONE_TAKEN.code,
        status: 409,
        msg: 'This phone number is already used by another account.',
      }),
    });
    expect(await screen.findByText('+1 415 555 0100')).toBeInTheDocument();
    await user.click(screen.getByTestId('account-phone-edit'));
    await user.selectOptions(screen.getByTestId('phone-bind-number-country'), 'US');
    await user.type(screen.getByTestId('phone-bind-number'), '415 555 0142');
    await user.click(screen.getByTestId('phone-bind-text-me'));
    expect(await screen.findByText('This phone number is already used by another account.')).toBeInTheDocument();
    expect(screen.queryByTestId('phone-bind-code')).not.toBeInTheDocument();
  });
});
