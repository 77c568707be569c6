import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import { createPublicClient, createTestClient, createWalletClient, http, type Address } from 'viem';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TBalance } from '@fanlane/contracts/money';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { apiPost, loginThroughApi, shot, signUpThroughApi, startSignedIn } from '../support/auth.ts';
import { approvedCreatorThroughApi, DEMO_ADMIN } from '../support/creator.ts';
import { waitForMail } from '../support/outbox.ts';
import { fundThroughSandbox } from '../support/money.ts';
import { approveKycAsAdmin, sendKycThroughPage } from '../support/kyc.ts';
import { CHAIN_CONFIRMATIONS, CHAIN_RPC_URL, EARNINGS_HOLD_MS } from '../playwright.config.ts';

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

test('a creator sets a payout address, an admin verifies their identity, the payout is approved and /withdraw/:hash shows it confirmed', async ({
  browser,
}) => {
  const {
    page: creator,
    domain,
    account,
    login: creatorLogin,
  } = await approvedCreatorThroughApi(browser, 'Payout Studio');

  // A fan pays the creator $2,000 in two tips through a $2,000 sandbox top-up: $1,600 earned.
  const fan = await browser.newPage();
  const { login: fanLogin } = await signUpThroughApi(fan.request, 'patron');
  const money = { authorization: `Bearer ${fanLogin.token}` };
  await fundThroughSandbox(fan.request, fanLogin.token, 200_000);
  for (let i = 0; i < 2; i++) {
    const tip = await fan.request.post(PATHS.tip, {
      data: { addressOrDomain: domain, usdCents: '100000' },
      headers: { ...money, 'idempotency-key': randomUUID() },
    });
    expect(tip.status(), await tip.text()).toBe(200);
  }
  await fan.close();

  // Payouts wait for a verified identity: the creator sends their documents, the admin approves them.
  await creator.goto('/withdraw/payout');
  await expect(creator.getByTestId('payout-kyc')).toBeVisible();
  await sendKycThroughPage(creator, 'Payout Studio');
  await approveKycAsAdmin(browser, domain);

  // The creator's Ethereum payout address.
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  await creator.goto('/settings/paymentGatewayManagement');
  await creator.getByTestId('payout-ethereum-edit').click();
  await creator.getByTestId('payout-ethereum-address').fill(recipient);
  await creator.getByTestId('payout-ethereum-save').click();
  await expect(creator.getByTestId('payout-ethereum-value')).toContainText(recipient);

  // Once the hold has passed the $1,600 is available; $1,200 of it is paid out in ETH (over the
  // $1,000 review threshold: an admin approves it).
  await expect
    .poll(
      async () => (await apiPost<TBalance>(creator.request, PATHS.balance, {}, creatorLogin.token)).earnings?.available,
      { timeout: EARNINGS_HOLD_MS + 20_000 },
    )
    .toBe('160000');
  await creator.goto('/withdraw/payout');
  await expect(creator.getByTestId('payout-available')).toContainText('$1,600.00');
  await creator.getByTestId('payout-currency-ETH').click();
  await creator.getByTestId('payout-amount').fill('1200');
  await shot(creator, 'payout-form');
  await creator.getByTestId('payout-submit').click();
  await expect(creator).toHaveURL(/\/withdraw\/[0-9a-f-]{36}$/);
  const code = (await waitForMail(creator.request, account.email, /confirmation code is (\d{6})/))[1] ?? '';
  await creator.getByTestId('withdraw-code').fill(code);
  await creator.getByTestId('withdraw-confirm').click();
  await expect(creator.getByTestId('withdrawal-status')).toHaveText('In review');
  const id = creator.url().split('/').pop() ?? '';

  const admin = await browser.newPage();
  await startSignedIn(admin, await loginThroughApi(admin.request, DEMO_ADMIN));
  await admin.goto('/admin/withdrawals');
  const card = admin.getByTestId(`admin-withdrawal-${id}`);
  await expect(card).toContainText('0.3995 ETH');
  await card.getByTestId('admin-withdrawal-approve').click();
  await expect(card).toHaveCount(0);
  await admin.close();

  const transport = http(CHAIN_RPC_URL);
  await expect(creator.getByTestId('withdrawal-status')).toHaveText('Sent', { timeout: 15_000 });
  await createTestClient({ chain, transport, mode: 'ganache' }).mine({ blocks: CHAIN_CONFIRMATIONS });
  await expect(creator.getByTestId('withdrawal-status')).toHaveText('Completed', { timeout: 15_000 });
  const hash = (await creator.getByTestId('detail-tx').textContent()) ?? '';
  await creator.goto(`/withdraw/${hash}`);
  await expect(creator.getByTestId('withdrawal-status')).toHaveText('Completed');
  await shot(creator, 'payout-completed', { fullPage: true });
  expect(await createPublicClient({ chain, transport }).getBalance({ address: recipient })).toBe(3995n * 10n ** 14n);
  const after = await apiPost<TBalance>(creator.request, PATHS.balance, {}, creatorLogin.token);
  expect(after.earnings?.available).toBe('40000');
});
