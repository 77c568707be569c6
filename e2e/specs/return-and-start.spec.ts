import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@fanlane/contracts/top-up';
import { BASE_URL } from '../playwright.config.ts';
import { DEMO_FAN, dismissLoginDialogs, shot, signInWithPassword } from '../support/auth.ts';

// The same server under its other loopback name: PUBLIC_URL is http://localhost:PORT, and outside
// production the server accepts 127.0.0.1 on the same port as an alias. Each is its own origin,
// with its own storage, so a fan signed in on one is signed out on the other.
const ALIAS_URL = BASE_URL.replace('//localhost:', '//127.0.0.1:');

/** What Telegram puts in the address of a mini-app it opens (the init data is not checked here). */
const TELEGRAM_DATA = new URLSearchParams({
  query_id: 'AAE-e2e',
  user: JSON.stringify({ id: 424242, first_name: 'Tess' }),
  auth_date: '1767225600',
  hash: '0'.repeat(64),
}).toString();

function telegramHash(startParam: string): string {
  return new URLSearchParams({
    tgWebAppData: TELEGRAM_DATA,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppStartParam: startParam,
  }).toString();
}

async function payOnSandboxPage(page: Page) {
  await page.locator('input[name="cardNumber"]').fill(SANDBOX_CARDS.success);
  await page.locator('input[name="expMonth"]').fill('12');
  await page.locator('input[name="expYear"]').fill(String((new Date().getFullYear() + 2) % 100));
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="holderName"]').fill('Alia Fan');
  await page.locator('#pay-form button[type="submit"]').click();
}

test('a card top-up started on 127.0.0.1 comes back to 127.0.0.1, signed in, to the confirmation', async ({ page }) => {
  expect(ALIAS_URL).not.toBe(BASE_URL);
  await page.goto(`${ALIAS_URL}/login`);
  await signInWithPassword(page, DEMO_FAN.email, DEMO_FAN.password);
  await expect(page).toHaveURL(`${ALIAS_URL}/home`);
  await dismissLoginDialogs(page);

  await page.goto(`${ALIAS_URL}/topUp/kodo?amount=1000`);
  await expect(page.getByTestId('fee-total')).toContainText('$10.50');
  await page.getByTestId('top-up-pay').click();
  // The hosted checkout plays an outside service on another origin (PUBLIC_URL's), as a real one would.
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/sandbox-gateway/checkout/`));
  await payOnSandboxPage(page);

  await expect(page).toHaveURL(new RegExp(`^${ALIAS_URL.replaceAll('.', '\\.')}/pay/success\\?topUpId=`), {
    timeout: 20_000,
  });
  await expect(page.getByTestId('top-up-succeeded')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pay-sign-in')).toHaveCount(0);
});

test('the page on an alias shares links on that alias', async ({ page }) => {
  await page.goto(`${ALIAS_URL}/democreator`);
  const config = await page.locator('meta[name="fanlane-config"]').getAttribute('content');
  expect(JSON.parse(config ?? '{}')).toMatchObject({ publicUrl: ALIAS_URL });
  await page.goto(`${BASE_URL}/democreator`);
  const own = await page.locator('meta[name="fanlane-config"]').getAttribute('content');
  expect(JSON.parse(own ?? '{}')).toMatchObject({ publicUrl: BASE_URL });
});

test.describe('opened by Telegram with a start parameter', () => {
  test('d_democreator opens the creator page of democreator', async ({ page }) => {
    await page.goto(`/#${telegramHash('d_democreator')}`);
    await expect(page).toHaveURL(`${BASE_URL}/democreator`);
    await expect(page.getByTestId('creator-name')).toBeVisible();
    await expect(page.getByRole('paragraph').filter({ hasText: /^@democreator$/ })).toBeVisible();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await shot(page, 'return-and-start-telegram-creator');
  });

  test('p_<id> opens that post, from the query as newer Telegram clients send it', async ({ page, browser }) => {
    const browse = await browser.newPage();
    await browse.goto('/democreator');
    const postId = await browse.getByTestId('post-card').first().getAttribute('data-post-id');
    await browse.close();
    expect(postId).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(`/?tgWebAppStartParam=p_${postId}#${telegramHash(`p_${postId}`)}`);
    await expect(page).toHaveURL(`${BASE_URL}/post?id=${postId}`);
    await expect(page.getByTestId('post-details').locator(`[data-post-id="${postId}"]`)).toBeVisible();
  });

  test('the old d-democreator form still works', async ({ page }) => {
    await page.goto(`/#${telegramHash('d-democreator')}`);
    await expect(page).toHaveURL(`${BASE_URL}/democreator`);
  });

  test('an unknown or malformed start parameter goes Home', async ({ page }) => {
    for (const startParam of ['zz_top', 'p_not_an_id!', 'd_<script>']) {
      await page.goto(`/#${telegramHash(startParam)}`);
      await expect(page).toHaveURL(`${BASE_URL}/home`);
    }
  });

  test('stays Telegram after the first redirect: a signed-out /wallet asks to sign in, no spinner', async ({
    page,
  }) => {
    await page.goto(`/#${telegramHash('d_democreator')}`);
    await expect(page).toHaveURL(`${BASE_URL}/democreator`);
    // A reload of the tab on another page: the launch data is gone from the address.
    await page.goto('/wallet');
    await expect(page).toHaveURL(`${BASE_URL}/wallet`);
    await expect(page.getByTestId('wallet-sign-in')).toBeVisible();
    await expect(page.getByTestId('wallet-loading')).toHaveCount(0);
    // And the start page is not forced on again.
    await expect(page).toHaveURL(`${BASE_URL}/wallet`);
  });
});
