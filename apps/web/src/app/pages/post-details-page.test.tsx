import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { COMMENT_MAX } from '@fanlane/contracts/post-limits';
import type { TComment } from '@fanlane/contracts/post';
import { fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/sign-in';
import { comment, post, uuid } from '../../../test/post-fixtures';
import { PostDetailsPage } from './post-details-page';

const FAN = '0x3333333333333333333333333333333333333333';

function setup(path: string, handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  const view = renderPage(
    [
      { path: '/post', Component: PostDetailsPage },
      { path: '/:domain/:id', Component: PostDetailsPage },
      { path: '/:domain', element: <p>creator page</p> },
      { path: '/home', element: <p>home</p> },
    ],
    path,
  );
  return { api, ...view };
}

beforeEach(() => signIn(FAN, { displayName: 'Sam' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the post details page', () => {
  it('shows the post at /:domain/:id with its comments', async () => {
    const target = post({ text: 'Lake at dawn' });
    const { api } = setup(`/maya/${target.id}`, {
      [PATHS.postDetail]: () => ({ data: target }),
      [PATHS.commentList]: () => ({ data: { items: [comment({ text: 'So calm' })], nextCursor: null } }),
    });
    expect(await screen.findByText('Lake at dawn')).toBeInTheDocument();
    expect(await screen.findByText('So calm')).toBeInTheDocument();
    expect(api.bodies(PATHS.postDetail)).toEqual([{ id: target.id }]);
  });

  it('shows the same post at /post?id=', async () => {
    const target = post({ text: 'By query' });
    setup(`/post?id=${target.id}`, {
      [PATHS.postDetail]: () => ({ data: target }),
      [PATHS.commentList]: () => ({ data: { items: [], nextCursor: null } }),
    });
    expect(await screen.findByText('By query')).toBeInTheDocument();
    expect(await screen.findByTestId('comments-empty')).toBeInTheDocument();
  });

  it("a locked post's comments show the locked state, not an error to retry, and no box to write in", async () => {
    const target = post({ text: 'Paid set', visibility: 'ppv' });
    setup(`/maya/${target.id}`, {
      [PATHS.postDetail]: () => ({ data: target }),
      [PATHS.commentList]: () => ({ code: 1012108, status: 403, msg: 'This content is locked.' }),
    });
    expect(await screen.findByTestId('comments-locked')).toHaveTextContent('Unlock the post to see its comments.');
    expect(screen.queryByText('The comments could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('an unknown post is the not-found page', async () => {
    setup(`/maya/${uuid()}`, { [PATHS.postDetail]: () => ({ code: 404, status: 404, msg: 'Not found.' }) });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('an address that cannot be a post is not-found without asking the server', async () => {
    const { api } = setup('/maya/not-a-post', {});
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('adds a comment with a counter, and deletes one the viewer may delete', async () => {
    const user = userEvent.setup();
    const target = post({ comments: 1 });
    const mine = comment({ postId: target.id, text: 'Mine', canDelete: true });
    const added: TComment = comment({ postId: target.id, text: 'Beautiful light', canDelete: true });
    const { api } = setup(`/maya/${target.id}`, {
      [PATHS.postDetail]: () => ({ data: target }),
      [PATHS.commentList]: () => ({ data: { items: [mine, comment({ text: 'Theirs' })], nextCursor: null } }),
      [PATHS.commentAdd]: () => ({ data: added }),
      [PATHS.commentDelete]: () => ({ data: { ok: true } }),
    });
    await screen.findByText('Mine');
    const input = screen.getByTestId('comment-input');
    await user.type(input, '  Beautiful light ');
    expect(screen.getByTestId('comment-counter')).toHaveTextContent(`18/${COMMENT_MAX}`);
    await user.click(screen.getByTestId('comment-send'));
    expect(await screen.findByText('Beautiful light')).toBeInTheDocument();
    expect(api.bodies(PATHS.commentAdd)).toEqual([{ postId: target.id, text: 'Beautiful light' }]);
    expect(input).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('post-comments')).toHaveTextContent('2'));

    const rows = screen.getAllByTestId('comment');
    expect(rows.map((row) => within(row).queryByTestId('comment-delete') !== null)).toEqual([true, true, false]);
    await user.click(within(rows[1]!).getByTestId('comment-delete'));
    await waitFor(() => expect(screen.queryByText('Mine')).toBeNull());
    expect(api.bodies(PATHS.commentDelete)).toEqual([{ id: mine.id }]);
    await waitFor(() => expect(screen.getByTestId('post-comments')).toHaveTextContent('1'));
  });

  it('does not send a comment longer than the limit', async () => {
    const user = userEvent.setup();
    const target = post();
    setup(`/maya/${target.id}`, {
      [PATHS.postDetail]: () => ({ data: target }),
      [PATHS.commentList]: () => ({ data: { items: [], nextCursor: null } }),
    });
    const input = await screen.findByTestId('comment-input');
    await user.click(input);
    await user.paste('x'.repeat(COMMENT_MAX + 1));
    expect(screen.getByTestId('comment-send')).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
