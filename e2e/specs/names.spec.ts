import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { finishOnboarding, shot } from '../support/auth.ts';
import { latestCode, uniqueEmail } from '../support/outbox.ts';

/** Issue 12, item 5: people are shown by name, never by their wallet address. */

const FRIENDLY = /^[A-Z][a-z]+ [A-Z][a-z]+ \d{3}$/;

/** The sign-up form filled up to its optional display name; returns the name it suggests. */
async function fillSignUp(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-send-code').click();
  await expect(page.getByTestId('signup-code-sent')).toBeVisible();
  await page.getByTestId('signup-code').fill(await latestCode(page.request, email));
  await page.getByTestId('signup-password').fill('open-sesame-42');
  await page.getByTestId('signup-password-confirm').fill('open-sesame-42');
  const suggestion = (await page.getByTestId('signup-display-name').getAttribute('placeholder')) ?? '';
  expect(suggestion).toMatch(FRIENDLY);
  return suggestion;
}

/** The home greeting's text without the Unicode isolates around the name. */
async function greeting(page: Page) {
  await page.goto('/home');
  const welcome = page.getByTestId('home-welcome');
  await expect(welcome).toBeVisible();
  return ((await welcome.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
}

test('a newcomer who gives a display name is greeted by it, with a generated avatar', async ({ page }) => {
  await fillSignUp(page, uniqueEmail('named'));
  await page.getByLabel('Display name (optional)').fill('Noor Haddad');
  await shot(page, 'names-signup-form');
  await page.getByTestId('signup-submit').click();
  await finishOnboarding(page);

  // A new account is welcomed, not welcomed back.
  expect(await greeting(page)).toBe('Welcome, Noor Haddad');
  await expect(page.getByRole('img', { name: 'Noor Haddad' }).first()).toHaveText('NH');
  await expect(page.getByTestId('user-menu')).toContainText('Noor Haddad');
  await expect(page.getByTestId('startup-overlay')).toBeHidden();
  await shot(page, 'names-home-named');
});

test('a newcomer who skips the name is greeted by the friendly one suggested, never by an address', async ({
  page,
}) => {
  const suggestion = await fillSignUp(page, uniqueEmail('skipper'));
  await page.getByTestId('signup-submit').click();
  await finishOnboarding(page);

  const text = await greeting(page);
  expect(text).toBe(`Welcome, ${suggestion}`);
  expect(text).not.toContain('0x');
  await expect(page.getByTestId('user-menu')).toContainText(suggestion);
  await expect(page.getByTestId('user-menu')).not.toContainText('0x');
  await expect(page.getByTestId('startup-overlay')).toBeHidden();
  await shot(page, 'home-generated-name', { fullPage: true });
});
