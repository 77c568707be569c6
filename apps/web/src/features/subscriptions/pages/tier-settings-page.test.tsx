import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, CREATOR, FAN } from '../../../../test/sign-in';
import { tier } from '../../../../test/subscription-fixtures';
import { TierEditorPage } from './tier-editor-page';
import { TierSettingsPage } from './tier-settings-page';

const supporters = tier({
  name: 'Supporters',
  priceCents: '999',
  position: 0,
  subscribers: 12,
  bundles: [{ months: 3, discountPercent: 10, totalCents: '2697' }],
  trialDays: 7,
});
const vip = tier({ name: 'VIP', priceCents: '2500', position: 1, subscribers: 1, benefits: ['Monthly call'] });
const old = tier({ name: 'Early birds', priceCents: '300', position: 2, subscribers: 0, status: 'archived' });

function setup(initial: string, handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ [PATHS.tierList]: () => ({ data: { items: [vip, old, supporters] } }), ...handlers });
  const view = renderPage(
    [
      { path: '/settings/subscription', Component: TierSettingsPage },
      { path: '/settings/subscription/tier', Component: TierEditorPage },
    ],
    initial,
  );
  return { api, ...view };
}

beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tier settings', () => {
  it("lists the creator's own tiers in order with their subscribers, the archived ones apart", async () => {
    setup('/settings/subscription');
    const active = await screen.findByTestId('tiers-active');
    expect(
      within(active)
        .getAllByTestId(/^tier-0{8}-/)
        .map((li) => li.dataset.testid),
    ).toEqual([`tier-${supporters.id}`, `tier-${vip.id}`]);
    const first = within(active).getByTestId(`tier-${supporters.id}`);
    expect(first).toHaveTextContent('$9.99');
    expect(within(first).getByTestId('tier-subscribers')).toHaveTextContent('12 subscribers');
    expect(first).toHaveTextContent('3 months: $26.97 (−10%)');
    expect(first).toHaveTextContent('7-day free trial');
    expect(within(active).getByTestId(`tier-${vip.id}`)).toHaveTextContent('1 subscriber');
    expect(within(screen.getByTestId('tiers-archived')).getByTestId(`tier-${old.id}`)).toHaveTextContent('Early birds');
    // The creator's own view: a seller call.
    expect(sentHeaders(PATHS.tierList)[0]).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
  });

  it('leads to the editor for a new tier and for an existing one', async () => {
    const user = userEvent.setup();
    const { router } = setup('/settings/subscription');
    await user.click(await screen.findByTestId(`tier-edit-${vip.id}`));
    expect(await screen.findByTestId('tier-name')).toHaveValue('VIP');
    expect(router.state.location.search).toBe(`?id=${vip.id}`);
    await router.navigate('/settings/subscription');
    await user.click(await screen.findByTestId('tier-new'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId('tier-name')).toHaveValue('');
  });

  it('tells a fan the page is for creators', async () => {
    signIn(FAN);
    const { api } = setup('/settings/subscription');
    expect(await screen.findByTestId('creators-only')).toHaveTextContent('Subscription tiers are for creators.');
    expect(screen.queryByTestId('tier-new')).toBeNull();
    expect(api.bodies(PATHS.tierList)).toEqual([]);
  });
});

describe('the tier editor', () => {
  it('creates a tier with benefits, bundles and a trial, showing what each bundle comes to', async () => {
    const user = userEvent.setup();
    const { api, router } = setup('/settings/subscription/tier', {
      [PATHS.tierSave]: () => ({ data: tier({ name: 'Inner circle' }) }),
    });
    await user.type(await screen.findByTestId('tier-name'), 'Inner circle');
    await user.type(screen.getByTestId('tier-price-input'), '12.50');
    await user.click(screen.getByTestId('tier-benefit-add'));
    await user.type(screen.getByTestId('tier-benefit-0'), 'Every post');
    await user.click(screen.getByTestId('tier-benefit-add'));
    await user.type(screen.getByTestId('tier-benefit-1'), 'Removed again');
    await user.click(screen.getByTestId('tier-benefit-remove-1'));
    await user.click(screen.getByTestId('tier-bundle-6-on'));
    const discount = screen.getByTestId('tier-bundle-6-discount');
    await user.clear(discount);
    await user.type(discount, '15');
    // 6 × $12.50 less 15%.
    expect(screen.getByTestId('tier-bundle-6-total')).toHaveTextContent('Total $63.75');
    const trial = screen.getByTestId('tier-trial');
    await user.clear(trial);
    await user.type(trial, '7');
    await user.click(screen.getByTestId('tier-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/subscription'));
    expect(api.bodies(PATHS.tierSave)).toEqual([
      {
        name: 'Inner circle',
        priceCents: '1250',
        benefits: ['Every post'],
        bundles: [{ months: 6, discountPercent: 15 }],
        trialDays: 7,
        status: 'active',
      },
    ]);
    expect(sentHeaders(PATHS.tierSave)[0]).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
  });

  it('checks the form before saving and sends nothing while it is wrong', async () => {
    const user = userEvent.setup();
    const { api } = setup('/settings/subscription/tier');
    await user.type(await screen.findByTestId('tier-price-input'), '2.99');
    await user.click(screen.getByTestId('tier-bundle-3-on'));
    const discount = screen.getByTestId('tier-bundle-3-discount');
    await user.clear(discount);
    await user.type(discount, '95');
    await user.click(screen.getByTestId('tier-save'));
    expect(await screen.findByText('Give the tier a name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a monthly price from $3.00 to $1,000.00.')).toBeInTheDocument();
    expect(screen.getByText('Each bundle needs a whole-number discount from 1 to 90%.')).toBeInTheDocument();
    expect(screen.getByTestId('tier-form-error')).toHaveTextContent('Please fix the marked fields.');
    expect(api.bodies(PATHS.tierSave)).toEqual([]);
  });

  it("edits a tier, archives it, and shows the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    const { api } = setup(`/settings/subscription/tier?id=${supporters.id}`, {
      [PATHS.tierSave]: () => ({
        code: ERRORS.VALIDATION.code,
        status: 422,
        msg: 'Invalid request',
        data: { fields: [{ field: 'priceCents', message: 'price_range' }] },
      }),
    });
    const price = await screen.findByTestId('tier-price-input');
    expect(price).toHaveValue('9.99');
    expect(screen.getByTestId('tier-bundle-3-discount')).toHaveValue('10');
    expect(screen.getByTestId('tier-trial')).toHaveValue('7');
    await user.click(screen.getByTestId('tier-archived'));
    await user.click(screen.getByTestId('tier-save'));
    expect(await screen.findByText('Enter a monthly price from $3.00 to $1,000.00.')).toBeInTheDocument();
    expect(screen.getByTestId('tier-form-error')).toHaveTextContent('Please fix the marked fields.');
    expect(api.bodies(PATHS.tierSave)).toEqual([
      {
        id: supporters.id,
        name: 'Supporters',
        priceCents: '999',
        benefits: ['Every post', 'Monthly live stream'],
        bundles: [{ months: 3, discountPercent: 10 }],
        trialDays: 7,
        status: 'archived',
      },
    ]);
  });

  it('says so when the tier to edit does not exist', async () => {
    setup('/settings/subscription/tier?id=00000000-0000-4000-9000-0000000fffff');
    expect(await screen.findByText('This tier was not found.')).toBeInTheDocument();
    expect(screen.queryByTestId('tier-form')).toBeNull();
  });
});
