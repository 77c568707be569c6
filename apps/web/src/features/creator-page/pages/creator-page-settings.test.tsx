import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TProfile } from '@fanlane/contracts/profile';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn } from '../../../../test/sign-in';
import { CreatorPageSettings } from './creator-page-settings';

const CREATOR = '0x1111111111111111111111111111111111111111';

const PROFILE: TProfile = {
  address: CREATOR,
  creatorDomain: 'maya',
  displayName: 'Maya Rivers',
  avatar: null,
  bio: null,
  cover: null,
  links: [{ platform: 'instagram', url: 'https://instagram.com/maya' }],
  counts: { posts: 0, photos: 0, videos: 0, followers: 0 },
  privateChatId: null,
  createdAt: '2025-06-01T10:00:00.000Z',
};

function signInAs(creatorDomain: string | null) {
  signIn(CREATOR, { creatorDomain, displayName: 'Maya' });
}

function setup(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.profile]: () => ({ data: PROFILE }),
    [PATHS.profileCover]: () => ({ data: { ...PROFILE, cover: '/media/covers/new.webp' } }),
    [PATHS.profileUpdate]: (body) => ({ data: { ...PROFILE, ...body } }),
    ...handlers,
  });
  renderPage([{ path: '/settings/profile', Component: CreatorPageSettings }], '/settings/profile');
  return api;
}

beforeEach(() => {
  signInAs('maya');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the creator page part of the profile settings', () => {
  it('uploads a cover and shows it', async () => {
    const api = setup();
    const input = await screen.findByTestId('cover-input');
    expect(screen.getByTestId('creator-cover-empty')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['png'], 'cover.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByTestId('creator-cover')).toHaveAttribute('src', '/media/covers/new.webp'));
    expect(api.calls.filter((call) => call.path === PATHS.profileCover)).toHaveLength(1);
  });

  it('refuses a file that is not a picture before uploading', async () => {
    const api = setup();
    const input = await screen.findByTestId('cover-input');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Choose a JPG, PNG or WebP picture.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === PATHS.profileCover)).toEqual([]);
  });

  it('saves the links, one per platform', async () => {
    const user = userEvent.setup();
    const api = setup();
    expect(await screen.findByTestId('link-url-0')).toHaveValue('https://instagram.com/maya');
    await user.click(screen.getByTestId('link-add'));
    await user.type(screen.getByTestId('link-url-1'), 'https://x.com/maya');
    await user.click(screen.getByTestId('links-save'));
    expect(await screen.findByTestId('links-saved')).toBeInTheDocument();
    expect(api.bodies(PATHS.profileUpdate)).toEqual([
      {
        links: [
          { platform: 'instagram', url: 'https://instagram.com/maya' },
          { platform: 'x', url: 'https://x.com/maya' },
        ],
      },
    ]);
  });

  it('points at a link that is not a web address and sends nothing', async () => {
    const user = userEvent.setup();
    const api = setup();
    const url = await screen.findByTestId('link-url-0');
    await user.clear(url);
    await user.type(url, 'instagram maya');
    await user.click(screen.getByTestId('links-save'));
    expect(await screen.findByText('Enter a full link starting with https://')).toBeInTheDocument();
    expect(api.bodies(PATHS.profileUpdate)).toEqual([]);
  });

  it('is not shown to fans', () => {
    signInAs(null);
    const api = setup();
    expect(screen.queryByTestId('settings-creator-page')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
