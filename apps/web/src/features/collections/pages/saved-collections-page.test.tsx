import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { initialUserData, useUserStore } from '../../../shared/stores/user-store';
import { FAN, collection } from '../../../../test/collection-fixtures';
import { SavedCollectionsPage } from './saved-collections-page';

const SAVED = collection({ title: 'Lisbon', favorite: true });

function setup(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.collectionFavorites]: () => ({ data: { items: [SAVED], nextCursor: null } }),
    [PATHS.collectionFavorite]: (body) => ({ data: { favorite: body.favorite } }),
    ...handlers,
  });
  renderPage([{ path: '/collections', Component: SavedCollectionsPage }], '/collections');
  return api;
}

beforeEach(() => {
  useUserStore.setState({ ...initialUserData(), address: FAN });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the saved collections of a fan', () => {
  it('lists them with their creator and a link into each', async () => {
    setup();
    const card = await screen.findByTestId(`collection-${SAVED.id}`);
    expect(card).toHaveTextContent('Maya Rivers');
    expect(within(card).getByRole('link')).toHaveAttribute('href', `/maya/all?id=${SAVED.id}`);
  });

  it('drops one the fan unsaves', async () => {
    const user = userEvent.setup();
    let saved = [SAVED];
    const api = setup({
      [PATHS.collectionFavorites]: () => ({ data: { items: saved, nextCursor: null } }),
      [PATHS.collectionFavorite]: (body) => {
        saved = [];
        return { data: { favorite: body.favorite } };
      },
    });
    await user.click(await screen.findByTestId(`collection-favorite-${SAVED.id}`));
    await waitFor(() => expect(screen.queryByTestId(`collection-${SAVED.id}`)).toBeNull());
    expect(api.bodies(PATHS.collectionFavorite)).toEqual([{ id: SAVED.id, favorite: false }]);
    expect(screen.getByText('No saved collections')).toBeInTheDocument();
  });

  it('explains how to save one when there are none', async () => {
    setup({ [PATHS.collectionFavorites]: () => ({ data: { items: [], nextCursor: null } }) });
    expect(await screen.findByText('No saved collections')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find creators' })).toHaveAttribute('href', '/discover');
  });
});
