import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, userInfo } from '../../../../test/sign-in';
import { formatDate } from '../../../shared/lib/dates';
import { post } from '../../../../test/post-fixtures';
import { QueuePage } from './queue-page';

const CREATOR = userInfo('0x1111111111111111111111111111111111111111', { creatorDomain: 'maya', displayName: 'Maya' });

function setup(handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  const view = renderPage(
    [
      { path: '/queue', Component: QueuePage },
      { path: '/createPost', element: <p>composer</p> },
    ],
    '/queue',
  );
  return { api, ...view };
}

const soon = post({ status: 'scheduled', publishAt: '2099-01-02T09:30:00.000Z', text: 'Soon', isOwner: true });
const later = post({
  status: 'scheduled',
  publishAt: '2099-03-04T18:00:00.000Z',
  text: 'Later',
  isOwner: true,
  visibility: 'ppv',
  price: '999',
});

beforeEach(() => {
  signIn(CREATOR.address, CREATOR);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the queue', () => {
  it('lists scheduled posts with their publish time, and edits one', async () => {
    const user = userEvent.setup();
    setup({ [PATHS.postQueue]: () => ({ data: { items: [soon, later], nextCursor: null } }) });
    const rows = await screen.findAllByTestId('queue-item');
    expect(within(rows[0]!).getByTestId('queue-time')).toHaveTextContent(formatDate(soon.publishAt, 'dateTime')!);
    expect(rows[1]).toHaveTextContent('$9.99');
    await user.click(within(rows[0]!).getByTestId('queue-edit'));
    expect(await screen.findByText('composer')).toBeInTheDocument();
  });

  it('deletes a scheduled post after confirming', async () => {
    const user = userEvent.setup();
    const { api } = setup({ [PATHS.postQueue]: () => ({ data: { items: [soon, later], nextCursor: null } }) });
    await user.click(within((await screen.findAllByTestId('queue-item'))[0]!).getByTestId('queue-delete'));
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(screen.getAllByTestId('queue-item')).toHaveLength(1));
    expect(screen.queryByText('Soon')).toBeNull();
    expect(api.bodies(PATHS.postDelete)).toEqual([{ id: soon.id }]);
  });

  it('says when nothing is scheduled', async () => {
    setup({ [PATHS.postQueue]: () => ({ data: { items: [], nextCursor: null } }) });
    expect(await screen.findByText('Nothing scheduled')).toBeInTheDocument();
  });
});
