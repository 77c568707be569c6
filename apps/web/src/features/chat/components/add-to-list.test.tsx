import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TFanList } from '@fanlane/contracts/fan-lists';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { ADA, MAYA, SUPPORT, pair } from '../../../../test/chat-fixtures';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import { ConversationHeader } from './conversation-header';

const VIP = '10000000-0000-4000-8000-0000000f0001';
const TIPPERS = '10000000-0000-4000-8000-0000000f0002';
const list = (id: string, name: string, memberCount: number): TFanList => ({
  id,
  name,
  memberCount,
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
});

function render(other = ADA) {
  const onLists = new Set([VIP]);
  const api = fakeApi({
    [PATHS.fanLists]: () => ({ data: { items: [list(TIPPERS, 'Big tippers', 4), list(VIP, 'VIP', 2)] } }),
    [PATHS.fanListsOfFan]: () => ({ data: { listIds: [...onLists] } }),
    [PATHS.fanListAdd]: (body) => {
      if (body.id === TIPPERS) return { code: ERRORS.FAN_LIST_NOT_A_FAN.code, status: 400, msg: 'Not your fan.' };
      onLists.add(String(body.id));
      return { data: { list: list(String(body.id), 'VIP', 3), changed: 1 } };
    },
    [PATHS.fanListRemove]: (body) => {
      onLists.delete(String(body.id));
      return { data: { list: list(String(body.id), 'VIP', 1), changed: 1 } };
    },
  });
  renderPage([{ path: '/chats', element: <ConversationHeader pair={pair({ other })} /> }], '/chats');
  return api;
}

describe('“Add to list” in a conversation’s header', () => {
  beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

  it('shows the creator’s lists ticked where the fan is on them; a tick removes or adds at once', async () => {
    const api = render();
    await userEvent.click(screen.getByTestId('chat-lists'));
    const vip = await screen.findByTestId(`chat-list-${VIP}`);
    expect(vip).toBeChecked();
    expect(screen.getByTestId(`chat-list-${TIPPERS}`)).not.toBeChecked();

    await userEvent.click(vip);
    await waitFor(() => expect(api.bodies(PATHS.fanListRemove)).toEqual([{ id: VIP, addresses: [FAN] }]));
    await waitFor(() => expect(screen.getByTestId(`chat-list-${VIP}`)).not.toBeChecked());

    // The server refuses someone who is not the creator's fan: its words show, nothing is ticked.
    await userEvent.click(screen.getByTestId(`chat-list-${TIPPERS}`));
    expect(await screen.findByTestId('chat-lists-error')).toHaveTextContent('Not your fan.');
    expect(screen.getByTestId(`chat-list-${TIPPERS}`)).not.toBeChecked();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('chat-lists-panel')).toBeNull();
  });

  it('is not there for a fan', async () => {
    signIn(FAN);
    render(MAYA);
    expect(await screen.findByTestId('chat-favorite')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-lists')).toBeNull();
  });

  it('is not there in a creator’s conversation with the platform’s own account', async () => {
    render(SUPPORT);
    expect(await screen.findByTestId('chat-favorite')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-lists')).toBeNull();
  });
});
