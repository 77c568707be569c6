import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPlanChangeQuote, TSubscription, TTier } from '@fanlane/contracts/subscription';
import { signIn, FAN } from '../../../test/sign-in';
import type { FakeHandler } from '../../../test/fake-api';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { subscription, tier } from '../../../test/subscription-fixtures';
import { renderPayModal } from './render-pay-modal';
import { sentHeaders } from '../../../test/fake-api';
import { isolate, isolatedHandle } from '../../shared/ui/user-text';

const basic = tier({
  name: 'Basic',
  priceCents: '500',
  position: 0,
  bundles: [{ months: 12, discountPercent: 10, totalCents: '5400' }],
});
const premium = tier({ name: 'Premium', priceCents: '1000', position: 1 });
const vip = tier({ name: 'VIP', priceCents: '2500', position: 2 });
const TIERS = [vip, premium, basic];
const PERIOD_END = '2026-12-21T10:00:00.000Z';

function on(held: TTier, extra: Partial<TSubscription> = {}): TSubscription {
  return subscription({
    tier: { id: held.id, name: held.name, priceCents: held.priceCents },
    periodCents: held.priceCents,
    currentPeriodEnd: '2026-11-21T10:00:00.000Z',
    renewsAt: '2026-11-21T10:00:00.000Z',
    ...extra,
  });
}

function upgradeQuote(to: TTier, extra: Partial<TPlanChangeQuote> = {}): TPlanChangeQuote {
  return {
    when: 'now',
    tier: { id: to.id, name: to.name, priceCents: to.priceCents },
    months: 1,
    periodCents: '1000',
    creditCents: '250',
    chargeCents: '750',
    startsAt: '2026-11-21T10:00:00.000Z',
    periodEnd: PERIOD_END,
    ...extra,
  };
}

/** The subscribe modal of a fan holding `held`; the state answers whatever `current()` holds now. */
function openChanger(held: { current: TSubscription }, handlers: Record<string, FakeHandler>, minTierId?: string) {
  return renderPayModal(
    { kind: 'subscribe', domain: 'maya', minTierId },
    {
      [PATHS.tierList]: () => ({ data: { items: TIERS } }),
      [PATHS.subscriptionState]: () => ({ data: { subscription: held.current } }),
      ...handlers,
    },
  );
}

// The subscribe modal is a lazy chunk: loaded once up front, so its first open is not a cold
// transform racing the wait for it on a slow machine.
beforeAll(async () => {
  await import('./subscribe-modal');
});

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.unstubAllGlobals();
  usePayModalStore.setState({ modal: null });
});

describe('changing the plan of a subscription', () => {
  it('shows the plan held and offers the tiers, the current one marked, with nothing to pay until another is picked', async () => {
    const { api } = openChanger({ current: on(basic, { months: 12, periodCents: '5400' }) }, {});
    const current = await screen.findByTestId('subscribe-current');
    expect(screen.getByRole('dialog', { name: `Your plan with ${isolatedHandle('maya')}` })).toBeInTheDocument();
    expect(current).toHaveTextContent(`You are subscribed: ${isolate('Basic')}`);
    expect(current).toHaveTextContent('$54.00 for 12 months · Renews on Nov 21, 2026');
    const own = await screen.findByTestId(`subscribe-tier-${basic.id}`);
    expect(within(own).getByRole('radio')).toBeChecked();
    expect(within(own).getByTestId('current-plan')).toHaveTextContent('Current plan');
    expect(within(screen.getByTestId('subscribe-period-12')).getByTestId('current-plan')).toBeInTheDocument();
    expect(screen.getByTestId('subscribe-period-12')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('subscribe-change')).toBeDisabled();
    expect(screen.getByTestId('subscribe-change')).toHaveTextContent('Choose another plan');
    expect(screen.getByRole('link', { name: 'Manage subscriptions' })).toHaveAttribute('href', '/subscriptions');
    expect(api.bodies(PATHS.planChangeQuote)).toEqual([]);
  });

  it('quotes an upgrade, and pays it from the wallet with one Idempotency-Key for every try', async () => {
    const user = userEvent.setup();
    const held = { current: on(basic) };
    let tries = 0;
    const { api } = openChanger(held, {
      [PATHS.planChangeQuote]: () => ({ data: upgradeQuote(premium) }),
      [PATHS.planChange]: () => {
        tries += 1;
        if (tries === 1)
          return { code: ERRORS.PROVIDER_UNAVAILABLE.code, msg: 'The payment provider is not answering right now.' };
        held.current = on(premium, { currentPeriodEnd: PERIOD_END, renewsAt: PERIOD_END });
        return { data: held.current };
      },
    });
    await user.click(await screen.findByTestId(`subscribe-tier-${premium.id}`));

    await waitFor(() =>
      expect(screen.getByTestId('plan-quote')).toHaveTextContent(
        'Pay $7.50 now: $10.00 for the new period less $2.50 for the unused part of your current one. The new period runs until Dec 21, 2026.',
      ),
    );
    expect(api.bodies(PATHS.planChangeQuote)).toEqual([{ tierId: premium.id, months: 1 }]);
    expect(screen.getByTestId('pay-cost')).toHaveTextContent('$7.50');
    expect(screen.getByTestId('subscribe-change')).toHaveTextContent('Upgrade for $7.50');

    await user.click(screen.getByTestId('subscribe-change'));
    await waitFor(() =>
      expect(screen.getByTestId('pay-error')).toHaveTextContent('The payment provider is not answering right now.'),
    );
    await user.click(screen.getByTestId('subscribe-change'));

    const success = await screen.findByTestId('pay-success-modal');
    expect(success).toHaveTextContent(`Subscription to ${isolatedHandle('maya')} upgraded`);
    expect(success).toHaveTextContent('Premium · Renews on Dec 21, 2026');
    expect(api.bodies(PATHS.planChange)).toEqual([
      { tierId: premium.id, months: 1, currency: 'USD' },
      { tierId: premium.id, months: 1, currency: 'USD' },
    ]);
    const keys = sentHeaders(PATHS.planChange).map((headers) => headers['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('books a lower tier for the renewal, charging nothing, and then names the change', async () => {
    const user = userEvent.setup();
    const held = { current: on(premium, { currency: 'ETH' }) };
    const { api } = openChanger(held, {
      [PATHS.planChangeQuote]: () => ({
        data: upgradeQuote(basic, {
          when: 'renewal',
          periodCents: '500',
          creditCents: '0',
          chargeCents: '0',
          startsAt: '2026-11-21T10:00:00.000Z',
          periodEnd: PERIOD_END,
        }),
      }),
      [PATHS.planChange]: () => {
        held.current = {
          ...held.current,
          nextPlan: { tier: { id: basic.id, name: 'Basic', priceCents: '500' }, months: 1, periodCents: '500' },
        };
        return { data: held.current };
      },
    });
    await user.click(await screen.findByTestId(`subscribe-tier-${basic.id}`));

    await waitFor(() =>
      expect(screen.getByTestId('plan-quote')).toHaveTextContent(
        'You keep Premium until Nov 21, 2026. Then Basic renews at $5.00 a month. Nothing is charged now.',
      ),
    );
    expect(screen.queryByTestId('pay-from')).toBeNull();
    expect(screen.getByTestId('subscribe-change')).toHaveTextContent('Switch at renewal');
    await user.click(screen.getByTestId('subscribe-change'));

    await waitFor(() =>
      expect(screen.getByTestId('subscribe-next-plan')).toHaveTextContent(
        'Changes to Basic ($5.00 a month) on Nov 21, 2026',
      ),
    );
    // The modal stays on the plan held, now offering to keep it.
    expect(screen.queryByTestId('pay-success-modal')).toBeNull();
    await waitFor(() =>
      expect(within(screen.getByTestId(`subscribe-tier-${premium.id}`)).getByRole('radio')).toBeChecked(),
    );
    expect(screen.getByTestId('subscribe-change')).toHaveTextContent('Keep current plan');
    // The renewal will charge the subscription's own currency.
    expect(api.bodies(PATHS.planChange)).toEqual([{ tierId: basic.id, months: 1, currency: 'ETH' }]);
  });

  it('drops the booked change when the current plan is kept', async () => {
    const user = userEvent.setup();
    const held = {
      current: on(premium, {
        nextPlan: { tier: { id: basic.id, name: 'Basic', priceCents: '500' }, months: 1, periodCents: '500' },
      }),
    };
    const { api } = openChanger(held, {
      [PATHS.planChange]: () => {
        held.current = { ...held.current, nextPlan: null };
        return { data: held.current };
      },
    });
    expect(await screen.findByTestId('subscribe-next-plan')).toHaveTextContent(
      'Changes to Basic ($5.00 a month) on Nov 21, 2026',
    );
    await user.click(screen.getByTestId('subscribe-change'));
    await waitFor(() => expect(screen.queryByTestId('subscribe-next-plan')).toBeNull());
    expect(api.bodies(PATHS.planChange)).toEqual([{ tierId: premium.id, months: 1, currency: 'USD' }]);
    expect(api.bodies(PATHS.planChangeQuote)).toEqual([]);
  });

  it('says why a plan cannot be taken when the quote is refused', async () => {
    const user = userEvent.setup();
    const message = 'What is left of your current period is worth more than this plan. Choose a longer period.';
    openChanger(
      { current: on(basic, { months: 12, periodCents: '5400' }) },
      {
        [PATHS.planChangeQuote]: () => ({ code: ERRORS.PLAN_CREDIT_EXCEEDS_PRICE.code, msg: message, status: 409 }),
      },
    );
    await user.click(await screen.findByTestId(`subscribe-tier-${premium.id}`));
    await waitFor(() => expect(screen.getByTestId('plan-quote-error')).toHaveTextContent(message));
    expect(screen.queryByTestId('subscribe-change')).toBeNull();
  });

  it('starts on the lowest tier that opens a locked post the plan held does not', async () => {
    const { api } = openChanger(
      { current: on(basic) },
      { [PATHS.planChangeQuote]: () => ({ data: upgradeQuote(premium) }) },
      premium.id,
    );
    const target = await screen.findByTestId(`subscribe-tier-${premium.id}`);
    expect(within(target).getByRole('radio')).toBeChecked();
    expect(screen.getByTestId(`subscribe-tier-${basic.id}`)).toHaveTextContent('Current plan');
    await waitFor(() => expect(screen.getByTestId('subscribe-change')).toHaveTextContent('Upgrade for $7.50'));
    expect(api.bodies(PATHS.planChangeQuote)).toEqual([{ tierId: premium.id, months: 1 }]);
  });
});
