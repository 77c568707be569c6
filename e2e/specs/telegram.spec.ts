/**
 * The app opened by Telegram as a mini-app, on a phone: launch data in the address as Telegram puts
 * it (https://docs.telegram-mini-apps.com/platform/launch-parameters), signed with the e2e server's
 * bot token by Telegram's documented algorithm, so the server checks it for real.
 */
import { createHmac } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { PATHS } from '@fanlane/contracts/api-paths';
import { BASE_URL, TELEGRAM_API_URL, TELEGRAM_BOT_TOKEN, TELEGRAM_WEBHOOK_SECRET } from '../playwright.config.ts';
import { preCheckoutUpdate, successfulPaymentUpdate } from '../../apps/server/test/telegram-updates.ts';
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

type ThemeParams = Record<string, string>;

/** The address hash a Telegram client opens the mini-app with. */
function launchHash(
  user: TelegramUser,
  startParam?: string,
  theme: ThemeParams = { bg_color: '#ffffff', text_color: '#000000', button_color: '#2481cc' },
): string {
  return new URLSearchParams({
    tgWebAppData: signedInitData(user, startParam),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(theme),
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

/**
 * The access token goes bad (revoked elsewhere) and the page is reloaded: its first call answers
 * 401, and the same launch data signs the user in again, with no form and no greeting.
 */
async function reloadAfterTheSessionIsRevoked(page: Page) {
  const before = await page.evaluate(() => localStorage.getItem('Authorization'));
  await page.evaluate(() => {
    localStorage.setItem('Authorization', 'revoked-token');
    localStorage.setItem('tokenExpiresAt', String(Date.now() + 86_400_000));
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('Authorization')), { timeout: 15_000 })
    .toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await page.evaluate(() => localStorage.getItem('Authorization'))).not.toBe(before);
  await expect(page.getByTestId('topbar-sign-in')).toHaveCount(0);
  await expect(page.getByTestId('login-modal-title')).toHaveCount(0);
  await expect(page.getByTestId('welcome-dialog')).toHaveCount(0);
  await expect(page.getByTestId('rewards-dialog')).toHaveCount(0);
}

test('a session the server no longer knows signs in again silently with the launch data', async ({ page }) => {
  const user = freshUser('Sol');
  await page.goto(`/#${launchHash(user, 'd_democreator')}`);
  await expect(page).toHaveURL(`${BASE_URL}/democreator`);
  await finishOnboarding(page);
  await reloadAfterTheSessionIsRevoked(page);
  await expect(page).toHaveURL(`${BASE_URL}/democreator`);
});

// Inside Telegram: the theme, the Back and Main buttons, haptics and the closing confirmation.

/** Telegram for Android's day and night themes, as its client sends them. */
const DAY_THEME: ThemeParams = {
  bg_color: '#ffffff',
  text_color: '#222222',
  hint_color: '#a8a8a8',
  link_color: '#2678b6',
  button_color: '#50a8eb',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f0f0f0',
  header_bg_color: '#527da3',
  accent_text_color: '#1c93e3',
  section_bg_color: '#ffffff',
  section_header_text_color: '#3a95d5',
  subtitle_text_color: '#82868a',
  destructive_text_color: '#cc2929',
};
const NIGHT_THEME: ThemeParams = {
  bg_color: '#212d3b',
  text_color: '#ffffff',
  hint_color: '#7d8b99',
  link_color: '#62bcf9',
  button_color: '#2f6ea5',
  button_text_color: '#ffffff',
  secondary_bg_color: '#151e27',
  header_bg_color: '#242d39',
  accent_text_color: '#62bcf9',
  section_bg_color: '#1d2733',
  section_header_text_color: '#79c4fc',
  subtitle_text_color: '#7e8b99',
  destructive_text_color: '#ee686f',
};

type Posted = { type: string; data?: Record<string, unknown> };
type TelegramClientWindow = Window & {
  telegramPosted: Posted[];
  Telegram: { WebView: { receiveEvent(type: string, data?: unknown): void } };
};

/**
 * Telegram's app around the mini-app, as its Android and iOS apps provide it
 * (window.TelegramWebviewProxy): it records every method the app calls and answers the requests the
 * SDK waits on; Telegram's events reach the app through window.Telegram.WebView.receiveEvent.
 */
async function openInTelegramClient(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as TelegramClientWindow & { TelegramWebviewProxy: unknown };
    win.telegramPosted = [];
    const answer = (type: string, data: unknown) => setTimeout(() => win.Telegram.WebView.receiveEvent(type, data), 10);
    win.TelegramWebviewProxy = {
      postEvent(type: string, data?: string) {
        win.telegramPosted.push({ type, data: data ? (JSON.parse(data) as Record<string, unknown>) : undefined });
        if (type === 'web_app_request_viewport') {
          answer('viewport_changed', {
            height: innerHeight,
            width: innerWidth,
            is_expanded: true,
            is_state_stable: true,
          });
        }
        if (type === 'web_app_request_safe_area')
          answer('safe_area_changed', { top: 0, bottom: 24, left: 0, right: 0 });
        if (type === 'web_app_request_content_safe_area') {
          answer('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        }
      },
    };
  });
}

const posted = (page: Page, type: string) =>
  page.evaluate(
    (wanted) => (window as unknown as TelegramClientWindow).telegramPosted.filter((p) => p.type === wanted),
    type,
  );

/** What Telegram shows of the Back button now (hidden until the app first says otherwise). */
const backButtonShown = async (page: Page) =>
  (await posted(page, 'web_app_setup_back_button')).at(-1)?.data?.is_visible ?? false;

const mainButton = async (page: Page) => (await posted(page, 'web_app_setup_main_button')).at(-1)?.data ?? null;

/** The user presses one of Telegram's own buttons. */
const press = (page: Page, event: 'back_button_pressed' | 'main_button_pressed') =>
  page.evaluate((type) => (window as unknown as TelegramClientWindow).Telegram.WebView.receiveEvent(type), event);

const bodyColours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return {
      background: style.backgroundColor,
      text: style.color,
      dark: document.documentElement.classList.contains('dark'),
    };
  });

test("opened with Telegram's day theme, the app takes its colours, its header and its full height", async ({
  page,
}) => {
  await openInTelegramClient(page);
  await page.goto(`/#${launchHash(freshUser('Dana'), 'd_democreator', DAY_THEME)}`);
  await finishOnboarding(page);
  await expect(page.getByTestId('creator-name')).toBeVisible();
  expect(await bodyColours(page)).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(34, 34, 34)', dark: false });
  // Telegram's header and background in the page's colour, the app at full height and shown.
  expect(await posted(page, 'web_app_set_header_color')).toEqual([
    { type: 'web_app_set_header_color', data: { color_key: 'bg_color' } },
  ]);
  expect(await posted(page, 'web_app_set_background_color')).toEqual([
    { type: 'web_app_set_background_color', data: { color: '#ffffff' } },
  ]);
  expect(await posted(page, 'web_app_expand')).toHaveLength(1);
  expect(await posted(page, 'web_app_ready')).toHaveLength(1);
  // The tab bar keeps clear of the safe area Telegram reports.
  await expect(page.getByRole('navigation', { name: 'Main' }).last()).toHaveCSS('padding-bottom', '24px');
  // The theme is Telegram's: no switch of the app's own.
  await expect(page.getByTestId('theme-toggle')).toHaveCount(0);
  await shot(page, 'telegram-day-creator');
});

test("opened with Telegram's night theme, the app is dark in its colours, and follows a change of theme", async ({
  page,
}) => {
  await openInTelegramClient(page);
  await page.goto(`/#${launchHash(freshUser('Nina'), 'd_democreator', NIGHT_THEME)}`);
  await expect(page.getByTestId('welcome-dialog')).toBeVisible();
  await shot(page, 'telegram-night-welcome');
  await finishOnboarding(page);
  await expect(page.getByTestId('creator-name')).toBeVisible();
  expect(await bodyColours(page)).toEqual({ background: 'rgb(33, 45, 59)', text: 'rgb(255, 255, 255)', dark: true });
  await shot(page, 'telegram-night-creator');
  await page.getByTestId('tab-nav-home').click();
  await expect(page).toHaveURL(`${BASE_URL}/home`);
  await shot(page, 'telegram-night-home');

  // The user switches Telegram to its day theme while the app is open.
  await page.evaluate(
    (theme) =>
      (window as unknown as TelegramClientWindow).Telegram.WebView.receiveEvent('theme_changed', {
        theme_params: theme,
      }),
    DAY_THEME,
  );
  await expect
    .poll(() => bodyColours(page))
    .toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(34, 34, 34)', dark: false });
  await shot(page, 'telegram-day-home');
});

test("Telegram's Back button follows the pages the fan opened, and goes back", async ({ page }) => {
  await openInTelegramClient(page);
  await page.goto(`/#${launchHash(freshUser('Bert'))}`);
  await finishOnboarding(page);
  await expect(page).toHaveURL(`${BASE_URL}/home`);
  // The launch's first page: nothing to go back to.
  expect(await backButtonShown(page)).toBe(false);

  await page.getByTestId('tab-nav-discover').click();
  await expect(page).toHaveURL(`${BASE_URL}/discover`);
  await expect.poll(() => backButtonShown(page)).toBe(true);
  await page.getByTestId('discover-creator-democreator').getByTestId('discover-creator-name').click();
  await expect(page).toHaveURL(`${BASE_URL}/democreator`);
  await expect(page.getByTestId('creator-name')).toBeVisible();

  await press(page, 'back_button_pressed');
  await expect(page).toHaveURL(`${BASE_URL}/discover`);
  expect(await backButtonShown(page)).toBe(true);
  await press(page, 'back_button_pressed');
  await expect(page).toHaveURL(`${BASE_URL}/home`);
  await expect.poll(() => backButtonShown(page)).toBe(false);
});

test('after a reload with a session the server no longer knows, the silent sign-in keeps the Back button working', async ({
  page,
}) => {
  await openInTelegramClient(page);
  const user = freshUser('Rhea');
  await page.goto(`/#${launchHash(user, 'd_democreator', NIGHT_THEME)}`);
  await expect(page).toHaveURL(`${BASE_URL}/democreator`);
  await finishOnboarding(page);
  await page.getByTestId('tab-nav-discover').click();
  await expect(page).toHaveURL(`${BASE_URL}/discover`);
  await expect.poll(() => backButtonShown(page)).toBe(true);
  await reloadAfterTheSessionIsRevoked(page);
  await expect(page).toHaveURL(`${BASE_URL}/discover`);
  // Still Telegram's colours and Back button after the storage the 401 cleared.
  expect((await bodyColours(page)).background).toBe('rgb(33, 45, 59)');
  await expect.poll(() => backButtonShown(page)).toBe(true);
  await press(page, 'back_button_pressed');
  await expect(page).toHaveURL(`${BASE_URL}/democreator`);
  await expect(page.getByTestId('creator-name')).toBeVisible();
});

test("Telegram's Main button pays in the subscribe dialog, with haptics and a closing confirmation meanwhile", async ({
  page,
}) => {
  await openInTelegramClient(page);
  await page.goto(`/#${launchHash(freshUser('Mila'), 'd_lunavale', NIGHT_THEME)}`);
  await finishOnboarding(page);
  expect((await mainButton(page))?.is_visible ?? false).toBe(false);
  await page.getByTestId('creator-subscribe').click();
  const pay = page.getByTestId('subscribe-pay');
  await expect(pay).toBeEnabled();
  await expect
    .poll(() => mainButton(page))
    .toMatchObject({ is_visible: true, is_active: true, text: (await pay.textContent())?.trim() });
  await shot(page, 'telegram-night-subscribe');

  // A new fan has no money: the payment is refused, felt, and hands over to the top-up.
  await press(page, 'main_button_pressed');
  await expect(page.getByTestId('insufficient-modal')).toBeVisible();
  expect(await posted(page, 'web_app_trigger_haptic_feedback')).toEqual([
    { type: 'web_app_trigger_haptic_feedback', data: { type: 'notification', notification_type: 'error' } },
  ]);
  // Telegram asked before closing while the payment was on its way, and no longer.
  expect((await posted(page, 'web_app_setup_closing_behavior')).map((p) => p.data)).toEqual([
    { need_confirmation: true },
    { need_confirmation: false },
  ]);
  await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(false);
  await shot(page, 'telegram-night-insufficient');
});

// Telegram Stars: a top-up paid in Telegram's own payment sheet and credited by the bot.

type BotApiCall = { method: string; payload: Record<string, unknown>; result?: unknown };
type StarsWindow = Window & {
  openedInvoices: string[];
  closeInvoice: (status: string) => void;
  Telegram?: Record<string, unknown>;
};

/** What the e2e server's bot asked of the local Bot API (e2e/support/server-with-chain.ts). */
const botApiCalls = async (request: APIRequestContext, method: string) =>
  ((await (await request.get(`${TELEGRAM_API_URL}/__calls`)).json()) as BotApiCall[]).filter(
    (c) => c.method === method,
  );

/** Telegram delivers an update to the bot's webhook, with the secret token it was given. */
async function deliverUpdate(request: APIRequestContext, update: unknown) {
  const res = await request.post('/telegram/v1/bot/webhook', {
    data: update,
    headers: { 'x-telegram-bot-api-secret-token': TELEGRAM_WEBHOOK_SECRET },
  });
  expect(res.status()).toBe(200);
}

test('a Stars top-up in the mini-app: Telegram takes the Stars, the bot credits them once, the wallet shows them', async ({
  page,
  request,
}) => {
  // Telegram's WebApp object (telegram-web-app.js): the payment sheet opens, and the test closes it.
  await page.addInitScript(() => {
    const win = window as unknown as StarsWindow;
    win.openedInvoices = [];
    win.Telegram = {
      ...win.Telegram,
      WebApp: {
        openInvoice(url: string, closed: (status: string) => void) {
          win.openedInvoices.push(url);
          win.closeInvoice = closed;
        },
      },
    };
  });
  const user = freshUser('Stella');
  await page.goto(`/#${launchHash(user)}`);
  await finishOnboarding(page);
  await page.goto('/topUp');
  await page.getByTestId('method-stars').click();
  await expect(page).toHaveURL(`${BASE_URL}/topUp/stars`);
  await page.getByTestId('stars-preset-250').click();
  await shot(page, 'telegram-stars-top-up');
  await page.getByTestId('stars-top-up-pay').click();

  await expect.poll(() => page.evaluate(() => (window as unknown as StarsWindow).openedInvoices)).toHaveLength(1);
  const [link] = await page.evaluate(() => (window as unknown as StarsWindow).openedInvoices);
  const made = (await botApiCalls(request, 'createInvoiceLink')).find((c) => c.result === link);
  expect(made?.payload).toMatchObject({ provider_token: '', currency: 'XTR', prices: [{ amount: 250 }] });
  const invoice = { payload: String(made?.payload.payload), stars: 250 };
  const payer = { id: user.id, firstName: user.first_name, languageCode: 'en' };

  // Telegram asks the bot first, then takes the Stars and tells the bot (twice: it credits once).
  const preCheckout = preCheckoutUpdate(payer, invoice);
  await deliverUpdate(request, preCheckout);
  const answer = (await botApiCalls(request, 'answerPreCheckoutQuery')).find(
    (c) => c.payload.pre_checkout_query_id === preCheckout.pre_checkout_query.id,
  );
  expect(answer?.payload.ok).toBe(true);
  const paid = successfulPaymentUpdate(payer, { ...invoice, chargeId: `stxE2E${user.id}` });
  await deliverUpdate(request, paid);
  await deliverUpdate(request, paid);
  await page.evaluate(() => (window as unknown as StarsWindow).closeInvoice('paid'));

  await expect(page.getByTestId('stars-top-up-paid')).toContainText('250 ★');
  await shot(page, 'telegram-stars-paid');
  await page.getByTestId('stars-top-up-done').click();
  await expect(page).toHaveURL(`${BASE_URL}/wallet`);
  await expect(page.getByTestId('holding-STARS-amount')).toContainText('250');
  const told = (await botApiCalls(request, 'sendMessage')).filter((c) => c.payload.chat_id === user.id);
  expect(told.map((c) => c.payload.text)).toEqual(['250 ⭐ have been added to your Fanlane balance.']);
});

test("in Telegram's own app the SDK opens the Stars invoice, Telegram's Main button pays, and Telegram's answer closes it", async ({
  page,
  request,
}) => {
  await openInTelegramClient(page);
  const user = freshUser('Sid');
  await page.goto(`/#${launchHash(user)}`);
  await finishOnboarding(page);
  await page.goto('/topUp/stars');
  await page.getByTestId('stars-preset-100').click();
  await expect.poll(async () => (await mainButton(page))?.text).toBe('Pay 100 ★');
  // The press makes the invoice: its answer is awaited, so that a failure names the step that failed.
  const invoiceMade = page.waitForResponse(
    (res) => res.url().endsWith(PATHS.starsInvoice) && res.request().method() === 'POST',
    { timeout: 20_000 },
  );
  await press(page, 'main_button_pressed');
  expect((await invoiceMade).status()).toBe(200);

  // The SDK asks Telegram to open the invoice by its slug (https://t.me/$<slug>).
  await expect.poll(() => posted(page, 'web_app_open_invoice')).toHaveLength(1);
  const [opened] = await posted(page, 'web_app_open_invoice');
  const slug = String(opened?.data?.slug);
  const made = (await botApiCalls(request, 'createInvoiceLink')).find((c) => c.result === `https://t.me/$${slug}`);
  expect(made?.payload).toMatchObject({ currency: 'XTR', prices: [{ amount: 100 }] });
  const invoice = { payload: String(made?.payload.payload), stars: 100 };
  const payer = { id: user.id, firstName: user.first_name, languageCode: 'en' };
  await deliverUpdate(request, preCheckoutUpdate(payer, invoice));
  await deliverUpdate(request, successfulPaymentUpdate(payer, { ...invoice, chargeId: `stxSdk${user.id}` }));
  await page.evaluate(
    (closed) => (window as unknown as TelegramClientWindow).Telegram.WebView.receiveEvent('invoice_closed', closed),
    { slug, status: 'paid' },
  );

  await expect(page.getByTestId('stars-top-up-paid')).toContainText('100 ★');
  expect(await posted(page, 'web_app_trigger_haptic_feedback')).toContainEqual({
    type: 'web_app_trigger_haptic_feedback',
    data: { type: 'notification', notification_type: 'success' },
  });
});
