import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPayoutMethod } from '@fanlane/contracts/payout';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, CREATOR, FAN } from '../../../../test/sign-in';
import { PayoutMethodsPage } from './payout-methods-page';

const ETHEREUM: TPayoutMethod = {
  id: 'm-1',
  kind: 'crypto',
  network: 'ethereum',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  holderName: null,
  bankName: null,
  bic: null,
  ibanLast4: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const BANK: TPayoutMethod = {
  ...ETHEREUM,
  id: 'm-2',
  kind: 'bank',
  network: null,
  address: null,
  holderName: 'Maya Stone',
  bankName: 'Commerzbank',
  bic: 'COBADEFFXXX',
  ibanLast4: '3000',
};

/** A server keeping the methods in memory; the address "0xbad…" fails its checksum. */
function setup(initial: TPayoutMethod[] = [ETHEREUM, BANK]) {
  let methods = [...initial];
  const api = fakeApi({
    [PATHS.payoutMethodList]: () => ({ data: methods }),
    [PATHS.payoutMethodSave]: (body) => {
      if (String(body.address).startsWith('0xbad'))
        return {
          code: ERRORS.VALIDATION.code,
          status: 422,
          msg: 'Check these fields: address',
          data: { fields: [{ field: 'address', message: 'checksum' }] },
        };
      const saved: TPayoutMethod = { ...ETHEREUM, id: `m-${methods.length + 1}`, ...(body as Partial<TPayoutMethod>) };
      methods = [...methods.filter((m) => !(m.kind === saved.kind && m.network === saved.network)), saved];
      return { data: saved };
    },
    [PATHS.payoutMethodDelete]: (body) => {
      methods = methods.filter((m) => m.id !== body.id);
      return { data: { deleted: true } };
    },
  });
  renderPage(
    [{ path: '/settings/paymentGatewayManagement', Component: PayoutMethodsPage }],
    '/settings/paymentGatewayManagement',
  );
  return api;
}

beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

describe('the payout methods page', () => {
  it("shows each network's address and the bank account, the IBAN shortened, as the creator", async () => {
    setup();
    expect(await screen.findByTestId('payout-ethereum-value')).toHaveTextContent(ETHEREUM.address!);
    expect(screen.getByTestId('payout-ethereum')).toHaveTextContent('Paid in ETH, USDT.');
    expect(screen.getByTestId('payout-solana-value')).toHaveTextContent('Not set');
    expect(screen.getByTestId('payout-bank-value')).toHaveTextContent('Maya Stone');
    expect(screen.getByTestId('payout-bank-value')).toHaveTextContent('IBAN ••••3000');
    expect(sentHeaders(PATHS.payoutMethodList)[0]).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
  });

  it('adds a Solana address, shows a wrong checksum on its field, and removes the bank account', async () => {
    const user = userEvent.setup();
    const api = setup();
    await user.click(await screen.findByTestId('payout-solana-edit'));
    await user.type(screen.getByTestId('payout-solana-address'), 'So11111111111111111111111111111111111111112');
    await user.click(screen.getByTestId('payout-solana-save'));
    await waitFor(() =>
      expect(screen.getByTestId('payout-solana-value')).toHaveTextContent(
        'So11111111111111111111111111111111111111112',
      ),
    );
    expect(api.bodies(PATHS.payoutMethodSave)).toEqual([
      { kind: 'crypto', network: 'solana', address: 'So11111111111111111111111111111111111111112' },
    ]);

    await user.click(screen.getByTestId('payout-ethereum-edit'));
    await user.type(screen.getByTestId('payout-ethereum-address'), '0xbad');
    await user.click(screen.getByTestId('payout-ethereum-save'));
    const card = screen.getByTestId('payout-ethereum');
    expect(await within(card).findByText(/checksum is wrong/)).toBeInTheDocument();
    expect(screen.getByTestId('payout-ethereum-address')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByTestId('payout-bank-remove'));
    await waitFor(() => expect(screen.getByTestId('payout-bank-value')).toHaveTextContent('Not set'));
    expect(api.bodies(PATHS.payoutMethodDelete)).toEqual([{ id: 'm-2' }]);
  });

  it('tells a fan the page is for creators, and asks nothing', async () => {
    signIn(FAN);
    const api = setup();
    expect(await screen.findByTestId('creators-only')).toHaveTextContent('Payout methods are for creators.');
    expect(api.calls).toEqual([]);
  });
});
