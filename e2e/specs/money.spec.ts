import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@fanlane/contracts/top-up';
import { DEMO_FAN, finishOnboarding, fullPageShot, signInThroughApi, signUpThroughForm } from '../support/auth.ts';
import { approvedCreatorThroughApi } from '../support/creator.ts';
import { attachToComposer, photo } from '../support/media.ts';
import { uniqueEmail } from '../support/outbox.ts';

async function addTier(creator: Page, name: string, dollars: string) {
  await creator.goto('/settings/subscription/tier');
  await creator.getByTestId('tier-name').fill(name);
  await creator.getByTestId('tier-price-input').fill(dollars);
  await creator.getByTestId('tier-save').click();
  await expect(creator).toHaveURL(/\/settings\/subscription$/);
  await expect(creator.getByTestId('tiers-active')).toContainText(name);
}

async function publish(
  creator: Page,
  domain: string,
  text: string,
  visibility: 'ppv' | 'subscribers',
  label: string,
  tier = 'Supporter · $5.00',
) {
  await creator.goto('/createPost');
  await creator.getByTestId('composer-text').fill(text);
  await attachToComposer(creator, [{ name: `${label}.jpg`, mimeType: 'image/jpeg', buffer: await photo(label) }]);
  await creator.getByTestId(`visibility-${visibility}`).click();
  if (visibility === 'ppv') await creator.getByTestId('composer-price').fill('4.99');
  else await creator.getByTestId('composer-min-tier').selectOption({ label: tier });
  await creator.getByTestId('composer-submit').click();
  await expect(creator).toHaveURL(new RegExp(`/${domain}/[0-9a-f-]{36}$`));
}

test('a fan tops up with a sandbox card, buys a post, tips and subscribes; the creator sees the revenue', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { page: creator, domain } = await approvedCreatorThroughApi(browser, 'Coin Studio');

  // The creator offers two tiers and posts one pay-per-view photo and one post for each tier.
  await addTier(creator, 'Supporter', '5');
  await addTier(creator, 'Inner circle', '8');
  await fullPageShot(creator, 'tiers-settings-desktop');
  await publish(creator, domain, 'Sunset set, pay to open', 'ppv', 'Sunset');
  await publish(creator, domain, 'Studio diary for supporters', 'subscribers', 'Diary');
  await publish(creator, domain, 'Inner circle notes', 'subscribers', 'Notes', 'Inner circle · $8.00');

  // A new fan tops up $20 through the sandbox's hosted checkout.
  const fan = await browser.newPage();
  await fan.goto('/signup');
  await signUpThroughForm(fan, uniqueEmail('payer'));
  await finishOnboarding(fan);
  await expect(fan.getByTestId('balance-chip').first()).toContainText('$0.00');
  await fan.goto('/topUp/kodo?amount=2000');
  await expect(fan.getByTestId('fee-total')).toContainText('$20.50');
  await fullPageShot(fan, 'top-up-desktop');
  await fan.getByTestId('top-up-pay').click();
  await expect(fan).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await fan.locator('input[name="cardNumber"]').fill(SANDBOX_CARDS.success);
  await fan.locator('input[name="expMonth"]').fill('12');
  await fan.locator('input[name="expYear"]').fill(String((new Date().getFullYear() + 2) % 100));
  await fan.locator('input[name="cvc"]').fill('123');
  await fan.locator('input[name="holderName"]').fill('Pat Payer');
  await fullPageShot(fan, 'sandbox-checkout-desktop');
  await fan.locator('#pay-form button[type="submit"]').click();
  await expect(fan).toHaveURL(/\/pay\/success\?topUpId=/, { timeout: 20_000 });
  await expect(fan.getByTestId('top-up-succeeded')).toBeVisible({ timeout: 30_000 });
  await expect(fan.getByTestId('balance-chip').first()).toContainText('$20.00');
  await fullPageShot(fan, 'pay-return-desktop');

  // Buying the locked photo unblurs it at once.
  await fan.goto(`/${domain}`);
  const ppv = fan.getByTestId('post-card').filter({ hasText: 'Sunset set, pay to open' });
  await expect(ppv.getByTestId('media-locked-thumb')).toBeVisible();
  await ppv.getByTestId('post-unlock').click();
  await expect(fan.getByTestId('buy-price')).toContainText('$4.99');
  await fullPageShot(fan, 'buy-modal-desktop');
  await fan.getByTestId('buy-pay').click();
  await fan.getByTestId('pay-success-ok').click();
  await expect(ppv.getByTestId('media-image')).toBeVisible();
  await expect(ppv.getByTestId('media-locked-thumb')).toHaveCount(0);
  await expect(ppv.getByTestId('post-visibility')).toHaveText('Purchased');
  await expect(fan.getByTestId('balance-chip').first()).toContainText('$15.01');

  // A $5 tip with a message.
  await fan.getByTestId('creator-tip').click();
  await fan.getByTestId('amount-preset-500').click();
  await fan.getByTestId('tip-message').fill('Thank you!');
  await fan.getByTestId('tip-send').click();
  await fan.getByTestId('pay-success-ok').click();
  await expect(fan.getByTestId('balance-chip').first()).toContainText('$10.01');

  // Subscribing opens the supporters' post.
  const diary = fan.getByTestId('post-card').filter({ hasText: 'Studio diary for supporters' });
  await expect(diary.getByTestId('media-locked-thumb')).toBeVisible();
  await fan.getByTestId('creator-subscribe').click();
  await expect(fan.getByTestId('subscribe-modal')).toContainText('Supporter');
  await fullPageShot(fan, 'subscribe-modal-desktop');
  await fan.getByTestId('subscribe-pay').click();
  await fan.getByTestId('pay-success-ok').click();
  await expect(fan.getByTestId('creator-subscribe')).toHaveAttribute('data-subscribed', 'true');
  await expect(diary.getByTestId('media-image')).toBeVisible();
  await expect(fan.getByTestId('balance-chip').first()).toContainText('$5.01');
  await fullPageShot(fan, 'creator-page-subscriber-desktop');

  await fan.goto('/payments');
  for (const line of ['Top-up', '+$20.00', 'Post purchase', '-$4.99', 'Tip', '“Thank you!”', 'Subscription']) {
    await expect(fan.getByTestId('transaction-list')).toContainText(line);
  }
  await fullPageShot(fan, 'payments-desktop');
  await fan.goto('/subscriptions');
  await expect(fan.getByTestId('subscriptions-list')).toContainText('Supporter');
  await fullPageShot(fan, 'subscriptions-desktop');

  // Moving up to Inner circle: $8 less the unused part of the $5 period (almost all of it), at once.
  await fan.getByTestId('subscription-change-plan').click();
  await fan.locator('[data-testid^="subscribe-tier-"]').filter({ hasText: 'Inner circle' }).click();
  await expect(fan.getByTestId('plan-quote')).toContainText('$3.01');
  await fullPageShot(fan, 'change-plan-desktop');
  await fan.getByTestId('subscribe-change').click();
  await fan.getByTestId('pay-success-ok').click();
  await expect(fan.getByTestId('balance-chip').first()).toContainText('$2.00');
  await expect(fan.getByTestId('subscriptions-list')).toContainText('Inner circle');
  await fan.goto(`/${domain}`);
  const notes = fan.getByTestId('post-card').filter({ hasText: 'Inner circle notes' });
  await expect(notes.getByTestId('media-image')).toBeVisible();

  // The creator's revenue: $4.99 + $5 + $5 + $3.01 gross, 80 % of each net (the fee rounds down),
  // pending until the hold (20 s in this run) has passed, then available: together $14.41.
  await creator.goto('/statistics');
  await expect(creator.getByTestId('revenue-total')).toContainText('$14.41');
  const dollars = async (testId: string) =>
    Number(((await creator.getByTestId(testId).textContent()) ?? '').replace(/[^0-9.]/g, ''));
  expect((await dollars('revenue-pending')) + (await dollars('revenue-available'))).toBeCloseTo(14.41, 2);
  // The statistics: the same $14.41 over the last 30 days, drawn (Recharts' SVG bars), the fan on
  // top, and the figures downloaded as CSV.
  await expect(creator.getByTestId('statistics-total')).toContainText('$14.41');
  await expect(creator.getByTestId('statistics-count')).toHaveText('4');
  await expect(
    creator.getByTestId('statistics-earnings-chart').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(creator.getByTestId('statistics-top-fans').getByRole('listitem')).toHaveCount(1);
  const download = creator.waitForEvent('download');
  await creator.getByTestId('statistics-csv').click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    return text;
  });
  expect(csv.split('\r\n')[0]).toBe('Period,Subscriptions,Pay-per-view,Tips,Net earnings,Payments,New,Renewed,Ended');
  expect(csv).toContain(',14.41,');
  await fullPageShot(creator, 'revenue-desktop');

  // Where the payouts go: an Ethereum address, refused with a mistyped checksum, then saved.
  await creator.goto('/settings/paymentGatewayManagement');
  await creator.getByTestId('payout-ethereum-edit').click();
  await creator.getByTestId('payout-ethereum-address').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
  await creator.getByTestId('payout-ethereum-save').click();
  await expect(creator.getByTestId('payout-ethereum')).toContainText('checksum is wrong');
  await creator.getByTestId('payout-ethereum-address').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  await creator.getByTestId('payout-ethereum-save').click();
  await expect(creator.getByTestId('payout-ethereum-value')).toHaveText('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  await expect(creator.getByTestId('payout-bank-value')).toContainText('Not set');
  await fullPageShot(creator, 'payout-methods-desktop');
});

test('the demo fan, short of money, is led from the buy modal to a top-up of the missing amount', async ({ page }) => {
  await signInThroughApi(page, DEMO_FAN);
  await page.goto('/lunavale');
  const locked = page.getByTestId('post-unlock').first();
  await locked.click();
  await page.getByTestId('buy-pay').click();
  await expect(page.getByTestId('insufficient-modal')).toBeVisible();
  await fullPageShot(page, 'insufficient-desktop');
  await page.getByTestId('insufficient-top-up').click();
  await expect(page).toHaveURL(/\/topUp\/kodo\?amount=\d+&return=/);
  await expect(page.getByTestId('amount-input')).not.toHaveValue('');
});
