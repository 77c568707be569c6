import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPost } from '@fanlane/contracts/post';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, userInfo } from '../../../../test/sign-in';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { useUserStore } from '../../../shared/stores/user-store';
import { AUTHOR, image, lockedImage, post } from '../../../../test/post-fixtures';
import { PostList } from './post-list';

const FAN = '0x3333333333333333333333333333333333333333';

/** Cards as the feed shows them: through PostList, so they read the cache the mutations change. */
function showPosts(posts: TPost[], handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi(handlers);
  const view = renderPage(
    [
      {
        path: '/home',
        element: (
          <PostList
            queryKey={['posts', 'test']}
            fetchPage={() => Promise.resolve({ items: posts, nextCursor: null })}
            empty={<p>nothing here</p>}
          />
        ),
      },
      { path: '/:domain', element: <p>creator page</p> },
    ],
    '/home',
  );
  return { api, ...view };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

beforeEach(() => {
  signIn(FAN, { displayName: 'Fan' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  usePayModalStore.setState({ modal: null });
});

describe('a post card, locked and open', () => {
  it('a bought pay-per-view post says it is purchased instead of showing its price; its owner still sees the price', async () => {
    showPosts([
      post({ visibility: 'ppv', price: '499', canView: true, lockReason: null, isOwner: false }),
      post({ visibility: 'ppv', price: '299', canView: true, lockReason: null, isOwner: true }),
    ]);
    const [bought, own] = await screen.findAllByTestId('post-card');
    expect(within(bought!).getByTestId('post-visibility')).toHaveTextContent('Purchased');
    expect(within(own!).getByTestId('post-visibility')).toHaveTextContent('$2.99');
  });

  it('a locked pay-per-view post shows the blurred thumbnail and its price, never the full file', async () => {
    const media = lockedImage();
    // Even a server that wrongly sent a url with a locked file must not get it shown.
    const leaky = lockedImage({ url: '/media-file/x/lg?sig=leak' });
    showPosts([
      post({ visibility: 'ppv', price: '499', canView: false, lockReason: 'purchase', media: [media, leaky] }),
    ]);

    const card = await screen.findByTestId('post-card');
    expect(within(card).getAllByText('Unlock for $4.99')).toHaveLength(2);
    expect(within(card).getByTestId('post-visibility')).toHaveTextContent('$4.99');
    const sources = [...card.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toContain(media.thumbUrl);
    expect(sources.some((src) => src?.includes('/lg'))).toBe(false);
    expect(card.querySelector('video')).toBeNull();
  });

  it('names what opens a post: follow, subscribe, or nothing when blocked', async () => {
    showPosts([
      post({ visibility: 'followers', canView: false, lockReason: 'followers', media: [lockedImage()] }),
      post({ visibility: 'subscribers', canView: false, lockReason: 'subscribers', media: [lockedImage()] }),
      post({ visibility: 'followers', canView: false, lockReason: 'blocked', media: [lockedImage()] }),
    ]);
    const [followers, subscribers, blocked] = await screen.findAllByTestId('post-card');
    expect(within(followers!).getByTestId('media-lock')).toHaveTextContent('Follow to see');
    expect(within(followers!).getByRole('link', { name: 'Follow to see' })).toHaveAttribute('href', '/maya');
    expect(within(subscribers!).getByTestId('media-lock')).toHaveTextContent('Subscribe to see');
    expect(within(blocked!).getByTestId('media-lock')).toHaveTextContent('Not available');
    expect(within(blocked!).queryByRole('link', { name: 'Not available' })).toBeNull();
  });

  it('opens the buy modal from "Unlock", and the subscribe modal with the minimum tier from "Subscribe"', async () => {
    const user = userEvent.setup();
    const ppv = post({
      visibility: 'ppv',
      price: '499',
      canView: false,
      lockReason: 'purchase',
      media: [lockedImage()],
    });
    const tiered = post({
      visibility: 'subscribers',
      canView: false,
      lockReason: 'subscribers',
      minTierId: 'tier-2',
      media: [],
    });
    showPosts([ppv, tiered]);
    const [ppvCard, tieredCard] = await screen.findAllByTestId('post-card');
    await user.click(within(ppvCard!).getByRole('button', { name: 'Unlock for $4.99' }));
    expect(usePayModalStore.getState().modal).toEqual({ kind: 'buy', postId: ppv.id });
    await user.click(within(tieredCard!).getByRole('button', { name: 'Subscribe to see' }));
    expect(usePayModalStore.getState().modal).toEqual({ kind: 'subscribe', domain: 'maya', minTierId: 'tier-2' });
  });

  it('offers fans a tip to the creator of the post, never the creator themself', async () => {
    const user = userEvent.setup();
    const theirs = post();
    showPosts([theirs, post({ isOwner: true })]);
    const [fanView, ownerView] = await screen.findAllByTestId('post-card');
    expect(within(ownerView!).queryByTestId('post-tip')).toBeNull();
    await user.click(within(fanView!).getByTestId('post-tip'));
    expect(usePayModalStore.getState().modal).toEqual({ kind: 'tip', domain: 'maya', postId: theirs.id });
  });

  it('a locked text-only post still says what it needs', async () => {
    showPosts([post({ visibility: 'subscribers', canView: false, lockReason: 'subscribers', media: [] })]);
    expect(await screen.findByTestId('post-lock')).toHaveTextContent('Subscribe to see');
  });

  it('an open post shows the full image and plays its video with a poster', async () => {
    const photo = image();
    const video = image({
      kind: 'video',
      durationMs: 83_000,
      thumbUrl: '/media-file/v/poster',
      url: '/media-file/v/video',
    });
    showPosts([post({ media: [photo, video] })]);
    const card = await screen.findByTestId('post-card');
    const picture = within(card).getByTestId('media-image');
    expect(picture).toHaveAttribute('src', photo.url);
    // Both stored widths on offer, so a small screen takes the 480-pixel one.
    expect(picture).toHaveAttribute('srcset', `${photo.thumbUrl} 480w, ${photo.url} 1600w`);
    expect(picture).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 960px');
    const player = within(card).getByTestId('media-video');
    expect(player).toHaveAttribute('src', '/media-file/v/video');
    expect(player).toHaveAttribute('poster', '/media-file/v/poster');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('controls');
    expect(within(card).getByText('1/2')).toBeInTheDocument();
  });

  it('free teasers of a locked post show in full with a tag, the rest stays locked', async () => {
    const teaser = image({ preview: true });
    showPosts([
      post({
        visibility: 'ppv',
        price: '1000',
        canView: false,
        lockReason: 'purchase',
        media: [teaser, lockedImage()],
      }),
    ]);
    const card = await screen.findByTestId('post-card');
    const [first, second] = within(card).getAllByTestId('post-media-item');
    expect(within(first!).getByText('Free preview')).toBeInTheDocument();
    expect(within(first!).getByTestId('media-image')).toHaveAttribute('src', teaser.url);
    expect(within(second!).getByTestId('media-lock')).toHaveTextContent('Unlock for $10.00');
  });

  it('keeps line breaks and opens a long text with "more"', async () => {
    const user = userEvent.setup();
    const long = `First line\nSecond line\n${'word '.repeat(120)}THE END`;
    showPosts([post({ text: long, pinned: true })]);
    const text = await screen.findByTestId('post-text');
    expect(text).toHaveClass('whitespace-pre-line');
    expect(text).not.toHaveTextContent('THE END');
    expect(screen.getByTestId('post-pinned')).toHaveTextContent('Pinned');
    await user.click(screen.getByTestId('post-text-more'));
    expect(screen.getByTestId('post-text')).toHaveTextContent('THE END');
  });
});

describe('liking a post', () => {
  it('counts the like at once and keeps the server count', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ data: unknown }>();
    const target = post({ likes: 3, liked: false });
    const { api } = showPosts([target], { [PATHS.postLike]: () => answer.promise });

    const like = await screen.findByTestId('post-like');
    await user.click(like);
    expect(screen.getByTestId('post-like')).toHaveTextContent('4');
    expect(screen.getByTestId('post-like')).toHaveAccessibleName('Unlike 4');
    expect(api.bodies(PATHS.postLike)).toEqual([{ id: target.id, like: true }]);

    answer.resolve({ data: { liked: true, likes: 10 } });
    await waitFor(() => expect(screen.getByTestId('post-like')).toHaveTextContent('10'));
  });

  it('rolls the like back when the server refuses it', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ code: number; msg: string; status: number }>();
    showPosts([post({ likes: 3, liked: false })], { [PATHS.postLike]: () => answer.promise });

    await user.click(await screen.findByTestId('post-like'));
    expect(screen.getByTestId('post-like')).toHaveTextContent('4');
    answer.resolve({ code: 404, msg: 'Not found.', status: 404 });
    await waitFor(() => expect(screen.getByTestId('post-like')).toHaveTextContent('3'));
    expect(screen.getByTestId('post-like')).toHaveAccessibleName('Like 3');
  });

  it('an unlike takes one away', async () => {
    const user = userEvent.setup();
    showPosts([post({ likes: 5, liked: true })], { [PATHS.postLike]: () => ({ data: { liked: false, likes: 4 } }) });
    await user.click(await screen.findByTestId('post-like'));
    await waitFor(() => expect(screen.getByTestId('post-like')).toHaveTextContent('4'));
    expect(screen.getByTestId('post-like')).toHaveAccessibleName('Like 4');
  });
});

describe('sharing and the owner menu', () => {
  it('copies the post address when the browser has no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const target = post();
    showPosts([target]);
    await user.click(await screen.findByTestId('post-share'));
    expect(writeText).toHaveBeenCalledWith(`${runtimeConfig.publicUrl}/maya/${target.id}`);
    expect(await screen.findByTestId('post-share-note')).toHaveTextContent('Link copied');
  });

  it('uses the share sheet where there is one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    const target = post();
    showPosts([target]);
    await user.click(await screen.findByTestId('post-share'));
    expect(share).toHaveBeenCalledWith({ url: `${runtimeConfig.publicUrl}/maya/${target.id}`, title: 'Maya Rivers' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('the owner deletes a post after confirming, and it leaves the list', async () => {
    const user = userEvent.setup();
    const mine = post({ isOwner: true, text: 'Mine to delete' });
    useUserStore.setState({ info: userInfo(AUTHOR.address, { creatorDomain: 'maya', displayName: 'Maya' }) });
    const { api } = showPosts([mine, post({ text: 'Another post' })]);
    await user.click(await screen.findByTestId('post-menu'));
    await user.click(await screen.findByTestId('post-menu-delete'));
    await user.click(within(await screen.findByTestId('post-delete-dialog')).getByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByText('Mine to delete')).toBeNull());
    expect(screen.getByText('Another post')).toBeInTheDocument();
    expect(api.bodies(PATHS.postDelete)).toEqual([{ id: mine.id }]);
    const call = vi.mocked(fetch).mock.calls.find(([url]) => typeof url === 'string' && url.endsWith(PATHS.postDelete));
    expect(call?.[1]?.headers).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
  });

  it('others get no owner menu', async () => {
    showPosts([post({ isOwner: false })]);
    await screen.findByTestId('post-card');
    expect(screen.queryByTestId('post-menu')).toBeNull();
  });
});
