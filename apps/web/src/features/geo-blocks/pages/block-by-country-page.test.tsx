import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TGeoBlocks } from '@fanlane/contracts/geo-blocks';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, signIn } from '../../../../test/sign-in';
import { BlockByCountryPage } from './block-by-country-page';

const SAVED: TGeoBlocks = { countries: ['DE'], networks: [], yourIp: '203.0.113.9', yourCountry: 'FR' };

function openPage(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.geoBlocks]: () => ({ data: SAVED }),
    [PATHS.geoBlockCountries]: (body) => ({ data: { ...SAVED, countries: [...(body.countries as string[])].sort() } }),
    ...handlers,
  });
  renderPage(
    [{ path: '/settings/security/blockByCountry', Component: BlockByCountryPage }],
    '/settings/security/blockByCountry',
  );
  return api;
}

beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya', displayName: 'Maya' }));
afterEach(() => vi.unstubAllGlobals());

describe('/settings/security/blockByCountry', () => {
  it('shows the blocked countries by name, where the creator is, and the database credit', async () => {
    openPage();
    const chips = await screen.findByTestId('geo-country-chips');
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Germany']);
    expect(screen.getByTestId('geo-your-place')).toHaveTextContent('203.0.113.9');
    expect(screen.getByTestId('geo-your-place')).toHaveTextContent('France');
    expect(screen.getByRole('link', { name: 'IP geolocation by DB-IP' })).toHaveAttribute('href', 'https://db-ip.com');
    expect(screen.getByTestId('geo-country-DE')).toBeChecked();
    expect(screen.getByTestId('geo-country-save')).toBeDisabled();
    expect(sentHeaders(PATHS.geoBlocks)[0]).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
  });

  it('finds countries by name (any case and accent) or code, and says when none matches', async () => {
    const user = userEvent.setup();
    openPage();
    const search = await screen.findByTestId('geo-country-search');
    await user.type(search, 'COTE');
    expect(screen.getByTestId('geo-country-CI')).toBeInTheDocument();
    expect(screen.queryByTestId('geo-country-DE')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'jp');
    expect(screen.getByTestId('geo-country-JP')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'Atlantis');
    expect(await screen.findByText('No country matches “Atlantis”.')).toBeInTheDocument();
  });

  it('saves the chosen countries, warns about the creator’s own, and shows "Saved"', async () => {
    const user = userEvent.setup();
    const api = openPage();
    await user.click(await screen.findByTestId('geo-country-US'));
    await user.click(screen.getByTestId('geo-country-FR'));
    expect(screen.getByTestId('geo-own-country')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Germany' }));
    await user.click(screen.getByTestId('geo-country-save'));
    expect(await screen.findByTestId('geo-country-saved')).toBeInTheDocument();
    expect(api.bodies(PATHS.geoBlockCountries)).toEqual([{ countries: ['FR', 'US'] }]);
    expect(screen.getByTestId('geo-country-save')).toBeDisabled();
  });

  it('shows a refusal and keeps the choice', async () => {
    const user = userEvent.setup();
    openPage({
      [PATHS.geoBlockCountries]: () => ({
        code: ERRORS.GEO_TOO_MANY_ENTRIES.code,
        status: 422,
        msg: 'At most 200 entries can be blocked.',
      }),
    });
    await user.click(await screen.findByTestId('geo-country-US'));
    await user.click(screen.getByTestId('geo-country-save'));
    expect(await screen.findByText('At most 200 entries can be blocked.')).toBeInTheDocument();
    expect(screen.getByTestId('geo-country-US')).toBeChecked();
  });

  it('tells a fan it is for creators, without asking the server', async () => {
    signIn(CREATOR, { creatorDomain: null });
    const api = openPage();
    expect(await screen.findByTestId('creators-only')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
