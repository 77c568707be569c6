import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TAccountSettings } from '@fanlane/contracts/account-settings';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn } from '../../../../test/sign-in';
import { useUserStore } from '../../../shared/stores/user-store';
import { FullNamePage } from './full-name-page';
import { PayoutAddressPage } from './payout-address-page';
import { SensitiveFilterPage } from './sensitive-filter-page';

const FAN = '0x3333333333333333333333333333333333333333';
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SETTINGS: TAccountSettings = {
  email: 'fan@example.com',
  emailVerified: true,
  firstName: null,
  lastName: null,
  payoutAddress: null,
  sensitiveFilter: false,
};

/** The page at its route, with the settings the server holds (changed by each save as the server would). */
function open(
  path: string,
  Page: ComponentType,
  start: Partial<TAccountSettings> = {},
  handlers: Record<string, FakeHandler> = {},
) {
  let held: TAccountSettings = { ...SETTINGS, ...start };
  const saved = (change: Partial<TAccountSettings>) => {
    held = { ...held, ...change };
    return { data: held };
  };
  const api = fakeApi({
    [PATHS.accountSettings]: () => ({ data: held }),
    [PATHS.fullNameUpdate]: (body) =>
      saved({ firstName: String(body.firstName).trim(), lastName: String(body.lastName).trim() }),
    [PATHS.payoutAddressUpdate]: (body) => saved({ payoutAddress: body.address === '' ? null : CHECKSUMMED }),
    [PATHS.sensitiveFilterUpdate]: (body) => saved({ sensitiveFilter: body.enabled === true }),
    ...handlers,
  });
  renderPage([{ path, Component: Page }], path);
  return api;
}

beforeEach(() => signIn(FAN, { email: 'fan@example.com' }));
afterEach(() => vi.unstubAllGlobals());

describe('/settings/account/fullName', () => {
  const openName = (start: Partial<TAccountSettings> = {}, handlers: Record<string, FakeHandler> = {}) =>
    open('/settings/account/fullName', FullNamePage, start, handlers);

  it('shows the saved name prefilled, saves a change and says so', async () => {
    const user = userEvent.setup();
    const api = openName({ firstName: 'María', lastName: 'López' });
    expect(await screen.findByTestId('full-name-first')).toHaveValue('María');
    expect(screen.getByTestId('full-name-last')).toHaveValue('López');
    expect(screen.getByTestId('full-name-save')).toBeDisabled();
    expect(screen.getByText(/Only you can see this/)).toBeInTheDocument();

    await user.clear(screen.getByTestId('full-name-first'));
    await user.type(screen.getByTestId('full-name-first'), '  María José ');
    await user.click(screen.getByTestId('full-name-save'));
    expect(await screen.findByTestId('full-name-saved')).toHaveTextContent('Saved');
    expect(api.bodies(PATHS.fullNameUpdate)).toEqual([{ firstName: '  María José ', lastName: 'López' }]);
    // The form shows the name as the server keeps it.
    expect(screen.getByTestId('full-name-first')).toHaveValue('María José');
  });

  it('says what is wrong with a part before sending: empty, digits, too long', async () => {
    const user = userEvent.setup();
    const api = openName();
    await user.type(await screen.findByTestId('full-name-first'), 'R2D2');
    await user.click(screen.getByTestId('full-name-save'));
    expect(
      await screen.findByText('Use letters, with spaces, hyphens, apostrophes or full stops between them.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter this part of your name.')).toBeInTheDocument();
    await user.clear(screen.getByTestId('full-name-first'));
    await user.type(screen.getByTestId('full-name-first'), 'A'.repeat(65));
    await user.click(screen.getByTestId('full-name-save'));
    expect(await screen.findByText('At most 64 characters.')).toBeInTheDocument();
    expect(api.bodies(PATHS.fullNameUpdate)).toEqual([]);
  });

  it("puts the server's refusal of a field under it", async () => {
    const user = userEvent.setup();
    openName(
      {},
      {
        [PATHS.fullNameUpdate]: () => ({
          code: ERRORS.VALIDATION.code,
          status: 422,
          msg: 'lastName: name_letters',
          data: { fields: [{ field: 'lastName', message: 'name_letters' }] },
        }),
      },
    );
    await user.type(await screen.findByTestId('full-name-first'), 'Anna');
    await user.type(screen.getByTestId('full-name-last'), 'Smith');
    await user.click(screen.getByTestId('full-name-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use letters');
    expect(screen.getByTestId('full-name-last')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/settings/account/address', () => {
  const openAddress = (start: Partial<TAccountSettings> = {}, handlers: Record<string, FakeHandler> = {}) =>
    open('/settings/account/address', PayoutAddressPage, start, handlers);

  it('saves a lowercase address and shows it back in its checksummed form', async () => {
    const user = userEvent.setup();
    const api = openAddress();
    const input = await screen.findByTestId('payout-address-input');
    await user.type(input, CHECKSUMMED.toLowerCase());
    await user.click(screen.getByTestId('payout-address-save'));
    expect(await screen.findByTestId('payout-address-saved')).toBeInTheDocument();
    expect(api.bodies(PATHS.payoutAddressUpdate)).toEqual([{ address: CHECKSUMMED.toLowerCase() }]);
    expect(input).toHaveValue(CHECKSUMMED);
  });

  it('refuses 39 or 41 characters and non-hex before sending', async () => {
    const user = userEvent.setup();
    const api = openAddress();
    const input = await screen.findByTestId('payout-address-input');
    for (const bad of [CHECKSUMMED.slice(0, 41), `${CHECKSUMMED}a`, `0x${'g'.repeat(40)}`]) {
      await user.clear(input);
      await user.type(input, bad);
      await user.click(screen.getByTestId('payout-address-save'));
      expect(await screen.findByRole('alert')).toHaveTextContent('exactly 40 hexadecimal characters');
    }
    expect(api.bodies(PATHS.payoutAddressUpdate)).toEqual([]);
  });

  it("shows the server's checksum refusal under the field", async () => {
    const user = userEvent.setup();
    openAddress(
      {},
      {
        [PATHS.payoutAddressUpdate]: () => ({
          code: ERRORS.WALLET_ADDRESS_CHECKSUM.code,
          status: 422,
          msg: 'The checksum of this mixed-case address does not match: check it for a typo, or paste it again.',
        }),
      },
    );
    await user.type(await screen.findByTestId('payout-address-input'), '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await user.click(screen.getByTestId('payout-address-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('checksum of this mixed-case address does not match');
    expect(screen.getByTestId('payout-address-input')).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a saved address', async () => {
    const user = userEvent.setup();
    const api = openAddress({ payoutAddress: CHECKSUMMED });
    expect(await screen.findByTestId('payout-address-input')).toHaveValue(CHECKSUMMED);
    await user.click(screen.getByTestId('payout-address-remove'));
    await waitFor(() => expect(screen.getByTestId('payout-address-input')).toHaveValue(''));
    expect(api.bodies(PATHS.payoutAddressUpdate)).toEqual([{ address: '' }]);
    expect(screen.queryByTestId('payout-address-remove')).not.toBeInTheDocument();
  });
});

describe('/settings/security/filter', () => {
  it('is off by default; turning it on saves, says so, and reaches the signed-in user info', async () => {
    const user = userEvent.setup();
    const api = open('/settings/security/filter', SensitiveFilterPage);
    const toggle = await screen.findByTestId('sensitive-filter-switch');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleName('Blur sensitive content');
    await user.click(toggle);
    expect(await screen.findByText('Sensitive posts are now blurred.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(api.bodies(PATHS.sensitiveFilterUpdate)).toEqual([{ enabled: true }]);
    expect(useUserStore.getState().info?.sensitiveFilter).toBe(true);

    await user.click(toggle);
    expect(await screen.findByText('Sensitive posts are now shown as they are.')).toBeInTheDocument();
    expect(useUserStore.getState().info?.sensitiveFilter).toBe(false);
  });

  it('puts the switch back when the save fails', async () => {
    const user = userEvent.setup();
    open(
      '/settings/security/filter',
      SensitiveFilterPage,
      {},
      {
        [PATHS.sensitiveFilterUpdate]: () => ({
          code: ERRORS.INTERNAL.code,
          status: 500,
          msg: 'There seems to be a problem. Please try again.',
        }),
      },
    );
    const toggle = await screen.findByTestId('sensitive-filter-switch');
    await user.click(toggle);
    expect(await screen.findByTestId('sensitive-filter-error')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(useUserStore.getState().info?.sensitiveFilter).toBe(false);
  });

  it('offers another try when the settings cannot be loaded', async () => {
    open(
      '/settings/security/filter',
      SensitiveFilterPage,
      {},
      {
        [PATHS.accountSettings]: () => ({ code: ERRORS.INTERNAL.code, status: 500, msg: 'boom' }),
      },
    );
    expect(await screen.findByText('Your settings could not be loaded')).toBeInTheDocument();
  });
});
