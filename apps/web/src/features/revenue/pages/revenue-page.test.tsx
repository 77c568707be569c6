import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TRevenueLine, TRevenueSummary } from '@fanlane/contracts/money';
import { friendlyName } from '@fanlane/contracts/names';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, CREATOR, FAN } from '../../../../test/sign-in';
import { initialsOf } from '../../../shared/ui/avatar';
import { RevenuePage } from './revenue-page';

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

function setup() {
  const api = fakeApi({
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

beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

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
