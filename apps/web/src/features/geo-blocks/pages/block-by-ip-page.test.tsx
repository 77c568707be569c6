import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TGeoBlocks } from '@fanlane/contracts/geo-blocks';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, signIn } from '../../../../test/sign-in';
import { BlockByIpPage } from './block-by-ip-page';

const SAVED: TGeoBlocks = { countries: [], networks: ['198.51.100.0/24'], yourIp: '2001:db8::7', yourCountry: null };

function openPage(handlers: Record<string, FakeHandler> = {}) {
  let networks = [...SAVED.networks];
  const api = fakeApi({
    [PATHS.geoBlocks]: () => ({ data: { ...SAVED, networks } }),
    // The server answers in normal form: a single address as /32.
    [PATHS.geoBlockNetworks]: (body) => {
      networks = (body.networks as string[]).map((n) => (n.includes('/') ? n : `${n}/32`)).sort();
      return { data: { ...SAVED, networks } };
    },
    ...handlers,
  });
  renderPage([{ path: '/settings/security/blockByIP', Component: BlockByIpPage }], '/settings/security/blockByIP');
  return api;
}

beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya', displayName: 'Maya' }));
afterEach(() => vi.unstubAllGlobals());

describe('/settings/security/blockByIP', () => {
  it('lists the blocked ranges and where the creator is', async () => {
    openPage();
    const list = await screen.findByTestId('geo-ip-list');
    expect(within(list).getByText('198.51.100.0/24')).toBeInTheDocument();
    expect(screen.getByTestId('geo-your-place')).toHaveTextContent('2001:db8::7');
    expect(screen.getByTestId('geo-your-place')).toHaveTextContent('country unknown');
  });

  it('adds an address: the whole list goes, the answer’s normal form shows, the field empties', async () => {
    const user = userEvent.setup();
    const api = openPage();
    await user.type(await screen.findByTestId('geo-ip-input'), ' 203.0.113.7 ');
    await user.click(screen.getByTestId('geo-ip-add'));
    expect(await screen.findByText('203.0.113.7/32')).toBeInTheDocument();
    expect(api.bodies(PATHS.geoBlockNetworks)).toEqual([{ networks: ['198.51.100.0/24', '203.0.113.7'] }]);
    expect(screen.getByTestId('geo-ip-input')).toHaveValue('');
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    openPage({
      [PATHS.geoBlockNetworks]: () => ({
        code: ERRORS.GEO_NETWORK_INVALID.code,
        status: 422,
        msg: '“10.0.0.300” is not an IP address or range.',
      }),
    });
    await user.type(await screen.findByTestId('geo-ip-input'), '10.0.0.300{Enter}');
    expect(await screen.findByText('“10.0.0.300” is not an IP address or range.')).toBeInTheDocument();
    expect(screen.getByTestId('geo-ip-input')).toHaveValue('10.0.0.300');
  });

  it('removes a range', async () => {
    const user = userEvent.setup();
    const api = openPage();
    await user.click(await screen.findByTestId('geo-ip-remove-198.51.100.0/24'));
    expect(await screen.findByTestId('geo-ip-none')).toBeInTheDocument();
    expect(api.bodies(PATHS.geoBlockNetworks)).toEqual([{ networks: [] }]);
  });
});
