import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPost } from '@fanlane/contracts/post';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn } from '../../../../test/sign-in';
import { useUserStore } from '../../../shared/stores/user-store';
import { AUTHOR, CREATOR, collection } from '../../../../test/collection-fixtures';
import { CollectionEditorPage } from './collection-editor-page';

const ID = '00000000-0000-4000-8000-0000000000c1';
const [P1, P2, P3] = ['1', '2', '3'].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [string, string, string];

function post(id: string, text: string): TPost {
  return {
    id,
    author: AUTHOR,
    text,
    visibility: 'public',
    price: null,
    minTierId: null,
    status: 'published',
    publishAt: '2026-04-01T10:00:00.000Z',
    pinned: false,
    createdAt: '2026-04-01T10:00:00.000Z',
    editedAt: null,
    likes: 0,
    comments: 0,
    photos: 0,
    videos: 0,
    liked: false,
    isOwner: true,
    canView: true,
    lockReason: null,
    sensitive: false,
    media: [],
  };
}

const POSTS = { [P1]: post(P1, 'Morning swim'), [P2]: post(P2, 'Harbour lights'), [P3]: post(P3, 'Tram 28') };

const COLLECTION = collection({ id: ID });

function setup(initial: string, handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.collectionDetail]: () => ({
      data: { collection: COLLECTION, posts: { items: [POSTS[P2], POSTS[P1]], nextCursor: null } },
    }),
    [PATHS.postList]: () => ({ data: { items: [POSTS[P1], POSTS[P2], POSTS[P3]], nextCursor: null } }),
    [PATHS.collectionUpdate]: (body) => ({ data: { ...COLLECTION, ...body } }),
    [PATHS.collectionCreate]: (body) => ({ data: { ...COLLECTION, ...body } }),
    ...handlers,
  });
  const view = renderPage(
    [
      { path: '/settings/collection/create', Component: CollectionEditorPage },
      { path: '/settings/collection/edit', Component: CollectionEditorPage },
      { path: '/settings/collection', element: <p>collections list</p> },
    ],
    initial,
  );
  return { api, ...view };
}

/** The post ids of the chosen list, top to bottom. */
function chosenOrder(): string[] {
  return within(screen.getByTestId('collection-chosen'))
    .getAllByRole('listitem')
    .map((item) => item.dataset.testid?.replace('chosen-', '') ?? '');
}

function headersOf(path: string): Record<string, string> | undefined {
  const call = (globalThis.fetch as Mock).mock.calls.find(([url]) => String(url).endsWith(path));
  return (call?.[1] as RequestInit | undefined)?.headers as Record<string, string> | undefined;
}

beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya', displayName: 'Maya' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the collection editor', () => {
  it('keeps the collection order, adds new posts at the end, moves them, and saves that order', async () => {
    const user = userEvent.setup();
    const { api, router } = setup(`/settings/collection/edit?id=${ID}`);
    expect(await screen.findByTestId('collection-title')).toHaveValue('Lisbon');
    expect(screen.getByTestId('collection-description')).toHaveValue('A week by the sea');
    expect(chosenOrder()).toEqual([P2, P1]);
    expect(await screen.findByTestId(`pick-${P2}`)).toBeChecked();

    await user.click(screen.getByTestId(`pick-${P3}`));
    expect(chosenOrder()).toEqual([P2, P1, P3]);
    await user.click(screen.getByTestId(`chosen-up-${P3}`));
    expect(chosenOrder()).toEqual([P2, P3, P1]);
    expect(within(screen.getByTestId(`chosen-${P3}`)).getByText('Tram 28')).toBeInTheDocument();

    await user.click(screen.getByTestId('collection-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/collection'));
    expect(api.bodies(PATHS.collectionUpdate)).toEqual([
      { id: ID, title: 'Lisbon', description: 'A week by the sea', postIds: [P2, P3, P1] },
    ]);
    // A creator call: as the seller of their own shop.
    expect(headersOf(PATHS.collectionUpdate)).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
  });

  it('takes a post out when it is unticked or removed from the chosen list', async () => {
    const user = userEvent.setup();
    setup(`/settings/collection/edit?id=${ID}`);
    await user.click(await screen.findByTestId(`pick-${P2}`));
    expect(chosenOrder()).toEqual([P1]);
    await user.click(screen.getByTestId(`chosen-remove-${P1}`));
    expect(screen.queryByTestId('collection-chosen')).toBeNull();
    expect(screen.getByTestId(`pick-${P1}`)).not.toBeChecked();
  });

  it('asks for a title before anything is sent', async () => {
    const user = userEvent.setup();
    const { api } = setup('/settings/collection/create');
    await screen.findByTestId(`pick-${P1}`);
    await user.click(screen.getByTestId('collection-save'));
    expect(await screen.findByText('Give the collection a title of up to 80 characters.')).toBeInTheDocument();
    expect(screen.getByTestId('collection-form-error')).toHaveTextContent('Check the highlighted fields.');
    expect(api.bodies(PATHS.collectionCreate)).toEqual([]);
  });

  it('shows the server’s verdict on a field under that field', async () => {
    const user = userEvent.setup();
    const { api } = setup('/settings/collection/create', {
      [PATHS.collectionCreate]: () => ({
        code: ERRORS.VALIDATION.code,
        status: 422,
        msg: 'postIds',
        data: { fields: [{ field: 'postIds', message: 'not_your_post' }] },
      }),
    });
    await user.type(screen.getByTestId('collection-title'), 'Best of spring');
    await user.click(await screen.findByTestId(`pick-${P3}`));
    await user.click(screen.getByTestId(`pick-${P1}`));
    await user.click(screen.getByTestId('collection-save'));
    expect(await screen.findByTestId('collection-posts-error')).toHaveTextContent(
      'Some chosen posts are no longer available.',
    );
    expect(api.bodies(PATHS.collectionCreate)).toEqual([
      { title: 'Best of spring', description: '', postIds: [P3, P1] },
    ]);
  });

  it('tells a fan that collections are for creators', async () => {
    useUserStore.setState({ info: { ...useUserStore.getState().info!, creatorDomain: null } });
    const { api } = setup('/settings/collection/create');
    expect(await screen.findByTestId('creators-only')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
