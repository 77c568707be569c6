/**
 * The app opened by Telegram as a mini-app, on a phone: launch data in the address as Telegram puts
 * it (https://docs.telegram-mini-apps.com/platform/launch-parameters), signed with the e2e server's
 * bot token by Telegram's documented algorithm, so the server checks it for real.
 */
import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, TELEGRAM_BOT_TOKEN } from '../playwright.config.ts';
import { finishOnboarding, shot } from '../support/auth.ts';
import { PHONE } from '../support/phone.ts';

test.use({ ...PHONE });

type TelegramUser = { id: number; first_name: string; last_name?: string; username?: string; language_code?: string };

/** initData as Telegram signs it: HMAC-SHA256 of the sorted key=value lines, keyed by HMAC("WebAppData", token). */
function signedInitData(user: TelegramUser, startParam?: string): string {
  const fields: Record<string, string> = {
    query_id: `AAE-e2e-${user.id}`,
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000)),
    chat_type: 'sender',
    chat_instance: '8428209589180549439',
    signature: 'e2e-signature',
    ...(startParam ? { start_param: startParam } : {}),
  };
  const checkString = Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(TELEGRAM_BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** The address hash a Telegram client opens the mini-app with. */
function launchHash(user: TelegramUser, startParam?: string): string {
  return new URLSearchParams({
    tgWebAppData: signedInitData(user, startParam),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff', text_color: '#000000', button_color: '#2481cc' }),
    ...(startParam ? { tgWebAppStartParam: startParam } : {}),
  }).toString();
}

const freshUser = (first_name: string): TelegramUser => ({
  id: 700_000_000 + Math.floor(Math.random() * 100_000_000),
  first_name,
  last_name: 'Telegram',
  username: `${first_name.toLowerCase()}_tg`,
  language_code: 'en',
});

async function expectSignedInWithoutForm(page: Page) {
  await expect(page.getByTestId('startup-overlay')).toBeHidden();
  await expect(page.getByTestId('topbar-sign-in')).toHaveCount(0);
  await expect(page.getByTestId('login-modal-title')).toHaveCount(0);
  await expect(page.getByTestId('auth-panel-login')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
}

test('opened by Telegram, a new fan is signed in with no form and welcomed', async ({ page }) => {
  const user = freshUser('Tessa');
  await page.goto(`/#${launchHash(user)}`);
  await expect(page.getByTestId('welcome-dialog')).toBeVisible();
  await expectSignedInWithoutForm(page);
  await expect(page).toHaveURL(`${BASE_URL}/home`);
  await shot(page, 'telegram-welcome');
  await finishOnboarding(page);
  // The account is named as Telegram names the user.
  const info = await page.evaluate(() => JSON.parse(localStorage.getItem('info') ?? '{}') as { displayName?: string });
  expect(info.displayName).toBe('Tessa Telegram');
  await shot(page, 'telegram-home-signed-in');
});

test('the start parameter d_democreator opens the creator page after the sign-in; a returning fan gets the rewards', async ({
  page,
  browser,
}) => {
  const user = freshUser('Remy');
  // The first launch makes the account.
  const first = await browser.newPage({ ...PHONE });
  await first.goto(`/#${launchHash(user)}`);
  await expect(first.getByTestId('welcome-dialog')).toBeVisible();
  await first.close();

  await page.goto(`/#${launchHash(user, 'd_democreator')}`);
  await expect(page).toHaveURL(`${BASE_URL}/democreator`);
  await expect(page.getByTestId('rewards-dialog')).toBeVisible();
  await expect(page.getByTestId('welcome-dialog')).toHaveCount(0);
  await expectSignedInWithoutForm(page);
  await shot(page, 'telegram-start-creator-rewards');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rewards-dialog')).toBeHidden();
  await expect(page.getByTestId('creator-name')).toBeVisible();
  await shot(page, 'telegram-start-creator');
});

test('a session the server no longer knows signs in again silently with the launch data', async ({ page }) => {
  const user = freshUser('Sol');
  await page.goto(`/#${launchHash(user, 'd_democreator')}`);
  await expect(page).toHaveURL(`${BASE_URL}/democreator`);
  await finishOnboarding(page);
  const before = await page.evaluate(() => localStorage.getItem('Authorization'));

  // The access token goes bad (revoked elsewhere); the next call answers 401.
  await page.evaluate(() => {
    localStorage.setItem('Authorization', 'revoked-token');
    localStorage.setItem('tokenExpiresAt', String(Date.now() + 86_400_000));
  });
  await page.reload();
  await expect(page).toHaveURL(`${BASE_URL}/democreator`);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('Authorization')), { timeout: 15_000 })
    .toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const after = await page.evaluate(() => localStorage.getItem('Authorization'));
  expect(after).not.toBe(before);
  await expect(page.getByTestId('topbar-sign-in')).toHaveCount(0);
  // Silently: no form, and no greeting this time.
  await expect(page.getByTestId('login-modal-title')).toHaveCount(0);
  await expect(page.getByTestId('welcome-dialog')).toHaveCount(0);
  await expect(page.getByTestId('rewards-dialog')).toHaveCount(0);
});
