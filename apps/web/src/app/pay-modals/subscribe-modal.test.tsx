import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import { signIn, FAN } from '../../../test/sign-in';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { subscription, tier } from '../../../test/subscription-fixtures';
import { renderPayModal } from './render-pay-modal';
import { sentHeaders } from '../../../test/fake-api';
import { isolate, isolatedHandle } from '../../shared/ui/user-text';

const fans = tier({ name: 'Fans', priceCents: '499', position: 0, benefits: ['Every public post'] });
const supporters = tier({
  name: 'Supporters',
  priceCents: '999',
  position: 1,
  bundles: [
    { months: 12, discountPercent: 20, totalCents: '9590' },
    { months: 3, discountPercent: 10, totalCents: '2697' },
  ],
});
const vip = tier({ name: 'VIP', priceCents: '2500', position: 2, trialDays: 7 });
const TIERS = [vip, fans, supporters];

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.unstubAllGlobals();
  usePayModalStore.setState({ modal: null });
});

describe('the subscribe modal', () => {
  it('preselects the lowest tier that opens the post, offers its bundles, and subscribes from the wallet', async () => {
    const user = userEvent.setup();
    const { api } = renderPayModal(
      { kind: 'subscribe', domain: 'maya', minTierId: supporters.id },
      {
        [PATHS.tierList]: () => ({ data: { items: TIERS } }),
        [PATHS.subscriptionState]: () => ({ data: { subscription: null } }),
        [PATHS.subscribe]: (body) => ({
          data: subscription({
            tier: { id: supporters.id, name: 'Supporters', priceCents: '999' },
            months: Number(body.months),
            periodCents: '2697',
            renewsAt: '2026-07-12T10:00:00.000Z',
          }),
        }),
      },
    );
    const modal = await screen.findByTestId('subscribe-modal');
    const supportersOption = await within(modal).findByTestId(`subscribe-tier-${supporters.id}`);
    // The creator's order, cheapest first; Fans would not open the post.
    expect(
      within(modal)
        .getAllByTestId(/^subscribe-tier-/)
        .map((el) => el.dataset.testid),
    ).toEqual([fans, supporters, vip].map((t) => `subscribe-tier-${t.id}`));
    expect(within(supportersOption).getByRole('radio')).toBeChecked();
    expect(within(modal).getByTestId(`subscribe-tier-${fans.id}`)).toHaveTextContent('does not unlock this post');
    expect(within(modal).getByTestId(`subscribe-tier-${vip.id}`)).toHaveTextContent('7-day free trial');

    expect(within(modal).getByTestId('subscribe-period-1')).toHaveTextContent('1 month$9.99');
    expect(within(modal).getByTestId('subscribe-period-3')).toHaveTextContent('3 months$26.97Save 10%');
    expect(within(modal).getByTestId('subscribe-period-12')).toHaveTextContent('12 months$95.90Save 20%');
    await user.click(within(modal).getByTestId('subscribe-period-3'));
    expect(within(modal).getByTestId('pay-cost')).toHaveTextContent('$26.97');
    expect(within(modal).getByTestId('subscribe-pay')).toHaveTextContent('Subscribe for $26.97');
    const stateReads = api.bodies(PATHS.subscriptionState).length;

    await user.click(within(modal).getByTestId('subscribe-pay'));
    const success = await screen.findByTestId('pay-success-modal');
    expect(success).toHaveTextContent(`Subscribed to ${isolatedHandle('maya')}`);
    expect(success).toHaveTextContent('Supporters · Renews on Jul 12, 2026');
    expect(api.bodies(PATHS.subscribe)).toEqual([{ tierId: supporters.id, months: 3, currency: 'USD' }]);
    expect(sentHeaders(PATHS.subscribe)[0]?.['Idempotency-Key']).toBeTruthy();
    expect(api.bodies(PATHS.tierList)[0]).toEqual({ addressOrDomain: 'maya' });
    // The creator page's "Subscribed" reads the new state.
    await waitFor(() => expect(api.bodies(PATHS.subscriptionState).length).toBeGreaterThan(stateReads));
  });

  it('starts on the first tier when no post asks for one', async () => {
    renderPayModal(
      { kind: 'subscribe', domain: 'maya' },
      {
        [PATHS.tierList]: () => ({ data: { items: TIERS } }),
        [PATHS.subscriptionState]: () => ({ data: { subscription: null } }),
      },
    );
    const first = await screen.findByTestId(`subscribe-tier-${fans.id}`);
    expect(within(first).getByRole('radio')).toBeChecked();
    expect(screen.queryByText('does not unlock this post')).toBeNull();
    // Fans has no bundles: there is no period to choose.
    expect(screen.queryByTestId('subscribe-period-1')).toBeNull();
    expect(screen.getByTestId('subscribe-pay')).toHaveTextContent('Subscribe for $4.99');
  });

  it('shows a subscriber their subscription instead of the subscribe form', async () => {
    const { api } = renderPayModal(
      { kind: 'subscribe', domain: 'maya' },
      {
        [PATHS.tierList]: () => ({ data: { items: TIERS } }),
        [PATHS.subscriptionState]: () => ({
          data: {
            subscription: subscription({
              autoRenew: false,
              renewsAt: null,
              currentPeriodEnd: '2026-05-12T10:00:00.000Z',
            }),
          },
        }),
      },
    );
    const current = await screen.findByTestId('subscribe-current');
    expect(current).toHaveTextContent(`You are subscribed: ${isolate('Supporters')}`);
    expect(current).toHaveTextContent('Access until May 12, 2026');
    expect(screen.queryByTestId('subscribe-pay')).toBeNull();
    expect(api.bodies(PATHS.subscribe)).toEqual([]);
  });

  it('says so when the creator has no tier', async () => {
    renderPayModal(
      { kind: 'subscribe', domain: 'maya' },
      {
        [PATHS.tierList]: () => ({ data: { items: [] } }),
        [PATHS.subscriptionState]: () => ({ data: { subscription: null } }),
      },
    );
    expect(await screen.findByTestId('subscribe-no-tiers')).toHaveTextContent(
      'This creator offers no subscription tiers yet.',
    );
  });

  it('prices a shortfall in another currency in USD at the current rate, rounded up', async () => {
    const user = userEvent.setup();
    const { api } = renderPayModal(
      { kind: 'subscribe', domain: 'maya' },
      {
        [PATHS.tierList]: () => ({ data: { items: [vip] } }),
        [PATHS.subscriptionState]: () => ({ data: { subscription: null } }),
        [PATHS.priceQuote]: () => ({
          data: { currency: 'ETH', usdCents: '2500', amount: '8333333333333334', usdRate: '3000' },
        }),
        // 0.0100000000000001 ETH at $3,000 is $30.0000000000003: a top-up of $30.01 covers it.
        [PATHS.subscribe]: () => ({
          code: ERRORS.INSUFFICIENT_BALANCE.code,
          msg: 'Insufficient balance',
          data: { currency: 'ETH', missing: '10000000000000100', missingFormatted: '0.0100000000000001' },
        }),
        [PATHS.exchangeRate]: () => ({
          data: {
            currency: 'ETH',
            usdRate: '3000',
            perUsd: '0.000333',
            source: 'admin',
            updatedAt: '2026-04-01T10:00:00.000Z',
          },
        }),
      },
    );
    await user.selectOptions(await screen.findByTestId('pay-currency'), 'ETH');
    await user.click(screen.getByTestId('subscribe-pay'));
    const modal = await screen.findByTestId('insufficient-modal');
    expect(within(modal).getByTestId('insufficient-missing')).toHaveTextContent('0.01 ETH');
    expect(await within(modal).findByTestId('insufficient-top-up')).toHaveTextContent('Top up $30.01');
    expect(api.bodies(PATHS.subscribe)).toEqual([{ tierId: vip.id, months: 1, currency: 'ETH' }]);
  });
});
