import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TRevenueLine, TRevenueSummary } from '@fanlane/contracts/money';
import type { TStatistics } from '@fanlane/contracts/statistics';
import { friendlyName } from '@fanlane/contracts/names';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, CREATOR, FAN } from '../../../../test/sign-in';
import { initialsOf } from '../../../shared/ui/avatar';
import { RevenuePage } from './revenue-page';

// The charts' chunk (Recharts and its d3 modules, a few hundred files through Vite) is loaded once
// before the tests: the page shows it behind a lazy boundary, and on a loaded machine its first
// transform alone can take longer than a query waits.
beforeAll(async () => {
  await import('../components/statistics-charts');
}, 60_000);

function summary(days: number): TRevenueSummary {
  return {
    days,
    bySource: [
      { source: 'subscription', count: 3, grossCents: '2997', netCents: '2398' },
      { source: 'purchase', count: 1, grossCents: '499', netCents: '400' },
      { source: 'tip', count: 2, grossCents: '1500', netCents: '1200' },
    ],
    totalNetCents: days === 7 ? '400' : '3998',
    pendingCents: '3598',
    availableCents: '400',
    feePercent: 20,
    holdDays: 7,
  };
}

const tipLine: TRevenueLine = {
  id: 'r-1',
  source: 'tip',
  grossCents: '1000',
  netCents: '800',
  availableAt: '2026-04-09T10:00:00.000Z',
  released: false,
  fan: { address: '0x3333333333333333333333333333333333333333', creatorDomain: null, displayName: 'Sam', avatar: null },
  postId: null,
  createdAt: '2026-04-02T10:00:00.000Z',
};
const purchaseLine: TRevenueLine = {
  ...tipLine,
  id: 'r-2',
  source: 'purchase',
  grossCents: '499',
  netCents: '400',
  released: true,
  postId: 'post-9',
};

/** Two buckets whatever range is asked: the first with every source, the second empty. */
function statisticsAnswer(body: Record<string, unknown>): TStatistics {
  const [from, to] = [String(body.from), String(body.to)];
  return {
    from,
    to,
    granularity: body.granularity as TStatistics['granularity'],
    timeZone: String(body.timeZone),
    earnings: [
      { start: from, count: 3, subscription: '480', purchase: '800', tip: '400' },
      { start: to, count: 0, subscription: '0', purchase: '0', tip: '0' },
    ],
    subscribers: [
      { start: from, new: 2, renewed: 1, churned: 0 },
      { start: to, new: 0, renewed: 0, churned: 1 },
    ],
    byCurrency: [
      { currency: 'ETH', source: 'purchase', count: 1, grossCents: '1000', netCents: '800' },
      { currency: 'USD', source: 'tip', count: 2, grossCents: '1100', netCents: '880' },
    ],
    totals: { count: 3, grossCents: '2100', netCents: '1680' },
    topFans: [{ fan: tipLine.fan, count: 2, netCents: '1280' }],
    topPosts: [{ postId: 'post-9', text: 'Sunset, "golden" hour', count: 1, netCents: '800' }],
  };
}

function setup() {
  const api = fakeApi({
    [PATHS.revenueStatistics]: (body) => ({ data: statisticsAnswer(body) }),
    [PATHS.revenueSummary]: (body) => ({ data: summary(Number(body.days)) }),
    [PATHS.revenueList]: (body) => ({
      data: {
        items: [tipLine, purchaseLine].filter((line) => !body.source || line.source === body.source),
        nextCursor: null,
      },
    }),
  });
  const view = renderPage([{ path: '/statistics', Component: RevenuePage }], '/statistics');
  return { api, ...view };
}

/** Recharts measures its box; jsdom has no layout, so the charts draw nothing and the tables tell. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  signIn(CREATOR, { creatorDomain: 'maya' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the revenue page', () => {
  it('shows the revenue of the last 30 days by source, gross and net, with the terms', async () => {
    const { api } = setup();
    expect(await screen.findByTestId('revenue-total')).toHaveTextContent('$39.98');
    expect(screen.getByTestId('revenue-pending')).toHaveTextContent('$35.98');
    expect(screen.getByTestId('revenue-available')).toHaveTextContent('$4.00');
    const subscriptions = screen.getByTestId('revenue-source-subscription');
    expect(subscriptions).toHaveTextContent('Subscriptions');
    expect(subscriptions).toHaveTextContent('3 payments');
    expect(within(subscriptions).getByTestId('revenue-source-net')).toHaveTextContent('$23.98');
    expect(within(subscriptions).getByTestId('revenue-source-gross')).toHaveTextContent('$29.97 gross');
    expect(screen.getByTestId('revenue-source-purchase')).toHaveTextContent('1 payment');
    expect(screen.getByTestId('revenue-terms')).toHaveTextContent(
      'Platform fee 20%. Earnings become available 7 days after each payment.',
    );
    expect(api.bodies(PATHS.revenueSummary)).toEqual([{ days: 30 }]);
    expect(sentHeaders(PATHS.revenueSummary)[0]).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
  });

  it('switches the period', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByTestId('revenue-total');
    await user.click(screen.getByTestId('revenue-days-7'));
    await waitFor(() => expect(screen.getByTestId('revenue-total')).toHaveTextContent('$4.00'));
    expect(api.bodies(PATHS.revenueSummary)).toEqual([{ days: 30 }, { days: 7 }]);
  });

  it('names every fan, by a friendly generated name when they have none, never by their address', async () => {
    const nameless = { ...tipLine, id: 'r-3', fan: { ...tipLine.fan, displayName: tipLine.fan.address } };
    fakeApi({
      [PATHS.revenueStatistics]: (body) => ({ data: statisticsAnswer(body) }),
      [PATHS.revenueSummary]: (body) => ({ data: summary(Number(body.days)) }),
      [PATHS.revenueList]: () => ({ data: { items: [nameless], nextCursor: null } }),
    });
    renderPage([{ path: '/statistics', Component: RevenuePage }], '/statistics');
    const line = await screen.findByTestId('revenue-line-r-3');
    const name = friendlyName(tipLine.fan.address);
    expect(line).toHaveTextContent(name);
    expect(line).not.toHaveTextContent('0x');
    expect(within(line).getByRole('img', { name })).toHaveTextContent(initialsOf(name));
  });

  it('lists every revenue line, filtered by source', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    const tip = await screen.findByTestId('revenue-line-r-1');
    expect(tip).toHaveTextContent('Sam');
    expect(within(tip).getByTestId('revenue-line-net')).toHaveTextContent('+$8.00');
    expect(within(tip).getByTestId('revenue-line-gross')).toHaveTextContent('$10.00 gross');
    expect(tip).toHaveTextContent('Available on Apr 9, 2026');
    const purchase = screen.getByTestId('revenue-line-r-2');
    expect(purchase).toHaveTextContent('Released');
    expect(within(purchase).getByRole('link', { name: 'Pay-per-view' })).toHaveAttribute('href', '/maya/post-9');
    await user.click(screen.getByTestId('revenue-filter-tip'));
    await waitFor(() => expect(screen.queryByTestId('revenue-line-r-2')).toBeNull());
    expect(screen.getByTestId('revenue-line-r-1')).toBeInTheDocument();
    expect(api.bodies(PATHS.revenueList)).toEqual([{}, { source: 'tip' }]);
  });

  it('tells a fan the page is for creators, and asks nothing', async () => {
    signIn(FAN);
    const { api } = setup();
    expect(await screen.findByTestId('creators-only')).toHaveTextContent('Statistics are for creators.');
    expect(api.calls).toEqual([]);
  });
});

describe('the statistics', () => {
  const today = () =>
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it("asks for the last 30 days by day in the browser's time zone and shows totals, charts' tables and the tops", async () => {
    const { api } = setup();
    expect(await screen.findByTestId('statistics-total')).toHaveTextContent('$16.80');
    expect(screen.getByTestId('statistics-count')).toHaveTextContent('3');
    const [asked] = api.bodies(PATHS.revenueStatistics);
    expect(asked).toMatchObject({ to: today(), granularity: 'day', timeZone: zone });
    expect((Date.parse(String(asked!.to)) - Date.parse(String(asked!.from))) / 86_400_000).toBe(29);
    expect(screen.getByTestId('statistics-zone')).toHaveTextContent(zone);
    const earnings = await screen.findByTestId('statistics-earnings-table');
    expect(within(earnings).getAllByRole('row')[1]).toHaveTextContent('$4.80$8.00$4.00');
    const subscribers = screen.getByTestId('statistics-subscribers-table');
    expect(within(subscribers).getAllByRole('row')[2]).toHaveTextContent('001');
    expect(screen.getByTestId('statistics-top-fans')).toHaveTextContent('Sam');
    expect(screen.getByTestId('statistics-top-fans')).toHaveTextContent('$12.80');
    expect(screen.getByTestId('statistics-top-posts')).toHaveTextContent('Sunset, "golden" hour');
    expect(screen.getByTestId('statistics-by-currency')).toHaveTextContent('ETH · Pay-per-view');
  });

  it('switches presets and granularity, and refuses a range that ends before it starts without asking', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByTestId('statistics-total');
    await user.click(screen.getByTestId('statistics-preset-12m'));
    await waitFor(() => expect(api.bodies(PATHS.revenueStatistics)).toHaveLength(2));
    expect(api.bodies(PATHS.revenueStatistics)[1]).toMatchObject({ granularity: 'month', to: today() });
    await user.selectOptions(screen.getByTestId('statistics-granularity'), 'week');
    await waitFor(() => expect(api.bodies(PATHS.revenueStatistics)).toHaveLength(3));
    expect(api.bodies(PATHS.revenueStatistics)[2]).toMatchObject({ granularity: 'week' });

    const to = screen.getByTestId('statistics-to');
    await user.clear(to);
    await user.type(to, '2020-01-01');
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(api.bodies(PATHS.revenueStatistics).some((body) => body.to === '2020-01-01')).toBe(false);
  });

  it('exports what it shows as CSV, one row per period', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'),
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setup();
    await user.click(await screen.findByTestId('statistics-csv'));
    expect(click).toHaveBeenCalledOnce();
    const lines = (await blobs[0]!.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Period,Subscriptions,Pay-per-view,Tips,Net earnings,Payments,New,Renewed,Ended');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},4\.80,8\.00,4\.00,16\.80,3,2,1,0$/);
    expect(lines[2]).toMatch(/,0\.00,0\.00,0\.00,0\.00,0,0,0,1$/);
    click.mockRestore();
  });
});
