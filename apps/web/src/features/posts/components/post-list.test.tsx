import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import { fakeApi } from '../../../../test/fake-api';
import { FakeObserver } from '../../../../test/fake-intersection-observer';
import { renderPage } from '../../../../test/render-page';
import { initialUserData, useUserStore } from '../../../shared/stores/user-store';
import { comment, image, lockedImage, post } from '../../../../test/post-fixtures';
import { PostList } from './post-list';
import type { PostListProps } from './post-list';

function renderList(props: Partial<PostListProps> & Pick<PostListProps, 'fetchPage'>) {
  return renderPage(
    [{ path: '/home', element: <PostList queryKey={['posts', 'list-test']} empty={<p>Nothing yet</p>} {...props} /> }],
    '/home',
  );
}

beforeEach(() => {
  FakeObserver.all.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  useUserStore.setState({ ...initialUserData() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a list of posts', () => {
  it('shows skeletons, then the first page, and the next page when the end scrolls into view', async () => {
    const first = [post({ text: 'Post one' }), post({ text: 'Post two' })];
    const second = [post({ text: 'Post three' })];
    const cursors: Array<string | undefined> = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchPage = vi.fn(async (cursor: string | undefined): Promise<TPage<TPost>> => {
      cursors.push(cursor);
      if (!cursor) {
        await gate;
        return { items: first, nextCursor: 'c2' };
      }
      return { items: second, nextCursor: null };
    });
    renderList({ fetchPage });

    expect(screen.getByTestId('post-list-loading').querySelectorAll('[data-testid="post-skeleton"]')).toHaveLength(3);
    release();
    expect(await screen.findByText('Post one')).toBeInTheDocument();
    expect(screen.getByText('Post two')).toBeInTheDocument();
    expect(screen.queryByText('Post three')).toBeNull();

    act(() => FakeObserver.scrollToEnd());
    expect(await screen.findByText('Post three')).toBeInTheDocument();
    expect(cursors).toEqual([undefined, 'c2']);

    // The last page said there is no more: nothing else is asked for.
    act(() => FakeObserver.scrollToEnd());
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(3));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('post-list-more')).toBeNull();
  });

  it('never shows a post twice when it moved to the next page meanwhile', async () => {
    const moved = post({ text: 'Moved post' });
    renderList({
      fetchPage: (cursor) =>
        Promise.resolve(
          cursor ? { items: [moved, post({ text: 'Older' })], nextCursor: null } : { items: [moved], nextCursor: 'c2' },
        ),
    });
    await screen.findByText('Moved post');
    act(() => FakeObserver.scrollToEnd());
    await screen.findByText('Older');
    expect(screen.getAllByText('Moved post')).toHaveLength(1);
  });

  it('offers a button for the next page too', async () => {
    const user = userEvent.setup();
    renderList({
      fetchPage: (cursor) =>
        Promise.resolve(
          cursor
            ? { items: [post({ text: 'Page two' })], nextCursor: null }
            : { items: [post({ text: 'Page one' })], nextCursor: 'c2' },
        ),
    });
    await user.click(await screen.findByTestId('post-list-more'));
    expect(await screen.findByText('Page two')).toBeInTheDocument();
  });

  it('shows its empty state, and a retry when the first page fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderList({
      fetchPage: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ items: [], nextCursor: null })),
    });
    expect(await screen.findByText('The posts could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });

  it('the media grid shows tiles, locked ones blurred', async () => {
    const open = post({ media: [image()] });
    const locked = post({
      visibility: 'ppv',
      price: '300',
      canView: false,
      lockReason: 'purchase',
      media: [lockedImage()],
    });
    renderList({ layout: 'grid', fetchPage: () => Promise.resolve({ items: [open, locked], nextCursor: null }) });
    const tiles = await screen.findAllByTestId('post-tile');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('src', open.media[0]!.thumbUrl);
    expect(tiles[1]).toHaveAccessibleName('Unlock for $3.00');
    expect(tiles[1]!.querySelector('img')).toHaveAttribute('src', locked.media[0]!.thumbUrl);
  });

  it('opens a post over the list with its comments, and closing it keeps the list', async () => {
    const user = userEvent.setup();
    const target = post({ text: 'Open me', comments: 1 });
    fakeApi({
      [PATHS.postDetail]: () => ({ data: target }),
      [PATHS.commentList]: () => ({
        data: { items: [comment({ postId: target.id, text: 'First!' })], nextCursor: null },
      }),
    });
    renderList({ fetchPage: () => Promise.resolve({ items: [target, post({ text: 'Other' })], nextCursor: null }) });
    await user.click(within((await screen.findAllByTestId('post-card'))[0]!).getByTestId('post-comments'));
    const modal = await screen.findByTestId('post-view-modal');
    expect(within(modal).getByText('Open me')).toBeInTheDocument();
    expect(await within(modal).findByText('First!')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('post-view-modal')).toBeNull());
    expect(screen.getByText('Other')).toBeInTheDocument();
  });

  it('closes the post on a click outside it, gives the page its scroll back and focus to the button that opened it', async () => {
    const user = userEvent.setup();
    const target = post({ text: 'Open me' });
    fakeApi({
      [PATHS.postDetail]: () => ({ data: target }),
      [PATHS.commentList]: () => ({ data: { items: [], nextCursor: null } }),
    });
    renderList({ fetchPage: () => Promise.resolve({ items: [target], nextCursor: null }) });
    const opener = within(await screen.findByTestId('post-card')).getByTestId('post-comments');
    await user.click(opener);
    const modal = await screen.findByTestId('post-view-modal');
    expect(modal).toHaveAttribute('open');
    expect(modal).toHaveAccessibleName('Post');
    expect(document.documentElement.style.overflow).toBe('hidden');
    // The backdrop is the dialog element itself; its content is not.
    await user.click(within(modal).getByText('Open me'));
    expect(screen.getByTestId('post-view-modal')).toBeInTheDocument();
    await user.click(modal);
    await waitFor(() => expect(screen.queryByTestId('post-view-modal')).toBeNull());
    expect(document.documentElement.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });
});
