import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TFanList, TFanListCandidate, TFanListMember } from '@fanlane/contracts/fan-lists';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import { FanListPage } from './fan-list-page';
import { FanListsPage } from './fan-lists-page';

const ROUTES = [
  { path: '/chats/lists', Component: FanListsPage },
  { path: '/chats/lists/:listId', Component: FanListPage },
];
const VIP = '10000000-0000-4000-8000-0000000f0001';
const ANNA = '0xa000000000000000000000000000000000000001';
const BEN = '0xb000000000000000000000000000000000000002';
const CARL = '0xc000000000000000000000000000000000000003';

function person(address: string, displayName: string) {
  return { address, displayName, avatar: null, domain: null, isCreator: false, official: false };
}

/**
 * The creator's lists as the server keeps them: names unique without case, members by address,
 * the newest added first; fans are Anna, Ben and Carl.
 */
function listsServer() {
  const lists = new Map<string, { name: string; members: string[] }>([[VIP, { name: 'VIP', members: [ANNA] }]]);
  const names: Record<string, string> = { [ANNA]: 'Anna', [BEN]: 'Ben', [CARL]: 'Carl' };
  let made = 1;
  const present = (id: string): TFanList => ({
    id,
    name: lists.get(id)!.name,
    memberCount: lists.get(id)!.members.length,
    createdAt: '2026-04-01T10:00:00.000Z',
    updatedAt: '2026-04-01T10:00:00.000Z',
  });
  const taken = (name: string, except?: string) =>
    [...lists].some(([id, l]) => id !== except && l.name.toLowerCase() === name.toLowerCase());
  const nameTaken = {
    code: ERRORS.FAN_LIST_NAME_TAKEN.code,
    status: 409,
    msg: 'You already have a list with this name.',
  };
  const api = fakeApi({
    [PATHS.fanLists]: () => ({
      data: { items: [...lists.keys()].map(present).sort((a, b) => a.name.localeCompare(b.name)) },
    }),
    [PATHS.fanListCreate]: (body) => {
      const name = String(body.name);
      if (taken(name)) return nameTaken;
      const id = `10000000-0000-4000-8000-0000000f00${String(++made).padStart(2, '0')}`;
      lists.set(id, { name, members: [] });
      return { data: present(id) };
    },
    [PATHS.fanListRename]: (body) => {
      const id = String(body.id);
      if (taken(String(body.name), id)) return nameTaken;
      lists.get(id)!.name = String(body.name);
      return { data: present(id) };
    },
    [PATHS.fanListDelete]: (body) => {
      lists.delete(String(body.id));
      return { data: { ok: true } };
    },
    [PATHS.fanListMembers]: (body) => ({
      data: {
        items: (lists.get(String(body.id))?.members ?? []).map((a): TFanListMember => ({
          ...person(a, names[a]!),
          addedAt: '2026-04-01T10:00:00.000Z',
        })),
        nextCursor: null,
      },
    }),
    [PATHS.fanListCandidates]: (body) => {
      const list = lists.get(String(body.id))!;
      const q = String(body.q).toLowerCase();
      return {
        data: {
          items: Object.entries(names)
            .filter(([, name]) => name.toLowerCase().includes(q))
            .map(([a, name]): TFanListCandidate => ({ ...person(a, name), inList: list.members.includes(a) })),
          nextCursor: null,
        },
      };
    },
    [PATHS.fanListAdd]: (body) => {
      const list = lists.get(String(body.id))!;
      const fresh = (body.addresses as string[]).filter((a) => !list.members.includes(a));
      list.members.unshift(...fresh);
      return { data: { list: present(String(body.id)), changed: fresh.length } };
    },
    [PATHS.fanListRemove]: (body) => {
      const list = lists.get(String(body.id))!;
      const before = list.members.length;
      list.members = list.members.filter((a) => !(body.addresses as string[]).includes(a));
      return { data: { list: present(String(body.id)), changed: before - list.members.length } };
    },
  });
  return { api, lists };
}

const names = () => screen.getAllByTestId('fan-list-name').map((n) => n.textContent);

describe('saved lists', () => {
  beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

  it('shows each list with its count, and creates, renames and deletes one', async () => {
    const user = userEvent.setup();
    const { api } = listsServer();
    renderPage(ROUTES, '/chats/lists');
    await waitFor(() => expect(names()).toEqual(['VIP']));
    expect(screen.getByTestId('fan-list-count')).toHaveTextContent('Members: 1');

    // An empty name is refused here; a taken one by the server, at the field.
    await user.click(screen.getByTestId('fan-list-create-submit'));
    expect(screen.getByText('Give the list a name.')).toBeInTheDocument();
    await user.type(screen.getByTestId('fan-list-create-name'), 'vip');
    await user.click(screen.getByTestId('fan-list-create-submit'));
    expect(await screen.findByText('You already have a list with this name.')).toBeInTheDocument();
    await user.clear(screen.getByTestId('fan-list-create-name'));
    await user.type(screen.getByTestId('fan-list-create-name'), '  Big tippers ');
    await user.click(screen.getByTestId('fan-list-create-submit'));
    await waitFor(() => expect(names()).toEqual(['Big tippers', 'VIP']));
    expect(api.bodies(PATHS.fanListCreate).at(-1)).toEqual({ name: 'Big tippers' });
    expect(screen.getByTestId('fan-list-create-name')).toHaveValue('');

    const [tippers] = screen.getAllByTestId('fan-list');
    await user.click(within(tippers!).getByTestId('fan-list-rename-start'));
    const field = screen.getByTestId('fan-list-rename-name');
    expect(field).toHaveValue('Big tippers');
    await user.clear(field);
    await user.type(field, 'Whales');
    await user.click(screen.getByTestId('fan-list-rename-submit'));
    await waitFor(() => expect(names()).toEqual(['VIP', 'Whales']));

    const whales = screen.getAllByTestId('fan-list')[1]!;
    await user.click(within(whales).getByTestId('fan-list-delete'));
    const dialog = await screen.findByTestId('fan-list-delete-confirm');
    expect(dialog).toHaveTextContent('Delete “Whales”?');
    expect(dialog).toHaveTextContent('A mass message scheduled for this list will reach nobody.');
    await user.click(within(dialog).getByTestId('confirm-action'));
    await waitFor(() => expect(names()).toEqual(['VIP']));
    expect(api.bodies(PATHS.fanListDelete)).toHaveLength(1);
  });

  it("opens a list's members, removes one, and adds fans found by name", async () => {
    const user = userEvent.setup();
    const { api, lists } = listsServer();
    renderPage(ROUTES, `/chats/lists/${VIP}`);
    expect(await screen.findByRole('heading', { name: 'VIP' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('fan-list-member')).toHaveLength(1));
    expect(screen.getByTestId('fan-list-members')).toHaveTextContent('Anna');

    // The search marks who is on the list already.
    await waitFor(() => expect(screen.getAllByTestId('fan-list-candidate')).toHaveLength(3));
    expect(within(screen.getAllByTestId('fan-list-candidate')[0]!).getByTestId('fan-list-on')).toHaveTextContent(
      'On the list',
    );
    await user.type(screen.getByTestId('fan-list-search'), 'be');
    await waitFor(() => expect(screen.getAllByTestId('fan-list-candidate')).toHaveLength(1));
    await user.click(screen.getByTestId('fan-list-add'));
    await waitFor(() => expect(screen.getAllByTestId('fan-list-member')).toHaveLength(2));
    expect(api.bodies(PATHS.fanListAdd)).toEqual([{ id: VIP, addresses: [BEN] }]);
    expect(await screen.findByTestId('fan-list-on')).toBeInTheDocument();
    expect(screen.getByTestId('fan-list-count')).toHaveTextContent('Members: 2');

    const anna = screen.getAllByTestId('fan-list-member').find((m) => m.textContent?.includes('Anna'))!;
    await user.click(within(anna).getByTestId('fan-list-remove'));
    await waitFor(() => expect(screen.getAllByTestId('fan-list-member')).toHaveLength(1));
    expect(api.bodies(PATHS.fanListRemove)).toEqual([{ id: VIP, addresses: [ANNA] }]);
    expect(lists.get(VIP)!.members).toEqual([BEN]);
  });

  it('a list that is not (or no longer) the creator’s says so', async () => {
    listsServer();
    renderPage(ROUTES, '/chats/lists/10000000-0000-4000-8000-0000000f0999');
    expect(await screen.findByTestId('fan-list-missing')).toHaveTextContent('This list was not found.');
  });

  it('fans are told lists are for creators, and nothing is asked of the server', async () => {
    signIn(FAN);
    const { api } = listsServer();
    renderPage(ROUTES, '/chats/lists');
    expect(await screen.findByTestId('creators-only')).toHaveTextContent('Lists are for creators');
    expect(api.calls).toEqual([]);
  });
});
