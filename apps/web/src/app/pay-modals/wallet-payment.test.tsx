import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import { signIn, FAN } from '../../../test/sign-in';
import { lockedImage, post } from '../../../test/post-fixtures';
import { busy } from '../../shared/lib/busy';
import { installHaptic } from '../../shared/lib/haptic';
import type { HapticKind } from '../../shared/lib/haptic';
import { usePayModalStore } from '../../shared/stores/pay-modal-store';
import { renderPayModal } from './render-pay-modal';

const locked = post({
  visibility: 'ppv',
  price: '499',
  canView: false,
  lockReason: 'purchase',
  media: [lockedImage()],
});
const PURCHASE = { purchaseId: 'p-1', currency: 'USD', amount: '499', usdCents: '499', transactionId: 't-1' };

let felt: HapticKind[] = [];
let busyChanges: boolean[] = [];
const undo: (() => void)[] = [];

beforeEach(() => {
  signIn(FAN);
  felt = [];
  busyChanges = [];
  // What Telegram does with them inside the mini-app (app/telegram-native.ts).
  undo.push(
    installHaptic((kind) => felt.push(kind)),
    busy.subscribe((running) => busyChanges.push(running)),
  );
});

afterEach(() => {
  undo.splice(0).forEach((fn) => fn());
  usePayModalStore.setState({ modal: null });
});

describe('a payment from the wallet', () => {
  it('is busy while on its way, and a success is felt', async () => {
    const user = userEvent.setup();
    renderPayModal(
      { kind: 'buy', postId: locked.id },
      {
        [PATHS.postDetail]: () => ({ data: locked }),
        [PATHS.purchase]: () => {
          expect(busy.isBusy()).toBe(true);
          return { data: { ...PURCHASE, postId: locked.id } };
        },
      },
    );
    await user.click(await screen.findByTestId('buy-pay'));
    await screen.findByTestId('pay-success-modal');
    expect(felt).toEqual(['success']);
    expect(busyChanges).toEqual([true, false]);
  });

  it('is felt as an error when refused, and is no longer busy', async () => {
    const user = userEvent.setup();
    renderPayModal(
      { kind: 'buy', postId: locked.id },
      {
        [PATHS.postDetail]: () => ({ data: locked }),
        [PATHS.purchase]: () => ({ code: ERRORS.RATE_UNAVAILABLE.code, status: 409, msg: 'No rate right now.' }),
      },
    );
    await user.click(await screen.findByTestId('buy-pay'));
    expect(await screen.findByTestId('pay-error')).toHaveTextContent('No rate right now.');
    expect(felt).toEqual(['error']);
    expect(busyChanges).toEqual([true, false]);
    expect(busy.isBusy()).toBe(false);
  });
});
