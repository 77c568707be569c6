import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import { signIn, FAN } from '../../../test/sign-in';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { renderPayModal } from './render-pay-modal';
import { sentHeaders } from '../../../test/fake-api';
import { isolatedHandle } from '../../shared/ui/user-text';

const POST_ID = '00000000-0000-4000-8000-00000000abcd';

function tipResult(usdCents: string) {
  return { data: { tipId: 'tip-1', currency: 'USD', amount: usdCents, usdCents, transactionId: 't-1' } };
}

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.unstubAllGlobals();
  usePayModalStore.setState({ modal: null });
});

describe('the tip modal', () => {
  it('sends a preset tip with a message from the wallet, then says it went through', async () => {
    const user = userEvent.setup();
    const { api } = renderPayModal(
      { kind: 'tip', domain: 'maya', postId: POST_ID },
      { [PATHS.tip]: (body) => tipResult(String(body.usdCents)) },
    );
    const modal = await screen.findByTestId('tip-modal');
    expect(modal).toHaveTextContent(`Tip ${isolatedHandle('maya')}`);
    // The first preset is chosen to start with.
    expect(within(modal).getByTestId('tip-send')).toHaveTextContent('Send $5.00');
    await user.click(within(modal).getByTestId('amount-preset-2000'));
    expect(within(modal).getByTestId('pay-cost')).toHaveTextContent('$20.00');
    await user.type(within(modal).getByTestId('tip-message'), '  Lovely series!  ');
    await user.click(within(modal).getByTestId('tip-send'));
    const success = await screen.findByTestId('pay-success-modal');
    expect(success).toHaveTextContent(`You sent $20.00 to ${isolatedHandle('maya')}.`);
    expect(api.bodies(PATHS.tip)).toEqual([
      { addressOrDomain: 'maya', postId: POST_ID, usdCents: '2000', currency: 'USD', message: 'Lovely series!' },
    ]);
    expect(sentHeaders(PATHS.tip)[0]?.['Idempotency-Key']).toBeTruthy();
  });

  it('sends a custom amount in cents, exactly, without a message when none was written', async () => {
    const user = userEvent.setup();
    const { api } = renderPayModal(
      { kind: 'tip', domain: 'maya' },
      { [PATHS.tip]: (body) => tipResult(String(body.usdCents)) },
    );
    const input = await screen.findByTestId('amount-input');
    await user.clear(input);
    await user.type(input, '12.5');
    expect(screen.getByTestId('tip-send')).toHaveTextContent('Send $12.50');
    await user.click(screen.getByTestId('tip-send'));
    await screen.findByTestId('pay-success-modal');
    expect(api.bodies(PATHS.tip)).toEqual([{ addressOrDomain: 'maya', usdCents: '1250', currency: 'USD' }]);
  });

  it.each([
    ['-1', 'Enter an amount in dollars, such as 12.50.'],
    ['0', 'A tip is from $1.00 to $1,000.00.'],
    ['0.001', 'Enter an amount in dollars, such as 12.50.'],
    ['abc', 'Enter an amount in dollars, such as 12.50.'],
    ['99999999', 'A tip is from $1.00 to $1,000.00.'],
  ])('refuses the amount %s and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const { api } = renderPayModal({ kind: 'tip', domain: 'maya' });
    const input = await screen.findByTestId('amount-input');
    await user.clear(input);
    await user.type(input, typed);
    await user.click(screen.getByTestId('tip-send'));
    expect(await screen.findByTestId('tip-amount-error')).toHaveTextContent(message);
    expect(api.bodies(PATHS.tip)).toEqual([]);
  });

  it('keeps its Idempotency-Key when the fan tries again after a failure', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPayModal(
      { kind: 'tip', domain: 'maya' },
      {
        [PATHS.tip]: (body) => {
          calls += 1;
          return calls === 1
            ? { code: ERRORS.TOO_MANY_REQUESTS.code, status: 429, msg: 'Too many requests, try again shortly.' }
            : tipResult(String(body.usdCents));
        },
      },
    );
    await user.click(await screen.findByTestId('tip-send'));
    expect(await screen.findByTestId('pay-error')).toHaveTextContent('Too many requests, try again shortly.');
    await user.click(screen.getByTestId('tip-send'));
    await screen.findByTestId('pay-success-modal');
    const [first, second] = sentHeaders(PATHS.tip).map((headers) => headers['Idempotency-Key']);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('leads a short wallet to a top-up of the missing amount', async () => {
    const user = userEvent.setup();
    renderPayModal(
      { kind: 'tip', domain: 'maya' },
      {
        [PATHS.tip]: () => ({
          code: ERRORS.INSUFFICIENT_BALANCE.code,
          msg: 'Insufficient balance',
          data: { currency: 'USD', missing: '1766', missingFormatted: '17.66' },
        }),
      },
    );
    await user.click(await screen.findByTestId('amount-preset-5000'));
    await user.click(screen.getByTestId('tip-send'));
    const modal = await screen.findByTestId('insufficient-modal');
    expect(within(modal).getByTestId('insufficient-missing')).toHaveTextContent('$17.66');
    await user.click(within(modal).getByTestId('insufficient-top-up'));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/topUp/kodo?amount=1766&return=%2Fmaya'),
    );
  });
});
