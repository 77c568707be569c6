import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TProfile } from '@fanlane/contracts/profile';
import type { TUserInfo } from '@fanlane/contracts/auth';
import { post } from '../../../test/post-fixtures';
import { fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { tier, subscription } from '../../../test/subscription-fixtures';
import { useModalStore } from '../../shared/stores/modal-store';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { initialUserData, useUserStore } from '../../shared/stores/user-store';
import { CreatorPage } from './creator-page';

const CREATOR = '0x1111111111111111111111111111111111111111';
const FAN = '0x3333333333333333333333333333333333333333';

function profile(extra: Partial<TProfile> = {}): TProfile {
  return {
    address: CREATOR,
    creatorDomain: 'maya',
    displayName: 'Maya Rivers',
    avatar: null,
    bio: 'Landscapes at golden hour.',
    cover: '/media/covers/maya.webp',
    links: [
      { platform: 'instagram', url: 'https://instagram.com/maya.rivers' },
      { platform: 'website', url: 'https://maya.example/' },
    ],
    counts: { posts: 24, photos: 80, videos: 5, followers: 1200 },
    privateChatId: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    ...extra,
  };
}

function signIn(address: string, creatorDomain: string | null = null) {
  const info: TUserInfo = {
    address,
    creatorDomain,
    imageDisplayRatio: 'blur-15px',
    email: null,
    displayName: null,
    avatar: null,
    role: 'user',
    emailVerified: false,
    sensitiveFilter: false,
  };
  useUserStore.setState({ ...initialUserData(), address, info });
}

function setup(handlers: Record<string, FakeHandler> = {}, initial = '/maya') {
  const api = fakeApi({
    [PATHS.profile]: () => ({ data: profile() }),
    [PATHS.followCheck]: () => ({ data: { following: false, followers: 1201 } }),
    [PATHS.postList]: () => ({ data: { items: [post({ text: 'Sunrise over the ridge' })], nextCursor: null } }),
    [PATHS.blockList]: () => ({ data: { items: [], nextCursor: null } }),
    [PATHS.tierList]: () => ({ data: { items: [tier()] } }),
    [PATHS.subscriptionState]: () => ({ data: { subscription: null } }),
    ...handlers,
  });
  const view = renderPage(
    [
      { path: '/:domain', Component: CreatorPage },
      { path: '/settings/profile', element: <p>profile settings</p> },
      { path: '/createPost', element: <p>post composer</p> },
    ],
    initial,
  );
  return { api, ...view };
}

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.unstubAllGlobals();
  usePayModalStore.setState({ modal: null });
  useModalStore.getState().closeLogin();
});

describe('a creator page', () => {
  it('shows the cover, the links, the counts with the live followers, and the posts', async () => {
    setup();
    expect(await screen.findByTestId('creator-name')).toHaveTextContent('Maya Rivers');
    expect(screen.getByTestId('creator-cover')).toHaveAttribute('src', '/media/covers/maya.webp');
    expect(screen.getByTestId('creator-link-instagram')).toHaveAttribute('href', 'https://instagram.com/maya.rivers');
    expect(screen.getByTestId('creator-link-website')).toHaveTextContent('maya.example');
    expect(screen.getByTestId('creator-count-posts')).toHaveTextContent('24');
    expect(screen.getByTestId('creator-count-photos')).toHaveTextContent('80');
    expect(screen.getByTestId('creator-count-videos')).toHaveTextContent('5');
    // The follow check's number is newer than the profile's.
    await waitFor(() => expect(screen.getByTestId('creator-followers')).toHaveTextContent('1,201'));
    expect(await screen.findByText('Sunrise over the ridge')).toBeInTheDocument();
    expect(screen.getByTestId('creator-search-posts')).toHaveAttribute('href', '/searchPost/maya');
    expect(screen.getByTestId('creator-collections')).toHaveAttribute('href', '/maya/all');
  });

  it('offers follow to a fan, and message only as coming soon', async () => {
    const user = userEvent.setup();
    const { api } = setup({ [PATHS.followOperate]: () => ({ data: { following: true, followers: 1202 } }) });
    const follow = await screen.findByTestId('creator-follow');
    await waitFor(() => expect(follow).toHaveAttribute('data-following', 'false'));
    expect(screen.getByTestId('creator-message')).toBeDisabled();
    expect(screen.queryByTestId('creator-edit-profile')).toBeNull();
    await user.click(follow);
    await waitFor(() => expect(screen.getByTestId('creator-follow')).toHaveAttribute('data-following', 'true'));
    expect(screen.getByTestId('creator-followers')).toHaveTextContent('1,202');
    expect(api.bodies(PATHS.followOperate)).toEqual([{ addressOrDomain: 'maya', follow: true }]);
    // Followers-only posts open with the follow: the posts are asked for again.
    await waitFor(() => expect(api.bodies(PATHS.postList).length).toBeGreaterThan(1));
  });

  it('opens the subscribe and the tip modals from their buttons', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByTestId('creator-subscribe'));
    expect(usePayModalStore.getState().modal).toEqual({ kind: 'subscribe', domain: 'maya' });
    await user.click(screen.getByTestId('creator-tip'));
    expect(usePayModalStore.getState().modal).toEqual({ kind: 'tip', domain: 'maya' });
  });

  it('says "Subscribed" with the renewal date to a subscriber', async () => {
    setup({
      [PATHS.subscriptionState]: () => ({
        data: { subscription: subscription({ renewsAt: '2026-05-12T10:00:00.000Z' }) },
      }),
    });
    const button = await screen.findByTestId('creator-subscribe');
    await waitFor(() => expect(button).toHaveAttribute('data-subscribed', 'true'));
    expect(button).toHaveTextContent('Subscribed');
    expect(screen.getByTestId('creator-subscription-date')).toHaveTextContent('Renews on May 12, 2026');
  });

  it('offers no Subscribe button while the creator has no tier', async () => {
    setup({ [PATHS.tierList]: () => ({ data: { items: [] } }) });
    expect(await screen.findByTestId('creator-follow')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('creator-tip')).toBeInTheDocument());
    expect(screen.queryByTestId('creator-subscribe')).toBeNull();
  });

  it('sends an anonymous visitor who wants to tip to the login modal', async () => {
    const user = userEvent.setup();
    useUserStore.setState(initialUserData());
    setup();
    await user.click(await screen.findByTestId('creator-tip'));
    expect(useModalStore.getState().loginOpen).toBe(true);
    expect(usePayModalStore.getState().modal).toBeNull();
  });

  it('shows a soft gradient where a page has no cover yet', async () => {
    setup({ [PATHS.profile]: () => ({ data: profile({ cover: null, links: [] }) }) });
    expect(await screen.findByTestId('creator-cover-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('creator-cover')).toBeNull();
    expect(screen.queryByTestId('creator-links')).toBeNull();
  });

  it('tells a viewer the creator blocked that the page is not available, instead of the tabs', async () => {
    setup({ [PATHS.postList]: () => ({ code: ERRORS.BLOCKED.code, status: 403, msg: 'You cannot see this page.' }) });
    expect(await screen.findByTestId('creator-unavailable')).toHaveTextContent('This page is not available to you');
    expect(screen.queryByTestId('creator-tab-posts')).toBeNull();
    expect(screen.queryByTestId('creator-search-posts')).toBeNull();
    expect(screen.queryByTestId('creator-follow')).toBeNull();
  });

  it('takes the owner from New post to the composer', async () => {
    const user = userEvent.setup();
    signIn(CREATOR, 'maya');
    setup();
    await user.click(await screen.findByTestId('creator-new-post'));
    expect(await screen.findByText('post composer')).toBeInTheDocument();
  });

  it('shows the owner only their own buttons', async () => {
    signIn(CREATOR, 'maya');
    setup();
    expect(await screen.findByTestId('creator-edit-profile')).toBeInTheDocument();
    expect(screen.getByTestId('creator-name')).toHaveTextContent('Maya Rivers');
    for (const testId of ['creator-follow', 'creator-subscribe', 'creator-tip', 'creator-message', 'creator-more']) {
      expect(screen.queryByTestId(testId)).toBeNull();
    }
  });

  it('lists the media tab by kind, and keeps the tab in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = setup();
    await user.click(await screen.findByTestId('creator-tab-media'));
    await user.click(await screen.findByTestId('creator-filter-video'));
    await waitFor(() =>
      expect(api.bodies(PATHS.postList).at(-1)).toEqual({ addressOrDomain: 'maya', tab: 'media', mediaKind: 'video' }),
    );
    expect(router.state.location.search).toBe('?tab=media&kind=video');
    expect(screen.getByTestId('creator-filter-video')).toHaveAttribute('aria-checked', 'true');
  });

  it('opens on the tab in the address', async () => {
    const { api } = setup({}, '/maya?tab=media&kind=image');
    expect(await screen.findByTestId('creator-tab-media')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(api.bodies(PATHS.postList)[0]).toEqual({ addressOrDomain: 'maya', tab: 'media', mediaKind: 'image' }),
    );
  });

  it('hides the menu from visitors who are not signed in', async () => {
    useUserStore.setState(initialUserData());
    setup();
    expect(await screen.findByTestId('creator-follow')).toBeInTheDocument();
    expect(screen.queryByTestId('creator-more')).toBeNull();
  });

  it('says so when there is no such page', async () => {
    setup({ [PATHS.profile]: () => ({ code: ERRORS.NOT_FOUND.code, status: 404, msg: 'Not found' }) }, '/nobody');
    expect(await screen.findByText('Creator not found')).toBeInTheDocument();
  });
});
