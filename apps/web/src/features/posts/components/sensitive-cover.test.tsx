import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPost } from '@fanlane/contracts/post';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn } from '../../../../test/sign-in';
import { image, lockedImage, post } from '../../../../test/post-fixtures';
import { initialUserData, useUserStore } from '../../../shared/stores/user-store';
import { useRevealStore } from '../lib/sensitive-cover';
import { PostList } from './post-list';
import type { PostListLayout } from './post-list';

const FAN = '0x3333333333333333333333333333333333333333';

/** An opened photo of a sensitive post, as the server sends it: its real links and its blurred stand-in. */
function sensitivePhoto() {
  const item = image();
  return { ...item, blurredUrl: `/media-file/${item.id}/blur-40?sig=stand-in` };
}

function showPosts(posts: TPost[], layout: PostListLayout = 'feed') {
  fakeApi({});
  return renderPage(
    [
      {
        path: '/home',
        element: (
          <PostList
            queryKey={['posts', 'sensitive']}
            fetchPage={() => Promise.resolve({ items: posts, nextCursor: null })}
            empty={<p>nothing here</p>}
            layout={layout}
          />
        ),
      },
    ],
    '/home',
  );
}

/** Every picture source and video the page holds: what the browser would fetch. */
function fetchedSources(): string[] {
  const images = [...document.querySelectorAll('img')].flatMap((img) => [
    img.getAttribute('src') ?? '',
    img.getAttribute('srcset') ?? '',
  ]);
  const videos = [...document.querySelectorAll('video')].flatMap((v) => [
    v.getAttribute('src') ?? '',
    v.getAttribute('poster') ?? '',
  ]);
  return [...images, ...videos].filter(Boolean);
}

beforeEach(() => {
  useRevealStore.setState({ revealed: [] });
  sessionStorage.clear();
});

describe('a sensitive post with the filter on', () => {
  beforeEach(() => signIn(FAN, { sensitiveFilter: true }));

  it('shows a blurred stand-in under "Sensitive content · Tap to reveal", and fetches nothing of the files before the tap', async () => {
    const photo = sensitivePhoto();
    showPosts([post({ sensitive: true, text: 'After dark', media: [photo] })]);

    const cover = await screen.findByTestId('sensitive-cover');
    expect(cover).toHaveAccessibleName(/Sensitive content.*Tap to reveal/);
    expect(screen.getByText('After dark')).toBeInTheDocument();
    expect(screen.queryByTestId('media-image')).not.toBeInTheDocument();
    expect(fetchedSources()).toEqual([photo.blurredUrl]);
    expect(screen.getByTestId('post-sensitive')).toHaveTextContent('Sensitive');

    await userEvent.click(cover);
    expect(screen.queryByTestId('sensitive-cover')).not.toBeInTheDocument();
    expect(screen.getByTestId('media-image')).toHaveAttribute('src', photo.url);
  });

  it('a reveal holds for that post for the session (another list, a reload of the store), not for the others', async () => {
    const first = post({ sensitive: true, text: 'First', media: [sensitivePhoto()] });
    const second = post({ sensitive: true, text: 'Second', media: [sensitivePhoto()] });
    const view = showPosts([first, second]);
    const covers = await screen.findAllByTestId('sensitive-cover');
    expect(covers).toHaveLength(2);
    await userEvent.click(covers[0]!);
    expect(screen.getAllByTestId('sensitive-cover')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('revealedSensitive') ?? '{}')).toMatchObject({
      state: { revealed: [first.id] },
    });

    view.unmount();
    showPosts([first, second]);
    const cards = await screen.findAllByTestId('post-card');
    expect(within(cards[0]!).queryByTestId('sensitive-cover')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('sensitive-cover')).toBeInTheDocument();
  });

  it('covers the text of a text-only post until the tap', async () => {
    showPosts([post({ sensitive: true, text: 'Words only', media: [] })]);
    const cover = await screen.findByTestId('sensitive-cover');
    expect(screen.queryByText('Words only')).not.toBeInTheDocument();
    await userEvent.click(cover);
    expect(screen.getByText('Words only')).toBeInTheDocument();
  });

  it('a locked sensitive post shows its already blurred preview under the cover, then its lock', async () => {
    const locked = lockedImage();
    showPosts([
      post({ sensitive: true, canView: false, lockReason: 'subscribers', visibility: 'subscribers', media: [locked] }),
    ]);
    await userEvent.click(await screen.findByTestId('sensitive-cover'));
    expect(screen.getByTestId('media-lock')).toBeInTheDocument();
    expect(screen.getByTestId('media-locked-thumb')).toHaveAttribute('src', locked.thumbUrl);
  });

  it('in the media grid, the tile shows the stand-in with the sensitive mark', async () => {
    const photo = sensitivePhoto();
    showPosts([post({ sensitive: true, media: [photo] })], 'grid');
    const tile = await screen.findByTestId('post-tile');
    expect(within(tile).getByTestId('post-tile-sensitive')).toBeInTheDocument();
    expect(tile).toHaveAccessibleName('Sensitive content');
    expect(fetchedSources()).toEqual([photo.blurredUrl]);
  });

  it("the creator's own sensitive post is never covered, and shows its label", async () => {
    const photo = sensitivePhoto();
    showPosts([post({ sensitive: true, isOwner: true, media: [photo] })]);
    expect(await screen.findByTestId('media-image')).toHaveAttribute('src', photo.url);
    expect(screen.queryByTestId('sensitive-cover')).not.toBeInTheDocument();
    expect(screen.getByTestId('post-sensitive')).toBeInTheDocument();
  });

  it('a post that is not sensitive shows as it is', async () => {
    showPosts([post({ sensitive: false })]);
    expect(await screen.findByTestId('media-image')).toBeInTheDocument();
    expect(screen.queryByTestId('post-sensitive')).not.toBeInTheDocument();
  });
});

describe('whose filter covers', () => {
  it('a fan with the filter off sees sensitive posts as they are, labelled', async () => {
    signIn(FAN, { sensitiveFilter: false });
    const photo = sensitivePhoto();
    showPosts([post({ sensitive: true, media: [photo] })]);
    expect(await screen.findByTestId('media-image')).toHaveAttribute('src', photo.url);
    expect(screen.queryByTestId('sensitive-cover')).not.toBeInTheDocument();
    expect(screen.getByTestId('post-sensitive')).toBeInTheDocument();
  });

  it('a visitor signed out sees them covered', async () => {
    useUserStore.setState(initialUserData());
    showPosts([post({ sensitive: true, media: [sensitivePhoto()] })]);
    expect(await screen.findByTestId('sensitive-cover')).toBeInTheDocument();
    expect(screen.queryByTestId('media-image')).not.toBeInTheDocument();
  });
});

describe("the creator's switch on their own post", () => {
  it('flags the post from its menu; the card and the menu follow', async () => {
    signIn(FAN, { sensitiveFilter: true });
    const own = post({ isOwner: true, sensitive: false });
    const api = fakeApi({ [PATHS.postSensitive]: (body) => ({ data: { ...own, sensitive: body.sensitive } }) });
    renderPage(
      [
        {
          path: '/home',
          element: (
            <PostList
              queryKey={['posts', 'own']}
              fetchPage={() => Promise.resolve({ items: [own], nextCursor: null })}
              empty={null}
            />
          ),
        },
      ],
      '/home',
    );
    await userEvent.click(await screen.findByTestId('post-menu'));
    await userEvent.click(await screen.findByTestId('post-menu-sensitive'));
    expect(await screen.findByTestId('post-sensitive')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('post-menu'));
    expect(await screen.findByTestId('post-menu-sensitive')).toHaveTextContent('Remove sensitive mark');
    expect(api.bodies(PATHS.postSensitive)).toEqual([{ id: own.id, sensitive: true }]);
    // Its creator sees it as it is, labelled, never covered.
    expect(screen.queryByTestId('sensitive-cover')).not.toBeInTheDocument();
  });
});
