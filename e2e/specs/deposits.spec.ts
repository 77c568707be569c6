import { expect, test } from '@playwright/test';
import { createPublicClient, createTestClient, createWalletClient, http, type Address } from 'viem';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TBalance } from '@fanlane/contracts/money';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { apiPost, loginThroughApi, shot, signUpThroughApi, startSignedIn } from '../support/auth.ts';
import { DEMO_ADMIN } from '../support/creator.ts';
import { waitForMail } from '../support/outbox.ts';
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

test('a fan withdraws ETH above the review threshold, an admin approves it, and /withdraw/:hash follows it to completed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { account, login } = await signUpThroughApi(page.request, 'withdrawer');
  await startSignedIn(page, login);
  const transport = http(CHAIN_RPC_URL);
  const wallet = createWalletClient({ chain, transport, account: payer });
  const testClient = createTestClient({ chain, transport, mode: 'ganache' });
  // 0.5 ETH in through a deposit, credited after the confirmations.
  await wallet.sendTransaction({ to: login.info.address as Address, value: 5n * 10n ** 17n });
  await testClient.mine({ blocks: CHAIN_CONFIRMATIONS });
  await expect
    .poll(async () => (await apiPost<TBalance>(page.request, PATHS.balance, {}, login.token)).balances.ETH, {
      timeout: 15_000,
    })
    .toBe(String(5n * 10n ** 17n));

  await page.goto('/wallet');
  await page.getByTestId('wallet-withdraw').click();
  await expect(page).toHaveURL(/\/withdraw\/new$/);
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  await page.getByTestId('withdraw-address').fill(recipient);
  await page.getByTestId('withdraw-amount').fill('0.4');
  await expect(page.getByTestId('detail-receive')).toHaveText('0.3995 ETH');
  await shot(page, 'withdraw-form');
  await page.getByTestId('withdraw-submit').click();
  await expect(page).toHaveURL(/\/withdraw\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('withdrawal-status')).toHaveText('Needs your code');

  const code = (await waitForMail(page.request, account.email, /confirmation code is (\d{6})/))[1] ?? '';
  await page.getByTestId('withdraw-code').fill(code);
  await page.getByTestId('withdraw-confirm').click();
  // $1,200 at the default rate: over the $1,000 review threshold.
  await expect(page.getByTestId('withdrawal-status')).toHaveText('In review');
  const id = page.url().split('/').pop() ?? '';

  const admin = await browser.newPage();
  await startSignedIn(admin, await loginThroughApi(admin.request, DEMO_ADMIN));
  await admin.goto('/admin/withdrawals');
  const card = admin.getByTestId(`admin-withdrawal-${id}`);
  await expect(card).toContainText('0.3995 ETH');
  await shot(admin, 'admin-withdrawals');
  await card.getByTestId('admin-withdrawal-approve').click();
  await expect(card).toHaveCount(0);
  await admin.close();

  await expect(page.getByTestId('withdrawal-status')).toHaveText('Sent', { timeout: 15_000 });
  await testClient.mine({ blocks: CHAIN_CONFIRMATIONS });
  await expect(page.getByTestId('withdrawal-status')).toHaveText('Completed', { timeout: 15_000 });
  const hash = (await page.getByTestId('detail-tx').textContent()) ?? '';
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  await shot(page, 'withdraw-completed', { fullPage: true });
  expect(await createPublicClient({ chain, transport }).getBalance({ address: recipient })).toBe(3995n * 10n ** 14n);

  // The page of the transaction hash shows the same withdrawal.
  await page.goto(`/withdraw/${hash}`);
  await expect(page.getByTestId('withdrawal-status')).toHaveText('Completed');
});
