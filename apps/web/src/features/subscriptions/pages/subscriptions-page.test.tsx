import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TSubscription } from '@fanlane/contracts/subscription';
import { PayModalHost } from '../../../app/pay-modal-host';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, FAN } from '../../../../test/sign-in';
import { subscription, tier } from '../../../../test/subscription-fixtures';
import { SubscriptionsPage } from './subscriptions-page';
import { balance } from '../../../../test/balance';
import { isolate } from '../../../shared/ui/user-text';

const monthly = subscription({ tier: { id: 't1', name: 'Supporters', priceCents: '999' } });
const bundle = subscription({
  creator: {
    address: '0x2222222222222222222222222222222222222222',
    creatorDomain: 'leo',
    displayName: null,
    avatar: null,
  },
  tier: { id: 't2', name: 'VIP', priceCents: '2500' },
  status: 'trialing',
  months: 3,
  periodCents: '6750',
  renewsAt: '2026-06-01T10:00:00.000Z',
});
const downgraded = subscription({
  creator: {
    address: '0x4444444444444444444444444444444444444444',
    creatorDomain: 'ana',
    displayName: 'Ana',
    avatar: null,
  },
  tier: { id: 't3', name: 'Premium', priceCents: '1000' },
  periodCents: '1000',
  nextPlan: { tier: { id: 't4', name: 'Basic', priceCents: '500' }, months: 1, periodCents: '500' },
});
const ended = subscription({
  status: 'expired',
  autoRenew: false,
  renewsAt: null,
  currentPeriodEnd: '2026-03-01T10:00:00.000Z',
});

function setup(handlers: Record<string, FakeHandler> = {}) {
  let active: TSubscription[] = [monthly, bundle, downgraded];
  const api = fakeApi({
    [PATHS.subscriptionList]: (body) => ({
      data: { items: body.status === 'expired' ? [ended] : active, nextCursor: null },
    }),
    [PATHS.subscriptionAutoRenew]: (body) => {
      active = active.map((s) =>
        s.id === body.id
          ? { ...s, autoRenew: Boolean(body.autoRenew), renewsAt: body.autoRenew ? s.currentPeriodEnd : null }
          : s,
      );
      return { data: active.find((s) => s.id === body.id) };
    },
    [PATHS.subscriptionCancel]: (body) => {
      active = active.map((s) => (s.id === body.id ? { ...s, autoRenew: false, renewsAt: null } : s));
      return { data: active.find((s) => s.id === body.id) };
    },
    [PATHS.planChange]: (body) => {
      active = active.map((s) =>
        s.tier.id === body.tierId && s.months === body.months ? { ...s, nextPlan: null } : s,
      );
      return { data: active.find((s) => s.tier.id === body.tierId) };
    },
    ...handlers,
  });
  const page = (
    <>
      <SubscriptionsPage />
      <PayModalHost />
    </>
  );
  const view = renderPage(
    [
      { path: '/subscriptions', element: page },
      { path: '/:domain', element: <p>creator page</p> },
    ],
    '/subscriptions',
  );
  return { api, ...view };
}

// The subscribe modal is a lazy chunk: loaded once up front, so its first open is not a cold
// transform racing the wait for it on a slow machine.
beforeAll(async () => {
  await import('../../../app/pay-modals/subscribe-modal');
});

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.unstubAllGlobals();
  usePayModalStore.setState({ modal: null });
});

describe('the subscriptions page', () => {
  it('lists the active subscriptions: creator, tier, price per period, status and renewal date', async () => {
    setup();
    const first = await screen.findByTestId(`subscription-${monthly.id}`);
    expect(first).toHaveTextContent('Maya Rivers');
    expect(within(first).getByRole('link', { name: 'Maya Rivers' })).toHaveAttribute('href', '/maya');
    expect(within(first).getByTestId('subscription-price')).toHaveTextContent('$9.99 / month');
    expect(within(first).getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(within(first).getByTestId('subscription-date')).toHaveTextContent('Renews on May 12, 2026');
    expect(within(first).getByTestId('subscription-auto-renew')).toHaveAttribute('aria-checked', 'true');
    const second = screen.getByTestId(`subscription-${bundle.id}`);
    expect(second).toHaveTextContent('leo');
    expect(within(second).getByTestId('subscription-price')).toHaveTextContent('$67.50 for 3 months');
    expect(within(second).getByTestId('subscription-status')).toHaveTextContent('Trial');
  });

  it('switches auto-renew off, and the subscription then reads as ending', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    const row = await screen.findByTestId(`subscription-${monthly.id}`);
    await user.click(within(row).getByTestId('subscription-auto-renew'));
    await waitFor(() =>
      expect(within(row).getByTestId('subscription-auto-renew')).toHaveAttribute('aria-checked', 'false'),
    );
    expect(api.bodies(PATHS.subscriptionAutoRenew)).toEqual([{ id: monthly.id, autoRenew: false }]);
    expect(within(row).getByTestId('subscription-status')).toHaveTextContent('Cancelled');
    expect(within(row).getByTestId('subscription-date')).toHaveTextContent('Access until May 12, 2026');
  });

  it('cancels after saying access lasts until the period ends', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    const row = await screen.findByTestId(`subscription-${monthly.id}`);
    await user.click(within(row).getByTestId('subscription-cancel'));
    const dialog = await screen.findByTestId('subscription-cancel-dialog');
    expect(dialog).toHaveTextContent('You keep access until May 12, 2026.');
    expect(api.bodies(PATHS.subscriptionCancel)).toEqual([]);
    await user.click(within(dialog).getByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByTestId('subscription-cancel-dialog')).toBeNull());
    expect(api.bodies(PATHS.subscriptionCancel)).toEqual([{ id: monthly.id }]);
    await waitFor(() => expect(within(row).getByTestId('subscription-status')).toHaveTextContent('Cancelled'));
    expect(within(row).queryByTestId('subscription-cancel')).toBeNull();
  });

  it('shows the expired ones on their own tab, without controls', async () => {
    const user = userEvent.setup();
    const { api, router } = setup();
    await user.click(await screen.findByTestId('subscriptions-tab-expired'));
    const row = await screen.findByTestId(`subscription-${ended.id}`);
    expect(router.state.location.search).toBe('?tab=expired');
    expect(within(row).getByTestId('subscription-status')).toHaveTextContent('Expired');
    expect(within(row).getByTestId('subscription-date')).toHaveTextContent('Ended on Mar 1, 2026');
    expect(within(row).queryByTestId('subscription-auto-renew')).toBeNull();
    expect(api.bodies(PATHS.subscriptionList)).toEqual([{ status: 'active' }, { status: 'expired' }]);
  });

  it('opens the subscribe modal on the plan held to change it', async () => {
    const user = userEvent.setup();
    const supporters = tier({ id: 't1', name: 'Supporters', priceCents: '999' });
    setup({
      [PATHS.balance]: () => ({ data: balance() }),
      [PATHS.tierList]: () => ({
        data: { items: [supporters, tier({ name: 'VIP', priceCents: '2500', position: 1 })] },
      }),
      [PATHS.subscriptionState]: () => ({ data: { subscription: monthly } }),
    });
    const row = await screen.findByTestId(`subscription-${monthly.id}`);
    await user.click(within(row).getByTestId('subscription-change-plan'));
    const modal = await screen.findByTestId('subscribe-modal');
    expect(usePayModalStore.getState().modal).toEqual({ kind: 'subscribe', domain: 'maya' });
    await waitFor(() =>
      expect(within(modal).getByTestId('subscribe-current')).toHaveTextContent(
        `You are subscribed: ${isolate('Supporters')}`,
      ),
    );
    expect(within(within(modal).getByTestId('subscribe-tier-t1')).getByRole('radio')).toBeChecked();
  });

  it('shows a change booked for the renewal, and keeps the current plan instead', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    const row = await screen.findByTestId(`subscription-${downgraded.id}`);
    expect(within(row).getByTestId('subscription-next-plan')).toHaveTextContent(
      'Changes to Basic ($5.00 a month) on May 12, 2026',
    );

    await user.click(within(row).getByTestId('subscription-keep-plan'));
    // The list is read again and no longer names a change.
    await waitFor(() => expect(within(row).queryByTestId('subscription-next-plan')).toBeNull());
    expect(within(row).queryByTestId('subscription-keep-plan')).toBeNull();
    expect(api.bodies(PATHS.planChange)).toEqual([{ tierId: 't3', months: 1, currency: 'USD' }]);
    expect(sentHeaders(PATHS.planChange)[0]?.['Idempotency-Key']).toBeTruthy();
  });

  it('offers no booked change where none waits', async () => {
    setup();
    const row = await screen.findByTestId(`subscription-${monthly.id}`);
    expect(within(row).queryByTestId('subscription-next-plan')).toBeNull();
    expect(within(row).queryByTestId('subscription-keep-plan')).toBeNull();
    expect(within(row).getByTestId('subscription-change-plan')).toHaveTextContent('Change plan');
  });

  it('says when there is nothing to list', async () => {
    setup({ [PATHS.subscriptionList]: () => ({ data: { items: [], nextCursor: null } }) });
    expect(await screen.findByText('No active subscriptions')).toBeInTheDocument();
  });
});
