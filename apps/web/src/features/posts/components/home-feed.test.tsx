import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '#testing-library';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, userInfo } from '../../../../test/sign-in';
import { useUserStore } from '../../../shared/stores/user-store';
import { post } from '../../../../test/post-fixtures';
import { HomeFeed } from './home-feed';

const USER = userInfo('0x3333333333333333333333333333333333333333', { displayName: 'Sam' });

function setup(items: ReturnType<typeof post>[]) {
  const api = fakeApi({ [PATHS.blogHomeV1]: () => ({ data: { items, nextCursor: null } }) });
  renderPage([{ path: '/home', Component: HomeFeed }], '/home');
  return api;
}

beforeEach(() => {
  signIn(USER.address, USER);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home feed', () => {
  it('shows the posts of followed creators', async () => {
    const api = setup([post({ text: 'From a creator I follow' })]);
    expect(await screen.findByText('From a creator I follow')).toBeInTheDocument();
    expect(api.bodies(PATHS.blogHomeV1)).toEqual([{}]);
  });

  it('points a fan with an empty feed to creators and to becoming one', async () => {
    setup([]);
    expect(await screen.findByTestId('feed-empty')).toBeInTheDocument();
    expect(screen.getByTestId('feed-discover')).toHaveAttribute('href', '/discover');
    expect(screen.getByTestId('home-become-creator')).toHaveAttribute('href', '/becomeCreatorIntro');
    expect(screen.queryByTestId('feed-creator-shortcuts')).toBeNull();
  });

  it('gives a creator the way to a new post, the vault and the queue', async () => {
    useUserStore.setState({ info: { ...USER, creatorDomain: 'maya' } });
    setup([]);
    expect(await screen.findByTestId('feed-new-post')).toHaveAttribute('href', '/createPost');
    expect(screen.queryByTestId('home-become-creator')).toBeNull();
  });
});
