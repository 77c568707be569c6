import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPost } from '@fanlane/contracts/post';
import { signIn, FAN } from '../../../test/sign-in';
import { useModalStore } from '../../shared/stores/modal-store';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { initialUserData, useUserStore } from '../../shared/stores/user-store';
import { postKeys } from '../../features/posts/api/post-api';
import { lockedImage, image, post } from '../../../test/post-fixtures';
import { renderPayModal } from './render-pay-modal';
import { sentHeaders } from '../../../test/fake-api';

const PURCHASE = { purchaseId: 'p-1', currency: 'USD', amount: '499', usdCents: '499', transactionId: 't-1' };

function lockedPost(): TPost {
  return post({
    text: 'Sunset set, full resolution',
    visibility: 'ppv',
    price: '499',
    canView: false,
    lockReason: 'purchase',
    media: [lockedImage()],
  });
}

/** The post before and after the purchase: locked until the purchase call went through. */
function postServer(locked: TPost) {
  let bought = false;
  return {
    markBought: () => {
      bought = true;
    },
    detail: () => ({
      data: bought
        ? { ...locked, canView: true, lockReason: null, media: [image({ id: locked.media[0]!.id })] }
        : locked,
    }),
  };
}

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.unstubAllGlobals();
  usePayModalStore.setState({ modal: null });
  useModalStore.getState().closeLogin();
});

describe('the buy modal', () => {
  it('unlocks a pay-per-view post from the wallet: balance and post read again, then the success modal', async () => {
    const user = userEvent.setup();
    const locked = lockedPost();
    const server = postServer(locked);
    const { api, queryClient } = renderPayModal(
      { kind: 'buy', postId: locked.id },
      {
        [PATHS.postDetail]: server.detail,
        [PATHS.purchase]: () => {
          server.markBought();
          return { data: { ...PURCHASE, postId: locked.id } };
        },
      },
    );
    const modal = await screen.findByTestId('buy-modal');
    expect(await within(modal).findByTestId('buy-price')).toHaveTextContent('$4.99');
    await waitFor(() => expect(within(modal).getByTestId('pay-balance')).toHaveTextContent('$12.34'));
    expect(within(modal).getByTestId('pay-cost')).toHaveTextContent('$4.99');
    const balanceReads = api.bodies(PATHS.balance).length;

    await user.click(within(modal).getByTestId('buy-pay'));
    const success = await screen.findByTestId('pay-success-modal');
    expect(success).toHaveTextContent('Post unlocked');
    expect(api.bodies(PATHS.purchase)).toEqual([{ postId: locked.id, currency: 'USD' }]);
    expect(sentHeaders(PATHS.purchase)[0]?.['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    expect(api.bodies(PATHS.balance).length).toBeGreaterThan(balanceReads);
    // The post shows unblurred at once wherever it is cached.
    expect(queryClient.getQueryData<TPost>(postKeys.detail(locked.id))?.canView).toBe(true);
    await user.click(within(success).getByTestId('pay-success-ok'));
    await waitFor(() => expect(screen.queryByTestId('pay-success-modal')).toBeNull());
  });

  it('keeps one Idempotency-Key for a double click and for a retry after a failure', async () => {
    const user = userEvent.setup();
    const locked = lockedPost();
    let calls = 0;
    const { api } = renderPayModal(
      { kind: 'buy', postId: locked.id },
      {
        [PATHS.postDetail]: () => ({ data: locked }),
        [PATHS.purchase]: async () => {
          calls += 1;
          // The first try is slow (the double click lands meanwhile), then fails.
          if (calls === 1) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            return {
              code: ERRORS.RATE_UNAVAILABLE.code,
              status: 409,
              msg: 'The exchange rate is not available right now.',
            };
          }
          return { data: { ...PURCHASE, postId: locked.id } };
        },
      },
    );
    const pay = await screen.findByTestId('buy-pay');
    await user.dblClick(pay);
    expect(await screen.findByTestId('pay-error')).toHaveTextContent('The exchange rate is not available right now.');
    expect(api.bodies(PATHS.purchase)).toHaveLength(1);

    await user.click(screen.getByTestId('buy-pay'));
    await screen.findByTestId('pay-success-modal');
    const keys = sentHeaders(PATHS.purchase).map((headers) => headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('hands a short wallet over to the insufficient-funds modal, which leads to a top-up and back', async () => {
    const user = userEvent.setup();
    const locked = lockedPost();
    renderPayModal(
      { kind: 'buy', postId: locked.id },
      {
        [PATHS.postDetail]: () => ({ data: locked }),
        [PATHS.purchase]: () => ({
          code: ERRORS.INSUFFICIENT_BALANCE.code,
          msg: 'Insufficient balance',
          data: { currency: 'USD', missing: '250', missingFormatted: '2.5' },
        }),
      },
      `/maya/${locked.id}`,
    );
    await user.click(await screen.findByTestId('buy-pay'));
    const modal = await screen.findByTestId('insufficient-modal');
    expect(screen.queryByTestId('buy-modal')).toBeNull();
    expect(within(modal).getByTestId('insufficient-missing')).toHaveTextContent('$2.50');
    // Never less than the top-up minimum ($5.00).
    const topUp = within(modal).getByTestId('insufficient-top-up');
    expect(topUp).toHaveTextContent('Top up $5.00');
    await user.click(topUp);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/topUp/kodo?amount=500&return=%2Fmaya%2F${locked.id}`),
    );
    expect(usePayModalStore.getState().modal).toBeNull();
  });

  it('just refreshes the post and closes when it was already bought', async () => {
    const user = userEvent.setup();
    const locked = lockedPost();
    const { api } = renderPayModal(
      { kind: 'buy', postId: locked.id },
      {
        [PATHS.postDetail]: () => ({ data: locked }),
        [PATHS.purchase]: () => ({ code: ERRORS.ALREADY_PURCHASED.code, status: 409, msg: 'Already bought' }),
      },
    );
    await user.click(await screen.findByTestId('buy-pay'));
    await waitFor(() => expect(screen.queryByTestId('buy-modal')).toBeNull());
    expect(screen.queryByTestId('pay-error')).toBeNull();
    await waitFor(() => expect(api.bodies(PATHS.postDetail).length).toBeGreaterThan(1));
  });

  it('pays from another currency the fan holds, at the quoted amount', async () => {
    const user = userEvent.setup();
    const locked = lockedPost();
    const { api } = renderPayModal(
      { kind: 'buy', postId: locked.id },
      {
        [PATHS.postDetail]: () => ({ data: locked }),
        [PATHS.priceQuote]: () => ({
          data: { currency: 'ETH', usdCents: '499', amount: '1663333333333334', usdRate: '3000' },
        }),
        [PATHS.purchase]: () => ({
          data: { ...PURCHASE, postId: locked.id, currency: 'ETH', amount: '1663333333333334' },
        }),
      },
    );
    const currency = await screen.findByTestId('pay-currency');
    // USD first and chosen; DFS (staked, not spent) is never offered.
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['USD', 'USDT', 'ETH', 'SOL', 'STARS']);
    expect(currency).toHaveValue('USD');
    await user.selectOptions(currency, 'ETH');
    await waitFor(() => expect(screen.getByTestId('pay-cost')).toHaveTextContent('0.001663 ETH'));
    expect(screen.getByTestId('pay-balance')).toHaveTextContent('0.5 ETH');
    expect(api.bodies(PATHS.priceQuote)).toEqual([{ usdCents: '499', currency: 'ETH' }]);
    await user.click(screen.getByTestId('buy-pay'));
    await screen.findByTestId('pay-success-modal');
    expect(api.bodies(PATHS.purchase)).toEqual([{ postId: locked.id, currency: 'ETH' }]);
  });

  it('sends an anonymous visitor to the login modal instead', async () => {
    useUserStore.setState(initialUserData());
    const locked = lockedPost();
    const { api } = renderPayModal(
      { kind: 'buy', postId: locked.id },
      { [PATHS.postDetail]: () => ({ data: locked }) },
    );
    await waitFor(() => expect(useModalStore.getState().loginOpen).toBe(true));
    expect(usePayModalStore.getState().modal).toBeNull();
    expect(screen.queryByTestId('buy-modal')).toBeNull();
    expect(api.bodies(PATHS.purchase)).toEqual([]);
  });
});
