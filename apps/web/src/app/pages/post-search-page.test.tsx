import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { post } from '../../../test/post-fixtures';
import { fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { PostSearchPage } from './post-search-page';

function setup(initial: string, handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.postSearch]: (body) =>
      body.query === 'lake'
        ? { data: { items: [post({ text: 'Golden hour at the lake' })], nextCursor: null } }
        : { data: { items: [], nextCursor: null } },
    ...handlers,
  });
  const view = renderPage([{ path: '/searchPost/:domain', Component: PostSearchPage }], initial);
  return { api, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("searching a creator's posts", () => {
  it('searches once typing pauses and keeps the query in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = setup('/searchPost/maya');
    expect(screen.getByText('Find a post')).toBeInTheDocument();
    await user.type(screen.getByTestId('post-search-input'), 'lake');
    expect(await screen.findByText('Golden hour at the lake')).toBeInTheDocument();
    expect(api.bodies(PATHS.postSearch)).toEqual([{ addressOrDomain: 'maya', query: 'lake' }]);
    expect(router.state.location.search).toBe('?q=lake');
  });

  it('opens with the query of the address, and says when nothing matches', async () => {
    const { api } = setup('/searchPost/maya?q=volcano');
    expect(screen.getByTestId('post-search-input')).toHaveValue('volcano');
    expect(await screen.findByText('No posts match “volcano”.')).toBeInTheDocument();
    await waitFor(() => expect(api.bodies(PATHS.postSearch)).toEqual([{ addressOrDomain: 'maya', query: 'volcano' }]));
  });
});
