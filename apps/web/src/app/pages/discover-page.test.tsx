import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCreatorCard } from '@fanlane/contracts/discover';
import { fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { post } from '../../../test/post-fixtures';
import { renderPage } from '../../../test/render-page';
import { FAN, signIn } from '../../../test/sign-in';
import { initialUserData, useUserStore } from '../../shared/stores/user-store';
import { DiscoverPage } from './discover-page';

function card(creatorDomain: string, displayName: string, followers: number): TCreatorCard {
  return {
    address: `0x${creatorDomain.padEnd(40, '0')}`,
    creatorDomain,
    displayName,
    avatar: null,
    cover: null,
    bio: `${displayName} makes things.`,
    followers,
    posts: 4,
  };
}

const MAYA = card('maya', 'Maya Rivers', 12_400);
const LUNA = card('luna', 'Luna Vale', 320);
const PAINTER = card('painter', 'Pat Painter', 42);

function setup(initial = '/discover', handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.blogRecommendV1]: () => ({
      data: { creators: [MAYA, LUNA], posts: [post({ text: 'Golden hour at the lake' })] },
    }),
    [PATHS.creatorSearch]: (body) => ({
      data: { items: body.category === 'art' ? [PAINTER] : [], nextCursor: null },
    }),
    [PATHS.followCheck]: () => ({ data: { following: false, followers: 1 } }),
    ...handlers,
  });
  const view = renderPage(
    [
      { path: '/discover', Component: DiscoverPage },
      { path: '/:domain', element: <p>creator page</p> },
    ],
    initial,
  );
  return { api, ...view };
}

beforeEach(() => {
  useUserStore.setState(initialUserData());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the discover page', () => {
  it('shows a signed-out visitor the recommended creators and posts, with skeletons first', async () => {
    const { api } = setup();
    expect(screen.getByTestId('discover-creators-loading')).toBeInTheDocument();
    const maya = await screen.findByTestId('discover-creator-maya');
    expect(maya).toHaveTextContent('Maya Rivers');
    expect(maya).toHaveTextContent('@maya');
    expect(maya).toHaveTextContent('12,400');
    expect(within(maya).getByTestId('discover-creator-open')).toHaveAttribute('href', '/maya');
    // The links to the creator's page that assistive technology meets: the name and "View page";
    // the avatar's (whose visible text is initials, not the name) is hidden from it.
    expect(
      within(maya)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href') === '/maya')
        .map((link) => link.textContent),
    ).toEqual(['Maya Rivers', 'View page']);
    expect(within(maya).getByTestId('creator-follow')).toHaveAttribute('data-following', 'false');
    expect(screen.getByTestId('discover-creator-luna')).toBeInTheDocument();
    expect(await screen.findByText('Golden hour at the lake')).toBeInTheDocument();
    // Creators and posts come from one answer.
    expect(api.bodies(PATHS.blogRecommendV1)).toEqual([{ limit: 12 }]);
    expect(api.bodies(PATHS.creatorSearch)).toEqual([]);
    // Nobody is signed in: nothing asks whether the viewer follows.
    expect(api.bodies(PATHS.followCheck)).toEqual([]);
  });

  it('filters creators by the category picked, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = setup();
    await screen.findByTestId('discover-creator-maya');
    await user.click(screen.getByTestId('discover-category-art'));
    expect(await screen.findByTestId('discover-creator-painter')).toHaveTextContent('Pat Painter');
    expect(screen.queryByTestId('discover-creator-maya')).toBeNull();
    expect(screen.getByTestId('discover-category-art')).toHaveAttribute('aria-pressed', 'true');
    expect(api.bodies(PATHS.creatorSearch)).toEqual([{ category: 'art' }]);
    expect(router.state.location.search).toBe('?category=art');
    // Picked again, the chip goes back to everything.
    await user.click(screen.getByTestId('discover-category-art'));
    expect(await screen.findByTestId('discover-creator-maya')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('searches creators by name once typing pauses, within the category', async () => {
    const user = userEvent.setup();
    const { api, router } = setup('/discover?category=art');
    await screen.findByTestId('discover-creator-painter');
    await user.type(screen.getByTestId('discover-search'), 'pat');
    await waitFor(() => expect(router.state.location.search).toBe('?q=pat&category=art'));
    await waitFor(() =>
      expect(api.bodies(PATHS.creatorSearch)).toEqual([{ category: 'art' }, { query: 'pat', category: 'art' }]),
    );
  });

  it('says when a category has nobody yet, and goes back to everything', async () => {
    const user = userEvent.setup();
    const { router } = setup('/discover?category=cooking');
    expect(await screen.findByText('No creators in Cooking yet.')).toBeInTheDocument();
    await user.click(screen.getByTestId('discover-clear'));
    expect(await screen.findByTestId('discover-creator-maya')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says so when nobody matches the name', async () => {
    setup('/discover?q=zzz');
    expect(await screen.findByText('No creators match “zzz”.')).toBeInTheDocument();
  });

  it('offers another try when the recommendations fail', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup('/discover', {
      [PATHS.blogRecommendV1]: () =>
        fail ? { code: 500, status: 500, msg: 'down' } : { data: { creators: [MAYA], posts: [] } },
    });
    expect(await screen.findByText('Creators could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('discover-creator-maya')).toBeInTheDocument();
  });

  it('says there is nothing yet when nobody is recommended', async () => {
    setup('/discover', { [PATHS.blogRecommendV1]: () => ({ data: { creators: [], posts: [] } }) });
    expect(await screen.findByText('Nothing to discover yet')).toBeInTheDocument();
  });

  it('asks a signed-in fan whether they follow each creator, and shows it', async () => {
    signIn(FAN);
    setup('/discover', {
      [PATHS.followCheck]: (body) => ({
        data: { following: body.addressOrDomain === 'luna', followers: 1 },
      }),
    });
    const luna = await screen.findByTestId('discover-creator-luna');
    await waitFor(() => expect(within(luna).getByTestId('creator-follow')).toHaveAttribute('data-following', 'true'));
    const maya = screen.getByTestId('discover-creator-maya');
    await waitFor(() => expect(within(maya).getByTestId('creator-follow')).toHaveAttribute('data-following', 'false'));
  });

  it('takes whether a signed-in fan follows each creator from the list, asking nothing per card', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    const { api } = setup('/discover', {
      [PATHS.blogRecommendV1]: () => ({
        data: {
          creators: [
            { ...MAYA, following: false },
            { ...LUNA, following: true },
          ],
          posts: [],
        },
      }),
      [PATHS.followOperate]: () => ({ data: { following: true, followers: 12_401 } }),
    });
    const luna = await screen.findByTestId('discover-creator-luna');
    expect(within(luna).getByTestId('creator-follow')).toHaveAttribute('data-following', 'true');
    const maya = screen.getByTestId('discover-creator-maya');
    expect(within(maya).getByTestId('creator-follow')).toHaveAttribute('data-following', 'false');

    await user.click(within(maya).getByTestId('creator-follow'));
    await waitFor(() => expect(within(maya).getByTestId('creator-follow')).toHaveAttribute('data-following', 'true'));
    expect(api.bodies(PATHS.followCheck)).toEqual([]);
  });

  it('offers a creator no Follow on their own card, and does not ask about it', async () => {
    signIn(FAN, { creatorDomain: 'maya' });
    const { api } = setup();
    const luna = await screen.findByTestId('discover-creator-luna');
    await waitFor(() => expect(within(luna).getByTestId('creator-follow')).toBeInTheDocument());
    expect(within(screen.getByTestId('discover-creator-maya')).queryByTestId('creator-follow')).toBeNull();
    expect(api.bodies(PATHS.followCheck)).toEqual([{ addressOrDomain: 'luna' }]);
  });

  it('opens the creator page from a card', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    const maya = await screen.findByTestId('discover-creator-maya');
    await user.click(within(maya).getByTestId('discover-creator-open'));
    expect(await screen.findByText('creator page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maya');
  });
});
