import { expect, type Page } from '@playwright/test';
import { latestCode } from './outbox.ts';

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
 * to two seconds of CPU, some forty shots a run (docs/testing.md, "End-to-end").
 */
const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (screenshotsWanted) await page.screenshot({ path: `screenshots/${name}.png`, fullPage: options.fullPage });
}

/**
 * Every picture on the page has loaded (lazy ones are switched to eager loading first; up to 15 s),
 * then a full-page screenshot when screenshots are wanted.
 */
export async function fullPageShot(page: Page, name: string) {
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')),
  );
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)), { timeout: 15_000 })
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
