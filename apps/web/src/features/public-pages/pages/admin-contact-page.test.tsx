import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TContactMessage } from '@fanlane/contracts/contact';
import { ERRORS } from '@fanlane/contracts/errors';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { AdminContactPage } from './admin-contact-page';

const ADMIN = '0x9999999999999999999999999999999999999999';

const message = (id: string, extra: Partial<TContactMessage> = {}): TContactMessage => ({
  id,
  name: 'Ada Visitor',
  email: 'ada@example.com',
  topic: 'payments',
  message: 'My top-up did not arrive.\nIt was $20 yesterday.',
  locale: 'de',
  sender: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  ...extra,
});

/** The inbox as the server keeps it: handling a message moves it from open to handled. */
function inbox(initial: TContactMessage[]) {
  let items = initial;
  const api = fakeApi({
    [PATHS.adminContactList]: (body) => {
      const shown = items.filter((m) =>
        body.status === 'all' ? true : body.status === 'handled' ? m.handledAt !== null : m.handledAt === null,
      );
      return { data: { items: shown, nextCursor: null } };
    },
    [PATHS.adminContactHandle]: (body) => {
      items = items.map((m) =>
        m.id === body.id
          ? {
              ...m,
              handledAt: body.handled ? '2026-05-01T11:00:00.000Z' : null,
              handledBy: body.handled ? ADMIN : null,
            }
          : m,
      );
      return { data: items.find((m) => m.id === body.id) };
    },
  });
  return api;
}

const open = (path = '/admin/contact') => renderPage([{ path: '/admin/contact', Component: AdminContactPage }], path);

describe('/admin/contact', () => {
  it('lists the open messages with who wrote, in which language, and a reply link', async () => {
    signIn(ADMIN, { role: 'admin' });
    const api = inbox([
      message('m1'),
      message('m2', { name: 'Lena', topic: 'partner', sender: { address: FAN, displayName: 'Lena' }, locale: 'fr' }),
    ]);
    open();
    const cards = await screen.findAllByTestId('admin-contact-message');
    expect(api.bodies(PATHS.adminContactList)[0]).toEqual({ status: 'open', limit: 20 });
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Payments and wallet');
    expect(within(cards[0]!).getByTestId('admin-contact-text').textContent).toBe(
      'My top-up did not arrive.\nIt was $20 yesterday.',
    );
    expect(cards[0]).toHaveTextContent('Not signed in · Language: Deutsch');
    expect(cards[1]).toHaveTextContent('Account: Lena · Language: Français');
    expect(within(cards[0]!).getByRole('link', { name: 'Answer by e-mail' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com?subject=Re%3A%20Payments%20and%20wallet',
    );
  });

  it('marks a message handled: it leaves the open list and shows under handled, and can reopen', async () => {
    const user = userEvent.setup();
    signIn(ADMIN, { role: 'admin' });
    const api = inbox([message('m1'), message('m2', { name: 'Second' })]);
    open();
    const [first] = await screen.findAllByTestId('admin-contact-message');
    await user.click(within(first!).getByTestId('admin-contact-handle'));
    await waitFor(() => expect(screen.getAllByTestId('admin-contact-message')).toHaveLength(1));
    expect(api.bodies(PATHS.adminContactHandle)).toEqual([{ id: 'm1', handled: true }]);

    await user.click(screen.getByTestId('admin-contact-tab-handled'));
    const handled = await screen.findByTestId('admin-contact-message');
    expect(handled).toHaveAttribute('data-handled', 'true');
    expect(handled).toHaveTextContent('Handled by 0x9999…9999');
    await user.click(within(handled).getByTestId('admin-contact-reopen'));
    await waitFor(() => expect(screen.queryByTestId('admin-contact-message')).toBeNull());
    expect(api.bodies(PATHS.adminContactHandle)).toEqual([
      { id: 'm1', handled: true },
      { id: 'm1', handled: false },
    ]);
  });

  it('says so when there is nothing open', async () => {
    signIn(ADMIN, { role: 'admin' });
    inbox([]);
    open();
    expect(await screen.findByText('No open messages. Nice work.')).toBeInTheDocument();
  });

  it('tells someone who is not an admin that the inbox is not theirs', async () => {
    signIn(FAN);
    fakeApi({
      [PATHS.adminContactList]: () => ({ code: ERRORS.FORBIDDEN.code, status: 403, msg: 'Forbidden' }),
    });
    open();
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-contact-list')).toBeNull();
  });
});
