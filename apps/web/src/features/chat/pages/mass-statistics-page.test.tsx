import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TMassMessage } from '@fanlane/contracts/chat';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import { MassStatisticsPage } from './mass-statistics-page';

// The charts' chunk (Recharts and its d3 modules, a few hundred files through Vite) is loaded once
// before the tests: the page shows it behind a lazy boundary, and on a loaded machine its first
// transform alone can take longer than a query waits.
beforeAll(async () => {
  await import('../components/mass-series-chart');
}, 60_000);

const SENT = '10000000-0000-4000-8000-0000000f0001';
const LATER = '10000000-0000-4000-8000-0000000f0002';

function mass(extra: Partial<TMassMessage>): TMassMessage {
  return {
    id: SENT,
    audience: 'subscribers',
    tierId: null,
    listId: null,
    text: 'Weekend set is live',
    mediaCount: 2,
    price: '999',
    status: 'sent',
    scheduledAt: null,
    sentAt: '2026-04-01T10:00:00.000Z',
    createdAt: '2026-04-01T09:59:00.000Z',
    recipients: 60,
    delivered: 50,
    read: 30,
    purchases: 5,
    revenueCents: '4995',
    unsent: 0,
    ...extra,
  };
}

const sentOne = mass({});
const scheduledOne = mass({
  id: LATER,
  audience: 'followers',
  text: '',
  mediaCount: 3,
  price: null,
  status: 'scheduled',
  scheduledAt: '2026-05-01T18:00:00.000Z',
  sentAt: null,
  recipients: 0,
  delivered: 0,
  read: 0,
  purchases: 0,
  revenueCents: '0',
});

function render(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [PATHS.massList]: (body) => ({
      data: { items: body.sort === 'revenue' ? [sentOne, scheduledOne] : [scheduledOne, sentOne], nextCursor: null },
    }),
    [PATHS.massUnsend]: (body) =>
      body.id === SENT
        ? { data: { ...sentOne, status: 'unsent', unsent: 20 } }
        : { data: { ...scheduledOne, status: 'cancelled' } },
    [PATHS.massDetail]: () => ({
      data: {
        massMessage: sentOne,
        series: [
          { day: '2026-04-01', purchases: 3, revenueCents: '2997' },
          { day: '2026-04-02', purchases: 2, revenueCents: '1998' },
        ],
      },
    }),
    ...handlers,
  });
  const view = renderPage(
    [{ path: '/massMessagesStatistics', Component: MassStatisticsPage }],
    '/massMessagesStatistics',
  );
  return { api, ...view };
}

const rows = () => screen.getAllByTestId('mass-row');
const row = (id: string) => rows().find((r) => r.dataset.id === id)!;

describe('the mass message statistics', () => {
  beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

  it('shows each mass message with its audience, status, time and figures', async () => {
    render();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const sent = within(row(SENT));
    expect(sent.getByTestId('mass-status')).toHaveTextContent('Sent');
    expect(sent.getByTestId('mass-audience')).toHaveTextContent('Active subscribers');
    expect(sent.getByTestId('mass-time')).toHaveTextContent(/^Sent /);
    expect(sent.getByTestId('mass-preview')).toHaveTextContent('Weekend set is live');
    expect(row(SENT)).toHaveTextContent('Paid message · $9.99');
    expect(sent.getByTestId('mass-recipients')).toHaveTextContent('60');
    expect(sent.getByTestId('mass-delivered')).toHaveTextContent('50');
    // Read as a share of what was delivered.
    expect(sent.getByTestId('mass-read')).toHaveTextContent('30 (60%)');
    expect(sent.getByTestId('mass-purchases')).toHaveTextContent('5');
    expect(sent.getByTestId('mass-revenue')).toHaveTextContent('$49.95');
    expect(sent.getByTestId('mass-unsent')).toHaveTextContent('0');
    expect(sent.getByTestId('mass-unsend')).toBeInTheDocument();

    const later = within(row(LATER));
    expect(later.getByTestId('mass-status')).toHaveTextContent('Scheduled');
    expect(later.getByTestId('mass-audience')).toHaveTextContent('All followers');
    expect(later.getByTestId('mass-time')).toHaveTextContent(/^Scheduled for /);
    expect(later.getByTestId('mass-preview')).toHaveTextContent('3 photos and videos');
    expect(later.getByTestId('mass-read')).toHaveTextContent('0');
    expect(later.getByTestId('mass-cancel')).toBeInTheDocument();
  });

  it('sorts by revenue, purchases or reads', async () => {
    const user = userEvent.setup();
    const { api } = render();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveAttribute('data-id', LATER);
    await user.click(screen.getByTestId('mass-sort-revenue'));
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-id', SENT));
    expect(screen.getByTestId('mass-sort-revenue')).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByTestId('mass-sort-read'));
    await waitFor(() => expect(api.bodies(PATHS.massList).map((b) => b.sort)).toEqual(['newest', 'revenue', 'read']));
  });

  it('unsends a sent one once confirmed, and cancels a scheduled one', async () => {
    const user = userEvent.setup();
    const { api } = render();
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(within(row(SENT)).getByTestId('mass-unsend'));
    const dialog = await screen.findByTestId('mass-take-back');
    expect(dialog).toHaveTextContent('Unsend this mass message?');
    expect(dialog).toHaveTextContent('The copies nobody has read or bought are taken back.');
    expect(api.bodies(PATHS.massUnsend)).toEqual([]);
    await user.click(within(dialog).getByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByTestId('mass-take-back')).toBeNull());
    expect(api.bodies(PATHS.massUnsend)).toEqual([{ id: SENT }]);
    expect(within(row(SENT)).getByTestId('mass-status')).toHaveTextContent('Unsent');
    expect(within(row(SENT)).getByTestId('mass-unsent')).toHaveTextContent('20');
    expect(within(row(SENT)).queryByTestId('mass-unsend')).toBeNull();

    await user.click(within(row(LATER)).getByTestId('mass-cancel'));
    const cancel = await screen.findByTestId('mass-take-back');
    expect(cancel).toHaveTextContent('Cancel this mass message?');
    await user.click(within(cancel).getByTestId('confirm-action'));
    await waitFor(() => expect(within(row(LATER)).getByTestId('mass-status')).toHaveTextContent('Cancelled'));
    expect(api.bodies(PATHS.massUnsend)).toEqual([{ id: SENT }, { id: LATER }]);
  });

  it('shows a refused unsend in the confirmation', async () => {
    const user = userEvent.setup();
    render({ [PATHS.massUnsend]: () => ({ code: 1012359, status: 409, msg: 'Already delivered to everyone.' }) });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(row(SENT)).getByTestId('mass-unsend'));
    const dialog = await screen.findByTestId('mass-take-back');
    await user.click(within(dialog).getByTestId('confirm-action'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Already delivered to everyone.');
  });

  it('opens a detail with purchases and revenue per day', async () => {
    const user = userEvent.setup();
    const { api } = render();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const details = within(row(SENT)).getByTestId('mass-details');
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByTestId('mass-chart-table');
    expect(api.bodies(PATHS.massDetail)).toEqual([{ id: SENT }]);
    const lines = within(table).getAllByRole('row');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toHaveTextContent('3$29.97');
    expect(lines[2]).toHaveTextContent('2$19.98');
    expect(screen.getByTestId('mass-chart')).toHaveTextContent('Purchases and revenue per day (UTC)');
  });
});

describe('the mass message statistics, for a fan', () => {
  it('are for creators, and ask nothing of the server', async () => {
    signIn(FAN);
    const { api } = render();
    expect(await screen.findByTestId('creators-only')).toHaveTextContent('Mass messages are for creators');
    expect(api.calls).toEqual([]);
  });
});
