import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { CREATOR, FAN, collection } from '../../../test/collection-fixtures';
import { post } from '../../../test/post-fixtures';
import { fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/sign-in';
import { CreatorCollectionsPage } from './creator-collections-page';

const LISBON = collection({ title: 'Lisbon', postCount: 2 });
const PORTO = collection({ title: 'Porto nights', description: '', postCount: 0, favorite: true });

function setup(initial: string, handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.collectionList]: () => ({ data: { items: [LISBON, PORTO] } }),
    [PATHS.collectionDetail]: (body) =>
      body.cursor
        ? { data: { collection: LISBON, posts: { items: [post({ text: 'Tram 28' })], nextCursor: null } } }
        : { data: { collection: LISBON, posts: { items: [post({ text: 'Harbour lights' })], nextCursor: 'next' } } },
    [PATHS.collectionFavorite]: (body) => ({ data: { favorite: body.favorite } }),
    ...handlers,
  });
  const view = renderPage([{ path: '/:domain/all', Component: CreatorCollectionsPage }], initial);
  return { api, ...view };
}

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a creator's collections", () => {
  it('lists them and lets a fan save one', async () => {
    const user = userEvent.setup();
    const { api } = setup('/maya/all');
    const lisbon = await screen.findByTestId(`collection-${LISBON.id}`);
    expect(lisbon).toHaveTextContent('Lisbon');
    expect(lisbon).toHaveTextContent('Posts: 2');
    expect(api.bodies(PATHS.collectionList)).toEqual([{ addressOrDomain: 'maya' }]);
    const save = within(lisbon).getByTestId(`collection-favorite-${LISBON.id}`);
    expect(save).toHaveAccessibleName('Save');
    await user.click(save);
    await waitFor(() =>
      expect(within(lisbon).getByTestId(`collection-favorite-${LISBON.id}`)).toHaveAccessibleName('Saved'),
    );
    expect(api.bodies(PATHS.collectionFavorite)).toEqual([{ id: LISBON.id, favorite: true }]);
    expect(
      within(screen.getByTestId(`collection-${PORTO.id}`)).getByTestId(`collection-favorite-${PORTO.id}`),
    ).toHaveAccessibleName('Saved');
  });

  it('opens one with its posts, page by page, from a single first call', async () => {
    const user = userEvent.setup();
    const { api } = setup('/maya/all');
    await user.click(await screen.findByRole('link', { name: /Lisbon/ }));
    expect(await screen.findByTestId('collection-header')).toHaveTextContent('A week by the sea');
    expect(await screen.findByText('Harbour lights')).toBeInTheDocument();
    expect(api.bodies(PATHS.collectionDetail)).toEqual([{ id: LISBON.id }]);
    await user.click(screen.getByTestId('collection-posts-more'));
    expect(await screen.findByText('Tram 28')).toBeInTheDocument();
    expect(api.bodies(PATHS.collectionDetail)).toEqual([{ id: LISBON.id }, { id: LISBON.id, cursor: 'next' }]);
  });

  it('shows the owner a way to manage them instead of saving their own', async () => {
    signIn(CREATOR, { creatorDomain: 'maya' });
    setup('/maya/all');
    expect(await screen.findByRole('link', { name: 'Manage collections' })).toHaveAttribute(
      'href',
      '/settings/collection',
    );
    expect(screen.queryByTestId(`collection-favorite-${LISBON.id}`)).toBeNull();
  });

  it('says when a creator has none', async () => {
    setup('/maya/all', { [PATHS.collectionList]: () => ({ data: { items: [] } }) });
    expect(await screen.findByText('This creator has no collections yet.')).toBeInTheDocument();
  });
});
