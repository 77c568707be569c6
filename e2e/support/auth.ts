import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_PRODUCT_PREFIX, productPaths } from '@fanlane/contracts/api-paths';
import type { TLoginResult } from '@fanlane/contracts/auth';
import { STORAGE_KEYS } from '../../apps/web/src/shared/lib/storage-keys.ts';
import { latestCode, uniqueEmail } from './outbox.ts';
import { loginWithSecondFactor } from './two-factor.ts';

export const DEMO_FAN = { email: 'fan@demo.fanlane.local', password: 'demo-pass-2026' };

/** Signs up through the real form: email, the code from the mailbox, a password twice. */
export async function signUpThroughForm(page: Page, email: string, password = 'open-sesame-42') {
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-send-code').click();
  await expect(page.getByTestId('signup-code-sent')).toBeVisible();
  await page.getByTestId('signup-code').fill(await latestCode(page.request, email));
  await page.getByTestId('signup-password').fill(password);
  await page.getByTestId('signup-password-confirm').fill(password);
  await page.getByTestId('signup-submit').click();
}

export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Calls the API as the web app does and fails the test unless the call succeeds; gives its data. */
export async function apiPost<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const res = await request.post(path, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  expect(res.status(), `${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * A password sign-in through the API; an account with two-factor authentication (the demo staff)
 * passes its second step too (support/two-factor.ts).
 */
export const loginThroughApi = (
  request: APIRequestContext,
  account: { email: string; password: string; totpSecret?: string },
) => loginWithSecondFactor(request, account);

/**
 * The page starts with the tokens the login page would have kept, so its next navigation opens
 * signed in, as a reload of a signed-in tab does; no greeting dialog follows. Once per tab: a later
 * logout in the test stays logged out.
 */
export async function startSignedIn(page: Page, login: TLoginResult) {
  // What completeLogin (apps/web/src/features/auth/api/session.ts) keeps, under the app's own keys.
  const stored = {
    [STORAGE_KEYS.authorization]: login.token,
    [STORAGE_KEYS.tokenExpiresAt]: String(login.expiresAt),
    [STORAGE_KEYS.refreshToken]: login.refreshToken,
    [STORAGE_KEYS.address]: login.info.address,
    [STORAGE_KEYS.info]: JSON.stringify(login.info),
  };
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}

/**
 * Signs in through the API, for a test whose subject comes after the sign-in: the form, its errors
 * and the dialogs after it have tests of their own (auth, navigation, names, resume-after-sign-in,
 * mobile).
 */
export async function signInThroughApi(page: Page, account: { email: string; password: string }) {
  await startSignedIn(page, await loginThroughApi(page.request, account));
}

/** A new account made through the API (sign-up with the mailed code); its login and its password. */
export async function signUpThroughApi(request: APIRequestContext, label: string) {
  const account = { email: uniqueEmail(label), password: 'open-sesame-42' };
  const paths = productPaths(DEFAULT_PRODUCT_PREFIX);
  await apiPost(request, paths.verificationCode, { email: account.email, scene: 'register' });
  const code = await latestCode(request, account.email);
  const login = await apiPost<TLoginResult>(request, paths.registerPassword, { ...account, code });
  return { account, login };
}

/** The welcome carousel (three slides) then the rewards dialog, as a first sign-in shows them. */
export async function finishOnboarding(page: Page) {
  const welcome = page.getByTestId('welcome-dialog');
  await expect(welcome).toBeVisible();
  await page.getByTestId('welcome-next').click();
  await page.getByTestId('welcome-next').click();
  await page.getByTestId('welcome-get-started').click();
  await expect(welcome).toBeHidden();
  const rewards = page.getByTestId('rewards-dialog');
  await expect(rewards).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rewards).toBeHidden();
}

/**
 * Screenshots are for people looking at the pages (`E2E_SCREENSHOTS=1 npm run test:e2e`, then
 * e2e/screenshots). Without it the suite does not draw them: a full-page capture costs Chromium one
 * to two seconds of CPU, some forty shots a run (docs/benchmarks.md, "Test suite").
 */
const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (screenshotsWanted) await page.screenshot({ path: `screenshots/${name}.png`, fullPage: options.fullPage });
}

/**
 * When screenshots are wanted: every picture on the page loaded (lazy ones are switched to eager
 * loading first), then a full-page screenshot. Without them there is nothing to wait for: loading
 * every picture of a long page only to throw the capture away cost a loaded CI machine over 15 s.
 */
export async function fullPageShot(page: Page, name: string) {
  if (!screenshotsWanted) return;
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')),
  );
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)), { timeout: 60_000 })
    .toBe(true);
  await shot(page, name, { fullPage: true });
}

/** After signing in, whichever dialog the login opens: the welcome carousel the first time, else rewards. */
export async function dismissLoginDialogs(page: Page) {
  const welcome = page.getByTestId('welcome-dialog');
  const rewards = page.getByTestId('rewards-dialog');
  await expect(welcome.or(rewards)).toBeVisible();
  if (await welcome.isVisible()) {
    await finishOnboarding(page);
    return;
  }
  await page.keyboard.press('Escape');
  await expect(rewards).toBeHidden();
}
