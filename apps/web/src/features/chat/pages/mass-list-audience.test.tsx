import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TFanList } from '@fanlane/contracts/fan-lists';
import type { TMassMessage } from '@fanlane/contracts/chat';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, signIn } from '../../../../test/sign-in';
import { MassComposerPage } from './mass-composer-page';
import { MassStatisticsPage } from './mass-statistics-page';

const VIP = '10000000-0000-4000-8000-0000000f0001';
const GONE = '10000000-0000-4000-8000-0000000f0002';

function list(id: string, name: string, memberCount: number): TFanList {
  return { id, name, memberCount, createdAt: '2026-04-01T10:00:00.000Z', updatedAt: '2026-04-01T10:00:00.000Z' };
}

function mass(extra: Partial<TMassMessage>): TMassMessage {
  return {
    id: '10000000-0000-4000-8000-0000000d0100',
    audience: 'list',
    tierId: null,
    listId: VIP,
    text: 'Hello',
    mediaCount: 0,
    price: null,
    status: 'sent',
    scheduledAt: null,
    sentAt: '2026-04-01T10:00:00.000Z',
    createdAt: '2026-04-01T10:00:00.000Z',
    recipients: 45,
    delivered: 45,
    read: 0,
    purchases: 0,
    revenueCents: '0',
    unsent: 0,
    ...extra,
  };
}

function renderComposer(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.fanLists]: () => ({ data: { items: [list(VIP, 'VIP', 50)] } }),
    [PATHS.massAudience]: (body) => ({ data: { count: body.audience === 'list' ? 45 : 42 } }),
    [PATHS.massSend]: () => ({ data: mass({ status: 'sending' }) }),
    ...handlers,
  });
  renderPage(
    [
      { path: '/chats/newChatsSend', element: <MassComposerPage tiers={[]} /> },
      { path: '/chats/lists', element: <p>the lists</p> },
      { path: '/massMessagesStatistics', element: <p>the statistics</p> },
    ],
    '/chats/newChatsSend',
  );
  return api;
}

const count = () => screen.getByTestId('mass-count');

describe('a mass message to a saved list', () => {
  beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

  it('picks one of the creator’s lists, shows how many it reaches (blocked people left out) and sends to it', async () => {
    const user = userEvent.setup();
    const api = renderComposer();
    await waitFor(() => expect(count()).toHaveTextContent('42 recipients'));
    // The lists are read only once a list audience is chosen.
    expect(api.bodies(PATHS.fanLists)).toEqual([]);

    await user.click(screen.getByTestId('mass-audience-list'));
    expect(count()).toHaveTextContent('Choose a list to see how many it reaches');
    expect(screen.getByTestId('mass-manage-lists')).toHaveAttribute('href', '/chats/lists');
    await waitFor(() => expect(within(screen.getByTestId('mass-list')).getByText('VIP')).toBeInTheDocument());
    await user.type(screen.getByTestId('mass-text'), 'Just for you');
    await user.click(screen.getByTestId('mass-review'));
    expect(screen.getByText('Choose a list.')).toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('mass-list'), VIP);
    await waitFor(() => expect(count()).toHaveTextContent('45 recipients'));
    expect(api.bodies(PATHS.massAudience).at(-1)).toEqual({ audience: 'list', listId: VIP });
    await user.click(screen.getByTestId('mass-review'));
    const dialog = await screen.findByTestId('mass-confirm');
    expect(within(dialog).getByTestId('mass-confirm-count')).toHaveTextContent('It goes to 45 people now.');
    await user.click(within(dialog).getByTestId('confirm-action'));
    expect(await screen.findByText('the statistics')).toBeInTheDocument();
    expect(api.bodies(PATHS.massSend)).toEqual([{ audience: 'list', listId: VIP, text: 'Just for you' }]);
  });

  it('a list deleted meanwhile is refused at the list field', async () => {
    const user = userEvent.setup();
    renderComposer({
      [PATHS.massSend]: () => ({ code: ERRORS.FAN_LIST_NOT_FOUND.code, status: 404, msg: 'This list was not found.' }),
    });
    await user.click(await screen.findByTestId('mass-audience-list'));
    await waitFor(() => expect(within(screen.getByTestId('mass-list')).getByText('VIP')).toBeInTheDocument());
    await user.selectOptions(screen.getByTestId('mass-list'), VIP);
    await user.type(screen.getByTestId('mass-text'), 'Hi');
    await waitFor(() => expect(count()).toHaveTextContent('45 recipients'));
    await user.click(screen.getByTestId('mass-review'));
    await user.click(within(await screen.findByTestId('mass-confirm')).getByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByTestId('mass-confirm')).not.toBeInTheDocument());
    expect(screen.getByText('This list was not found.')).toBeInTheDocument();
  });

  it('the statistics name the list, or say it was deleted', async () => {
    fakeApi({
      [PATHS.fanLists]: () => ({ data: { items: [list(VIP, 'VIP', 50)] } }),
      [PATHS.massList]: () => ({
        data: {
          items: [
            mass({}),
            mass({ id: '10000000-0000-4000-8000-0000000d0101', listId: GONE, recipients: 0, delivered: 0 }),
          ],
          nextCursor: null,
        },
      }),
    });
    renderPage([{ path: '/massMessagesStatistics', element: <MassStatisticsPage /> }], '/massMessagesStatistics');
    await waitFor(() =>
      expect(screen.getAllByTestId('mass-audience').map((a) => a.textContent)).toEqual(['List: VIP', 'A deleted list']),
    );
  });
});
