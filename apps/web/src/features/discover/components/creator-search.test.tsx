import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCreatorCard } from '@fanlane/contracts/discover';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CreatorSearch } from './creator-search';

function card(creatorDomain: string, displayName: string, followers: number): TCreatorCard {
  return {
    address: `0x${creatorDomain.padEnd(40, '0')}`,
    creatorDomain,
    displayName,
    avatar: null,
    cover: null,
    bio: null,
    followers,
    posts: 3,
  };
}

const MAYA = card('maya', 'Maya Rivers', 12_400);
const MAYER = card('mayer', 'Jon Mayer', 18);

function setup(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.creatorSearch]: () => ({ data: { items: [MAYA, MAYER], nextCursor: null } }),
    ...handlers,
  });
  const view = renderPage(
    [
      { path: '/home', element: <CreatorSearch /> },
      { path: '/:domain', element: <p>creator page</p> },
    ],
    '/home',
  );
  return { api, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the creator search of the top bar', () => {
  it('asks once the typing pauses, not on every key, and shows name, handle and followers', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.type(screen.getByTestId('creator-search'), 'maya');
    const result = await screen.findByTestId('creator-result-maya');
    expect(result).toHaveTextContent('Maya Rivers');
    expect(result).toHaveTextContent('@maya');
    expect(result).toHaveTextContent('12,400');
    expect(api.bodies(PATHS.creatorSearch)).toEqual([{ query: 'maya', limit: 6 }]);
  });

  it('does not search for a single letter', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.type(screen.getByTestId('creator-search'), 'm');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(api.bodies(PATHS.creatorSearch)).toEqual([]);
    expect(screen.queryByTestId('creator-search-results')).toBeNull();
  });

  it('opens the creator page of a clicked result', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByTestId('creator-search'), 'may');
    await user.click(await screen.findByTestId('creator-result-mayer'));
    expect(await screen.findByText('creator page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mayer');
  });

  it('moves through the results with the arrows and opens one with Enter', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    const input = screen.getByTestId('creator-search');
    await user.type(input, 'may');
    await screen.findByTestId('creator-result-maya');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByTestId('creator-result-mayer')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mayer'));
  });

  it('opens the first result on Enter', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByTestId('creator-search'), 'maya');
    await screen.findByTestId('creator-result-maya');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/maya'));
  });

  it('says when nobody matches', async () => {
    const user = userEvent.setup();
    setup({ [PATHS.creatorSearch]: () => ({ data: { items: [], nextCursor: null } }) });
    await user.type(screen.getByTestId('creator-search'), 'zzz');
    expect(await screen.findByTestId('creator-search-empty')).toHaveTextContent('No creators match “zzz”.');
  });
});
