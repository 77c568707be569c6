import { expect, test } from '@playwright/test';
import { createTestClient, createWalletClient, http, type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { shot, signUpThroughApi, startSignedIn } from '../support/auth.ts';
import { CHAIN_CONFIRMATIONS, CHAIN_RPC_URL } from '../playwright.config.ts';

/** One of the local node's funded accounts (ganache's deterministic mnemonic, account 1). */
const payer = mnemonicToAccount('myth like bonus scare over problem client lizard pioneer submit female collect', {
  addressIndex: 1,
});
const chain = {
  id: 1337,
  name: 'local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [CHAIN_RPC_URL] } },
} as const;

test('a fan opens the crypto deposit page, sends ETH on the local chain, and sees it confirm and land in the wallet', async ({
  page,
}) => {
  const { login } = await signUpThroughApi(page.request, 'depositor');
  await startSignedIn(page, login);

  await page.goto('/topUp/depositMethod');
  await expect(page.getByTestId('method-crypto')).toContainText('ETH, USDT');
  await page.getByTestId('method-crypto').click();
  await expect(page).toHaveURL(/\/topUp\/deposit\?currency=ETH$/);
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(login.info.address);
  await expect(page.getByTestId('deposit-qr')).toHaveAttribute('data-value', `ethereum:${login.info.address}@1337`);
  await expect(page.getByTestId('detail-confirmations')).toContainText(`${CHAIN_CONFIRMATIONS} confirmations`);
  await shot(page, 'deposit-eth-address');

  const transport = http(CHAIN_RPC_URL);
  const wallet = createWalletClient({ chain, transport, account: payer });
  await wallet.sendTransaction({ to: login.info.address as Address, value: 25n * 10n ** 15n });

  const row = page.getByTestId('crypto-deposit-list').locator('li').first();
  await expect(row.getByTestId('deposit-status')).toHaveText('Confirming', { timeout: 15_000 });
  await expect(row).toContainText('0.025 ETH');
  await shot(page, 'deposit-eth-pending');

  await createTestClient({ chain, transport, mode: 'ganache' }).mine({ blocks: CHAIN_CONFIRMATIONS });
  await expect(row.getByTestId('deposit-status')).toHaveText('Credited', { timeout: 15_000 });
  await shot(page, 'deposit-eth-credited', { fullPage: true });

  await page.goto('/wallet');
  await expect(page.getByTestId('holding-ETH')).toContainText('0.025');
});
